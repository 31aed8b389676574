import type { PoolPageAnswer, TokenPageAnswer } from '../data/schemas'
import { type Bucket, type ChartRange, type Point, priceSeries, RANGE_SPECS, volumeSeries } from './series'

/** The buckets and the one before the window that feed a range: hours up to a week, days beyond. */
function pick<Period>(
  answer: { hours: Period[]; hourBefore: Period[]; days: Period[]; dayBefore: Period[] },
  range: ChartRange,
) {
  return RANGE_SPECS[range].bucket === 'hour'
    ? { periods: answer.hours, before: answer.hourBefore[0] }
    : { periods: answer.days, before: answer.dayBefore[0] }
}

export type TokenChartKind = 'price' | 'volume'

/** A token page's chart: its dollar price (ending at the current price) or its volume, for a range. */
export function tokenChart(
  answer: TokenPageAnswer,
  kind: TokenChartKind,
  range: ChartRange,
  now: number,
): Point[] {
  const spec = RANGE_SPECS[range]
  const { periods, before } = pick(answer, range)
  const buckets: Bucket[] = periods.map((period) => ({
    start: period.start,
    value: period.close,
    volume: period.volumeUSD,
  }))
  if (kind === 'volume') return volumeSeries(buckets, now, spec)
  const latest = answer.token ? answer.token.derivedETH * (answer.bundle?.ethPriceUSD ?? 0) : undefined
  return priceSeries(buckets, before?.close, now, spec, latest || undefined)
}

export type PoolChartKind = 'price' | 'volume' | 'tvl' | 'liquidity'

/** A pool page's chart: the price of token0 in token1, the volume or the TVL, for a range. */
export function poolChart(
  answer: PoolPageAnswer,
  kind: Exclude<PoolChartKind, 'liquidity'>,
  range: ChartRange,
  now: number,
): Point[] {
  const spec = RANGE_SPECS[range]
  const { periods, before } = pick(answer, range)
  const value = (period: { token1Price: number; tvlUSD: number }) =>
    kind === 'tvl' ? period.tvlUSD : period.token1Price
  const buckets: Bucket[] = periods.map((period) => ({
    start: period.start,
    value: value(period),
    volume: period.volumeUSD,
  }))
  if (kind === 'volume') return volumeSeries(buckets, now, spec)
  const latest = answer.pool
    ? kind === 'tvl'
      ? answer.pool.totalValueLockedUSD
      : answer.pool.token1Price
    : undefined
  return priceSeries(buckets, before ? value(before) : undefined, now, spec, latest)
}
