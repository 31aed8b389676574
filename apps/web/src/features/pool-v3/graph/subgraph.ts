import { FeeAmount } from '@uniswap/v3-sdk'
import { fetchWithTimeout, INDEXER_TIMEOUT_MS } from '../../../lib/timeout'
import { ALL_V3_TICKS } from './queries'

/**
 * Subgraph paths per chain under the configured indexer URL (spec 7: mainnet, rinkeby, Arbitrum One and
 * Optimism). Mainnet, Optimism and Arbitrum One use the public subgraphs' names, which services/indexer
 * serves too; rinkeby uses the indexer's per-chain path, as it serves any other chain it is given.
 */
export const SUBGRAPH_PATHS: Readonly<Record<number, string>> = {
  1: '/subgraphs/name/uniswap/uniswap-v3',
  4: '/subgraphs/chain/4',
  42161: '/subgraphs/name/ianlapham/uniswap-arbitrum-one',
  10: '/subgraphs/name/ianlapham/optimism-post-regenesis',
}

/** Graph data more than this many blocks behind the chain counts as an error (spec 9). */
export const STALE_BLOCK_THRESHOLD = 20
/** Both queries are polled this often (spec 9). */
export const SUBGRAPH_POLL_MS = 30_000
/** The subgraph returns at most this many ticks per page (spec 9). */
export const SUBGRAPH_PAGE_SIZE = 1000

export class UnsupportedChainIdError extends Error {
  constructor(chainId: number) {
    super(`Subgraph queries against ChainId ${chainId} are not supported.`)
    this.name = 'UnsupportedChainIdError'
  }
}

export class StaleSubgraphError extends Error {
  constructor(indexed: number, latest: number) {
    super(`Graph data is stale: indexed up to block ${indexed}, the chain is at ${latest}`)
    this.name = 'StaleSubgraphError'
  }
}

/** The GraphQL endpoint of a chain; throws UnsupportedChainIdError for chains the subgraph does not cover. */
export function subgraphUrl(indexerUrl: string | undefined, chainId: number): string {
  const path = SUBGRAPH_PATHS[chainId]
  if (!path) throw new UnsupportedChainIdError(chainId)
  if (!indexerUrl) throw new Error('No indexer URL is configured')
  return `${indexerUrl.replace(/\/+$/, '')}${path}`
}

/** True when the indexed block is more than 20 blocks behind the chain's latest block. */
export function isStale(indexedBlock: number | undefined, latestBlock: number | undefined): boolean {
  if (indexedBlock === undefined) return true
  if (latestBlock === undefined) return false
  return latestBlock - indexedBlock > STALE_BLOCK_THRESHOLD
}

export { ALL_V3_TICKS, FEE_TIER_DISTRIBUTION } from './queries'

export interface GraphTick {
  tick: string
  liquidityNet: string
  price0: string
  price1: string
}

interface PoolTvl {
  feeTier: string
  totalValueLockedToken0: string
  totalValueLockedToken1: string
}

export interface FeeTierDistributionAnswer {
  _meta: { block: { number: number } } | null
  asToken0: PoolTvl[]
  asToken1: PoolTvl[]
}

/** POSTs a query document with its variables; GraphQL errors (which come with status 200) reject too. */
export async function graphqlRequest<T>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<T> {
  const response = await fetchWithTimeout(url, {
    timeoutMs: INDEXER_TIMEOUT_MS,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
    signal,
  })
  if (!response.ok) throw new Error(`The subgraph answered ${response.status}`)
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] }
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '))
  if (!body.data) throw new Error('The subgraph returned no data')
  return body.data
}

/** Every initialized tick of a pool, page by page (1000 a page) until a short page. */
export async function fetchAllTicks(
  url: string,
  poolAddress: string,
  signal?: AbortSignal,
): Promise<GraphTick[]> {
  const ticks: GraphTick[] = []
  for (let skip = 0; ; skip += SUBGRAPH_PAGE_SIZE) {
    const page = await graphqlRequest<{ ticks: GraphTick[] }>(
      url,
      ALL_V3_TICKS,
      { poolAddress: poolAddress.toLowerCase(), skip },
      signal,
    )
    ticks.push(...page.ticks)
    if (page.ticks.length < SUBGRAPH_PAGE_SIZE) return ticks
  }
}

export const FEE_TIERS = [FeeAmount.LOWEST, FeeAmount.LOW, FeeAmount.MEDIUM, FeeAmount.HIGH] as const
/** The four fee tiers the interface offers (spec 3). */
export type FeeTier = (typeof FEE_TIERS)[number]

export type FeeTierDistribution = Record<FeeTier, number | undefined>

/**
 * Each fee tier's share of the pair's TVL, or undefined for a tier without a pool. The pools listed with the
 * tokens the other way round have their amounts swapped first, so that both sums are in the same token; a
 * tier's share is the mean of its share of each token's TVL (unit-free, so a pair's two tokens weigh alike).
 */
export function feeTierDistribution(answer: FeeTierDistributionAnswer): FeeTierDistribution {
  const byTier = new Map<number, [number, number]>()
  const add = (feeTier: string, amount0: string, amount1: string) => {
    const tier = Number(feeTier)
    const [sum0, sum1] = byTier.get(tier) ?? [0, 0]
    byTier.set(tier, [sum0 + Number(amount0), sum1 + Number(amount1)])
  }
  for (const pool of answer.asToken0)
    add(pool.feeTier, pool.totalValueLockedToken0, pool.totalValueLockedToken1)
  for (const pool of answer.asToken1)
    add(pool.feeTier, pool.totalValueLockedToken1, pool.totalValueLockedToken0)
  let total0 = 0
  let total1 = 0
  for (const [amount0, amount1] of byTier.values()) {
    total0 += amount0
    total1 += amount1
  }
  const share = (tier: FeeTier): number | undefined => {
    const tvl = byTier.get(tier)
    if (!tvl) return undefined
    const parts = [total0 > 0 ? tvl[0] / total0 : undefined, total1 > 0 ? tvl[1] / total1 : undefined].filter(
      (part): part is number => part !== undefined,
    )
    return parts.length === 0 ? 0 : parts.reduce((a, b) => a + b, 0) / parts.length
  }
  return {
    [FeeAmount.LOWEST]: share(FeeAmount.LOWEST),
    [FeeAmount.LOW]: share(FeeAmount.LOW),
    [FeeAmount.MEDIUM]: share(FeeAmount.MEDIUM),
    [FeeAmount.HIGH]: share(FeeAmount.HIGH),
  }
}

/** The tier with the largest share, or undefined when no tier has TVL. */
export function largestUsageFeeTier(distribution: FeeTierDistribution): FeeTier | undefined {
  let best: FeeTier | undefined
  let bestShare = 0
  for (const tier of FEE_TIERS) {
    const share = distribution[tier]
    if (share !== undefined && share > bestShare) {
      best = tier
      bestShare = share
    }
  }
  return best
}
