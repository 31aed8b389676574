import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query'
import { matchPath, useParams } from 'react-router'
import { useActiveChainId } from '../../core/useActiveChainId'
import { chainIdFromSlug } from '../../lib/explorePaths'
import { preloadable } from '../../lib/preloadable'
import { explorableChainIds } from './data/client'
import {
  explorePoolsQuery,
  exploreTokensQuery,
  poolPageQuery,
  tokenActivityQuery,
  tokenPageQuery,
} from './data/hooks'
import { listChainId, pageTarget } from './logic/target'

// Each page is its own chunk, loaded on first visit: the chart library comes only with the token and
// pool pages, never with /swap.
const ExplorePage = preloadable(() => import('./ExplorePage'))
const TokenPage = preloadable(() => import('./TokenPage'))
const PoolPage = preloadable(() => import('./PoolPage'))

/** The routes of this feature, for the app's router. */
export const EXPLORE_PATHS = {
  list: ['/explore', '/explore/:tab/:chain?'],
  token: '/explore/tokens/:chain/:address',
  pool: '/explore/pools/:chain/:address',
} as const

/** A page's indexer queries, asked for the moment its path is known. */
function prefetch(client: QueryClient, queries: readonly { queryKey: QueryKey }[]) {
  for (const query of queries)
    if (client.getQueryState(query.queryKey) === undefined) void client.prefetchQuery(query)
}

/** The Explore pages, by what the server names them (app/prerender.tsx). */
export type ExplorePageName = 'explore-list' | 'explore-token' | 'explore-pool'

/** The Explore page at `pathname`, if it is one: its name, its chunk's loader and its indexer queries. */
function explorePageAt(
  pathname: string,
  activeChainId: number | undefined,
):
  | {
      name: ExplorePageName
      page: { preload(): Promise<unknown> }
      queries: readonly { queryKey: QueryKey }[]
    }
  | undefined {
  const token = matchPath(EXPLORE_PATHS.token, pathname)
  if (token) {
    const { chainId, address } = pageTarget(token.params)
    const queries = address ? [tokenPageQuery(chainId, address), tokenActivityQuery(chainId, address)] : []
    return { name: 'explore-token', page: TokenPage, queries }
  }
  const pool = matchPath(EXPLORE_PATHS.pool, pathname)
  if (pool) {
    const { chainId, address } = pageTarget(pool.params)
    return {
      name: 'explore-pool',
      page: PoolPage,
      queries: address ? [poolPageQuery(chainId, address)] : [],
    }
  }
  const list = EXPLORE_PATHS.list.map((path) => matchPath(path, pathname)).find((match) => match !== null)
  if (list) {
    const fromPath = chainIdFromSlug(list.params.chain)
    const chainId =
      activeChainId === undefined ? fromPath : listChainId(fromPath, activeChainId, explorableChainIds())
    const queries =
      chainId === undefined
        ? []
        : [list.params.tab === 'pools' ? explorePoolsQuery(chainId) : exploreTokensQuery(chainId)]
    return { name: 'explore-list', page: ExplorePage, queries }
  }
  return undefined
}

/**
 * Loads the chunk of the Explore page at `pathname`, if it is one, and asks for its data at the same
 * time (main.tsx, before the first render). A list whose chain the path does not name is asked on
 * `activeChainId`, the chain the app opens on (as the page will: listChainId); without it, the list
 * waits for the page.
 */
export function preloadExplorePage(
  pathname: string,
  client: QueryClient,
  activeChainId?: number,
): Promise<unknown> | undefined {
  const page = explorePageAt(pathname, activeChainId)
  if (!page) return undefined
  prefetch(client, page.queries)
  return page.page.preload()
}

/**
 * For the server's render of an Explore page with its data (app/prerender.tsx): loads the page's chunk
 * and its answers into `client`. Resolves to the page's name once all are in, or to undefined when one
 * failed (the page then renders in the browser); undefined at once for a path that is no Explore page or
 * names nothing to show.
 */
export function loadExplorePage(
  pathname: string,
  client: QueryClient,
  activeChainId: number,
): Promise<ExplorePageName | undefined> | undefined {
  const page = explorePageAt(pathname, activeChainId)
  if (!page || page.queries.length === 0) return undefined
  const answers = page.queries.map((query: { queryKey: QueryKey }) => client.fetchQuery(query))
  return Promise.all([page.page.preload(), ...answers]).then(
    () => page.name,
    () => undefined,
  )
}

/**
 * Starts a page's indexer queries as its route renders, so they travel while the page's chunk (and the
 * chart library) loads instead of after: the page then finds them in flight under the same keys. A
 * query already cached or in flight is left alone.
 */
function usePrefetch(queries: readonly { queryKey: QueryKey }[]) {
  prefetch(useQueryClient(), queries)
}

export function ExploreRoute() {
  const params = useParams()
  const chainId = listChainId(chainIdFromSlug(params.chain), useActiveChainId(), explorableChainIds())
  usePrefetch([params.tab === 'pools' ? explorePoolsQuery(chainId) : exploreTokensQuery(chainId)])
  return <ExplorePage />
}

export function ExploreTokenRoute() {
  const { chainId, address } = pageTarget(useParams())
  usePrefetch(address ? [tokenPageQuery(chainId, address), tokenActivityQuery(chainId, address)] : [])
  return <TokenPage />
}

export function ExplorePoolRoute() {
  const { chainId, address } = pageTarget(useParams())
  usePrefetch(address ? [poolPageQuery(chainId, address)] : [])
  return <PoolPage />
}
