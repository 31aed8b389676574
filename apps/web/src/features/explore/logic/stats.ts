import { HOUR } from './series'

/** An hour bucket as the list and page statistics read it. */
export interface HourStat {
  start: number
  close: number
  volumeUSD: number
}

/**
 * Volume over the last 24 hours: the hour buckets of the current hour and the 23 before it (the
 * indexer buckets by the hour, so the window moves by whole hours).
 */
export function volume24h(hours: readonly HourStat[], now: number): number {
  const from = Math.floor(now / HOUR) * HOUR - 23 * HOUR
  return hours.reduce((sum, hour) => (hour.start >= from ? sum + hour.volumeUSD : sum), 0)
}

/** The price at a past moment: the close of the last hour bucket that started before it. */
export function priceAt(hours: readonly HourStat[], time: number): number | undefined {
  let best: HourStat | undefined
  for (const hour of hours) if (hour.start < time && (!best || hour.start > best.start)) best = hour
  return best?.close
}

/** The change in percent from a past price to the current one; undefined without both. */
export function percentChange(current: number | undefined, past: number | undefined): number | undefined {
  if (current === undefined || past === undefined || !Number.isFinite(current) || !(past > 0))
    return undefined
  return ((current - past) / past) * 100
}

export type SortDirection = 'asc' | 'desc'

/** Rows ordered by a numeric key; rows without a value go last either way. Stable. */
export function sortRows<Row>(
  rows: readonly Row[],
  key: (row: Row) => number | undefined,
  direction: SortDirection,
): Row[] {
  const sign = direction === 'asc' ? 1 : -1
  return rows
    .map((row, index) => ({ row, index, value: key(row) }))
    .sort((a, b) => {
      if (a.value === undefined || b.value === undefined)
        return a.value === b.value ? a.index - b.index : a.value === undefined ? 1 : -1
      return a.value === b.value ? a.index - b.index : sign * (a.value - b.value)
    })
    .map(({ row }) => row)
}

/** True when a search text is empty or found (case-insensitively) in one of the texts; an address matches by prefix. */
export function matchesSearch(search: string, texts: readonly string[]): boolean {
  const needle = search.trim().toLowerCase()
  if (!needle) return true
  return texts.some((text) => {
    const hay = text.toLowerCase()
    return needle.startsWith('0x') ? hay.startsWith(needle) : hay.includes(needle)
  })
}
