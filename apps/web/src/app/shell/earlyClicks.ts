/**
 * Clicks on the server's markup before React adopted it, recorded by the page's inline script from the
 * first parse (server/earlyClicks.ts, where the global's name is set; a test holds the two together).
 * Without them a visitor who clicks "Select a token" while the scripts still load gets nothing.
 */
const EARLY_CLICKS_GLOBAL = '__EXCHANGE_EARLY_CLICKS__'
const EARLY_INPUTS_GLOBAL = '__EXCHANGE_EARLY_INPUTS__'

/**
 * Stops one of the inline script's recordings (`global`) and returns its entries that have the expected
 * shape: none when the page has no recorder or something else stands under the name.
 */
function takeRecorded<Entry>(
  scope: object,
  global: string,
  isEntry: (entry: unknown) => entry is Entry,
): Entry[] {
  const take: unknown = (scope as Record<string, unknown>)[global]
  if (typeof take !== 'function') return []
  const recorded: unknown = take()
  return Array.isArray(recorded) ? recorded.filter(isEntry) : []
}

/** Stops the recording and returns the elements clicked so far (none when the page has no recorder). */
export function takeEarlyClicks(scope: object = globalThis): Element[] {
  return takeRecorded(scope, EARLY_CLICKS_GLOBAL, (target): target is Element => target instanceof Element)
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

/**
 * From `hydrateRoot` until the page has hydrated (`done`), holds the clicks on buttons in `root` and
 * resolves with their targets then, for `clickToReplay`. React adopts the shell first and the route's
 * Suspense boundary in a later pass, and drops a click that lands on a boundary still waiting for it:
 * "Select a token" clicked in that moment would do nothing. Held clicks on the shell wait the same few
 * moments. Links, fields and other clicks pass: they act by themselves. A page that has not hydrated
 * after `timeoutMs` (its route failed to load) gets its clicks back rather than swallowing them.
 */
export function holdClicksUntil(
  root: Element,
  done: Promise<void>,
  timeoutMs: number,
  scope: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): Promise<Element[]> {
  const held: Element[] = []
  const hold = (event: Event) => {
    const target = event.target
    if (!(target instanceof Element) || !root.contains(target)) return
    if (target.closest('a[href]') || !target.closest('button, [role="button"]')) return
    event.preventDefault()
    event.stopImmediatePropagation()
    held.push(target)
  }
  // On the window in the capture phase: before React's listeners on the root container.
  scope.addEventListener('click', hold, true)
  let timer: ReturnType<typeof setTimeout> | undefined
  const timedOut = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs)
  })
  return Promise.race([done, timedOut]).then(() => {
    clearTimeout(timer)
    scope.removeEventListener('click', hold, true)
    return held
  })
}

/** A value typed into a field, as recorded by the page's inline script. */
export type TypedValue = readonly [Element, string]

/** Stops the recording of typed text and returns what was typed so far (nothing without a recorder). */
export function takeEarlyInputs(scope: object = globalThis): TypedValue[] {
  return takeRecorded(
    scope,
    EARLY_INPUTS_GLOBAL,
    (entry): entry is TypedValue =>
      Array.isArray(entry) && entry[0] instanceof Element && typeof entry[1] === 'string',
  )
}

const TEXT_TYPES = new Set(['text', 'search', 'url', 'tel', 'email', 'number', 'password'])

/**
 * Types again, once the page is live, what the visitor typed into a field before React adopted it (the
 * amount typed while the scripts loaded). React adopts the field with the text still in it but its own
 * state empty: the next render of the field erases the text, and an `input` event with the text unchanged
 * is not heard as a change. So the field is emptied through its own `value` (which React follows), given
 * the text through the element's setter (which React does not), then sent an `input` event: React's
 * onChange sees the text typed, as typing makes it do. Fields gone, outside `root`, disabled or read-only,
 * and checkboxes (they act on click) are left alone.
 */
export function restoreTypedValues(typed: readonly TypedValue[], root: Element): void {
  const last = new Map<HTMLInputElement | HTMLTextAreaElement, string>()
  for (const [element, value] of typed)
    if (
      element instanceof HTMLTextAreaElement ||
      (element instanceof HTMLInputElement && TEXT_TYPES.has(element.type))
    ) {
      // In the order last typed: the field typed last is the one the app should take as typed.
      last.delete(element)
      last.set(element, value)
    }
  for (const [field, value] of last) {
    if (!field.isConnected || !root.contains(field) || field.disabled || field.readOnly) continue
    field.value = ''
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  }
}
