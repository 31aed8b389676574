/**
 * The subgraph's time buckets: a day starts at a multiple of 86,400 s (UTC), an hour at a multiple
 * of 3,600 s. Day data carry `date` (the day's start) and ids `<entity>-<dayId>`; hour data carry
 * `periodStartUnix` and ids `<entity>-<hourIndex>`.
 */

export const DAY_SECONDS = 86_400
export const HOUR_SECONDS = 3_600

export interface Bucket {
  /** dayId or hourIndex: the timestamp divided by the bucket's length, rounded down. */
  index: number
  /** The bucket's start in Unix seconds (`date` or `periodStartUnix`). */
  start: number
  /** `${entity}-${index}`, the subgraph's id. */
  id: string
}

function bucket(entity: string, timestamp: bigint | number, seconds: number): Bucket {
  const time = Number(timestamp)
  if (!Number.isSafeInteger(time) || time < 0) throw new RangeError(`bad timestamp ${String(timestamp)}`)
  const index = Math.floor(time / seconds)
  return { index, start: index * seconds, id: `${entity}-${index}` }
}

export const dayBucket = (entity: string, timestamp: bigint | number) =>
  bucket(entity, timestamp, DAY_SECONDS)
export const hourBucket = (entity: string, timestamp: bigint | number) =>
  bucket(entity, timestamp, HOUR_SECONDS)

export interface Candle {
  open: number
  high: number
  low: number
  close: number
}

/**
 * A bucket's price candle after a new price: the first price opens it (and is its high and low),
 * later prices move high, low and close. `current` is null for a bucket not seen yet. A price of 0
 * means "not priced yet" (a token before its first pool has ETH, ethPriceUSD before its pools
 * trade): it never becomes the open or the low, and the first real price replaces it.
 */
export function updateCandle(current: Candle | null, price: number): Candle {
  if (!current || current.close === 0) return { open: price, high: price, low: price, close: price }
  if (!(price > 0)) return current
  return {
    open: current.open,
    high: Math.max(current.high, price),
    low: Math.min(current.low, price),
    close: price,
  }
}
