import { FeeAmount } from '@uniswap/v3-sdk'
import { graphqlRequest, SUBGRAPH_PAGE_SIZE } from '../../../lib/indexer'
import { ALL_V3_TICKS } from './queries'

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
