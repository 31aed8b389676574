import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Token } from '@uniswap/sdk-core'
import { useEffect, useMemo } from 'react'
import { config } from '../../../core/config'
import { useAppSelector } from '../../../core/store'
import {
  graphqlRequest,
  isStale,
  StaleSubgraphError,
  SUBGRAPH_POLL_MS,
  subgraphUrl,
} from '../../../lib/indexer'
import {
  FEE_TIER_DISTRIBUTION,
  type FeeTier,
  type FeeTierDistribution,
  type FeeTierDistributionAnswer,
  feeTierDistribution,
  fetchAllTicks,
  type GraphTick,
  largestUsageFeeTier,
} from './subgraph'

/** Every initialized tick of a pool from the subgraph, polled every 30 s. */
export function useAllV3Ticks(chainId: number, poolAddress: string | undefined) {
  return useQuery({
    queryKey: ['subgraph', 'allV3Ticks', chainId, poolAddress?.toLowerCase()],
    queryFn: ({ signal }) => {
      if (!poolAddress) throw new Error('Missing pool address')
      return fetchAllTicks(subgraphUrl(config.indexerUrl, chainId), poolAddress, signal)
    },
    enabled: !!poolAddress,
    refetchInterval: SUBGRAPH_POLL_MS,
    retry: false,
  }) as { data: GraphTick[] | undefined; isLoading: boolean; isError: boolean; error: Error | null }
}

/** The fee tiers' TVL of the pair (token0, token1 in pool order, as checksummed addresses). */
export const feeTierDistributionQuery = (
  chainId: number,
  token0: string | undefined,
  token1: string | undefined,
) =>
  queryOptions({
    queryKey: ['subgraph', 'feeTierDistribution', chainId, token0, token1],
    queryFn: ({ signal }) =>
      graphqlRequest<FeeTierDistributionAnswer>(
        subgraphUrl(config.indexerUrl, chainId),
        FEE_TIER_DISTRIBUTION,
        { token0: token0?.toLowerCase(), token1: token1?.toLowerCase() },
        signal,
      ),
    retry: false,
  })

export interface FeeTierDistributionResult {
  isLoading: boolean
  isError: boolean
  largestUsageFeeTier: FeeTier | undefined
  distributions: FeeTierDistribution | undefined
}

/**
 * Each fee tier's share of a pair's TVL from the subgraph, polled every 30 s. Data more than 20 blocks behind
 * the chain is an error (logged); so is a chain the subgraph does not cover.
 */
export function useFeeTierDistribution(
  chainId: number,
  tokenA: Token | undefined,
  tokenB: Token | undefined,
): FeeTierDistributionResult {
  const [token0, token1] = useMemo(() => {
    if (!tokenA || !tokenB || tokenA.equals(tokenB)) return [undefined, undefined]
    return tokenA.sortsBefore(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA]
  }, [tokenA, tokenB])
  const latestBlock = useAppSelector((state) => state.application.blockNumber[chainId])
  const query = useQuery({
    ...feeTierDistributionQuery(chainId, token0?.address, token1?.address),
    enabled: !!token0 && !!token1,
    refetchInterval: SUBGRAPH_POLL_MS,
  })
  const indexedBlock = query.data?._meta?.block.number
  const stale = !!query.data && isStale(indexedBlock, latestBlock)
  useEffect(() => {
    if (stale) console.error(new StaleSubgraphError(indexedBlock ?? 0, latestBlock ?? 0))
  }, [stale, indexedBlock, latestBlock])
  useEffect(() => {
    if (query.error) console.error(query.error)
  }, [query.error])
  const enabled = !!token0 && !!token1
  return useMemo(() => {
    if (!enabled)
      return { isLoading: false, isError: false, largestUsageFeeTier: undefined, distributions: undefined }
    if (query.isLoading)
      return { isLoading: true, isError: false, largestUsageFeeTier: undefined, distributions: undefined }
    if (query.isError || stale || !query.data)
      return { isLoading: false, isError: true, largestUsageFeeTier: undefined, distributions: undefined }
    const distributions = feeTierDistribution(query.data)
    return {
      isLoading: false,
      isError: false,
      largestUsageFeeTier: largestUsageFeeTier(distributions),
      distributions,
    }
  }, [enabled, query.isLoading, query.isError, query.data, stale])
}
