import type { QueryClient } from '@tanstack/react-query'
import { matchPath } from 'react-router'
import { contractAddress } from '../../core/addresses'
import { getMulticallStore, type MulticallClient, type WarmedCalls, warmCalls } from '../../lib/multicall'
import { pairAtIds, readsAtIds } from './hooks/poolAtIds'

/** The add page's route (/add/v2/… is the v2 page's). */
export const ADD_LIQUIDITY_PATH = '/add/:currencyIdA?/:currencyIdB?/:feeAmount?'

/** What the add page at `pathname` reads from its ids alone (none for another page, or a chain without multicall). */
function addLiquidityReadsAt(pathname: string, chainId: number) {
  const params = pathname.startsWith('/add/v2') ? undefined : matchPath(ADD_LIQUIDITY_PATH, pathname)?.params
  const multicall = contractAddress(chainId, 'UniswapInterfaceMulticall')
  if (!params || !multicall) return undefined
  const { currencyIdA, currencyIdB, feeAmount } = params
  return {
    multicall,
    calls: readsAtIds(chainId, currencyIdA, currencyIdB, feeAmount),
    pair: pairAtIds(chainId, currencyIdA, currencyIdB),
    namesFee: feeAmount !== undefined,
  }
}

/** The tiers' distribution the page picks its tier from (the same query the page makes). */
const distributionQuery = async (chainId: number, [token0, token1]: readonly [string, string]) => {
  // The query's module comes with the page's chunks, which the server already has the browser load.
  const { feeTierDistributionQuery } = await import('./graph/hooks')
  return feeTierDistributionQuery(chainId, token0, token1)
}

/**
 * Asks for what the add page at `pathname` needs from its ids alone, for the page to find when it
 * renders: the chain reads (readsAtIds) into the chain's multicall store, at the latest block, and, when
 * the route names no fee, the tiers' distribution the page picks its tier from. Nothing for another page.
 */
export function warmAddLiquidityReads(
  pathname: string,
  chainId: number,
  client: MulticallClient,
  queryClient: QueryClient,
): void {
  const reads = addLiquidityReadsAt(pathname, chainId)
  if (!reads) return
  if (reads.calls.length > 0) void warmCalls(getMulticallStore(chainId), client, reads.multicall, reads.calls)
  const { pair } = reads
  if (pair && !reads.namesFee)
    void distributionQuery(chainId, pair).then((query) => queryClient.prefetchQuery(query))
}

/**
 * Reads what the add page at `pathname` shows first, for the server to render it with its data (app/
 * prerender.tsx): the chain reads of warmAddLiquidityReads into the chain's multicall store and, when the
 * route names no fee, the tiers' distribution into `queryClient`. Undefined, with nothing worth rendering
 * ahead, for a route that names no pair (or another page) or when a read failed: that page then renders
 * in the browser as before.
 */
export async function readAddLiquidityFirstData(
  pathname: string,
  chainId: number,
  client: MulticallClient,
  queryClient: QueryClient,
): Promise<WarmedCalls | undefined> {
  const reads = addLiquidityReadsAt(pathname, chainId)
  const pair = reads?.pair
  if (!reads || !pair || reads.calls.length === 0) return undefined
  const distributed = reads.namesFee
    ? Promise.resolve(true)
    : distributionQuery(chainId, pair)
        .then((query) => queryClient.fetchQuery(query))
        .then(
          () => true,
          () => false,
        )
  const [warmed, distribution] = await Promise.all([
    warmCalls(getMulticallStore(chainId), client, reads.multicall, reads.calls),
    distributed,
  ])
  return distribution ? warmed : undefined
}
