import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { MAINNET_TOKENS } from '@exchange/devnet'
import type { Locator, Page } from 'playwright-core'
import PO from 'pofile'
import { describe, expect, it } from 'vitest'
import { PRODUCT_NAME } from '../../apps/web/src/core/brand.ts'
import { openPage } from '../src/context.ts'

const USDC = MAINNET_TOKENS.USDC.address

const catalogs = new Map<string, PO>()

/** A message as a locale's catalog translates it: the test reads what translators wrote. */
function translated(locale: string, msgid: string): string {
  let catalog = catalogs.get(locale)
  if (!catalog) {
    const file = join(import.meta.dirname, '../../apps/web/src/locales', locale, 'messages.po')
    catalog = PO.parse(readFileSync(file, 'utf8'))
    catalogs.set(locale, catalog)
  }
  const text = catalog.items.find((entry) => entry.msgid === msgid)?.msgstr[0]
  if (!text) throw new Error(`${locale} has no translation of ${JSON.stringify(msgid)}`)
  return text
}

const pageLanguage = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }))

const box = async (locator: Locator) => {
  const found = await locator.boundingBox()
  if (!found) throw new Error(`${locator} is not on screen`)
  return found
}

describe('languages', () => {
  it('/swap?lng=de-DE shows the swap page in German', async () => {
    const { page, stack } = await openPage({ locale: 'en-US' })
    await page.goto(`${stack.webUrl}/swap?lng=de-DE`)
    const connect = translated('de-DE', 'Connect Wallet')
    expect(connect).not.toBe('Connect Wallet')
    await page.getByRole('button', { name: connect }).first().waitFor()
    await page.getByRole('heading', { name: translated('de-DE', 'Swap') }).waitFor()
    await page
      .getByRole('button', { name: translated('de-DE', 'Select a token') })
      .first()
      .waitFor()
    expect(await pageLanguage(page)).toEqual({ lang: 'de-DE', dir: 'ltr' })
    expect(await page.getByText('Connect Wallet', { exact: true }).count()).toBe(0)
  })

  it('formats the price and the USD value the German way', async () => {
    const { page, stack } = await openPage({ locale: 'en-US' })
    await page.goto(`${stack.webUrl}/swap?lng=de-DE&inputCurrency=ETH&outputCurrency=${USDC}&exactAmount=1`)
    // ETH is worth thousands of USDC: the thousands are grouped with '.', the decimals after ','.
    const price = page.getByTestId('swap-price')
    await expect
      .poll(() => price.textContent(), { timeout: 20_000 })
      .toMatch(/^1 ETH = \d{1,3}(\.\d{3})+,\d+ USDC$/)
    await expect
      .poll(() => page.getByTestId('swap-currency-input-fiat').textContent(), { timeout: 20_000 })
      .toMatch(/\d{1,3}(\.\d{3})+,\d{2}\s\$/)
  })

  it('/swap?lng=ar-SA is in Arabic and laid out right to left, arrows turned round', async () => {
    const { page, stack } = await openPage({ locale: 'en-US' })
    await page.goto(`${stack.webUrl}/swap?lng=ar-SA&inputCurrency=ETH&outputCurrency=${USDC}`)
    await page.getByRole('heading', { name: translated('ar-SA', 'Swap') }).waitFor()
    expect(await pageLanguage(page)).toEqual({ lang: 'ar-SA', dir: 'rtl' })

    // The header's navigation reads from the right: the first tab is right of the second.
    const tabs = page.getByRole('navigation').first().getByRole('link')
    expect((await box(tabs.nth(0))).x).toBeGreaterThan((await box(tabs.nth(1))).x)
    // In an amount panel the amount is on the right and the token button on its left.
    const amount = page.locator('#swap-currency-input-amount')
    const token = page.getByRole('button', { name: /ETH/ }).first()
    expect((await box(token)).x).toBeLessThan((await box(amount)).x)

    // The token picker's back arrow points right (towards where the reader came from).
    await page.getByRole('button', { name: /ETH/ }).first().click()
    const picker = page.getByRole('dialog')
    await picker.getByRole('button', { name: translated('ar-SA', 'Manage') }).click()
    const back = picker.getByRole('button', { name: translated('ar-SA', 'Back') }).locator('.flip-in-rtl')
    expect(await back.evaluate((element) => getComputedStyle(element).transform)).toBe(
      'matrix(-1, 0, 0, 1, 0, 0)',
    )
  })

  it('follows the browser language when neither ?lng nor a saved choice says otherwise', async () => {
    const { page, stack } = await openPage({ locale: 'fr-FR' })
    await page.goto(`${stack.webUrl}/swap`)
    await page.waitForFunction(() => document.documentElement.lang === 'fr-FR')
    await page
      .getByRole('button', { name: translated('fr-FR', 'Connect Wallet') })
      .first()
      .waitFor()
    expect(await page.getByTestId('locale-note').count()).toBe(0)
  })

  it('suggests the browser language in the chosen one, and switches to it', async () => {
    const { page, stack } = await openPage({ locale: 'fr-FR' })
    await page.goto(`${stack.webUrl}/swap?lng=de-DE`)
    await page.waitForFunction(() => document.documentElement.lang === 'de-DE')
    const note = page.getByTestId('locale-note')
    // '{PRODUCT_NAME} available in: <0>{name}</0>' in German, naming this product (not Uniswap), with
    // French offered by its own name.
    const [before] = translated('de-DE', '{PRODUCT_NAME} available in: <0>{name}</0>').split('<0>')
    const expected = (before ?? '').replace('{PRODUCT_NAME}', PRODUCT_NAME).trim()
    expect(expected).toBe('Exchange verfügbar auf:')
    await note.getByText(expected, { exact: false }).waitFor()
    expect(await note.textContent()).not.toContain('Uniswap')
    await note.getByRole('link', { name: /^Français/ }).click()
    await page.waitForFunction(() => document.documentElement.lang === 'fr-FR')
    await note.waitFor({ state: 'detached' })
  })
})
