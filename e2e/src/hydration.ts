import type { Page } from 'playwright-core'

/**
 * What the browser tests of pre-rendered pages watch: hydration problems, and when React has taken the
 * page.
 */

/**
 * Watches a page for what a failed hydration leaves: React's recoverable errors (reported as page errors or
 * console errors, "Hydration failed…", minified #418/#423/#425) and the server's elements removed from the
 * document (React throws the markup away when it cannot adopt it).
 */
export async function watchHydration(page: Page, kept: string) {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|react error|#41[89]|#42[1-5]/i.test(message.text()))
      problems.push(`console: ${message.text()}`)
  })
  await page.addInitScript((selector: string) => {
    const state = { removed: 0 }
    ;(window as unknown as { __prerenderState: typeof state }).__prerenderState = state
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && (node.matches(selector) || node.querySelector(selector)))
            state.removed++
    }).observe(document, { childList: true, subtree: true })
  }, kept)
  return {
    problems,
    removed: () =>
      page.evaluate(
        () => (window as unknown as { __prerenderState: { removed: number } }).__prerenderState.removed,
      ),
  }
}

/** Whether React has taken the page: its root fiber is attached to the container (runs in the page). */
export const reactAttached = () => {
  const root = document.getElementById('root')
  return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'))
}
/** Waits until React has hydrated the page. */
export const hydrated = (page: Page) => page.waitForFunction(reactAttached)
