import { useQuery } from '@tanstack/react-query'
import type { Fraction } from '@uniswap/sdk-core'
import { config } from '../../core/config'
import { useAppSelector } from '../../core/store'
import { graphqlRequest, SUBGRAPH_PATHS, SUBGRAPH_POLL_MS, subgraphUrl } from '../../lib/indexer'
import { ETH_PRICE_QUERY, ethPriceAnswerSchema, ethPriceOf } from './logic/ethPrice'

/**
 * The chain's ETH price in USD from the indexer's `bundle` (as the public subgraph serves it), polled
 * every 30 s; undefined while unknown, when the indexer cannot be reached or its last answer failed
 * (the cost is then shown in ETH, never with an old price), on a chain it does not index, or stale.
 */
export function useEthPriceUsd(chainId: number): Fraction | undefined {
  const latestBlock = useAppSelector((state) => state.application.blockNumber[chainId])
  const indexed = Boolean(config.indexerUrl && SUBGRAPH_PATHS[chainId])
  const query = useQuery({
    queryKey: ['indexer', 'ethPriceUSD', chainId],
    enabled: indexed,
    queryFn: async ({ signal }) =>
      ethPriceAnswerSchema.parse(
        await graphqlRequest<unknown>(subgraphUrl(config.indexerUrl, chainId), ETH_PRICE_QUERY, {}, signal),
      ),
    staleTime: SUBGRAPH_POLL_MS,
    refetchInterval: SUBGRAPH_POLL_MS,
    retry: false,
  })
  if (!query.data || query.isError) return undefined
  return ethPriceOf(query.data, latestBlock)
}
