import type { PoolsAnswer, TokensAnswer } from '../data/schemas'
import { DAY, HOUR, type Point, priceSeries, RANGE_SPECS } from './series'
import { type HourStat, percentChange, priceAt, volume24h } from './stats'

/** One row of the Explore tokens tab. */
export interface TokenListRow {
  id: string
  symbol: string
  name: string
  priceUSD: number
  change1h: number | undefined
  change1d: number | undefined
  volume24h: number
  volumeUSD: number
  tvlUSD: number
  sparkline: Point[]
}

/** One row of the Explore pools tab (a v3 pool or a v2 pair); the price is of token0 in token1. */
export interface PoolListRow {
  id: string
  protocol: 'v3' | 'v2'
  token0: { id: string; symbol: string }
  token1: { id: string; symbol: string }
  feeTier: number
  price: number
  change1h: number | undefined
  change1d: number | undefined
  volume24h: number
  volumeUSD: number
  tvlUSD: number
  sparkline: Point[]
}

/** How far back the lists read hour buckets: a week, for the sparklines. */
export const LIST_WINDOW_SECONDS = 7 * DAY

function groupBy<Item>(items: readonly Item[], key: (item: Item) => string): Map<string, Item[]> {
  const groups = new Map<string, Item[]>()
  for (const item of items) {
    const group = groups.get(key(item))
    if (group) group.push(item)
    else groups.set(key(item), [item])
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
  const byToken = groupBy(answer.tokenHourDatas, (hour) => hour.token.id)
  return answer.tokens.map((token) => {
    const priceUSD = token.derivedETH * ethPrice
    const hours = (byToken.get(token.id) ?? []).map((hour) => ({
      start: hour.periodStartUnix,
      close: hour.close,
      volumeUSD: hour.volumeUSD,
    }))
    return {
      id: token.id,
      symbol: token.symbol,
      name: token.name,
      priceUSD,
      volumeUSD: token.volumeUSD,
      tvlUSD: token.totalValueLockedUSD,
      ...rowStats(hours, priceUSD, now),
    }
  })
}

/** The pools tab's rows from the indexer's answer at a moment (Unix seconds). */
export function poolRows(answer: PoolsAnswer, now: number): PoolListRow[] {
  const byPool = groupBy(answer.poolHourDatas, (hour) => hour.pool.id)
  return answer.pools.map((pool) => {
    const hours = (byPool.get(pool.id) ?? []).map((hour) => ({
      start: hour.periodStartUnix,
      close: hour.token1Price,
      volumeUSD: hour.volumeUSD,
    }))
    return {
      id: pool.id,
      protocol: 'v3' as const,
      token0: { id: pool.token0.id, symbol: pool.token0.symbol },
      token1: { id: pool.token1.id, symbol: pool.token1.symbol },
      feeTier: pool.feeTier,
      price: pool.token1Price,
      volumeUSD: pool.volumeUSD,
      tvlUSD: pool.totalValueLockedUSD,
      ...rowStats(hours, pool.token1Price, now),
    }
  })
}
