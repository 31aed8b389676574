import type { PoolsAnswer, TokensAnswer } from '../data/schemas'
import { DAY, HOUR, type Point, priceSeries, RANGE_SPECS } from './series'
import { type HourStat, percentChange, priceAt, volume24h } from './stats'

/** What a row of either list shows of its market: changes, volumes and TVL, and the week's prices. */
export interface MarketRow {
  id: string
  change1h: number | undefined
  change1d: number | undefined
  volume24h: number
  volumeUSD: number
  tvlUSD: number
  sparkline: Point[]
}

/** One row of the Explore tokens tab. */
export interface TokenListRow extends MarketRow {
  symbol: string
  name: string
  priceUSD: number
}

/** One row of the Explore pools tab (a v3 pool or a v2 pair); the price is of token0 in token1. */
export interface PoolListRow extends MarketRow {
  protocol: 'v3' | 'v2'
  token0: { id: string; symbol: string }
  token1: { id: string; symbol: string }
  feeTier: number
  price: number
}

/** How far back the lists read hour buckets: a week, for the sparklines. */
export const LIST_WINDOW_SECONDS = 7 * DAY

/**
 * The indexer's hour buckets as row statistics read them, grouped by what they are of (`of`: a token's,
 * a pool's or a pair's id), in the answer's order.
 */
export function hoursById<Hour>(
  hours: readonly Hour[],
  of: (hour: Hour) => string,
  stat: (hour: Hour) => HourStat,
): Map<string, HourStat[]> {
  const groups = new Map<string, HourStat[]>()
  for (const hour of hours) {
    const group = groups.get(of(hour))
    if (group) group.push(stat(hour))
    else groups.set(of(hour), [stat(hour)])
  }
  return groups
}

export function rowStats(hours: HourStat[], current: number, now: number) {
  return {
    change1h: percentChange(current, priceAt(hours, now - HOUR)),
    change1d: percentChange(current, priceAt(hours, now - DAY)),
    volume24h: volume24h(hours, now),
    sparkline: priceSeries(
      hours.map((hour) => ({ start: hour.start, value: hour.close, volume: hour.volumeUSD })),
      undefined,
      now,
      { seconds: LIST_WINDOW_SECONDS, bucket: RANGE_SPECS['1W'].bucket },
      current,
    ),
  }
}

/** The tokens tab's rows from the indexer's answer at a moment (Unix seconds). */
export function tokenRows(answer: TokensAnswer, now: number): TokenListRow[] {
  const ethPrice = answer.bundle?.ethPriceUSD ?? 0
  const byToken = hoursById(
    answer.tokenHourDatas,
    (hour) => hour.token.id,
    (hour) => ({ start: hour.periodStartUnix, close: hour.close, volumeUSD: hour.volumeUSD }),
  )
  return answer.tokens.map((token) => {
    const priceUSD = token.derivedETH * ethPrice
    return {
      id: token.id,
      symbol: token.symbol,
      name: token.name,
      priceUSD,
      volumeUSD: token.volumeUSD,
      tvlUSD: token.totalValueLockedUSD,
      ...rowStats(byToken.get(token.id) ?? [], priceUSD, now),
    }
  })
}

/** The pools tab's rows from the indexer's answer at a moment (Unix seconds). */
export function poolRows(answer: PoolsAnswer, now: number): PoolListRow[] {
  const byPool = hoursById(
    answer.poolHourDatas,
    (hour) => hour.pool.id,
    (hour) => ({ start: hour.periodStartUnix, close: hour.token1Price, volumeUSD: hour.volumeUSD }),
  )
  return answer.pools.map((pool) => ({
    id: pool.id,
    protocol: 'v3' as const,
    token0: { id: pool.token0.id, symbol: pool.token0.symbol },
    token1: { id: pool.token1.id, symbol: pool.token1.symbol },
    feeTier: pool.feeTier,
    price: pool.token1Price,
    volumeUSD: pool.volumeUSD,
    tvlUSD: pool.totalValueLockedUSD,
    ...rowStats(byPool.get(pool.id) ?? [], pool.token1Price, now),
  }))
}
