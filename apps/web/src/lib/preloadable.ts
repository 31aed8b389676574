import { type ComponentType, createElement, lazy, useState } from 'react'

/** A lazily loaded page whose chunk can be asked for before React first renders it. */
export type PreloadablePage<P extends object> = ComponentType<P> & {
  /** Loads the chunk (once); a page rendered after this settles renders at once, without suspending. */
  preload: () => Promise<unknown>
}

/**
 * `React.lazy` that can be preloaded. A lazy component suspends on its first render even when its chunk
 * is already in the browser, and React then shows the fallback and holds the page back for its
 * suspense throttle (300 ms). A page preloaded before the first render (main.tsx, on the URL it opens
 * with) renders directly instead. Each mounted page keeps the form it started with, so the page is never
 * remounted when the chunk arrives.
 */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadablePage<P> {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<{ default: ComponentType<P> }> | undefined
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default
        return module
      },
      (error: unknown) => {
        // A chunk that failed to load is asked for again by the next render, not remembered as failed.
        pending = undefined
        throw error
      },
    )
    return pending
  }
  const Lazy = lazy(preload)
  function Page(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy)
    return createElement(Component, props)
  }
  return Object.assign(Page, { preload })
}
