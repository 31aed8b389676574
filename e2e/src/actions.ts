import type { Page } from 'playwright-core'

/** Connects the injected test wallet from the header and closes the wallet dialog. */
export async function connect(page: Page): Promise<void> {
  await page.getByTestId('web3-status').click()
  await page.getByTestId('wallet-option-injected').click()
  await page.getByTestId('account-address').waitFor()
  await page.keyboard.press('Escape')
}
