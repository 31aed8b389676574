import type { QueryClient } from '@tanstack/react-query'
import { matchPath } from 'react-router'
import { contractAddress } from '../../core/addresses'
import { getMulticallStore, type MulticallClient, type WarmedCalls, warmCalls } from '../../lib/multicall'
import { pairAtIds, readsAtIds } from './hooks/poolAtIds'

/** The add page's route (/add/v2/… is the v2 page's). */
export const ADD_LIQUIDITY_PATH = '/add/:currencyIdA?/:currencyIdB?/:feeAmount?'

const addLiquidityParams = (pathname: string) =>
  pathname.startsWith('/add/v2') ? undefined : matchPath(ADD_LIQUIDITY_PATH, pathname)?.params

/**
 * Asks for what the add page at `pathname` needs from its ids alone, for the page to find when it
 * renders: the chain reads (readsAtIds) into the chain's multicall store, at the latest block, and, when
 * the route names no fee, the tiers' distribution the page picks its tier from (the same query the page
 * makes). Nothing for another page.
 */
export function warmAddLiquidityReads(
  pathname: string,
  chainId: number,
  client: MulticallClient,
  queryClient: QueryClient,
): void {
  const params = addLiquidityParams(pathname)
  const multicall = contractAddress(chainId, 'UniswapInterfaceMulticall')
  if (!params || !multicall) return
  const { currencyIdA, currencyIdB, feeAmount } = params
  const calls = readsAtIds(chainId, currencyIdA, currencyIdB, feeAmount)
  if (calls.length > 0) void warmCalls(getMulticallStore(chainId), client, multicall, calls)
  const pair = pairAtIds(chainId, currencyIdA, currencyIdB)
  if (pair && feeAmount === undefined)
    // The query's module comes with the page's chunks, which the server already has the browser load.
    void import('./graph/hooks').then(({ feeTierDistributionQuery }) =>
      queryClient.prefetchQuery(feeTierDistributionQuery(chainId, pair[0], pair[1])),
    )
}

/**
 * Reads what the add page at `pathname` shows first, for the server to render it with its data (app/
 * prerender.tsx): the chain reads of warmAddLiquidityReads into the chain's multicall store and, when the
 * route names no fee, the tiers' distribution into `queryClient` from `indexerUrl`. Undefined, with nothing
 * worth rendering ahead, for a route that names no pair (or another page) or when a read failed: that
 * page then renders in the browser as before.
 */
export async function readAddLiquidityFirstData(
  pathname: string,
  chainId: number,
  client: MulticallClient,
  queryClient: QueryClient,
  indexerUrl: string | undefined,
): Promise<WarmedCalls | undefined> {
  const params = addLiquidityParams(pathname)
  const multicall = contractAddress(chainId, 'UniswapInterfaceMulticall')
  if (!params || !multicall) return undefined
  const { currencyIdA, currencyIdB, feeAmount } = params
  const pair = pairAtIds(chainId, currencyIdA, currencyIdB)
  const calls = readsAtIds(chainId, currencyIdA, currencyIdB, feeAmount)
  if (!pair || calls.length === 0) return undefined
  const distribution = async () => {
    if (feeAmount !== undefined) return true
    const { feeTierDistributionQuery } = await import('./graph/hooks')
    return queryClient.fetchQuery(feeTierDistributionQuery(chainId, pair[0], pair[1], indexerUrl)).then(
      () => true,
      () => false,
    )
  }
  const [reads, distributed] = await Promise.all([
    warmCalls(getMulticallStore(chainId), client, multicall, calls),
    distribution(),
  ])
  return distributed ? reads : undefined
}
