import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while React renders on the server (the pre-render, app/prerender.tsx) and while it hydrates that
 * markup in the browser, true afterwards and in a client render: what needs the document (a portal into
 * document.body) renders once it is true, so that hydration meets exactly the markup the server sent.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
