/** What can take focus by Tab inside an element, in document order. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden], [inert], [aria-hidden="true"]'),
  )
}

/**
 * Keeps Tab and Shift+Tab inside `root` (a modal dialog): from the last control Tab goes to the
 * first, from the first (or the dialog itself) Shift+Tab goes to the last. Returns whether it moved
 * focus, so the caller can prevent the browser's own move.
 */
export function trapTab(root: HTMLElement, backwards: boolean, active: Element | null): boolean {
  const focusable = focusableIn(root)
  if (focusable.length === 0) {
    // Nothing to move to: focus stays on the dialog.
    root.focus()
    return true
  }
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  const inside = active instanceof Node && root.contains(active)
  if (backwards && (active === first || active === root || !inside)) {
    last?.focus()
    return true
  }
  if (!backwards && (active === last || active === root || !inside)) {
    first?.focus()
    return true
  }
  return false
}
