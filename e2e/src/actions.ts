import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/**
 * Opens the wallet dialog from the header and picks a wallet: the injected one (the test wallet) unless
 * named, or the app's Devnet account.
 */
export async function chooseWallet(page: Page, option: 'injected' | 'devnet' = 'injected'): Promise<void> {
  await page.getByTestId('web3-status').click()
  await page.getByTestId(`wallet-option-${option}`).click()
}

/** Opens the wallet dialog from the header and picks the injected wallet (the test wallet). */
export const chooseInjectedWallet = (page: Page) => chooseWallet(page, 'injected')

/**
 * Turns expert mode on as a user may, with the `?ape` link (remembered in the settings), and waits for the
 * setting to show it. Where a recipient other than the account can be set (the spec's recipient field).
 */
export async function enableExpertMode(page: Page, webUrl: string): Promise<void> {
  await page.goto(`${webUrl}/swap?ape`)
  await page.getByRole('button', { name: 'Transaction settings' }).click()
  await expect
    .poll(() => page.getByRole('switch', { name: 'Expert Mode' }).getAttribute('aria-checked'))
    .toBe('true')
  await page.getByRole('button', { name: 'Transaction settings' }).click()
}

/** Connects the injected test wallet from the header and closes the wallet dialog. */
export async function connect(page: Page): Promise<void> {
  await chooseInjectedWallet(page)
  await page.getByRole('dialog').getByTestId('account-address').waitFor()
  await page.keyboard.press('Escape')
}

/** Connects the app's Devnet account (development account 0) from the header and closes the dialog. */
export async function connectDevnetAccount(page: Page, timeout?: number): Promise<void> {
  await chooseWallet(page, 'devnet')
  await page.getByTestId('account-address').waitFor(timeout === undefined ? {} : { timeout })
  await page.keyboard.press('Escape')
}

/**
 * On the add-liquidity form: approves each token the form asks for (allowances load after the
 * amounts, so the form may ask for none, one or two), until 'Preview' is enabled, then opens the preview.
 */
export async function approveAndPreviewAdd(page: Page, timeoutMs = 30_000): Promise<void> {
  const preview = page.getByTestId('add-preview')
  for (let round = 0; round < 3; round++) {
    const approve = page.getByRole('button', { name: /^Approve / }).first()
    await expect
      .poll(async () => (await approve.isVisible()) || (await preview.isEnabled()), { timeout: timeoutMs })
      .toBe(true)
    if (!(await approve.isVisible())) break
    await approve.click()
    await page
      .getByRole('button', { name: /^Approv/ })
      .first()
      .waitFor({ state: 'detached', timeout: 30_000 })
      .catch(() => {})
  }
  await expect.poll(() => preview.isEnabled(), { timeout: timeoutMs }).toBe(true)
  await preview.click()
}

/**
 * The user comes back to the tab: the app asks for the latest block at once (BlockUpdater does on every
 * return), instead of at its next 15-second poll, so that what a new block changed shows.
 */
export async function returnToTab(page: Page): Promise<void> {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
}

/** Returns to the tab every half second until `done` holds; throws after `timeoutMs`. */
export async function untilSeen(page: Page, done: () => Promise<boolean>, timeoutMs = 40_000): Promise<void> {
  const start = Date.now()
  while (!(await done())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out')
    await returnToTab(page)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}
