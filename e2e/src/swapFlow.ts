import type { Locator, Page } from 'playwright-core'
import { parseUnits } from 'viem'
import { expect } from 'vitest'

/**
 * A swap as a user makes it on /swap: its fields, its action button, the review dialog, the quotes it
 * asks for, and the app's stored records of what was sent (the tests of transactions under faults).
 */
const STORAGE_KEY = 'exchange:state'

/** The swap card's main button: Swap, Wrap, Approve… or why it cannot. */
export const actionButton = (page: Page) => page.locator('.swap-card .primary-button').last()
export const inputAmount = (page: Page) => page.locator('#swap-currency-input-amount')
export const outputAmount = (page: Page) => page.locator('#swap-currency-output-amount')

/** Reads a decimal amount shown on the page ('1,497.97 USDC') as raw units. */
export const shownUnits = (text: string | null, decimals: number) =>
  parseUnits((text ?? '').replace(/[^0-9.]/g, ''), decimals)

/** Records the requests the page makes to the quote API from now on. */
export function quoteRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/v1/quote')) urls.push(request.url())
  })
  return urls
}

/**
 * Types `amount` into the input, waits for the button to say 'Swap' and opens the review: resolves with
 * the Confirm Swap dialog.
 */
export async function reviewSwap(page: Page, amount: string, timeout = 20_000): Promise<Locator> {
  await inputAmount(page).fill(amount)
  await expect.poll(() => actionButton(page).textContent(), { timeout }).toBe('Swap')
  await actionButton(page).click()
  return page.getByRole('dialog', { name: 'Confirm Swap' })
}

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
