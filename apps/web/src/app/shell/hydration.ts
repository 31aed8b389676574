import { useEffect } from 'react'

let markDone: () => void = () => {}

/**
 * Resolves once the page's server markup has been hydrated, route included (the route is a lazy chunk:
 * its Suspense boundary hydrates after the shell), or at once for a page rendered in the browser
 * (main.tsx calls `hydrationDone`). What would change the text of markup React has not adopted yet (the
 * saved language, activated by PreferencesManager) waits for it: a dehydrated boundary meeting other text
 * would be thrown away and rendered again (React's hydration mismatch).
 */
export const hydrated = new Promise<void>((resolve) => {
  markDone = resolve
})

export function hydrationDone(): void {
  markDone()
}

/** Rendered after the routes inside their Suspense boundary: its effect runs once they are in the page. */
export function RouteHydrated() {
  useEffect(() => hydrationDone(), [])
  return null
}
