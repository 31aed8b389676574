import type { Locator, Page } from 'playwright-core'
import type { Address } from 'viem'

/**
 * The token picker as a user works it: opened from a swap panel or another opener, searched, and its
 * token lists managed (import by URL, custom tokens).
 */

export const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search name or paste address' })
/** The picker's token rows, in the order shown. */
export const tokenOptions = (page: Page) => page.getByRole('listbox', { name: 'Tokens' }).getByRole('option')

/** Opens the picker of the swap's input or output panel (output unless named). */
export async function openPicker(page: Page, side: 'input' | 'output' = 'output'): Promise<void> {
  await page.locator(`#swap-currency-${side} .currency-panel__select`).click()
  await page.getByRole('dialog', { name: 'Select a token' }).waitFor()
}

/** Opens the picker with `opener`, pastes `address` and picks its row; waits for the picker to close. */
export async function pickToken(page: Page, opener: Locator, address: string): Promise<void> {
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Select a token' })
  await dialog.waitFor()
  await searchBox(page).fill(address)
  await page.getByTestId(`token-option-${address}`).click()
  await dialog.waitFor({ state: 'detached' })
}

/** Imports the list at `url` (named `listName`) through Manage Token Lists, and closes the picker. */
export async function importListByUrl(page: Page, url: string, listName: string): Promise<void> {
  await openPicker(page)
  await page.getByRole('button', { name: 'Manage Token Lists' }).click()
  await page.getByRole('textbox', { name: 'Add a list by URL' }).fill(url)
  await page
    .locator('.manage-lists__preview', { hasText: listName })
    .getByRole('button', { name: 'Import' })
    .click()
  await page.getByRole('checkbox', { name: 'I understand' }).check()
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  await page.locator('.list-row', { hasText: listName }).waitFor()
  await page.keyboard.press('Escape')
  await page.getByRole('dialog').waitFor({ state: 'detached' })
}

/** Imports a token no list has by pasting its address, then closes the picker. */
export async function importTokenByAddress(page: Page, address: Address): Promise<void> {
  await openPicker(page)
  await searchBox(page).fill(address)
  await page.getByTestId(`token-option-${address}`).getByText('Import', { exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Import a token' })
  await dialog.getByRole('button', { name: 'Import' }).click()
  await page.getByRole('dialog', { name: 'Select a token' }).waitFor()
  await page.keyboard.press('Escape')
}

/** What the Tokens tab of Manage says of the imported tokens ('1 Custom Token'…). */
export async function customTokenCount(page: Page): Promise<string | null> {
  await openPicker(page)
  await page.getByRole('button', { name: 'Manage Token Lists' }).click()
  await page.getByRole('tab', { name: 'Tokens' }).click()
  const text = page.getByText(/\d+ Custom Tokens?\b/)
  await text.waitFor()
  const count = await text.textContent()
  await page.keyboard.press('Escape')
  return count
}
