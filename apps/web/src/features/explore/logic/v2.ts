import type {
  ExploreEvent,
  ExplorePool,
  PoolPageAnswer,
  TokenActivityAnswer,
  TokenSwap,
} from '../data/schemas'
import type {
  ExplorePair,
  PairPageAnswer,
  PairPeriod,
  PairSwap,
  PairsActivityAnswer,
  PairsAnswer,
  V2TokenAnswer,
} from '../data/v2Schemas'
import { hoursById, type PoolListRow, rowStats } from './rows'

/**
 * v2 pairs in the shapes the Explore pages already show for v3 pools: a pair becomes a pool row, a
 * pair page a pool page, a token's pairs and swaps join its pools and swaps. A v2 pair has one fee,
 * 0.3%, and its liquidity is spread evenly over all prices (no ticks).
 */

/** Every v2 pair's fee, in the fee-tier unit of v3 pools (hundredths of a basis point). */
export const V2_FEE_TIER = 3000

/** A pool of either protocol as the pages list it; a v2 pair says so. */
export type ProtocolPool = ExplorePool & { protocol?: 'v2' }

/** The price of token0 in token1 at a bucket's reserves (the pair's token1Price then). */
const periodPrice = (period: Pick<PairPeriod, 'reserve0' | 'reserve1'>) =>
  period.reserve0 > 0 ? period.reserve1 / period.reserve0 : 0

/** A pair as a pool: its reserves are what it locks, its fees 0.3% of its volume. */
export function pairAsPool(pair: ExplorePair): ProtocolPool {
  return {
    id: pair.id,
    protocol: 'v2',
    feeTier: V2_FEE_TIER,
    liquidity: '0',
    token0Price: pair.token0Price,
    token1Price: pair.token1Price,
    totalValueLockedUSD: pair.reserveUSD,
    totalValueLockedToken0: pair.reserve0,
    totalValueLockedToken1: pair.reserve1,
    volumeUSD: pair.volumeUSD,
    feesUSD: (pair.volumeUSD * V2_FEE_TIER) / 1_000_000,
    txCount: pair.txCount,
    token0: pair.token0,
    token1: pair.token1,
  }
}

/** The pools tab's rows of the v2 pairs, from the indexer's v2 answer at a moment (Unix seconds). */
export function pairRows(answer: PairsAnswer, now: number): PoolListRow[] {
  const hoursOf = hoursById(
    answer.pairHourDatas,
    (hour) => hour.pair.id,
    (hour) => ({ start: hour.hourStartUnix, close: periodPrice(hour), volumeUSD: hour.hourlyVolumeUSD }),
  )
  return answer.pairs.map((pair) => ({
    id: pair.id,
    protocol: 'v2',
    token0: { id: pair.token0.id, symbol: pair.token0.symbol },
    token1: { id: pair.token1.id, symbol: pair.token1.symbol },
    feeTier: V2_FEE_TIER,
    price: pair.token1Price,
    volumeUSD: pair.volumeUSD,
    tvlUSD: pair.reserveUSD,
    ...rowStats(hoursOf.get(pair.id) ?? [], pair.token1Price, now),
  }))
}

const pairPeriodAsPool = (period: PairPeriod) => ({
  start: period.start,
  token1Price: periodPrice(period),
  volumeUSD: period.volumeUSD,
  tvlUSD: period.reserveUSD,
})

/**
 * A pair's page as a pool page: buckets with the price at their reserves, swaps signed as v3's (what
 * went into the pair positive), and adds and removes with the account that received the liquidity or
 * the tokens.
 */
export function pairPageAsPoolPage(answer: PairPageAnswer): PoolPageAnswer {
  const pool = answer.pair ? { ...pairAsPool(answer.pair), tick: null, sqrtPrice: '0' } : null
  return {
    _meta: undefined,
    bundle: answer.bundle ? { ethPriceUSD: answer.bundle.ethPrice } : undefined,
    pool,
    hours: answer.hours.map(pairPeriodAsPool),
    hourBefore: answer.hourBefore.map(pairPeriodAsPool),
    days: answer.days.map(pairPeriodAsPool),
    dayBefore: answer.dayBefore.map(pairPeriodAsPool),
    swaps: answer.swaps.map(pairSwapAsEvent),
    mints: answer.mints.map((mint) => ({ ...mint, origin: mint.to ?? '', owner: mint.to ?? '' })),
    burns: answer.burns.map((burn) => ({
      ...burn,
      origin: burn.to ?? burn.sender ?? '',
      owner: burn.to ?? burn.sender ?? '',
    })),
  }
}

/**
 * A token's totals in v2: the dollar value of what its pairs hold of it and its tracked volume. The
 * token page adds them to the v3 figures, so its TVL and volume count both protocols: the same token
 * trades in both, and a user asking how much of it is locked or traded means in the exchange as a whole.
 */
export function v2TokenTotals(answer: V2TokenAnswer | undefined): V2TokenTotals {
  const token = answer?.token
  if (!token) return { tvlUSD: 0, volumeUSD: 0, feesUSD: 0, txCount: 0 }
  return {
    tvlUSD: token.totalLiquidity * (token.derivedETH ?? 0) * (answer.bundle?.ethPrice ?? 0),
    volumeUSD: token.tradeVolumeUSD,
    feesUSD: (token.tradeVolumeUSD * V2_FEE_TIER) / 1_000_000,
    txCount: token.txCount,
  }
}

export interface V2TokenTotals {
  tvlUSD: number
  volumeUSD: number
  feesUSD: number
  txCount: number
}

/** A v2 swap as a v3 swap event: amounts signed as v3's (what went into the pair positive), by its sender. */
function pairSwapAsEvent(swap: PairSwap): ExploreEvent {
  return {
    id: swap.id,
    timestamp: swap.timestamp,
    amount0: swap.amount0In - swap.amount0Out,
    amount1: swap.amount1In - swap.amount1Out,
    amountUSD: swap.amountUSD,
    origin: swap.from,
    transaction: swap.transaction,
  }
}

/** A v2 swap as a token page lists it (amounts signed as v3's, the pair as its pool). */
function pairSwapAsTokenSwap(swap: PairsActivityAnswer['swaps'][number]): TokenSwap {
  return {
    ...pairSwapAsEvent(swap),
    pool: { id: swap.pair.id, feeTier: V2_FEE_TIER, token0: swap.pair.token0, token1: swap.pair.token1 },
  }
}

/** A token's v3 activity with its v2 pairs among its pools and their swaps among its swaps. */
export function withV2Activity(
  v3: TokenActivityAnswer,
  v2: { token: V2TokenAnswer; activity: PairsActivityAnswer } | undefined,
): TokenActivityAnswer & { asToken0: ProtocolPool[]; asToken1: ProtocolPool[] } {
  if (!v2) return v3
  return {
    asToken0: [...v3.asToken0, ...v2.token.asToken0.map(pairAsPool)],
    asToken1: [...v3.asToken1, ...v2.token.asToken1.map(pairAsPool)],
    swaps0: [...v3.swaps0, ...v2.activity.swaps.map(pairSwapAsTokenSwap)],
    swaps1: v3.swaps1,
  }
}
