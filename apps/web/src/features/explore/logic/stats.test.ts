import { describe, expect, it } from 'vitest'
import { HOUR } from './series'
import { matchesSearch, percentChange, priceAt, sortRows, volume24h } from './stats'

const now = 500_000 * HOUR + 1200
const hour = (hoursAgo: number, close: number, volumeUSD: number) => ({
  start: Math.floor(now / HOUR) * HOUR - hoursAgo * HOUR,
  close,
  volumeUSD,
})

describe('volume24h', () => {
  it('sums the current hour and the 23 before it', () => {
    const hours = [hour(0, 1, 5), hour(23, 1, 7), hour(24, 1, 100), hour(40, 1, 1000)]
    expect(volume24h(hours, now)).toBe(12)
    expect(volume24h([], now)).toBe(0)
  })
})

describe('priceAt and percentChange', () => {
  it('reads the close of the last hour started before the moment', () => {
    const hours = [hour(30, 100, 0), hour(2, 110, 0), hour(0, 121, 0)]
    expect(priceAt(hours, now - 24 * HOUR)).toBe(100)
    expect(priceAt(hours, now - HOUR)).toBe(110)
    expect(priceAt(hours, now - 40 * HOUR)).toBeUndefined()
  })

  it('gives the change in percent, or nothing without a past price', () => {
    expect(percentChange(110, 100)).toBeCloseTo(10)
    expect(percentChange(90, 100)).toBeCloseTo(-10)
    expect(percentChange(90, undefined)).toBeUndefined()
    expect(percentChange(90, 0)).toBeUndefined()
    expect(percentChange(undefined, 1)).toBeUndefined()
  })
})

describe('sortRows', () => {
  const rows = [{ v: 2 }, { v: undefined }, { v: 9 }, { v: 2 }, { v: -1 }]
  it('orders both ways, keeps ties stable, puts missing values last', () => {
    expect(sortRows(rows, (row) => row.v, 'desc')).toEqual([rows[2], rows[0], rows[3], rows[4], rows[1]])
    expect(sortRows(rows, (row) => row.v, 'asc')).toEqual([rows[4], rows[0], rows[3], rows[2], rows[1]])
  })
})

describe('matchesSearch', () => {
  it('finds symbols and names by part, addresses by prefix', () => {
    expect(matchesSearch('', ['USDC'])).toBe(true)
    expect(matchesSearch('usd', ['USDC', 'USD Coin'])).toBe(true)
    expect(matchesSearch('coin', ['USDC', 'USD Coin'])).toBe(true)
    expect(matchesSearch('weth', ['USDC', 'USD Coin'])).toBe(false)
    expect(matchesSearch('0xA0b8', ['0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'])).toBe(true)
    expect(matchesSearch('0x6991', ['0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'])).toBe(false)
  })
})
