import type { QueryClient } from '@tanstack/react-query'
import { preloadExplorePage } from '../../features/explore'

/** How long the first render waits for its page's chunk before rendering with a loading page instead. */
export const FIRST_PAGE_WAIT_MS = 2_000

/** Loads a page's chunk (and asks for its data) when `pathname` is one that has a chunk. */
export type PagePreload = (pathname: string, client: QueryClient) => Promise<unknown> | undefined

/**
 * Loads the chunk of the page the app opens on, with its data, so the first render shows that page
 * instead of a fallback that React would then hold for its suspense throttle, and its data travels
 * beside the chunk. Waits at most `waitMs` and never rejects: a slow or failed chunk leaves the page to
 * load (and report) as it would have anyway.
 */
export function preloadFirstPage(
  pathname: string,
  client: QueryClient,
  waitMs = FIRST_PAGE_WAIT_MS,
  preload: PagePreload = preloadExplorePage,
): Promise<void> {
  const loading = preload(pathname, client)
  if (!loading) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs)
    const done = () => {
      clearTimeout(timer)
      resolve()
    }
    loading.then(done, done)
  })
}
