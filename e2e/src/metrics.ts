import { gzipSync } from 'node:zlib'
import type { Page } from 'playwright-core'

/** The budget for the JavaScript /swap loads before it is interactive (gzip). */
export const INITIAL_JS_BUDGET_BYTES = 300 * 1024

/** Loads `url` and adds up the gzip size of every script the page fetched until the network went idle. */
export async function initialJavaScript(page: Page, url: string): Promise<{ bytes: number; files: number }> {
  const sizes = new Map<string, number>()
  const pending: Promise<void>[] = []
  page.on('response', (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('javascript')) return
    pending.push(
      response
        .body()
        .then((body) => void sizes.set(response.url(), gzipSync(body, { level: 9 }).length))
        .catch(() => {}),
    )
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await Promise.all(pending)
  return { bytes: [...sizes.values()].reduce((sum, size) => sum + size, 0), files: sizes.size }
}
