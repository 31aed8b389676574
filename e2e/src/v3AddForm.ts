import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/** The v3 add-liquidity form (/add/…) as a user fills it: the pool's price it shows, and a price range. */

/** The current price the form shows (en-US, thousands grouped with commas), once it shows one. */
export async function currentPrice(page: Page, timeout = 20_000): Promise<number> {
  const text = page.getByTestId('current-price')
  const value = async () => Number((await text.textContent())?.replace(/,/g, ''))
  await expect.poll(value, { timeout }).toBeGreaterThan(0)
  return value()
}

/** Types the range's min and max prices, each confirmed with Enter as a user does. */
export async function typeRange(page: Page, min: string, max: string): Promise<void> {
  await page.locator('#add-min-price').fill(min)
  await page.locator('#add-min-price').press('Enter')
  await page.locator('#add-max-price').fill(max)
  await page.locator('#add-max-price').press('Enter')
}
