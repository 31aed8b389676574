/**
 * The time series the Explore charts draw, from the indexer's hour and day buckets: a price line
 * carried forward through buckets without trades (the price did not move then), and volume bars
 * with zero where nothing traded.
 */

export const HOUR = 3600
export const DAY = 86_400

export const RANGES = ['1H', '1D', '1W', '1M', '1Y'] as const
export type ChartRange = (typeof RANGES)[number]

export interface RangeSpec {
  /** How far back the range looks, in seconds. */
  seconds: number
  /** Which buckets feed it: hourly for up to a week, daily beyond. */
  bucket: 'hour' | 'day'
}

export const RANGE_SPECS: Readonly<Record<ChartRange, RangeSpec>> = {
  '1H': { seconds: HOUR, bucket: 'hour' },
  '1D': { seconds: DAY, bucket: 'hour' },
  '1W': { seconds: 7 * DAY, bucket: 'hour' },
  '1M': { seconds: 30 * DAY, bucket: 'day' },
  '1Y': { seconds: 365 * DAY, bucket: 'day' },
}

/** One bucket of the indexer: when it starts (Unix seconds), its closing value and its volume. */
export interface Bucket {
  start: number
  value: number
  volume: number
}

/** A chart point: Unix seconds and a value. */
export interface Point {
  time: number
  value: number
}

const slotOf = (time: number, step: number) => Math.floor(time / step) * step

/**
 * One point per bucket slot from the window's start (`now - seconds`) to now, each the value of the
 * last bucket started at or before it, the first seeded by `before` (the last bucket before the
 * window). Slots before any known value are left out. `latest`, when given, is the value at `now`
 * and ends the line there.
 */
export function priceSeries(
  buckets: readonly Bucket[],
  before: number | undefined,
  now: number,
  spec: RangeSpec,
  latest?: number,
): Point[] {
  const step = spec.bucket === 'hour' ? HOUR : DAY
  const sorted = [...buckets].sort((a, b) => a.start - b.start)
  const points: Point[] = []
  let value = before
  let next = 0
  const last = slotOf(now, step)
  for (let slot = slotOf(now - spec.seconds, step); slot <= last; slot += step) {
    while (next < sorted.length && (sorted[next] as Bucket).start <= slot) {
      value = (sorted[next] as Bucket).value
      next++
    }
    if (value !== undefined && Number.isFinite(value)) points.push({ time: slot, value })
  }
  if (latest !== undefined && Number.isFinite(latest) && now > last) points.push({ time: now, value: latest })
  return points
}

/** One bar per bucket slot of the window: the bucket's volume, zero where nothing traded. */
export function volumeSeries(buckets: readonly Bucket[], now: number, spec: RangeSpec): Point[] {
  const step = spec.bucket === 'hour' ? HOUR : DAY
  const bySlot = new Map<number, number>()
  for (const bucket of buckets) {
    const slot = slotOf(bucket.start, step)
    bySlot.set(slot, (bySlot.get(slot) ?? 0) + bucket.volume)
  }
  const points: Point[] = []
  const last = slotOf(now, step)
  for (let slot = slotOf(now - spec.seconds, step); slot <= last; slot += step)
    points.push({ time: slot, value: bySlot.get(slot) ?? 0 })
  return points
}

/** The smallest, largest and last value of a series, for the text alternative. */
export function seriesSummary(points: readonly Point[]) {
  if (points.length === 0) return undefined
  let low = points[0] as Point
  let high = low
  for (const point of points) {
    if (point.value < low.value) low = point
    if (point.value > high.value) high = point
  }
  return { first: points[0] as Point, last: points[points.length - 1] as Point, low, high }
}
