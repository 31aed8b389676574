import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/**
 * A swap as a user makes it on /swap, and the app's stored records of what was sent: shared by the
 * browser tests of transactions under faults (transaction-truth, devnet-account-faults).
 */
const STORAGE_KEY = 'exchange:state'

export const actionButton = (page: Page) => page.locator('.swap-card .primary-button').last()
export const inputAmount = (page: Page) => page.locator('#swap-currency-input-amount')

export interface StoredRecord {
  hash: string
  from: string
  receipt?: { status?: unknown; transactionHash: string }
  outcome?: string
  fromChain?: boolean
  nonce?: number
}

/** The app's stored transaction records of chain 1 for `account`. */
export async function storedRecords(page: Page, account: string): Promise<StoredRecord[]> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY)
  const records = Object.values(
    (JSON.parse(raw ?? '{}') as { transactions?: Record<string, Record<string, StoredRecord>> })
      .transactions?.['1'] ?? {},
  )
  return records.filter((record) => record.from.toLowerCase() === account.toLowerCase())
}

/**
 * One swap of `amount` ETH for USDC as a user does it; when preparing fails (the node could not be
 * reached, and the app says nothing was sent), the user dismisses the error and tries again.
 * Resolves when the app says 'Transaction Submitted'.
 */
export async function swapOnce(page: Page, amount: string, attempts = 12): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await inputAmount(page).fill(amount)
    await expect.poll(() => actionButton(page).textContent(), { timeout: 90_000 }).toBe('Swap')
    await actionButton(page).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm Swap' })
    await dialog.getByRole('button', { name: 'Confirm Swap' }).click()
    const submitted = dialog.getByText('Transaction Submitted')
    const failed = dialog.getByRole('alert')
    await submitted.or(failed).first().waitFor({ timeout: 90_000 })
    if (await submitted.isVisible()) {
      await dialog.getByRole('button', { name: 'Close' }).click()
      return
    }
    const message = (await failed.textContent()) ?? ''
    // Only a failure before sending may be retried: anything else would risk a double swap.
    expect(message).toContain('nothing was sent')
    expect(message).not.toContain('slippage')
    if (attempt >= attempts) throw new Error(`swap of ${amount} ETH failed ${attempts} times: ${message}`)
    await dialog.getByRole('button', { name: 'Dismiss' }).click()
    // 'Try again in a moment'.
    await page.waitForTimeout(2_500)
  }
}

/** Waits until none of the account's records is pending any more. */
export async function waitForAllDecided(page: Page, account: string, count: number, timeout = 180_000) {
  await expect
    .poll(
      async () => {
        const records = await storedRecords(page, account)
        return records.length === count && records.every((record) => record.receipt || record.outcome)
      },
      { timeout, interval: 1_000 },
    )
    .toBe(true)
}

/**
 * The user comes back to the tab: the app asks for the latest block at once (BlockUpdater does on
 * every return), instead of at its next 15-second poll. The last test of this file waits for the poll.
 */
export const returnToTab = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
