/**
 * Clicks on the server's markup before React adopted it, recorded by the page's inline script from the
 * first parse (server/earlyClicks.ts, where the global's name is set; a test holds the two together).
 * Without them a visitor who clicks "Select a token" while the scripts still load gets nothing.
 */
const EARLY_CLICKS_GLOBAL = '__EXCHANGE_EARLY_CLICKS__'

/** Stops the recording and returns the elements clicked so far (none when the page has no recorder). */
export function takeEarlyClicks(scope: object = globalThis): Element[] {
  const take: unknown = (scope as Record<string, unknown>)[EARLY_CLICKS_GLOBAL]
  if (typeof take !== 'function') return []
  const targets: unknown = take()
  return Array.isArray(targets)
    ? targets.filter((target): target is Element => target instanceof Element)
    : []
}

/**
 * The click to do again once the page is live: the last one made on an enabled button still in the page.
 * Only buttons: a link has already navigated, a checkbox or a field has already changed by itself, and
 * a click on nothing in particular needs nothing. One click: a visitor who clicked the same button twice
 * because nothing happened wanted it once.
 */
export function clickToReplay(targets: readonly Element[], root: Element): Element | undefined {
  for (let index = targets.length - 1; index >= 0; index--) {
    const target = targets[index] as Element
    if (target.closest('a[href]')) return undefined
    const button = target.closest('button, [role="button"]')
    if (!button) continue
    const disabled = button.matches(':disabled') || button.getAttribute('aria-disabled') === 'true'
    return target.isConnected && root.contains(target) && !disabled ? target : undefined
  }
  return undefined
}

/** Clicks `target` as the visitor did, through React's handlers now that they are attached. */
export function replayClick(target: Element): void {
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }))
}
