import type { QueryClient } from '@tanstack/react-query'
import { matchPath } from 'react-router'
import { contractAddress } from '../../core/addresses'
import { getMulticallStore, type MulticallClient, warmCalls } from '../../lib/multicall'
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
