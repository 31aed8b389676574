import type { Page } from 'playwright-core'

/**
 * Waits until a value the test changed on the chain shows on the page. Each second it tells the app to
 * look for a new block (the app polls every 15 s on mainnet, and at once when the tab shows again),
 * then reads the page. On timeout it says which block the app had seen against the chain's, so that a
 * late block (the app did not see the change's block) can be told from a late read (it saw the block
 * but still showed the old value).
 */
export async function waitForChainValue(
  page: Page,
  options: {
    read: () => Promise<string | null>
    expected: string
    chainBlockNumber: () => Promise<bigint>
    timeoutMs?: number
  },
): Promise<void> {
  const { read, expected, chainBlockNumber, timeoutMs = 45_000 } = options
  const started = Date.now()
  const target = await chainBlockNumber()
  let shown: string | null = null
  const seen: string[] = []
  for (;;) {
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    shown = await read()
    if (shown === expected) return
    const appBlock = await page
      .getByTestId('block-number')
      .textContent({ timeout: 1_000 })
      .catch(() => null)
    const entry = `${Math.round((Date.now() - started) / 1000)} s: app at block ${appBlock?.trim() ?? '?'} showing '${shown}'`
    if (seen.at(-1)?.replace(/^\d+ s: /, '') !== entry.replace(/^\d+ s: /, '')) seen.push(entry)
    if (Date.now() - started > timeoutMs) {
      const now = await chainBlockNumber()
      throw new Error(
        `'${expected}' did not show within ${timeoutMs} ms; the chain was at block ${target} once the change was mined and is now at ${now}; what the page showed: ${seen.join('; ')}`,
      )
    }
    await page.waitForTimeout(1_000)
  }
}
