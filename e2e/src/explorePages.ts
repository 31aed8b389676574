import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

/** The Explore pages as the browser tests read them: raw numbers behind the shown ones, and new swaps. */

/** The raw number (data-value) behind the first element matching `selector`. */
export const numberOf = async (page: Page, selector: string) =>
  Number(await page.locator(selector).first().getAttribute('data-value'))

/**
 * Loads a pool or pair page (`url`) again every 2 s until its transactions list the swap `hash` once
 * (the indexer reads new blocks on its own schedule); resolves with that row.
 */
export async function reloadUntilListed(page: Page, url: string, hash: string): Promise<Locator> {
  const row = page.locator(`[data-testid="explore-transaction"][data-hash="${hash}"]`)
  await expect
    .poll(
      async () => {
        await page.goto(url)
        await page.getByTestId('stat-volume24h').waitFor({ timeout: 30_000 })
        return row.count()
      },
      { timeout: 90_000, interval: 2_000 },
    )
    .toBe(1)
  return row
}
