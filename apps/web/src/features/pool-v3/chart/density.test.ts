import { describe, expect, it } from 'vitest'
import { brushLabel, densityEntries, stepAreaPath, zoomLevels } from './density'

describe('densityEntries', () => {
  it('sums liquidityNet from the lowest tick', () => {
    const entries = densityEntries(
      [
        { tick: '60', liquidityNet: '-5', price0: '', price1: '' },
        { tick: '-60', liquidityNet: '5', price0: '', price1: '' },
      ],
      18,
      18,
      true,
    )
    expect(entries.map((e) => e.activeLiquidity)).toEqual([5, 0])
    expect(entries[0]?.price0).toBeCloseTo(1.0001 ** -60)
  })
})

describe('zoom levels and labels', () => {
  it('uses the per-tier initial and limit values', () => {
    expect(zoomLevels(500)).toEqual({ initialMin: 0.999, initialMax: 1.001, min: 0.00001, max: 1.5 })
    expect(zoomLevels(3000)).toEqual({ initialMin: 0.5, initialMax: 2, min: 0.00001, max: 20 })
  })
  it('labels a handle with its distance from the price, 0 or ∞ at a limit', () => {
    expect(brushLabel(1.5, 1, false, false, 'en-US')).toBe('+50%')
    expect(brushLabel(0.95, 1, true, false, 'en-US')).toBe('-5.0%')
    expect(brushLabel(0, 1, true, true, 'en-US')).toBe('0')
    expect(brushLabel(0, 1, false, true, 'en-US')).toBe('∞')
    expect(brushLabel(0.95, 1, true, false, 'de-DE')).toBe('-5,0\u00a0%')
    expect(brushLabel(1.5, 1, false, false, 'tr-TR')).toBe('+%50')
  })
})

describe('stepAreaPath', () => {
  const x = (price: number) => (price - 1) * 400
  const y = (liquidity: number) => 100 - liquidity
  const numbers = (path: string) => (path.match(/-?[\d.]+(e[+-]?\d+)?/g) ?? []).map(Number)

  it('draws each tick as a step: up to its liquidity, across to the next price', () => {
    const path = stepAreaPath(
      [
        { price0: 1, activeLiquidity: 10 },
        { price0: 1.5, activeLiquidity: 30 },
      ],
      x,
      y,
      400,
      100,
    )
    expect(path).toBe('M0,100L0,90L200,90L200,70L200,70L200,100Z')
  })

  it('keeps every coordinate of a full-range position within a band around the view, never 1e49', () => {
    const path = stepAreaPath(
      [
        { price0: 2.9e-39, activeLiquidity: 5 },
        { price0: 1.2, activeLiquidity: 50 },
        { price0: 3.4e38, activeLiquidity: 0 },
      ],
      x,
      y,
      400,
      100,
    )
    for (const value of numbers(path)) {
      expect(value).toBeGreaterThanOrEqual(-400)
      expect(value).toBeLessThanOrEqual(800)
    }
    expect(path).not.toMatch(/e[+-]|NaN|Infinity/)
  })
})
