import type { QueryClient } from '@tanstack/react-query'
import { preloadExplorePage } from '../../features/explore'
import { warmAddLiquidityReads } from '../../features/pool-v3'
import type { MulticallClient } from '../../lib/multicall'

/** How long the first render waits for its page's chunk before rendering with a loading page instead. */
export const FIRST_PAGE_WAIT_MS = 2_000

/** Loads a page's chunk (and asks for its data, on `chainId` where the path names none) when `pathname` has one. */
export type PagePreload = (
  pathname: string,
  client: QueryClient,
  chainId: number,
) => Promise<unknown> | undefined

/**
 * Loads the chunk of the page the app opens on, with its data, so the first render shows that page
 * instead of a fallback that React would then hold for its suspense throttle, and its data travels
 * beside the chunk. Waits at most `waitMs` and never rejects: a slow or failed chunk leaves the page to
 * load (and report) as it would have anyway.
 */
export function preloadFirstPage(
  pathname: string,
  client: QueryClient,
  chainId: number,
  waitMs = FIRST_PAGE_WAIT_MS,
  preload: PagePreload = preloadExplorePage,
): Promise<void> {
  const loading = preload(pathname, client, chainId)
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

/**
 * Starts the chain reads of the page the app opens on that need only its URL (the add page's pool and
 * tokens from the route's ids), on the chain the app will read from, beside the first block's request:
 * the page then finds them answered when it renders. Fire and forget: a failed read is read again by the
 * page as usual.
 */
export function warmFirstPage(
  pathname: string,
  chainId: number,
  client: MulticallClient | undefined,
  queryClient: QueryClient,
): void {
  if (client) warmAddLiquidityReads(pathname, chainId, client, queryClient)
}
