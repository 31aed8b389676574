import { describe, expect, it } from 'vitest'
import { DAY, HOUR, priceSeries, RANGE_SPECS, seriesSummary, volumeSeries } from './series'

const now = 1_000 * DAY + 5 * HOUR + 600

describe('priceSeries', () => {
  it('carries the last price forward through hours without trades', () => {
    const buckets = [
      { start: now - 600 - 3 * HOUR, value: 10, volume: 1 },
      { start: now - 600 - HOUR, value: 12, volume: 1 },
    ]
    const points = priceSeries(buckets, 9, now, RANGE_SPECS['1D'])
    expect(points).toHaveLength(25)
    expect(points[0]).toEqual({ time: now - 600 - 24 * HOUR, value: 9 })
    expect(points.at(-1)).toEqual({ time: now - 600, value: 12 })
    expect(points.at(-3)).toEqual({ time: now - 600 - 2 * HOUR, value: 10 })
  })

  it('leaves out the slots before the first known price, and ends at the latest price', () => {
    const buckets = [{ start: now - 600 - 2 * HOUR, value: 5, volume: 0 }]
    const points = priceSeries(buckets, undefined, now, RANGE_SPECS['1D'], 6)
    expect(points.map((point) => point.value)).toEqual([5, 5, 5, 6])
    expect(points.at(-1)?.time).toBe(now)
  })

  it('gives a week of hours for 1W and a month of days for 1M', () => {
    expect(priceSeries([], 1, now, RANGE_SPECS['1W'])).toHaveLength(7 * 24 + 1)
    expect(priceSeries([], 1, now, RANGE_SPECS['1M'])).toHaveLength(31)
    expect(priceSeries([], undefined, now, RANGE_SPECS['1M'])).toEqual([])
  })
})

describe('volumeSeries', () => {
  it('puts each bucket in its slot and zero elsewhere', () => {
    const start = now - 600 - HOUR
    const bars = volumeSeries([{ start, value: 1, volume: 42 }], now, RANGE_SPECS['1D'])
    expect(bars).toHaveLength(25)
    expect(bars.find((bar) => bar.time === start)?.value).toBe(42)
    expect(bars.reduce((sum, bar) => sum + bar.value, 0)).toBe(42)
  })
})

describe('seriesSummary', () => {
  it('finds the low, the high and the ends', () => {
    const summary = seriesSummary([
      { time: 1, value: 3 },
      { time: 2, value: 1 },
      { time: 3, value: 7 },
      { time: 4, value: 4 },
    ])
    expect(summary).toEqual({
      first: { time: 1, value: 3 },
      last: { time: 4, value: 4 },
      low: { time: 2, value: 1 },
      high: { time: 3, value: 7 },
    })
    expect(seriesSummary([])).toBeUndefined()
  })
})
