import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/** What a page did while a test looked elsewhere: uncaught errors, and texts shown however briefly. */

/** Uncaught errors of the page from now on; a test ends by checking there were none (expectNoCrash). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** Neither the crash screen nor an uncaught error. */
export async function expectNoCrash(page: Page, errors: string[]): Promise<void> {
  expect(await page.getByText('Something went wrong').count()).toBe(0)
  expect(errors).toEqual([])
}

/** Records whether `text` ever appears in the page from now on, however briefly. */
export async function watchForText(page: Page, text: string): Promise<() => Promise<boolean>> {
  const key = `seen-${Math.random().toString(36).slice(2)}`
  await page.evaluate(
    ([wanted, name]) => {
      const flags = window as unknown as Record<string, boolean>
      flags[name] = false
      new MutationObserver(() => {
        if (document.body.innerText.includes(wanted)) flags[name] = true
      }).observe(document.body, { subtree: true, childList: true, characterData: true })
    },
    [text, key] as const,
  )
  return () => page.evaluate((name) => (window as unknown as Record<string, boolean>)[name] === true, key)
}
