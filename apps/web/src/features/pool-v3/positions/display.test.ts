import { Token } from '@uniswap/sdk-core'
import { encodeSqrtRatioX96, FeeAmount, nearestUsableTick, Pool, Position, TickMath } from '@uniswap/v3-sdk'
import { describe, expect, it } from 'vitest'
import { feeTierPercent, priceRange } from './display'

const A = new Token(1, '0x0000000000000000000000000000000000000001', 18, 'A')
const B = new Token(1, '0x0000000000000000000000000000000000000002', 18, 'B')
const sqrt = encodeSqrtRatioX96(1, 1)
const pool = new Pool(A, B, FeeAmount.MEDIUM, sqrt.toString(), '1000', 0)

describe('feeTierPercent', () => {
  it('shows fees as a percent of 1,000,000', () => {
    expect([100, 500, 3000, 10000].map((fee) => feeTierPercent(fee, 'en-US'))).toEqual([
      '0.01%',
      '0.05%',
      '0.3%',
      '1%',
    ])
    expect(feeTierPercent(500, 'de-DE')).toBe('0,05\u00a0%')
    expect(feeTierPercent(3000, 'tr-TR')).toBe('%0,3')
  })
})

describe('priceRange', () => {
  it('shows min, max and current in token1 per token0, and inverted', () => {
    const position = new Position({ pool, liquidity: '1000', tickLower: -6960, tickUpper: 6960 })
    const range = priceRange(position, false, 'en-US')
    expect(range.base).toBe(A)
    expect(range.current).toBe('1')
    expect(Number(range.min)).toBeCloseTo(0.49859, 4)
    expect(Number(range.max)).toBeCloseTo(2.0059, 3)
    const inverted = priceRange(position, true, 'en-US')
    expect(inverted.base).toBe(B)
    expect(Number(inverted.min)).toBeCloseTo(1 / 2.0059, 3)
    expect(Number(inverted.max)).toBeCloseTo(1 / 0.49859, 3)
  })

  it('formats the prices for the locale', () => {
    const position = new Position({ pool, liquidity: '1000', tickLower: -6960, tickUpper: 6960 })
    const range = priceRange(position, false, 'de-DE')
    expect(range.current).toBe('1')
    expect(range.min).toMatch(/^0,\d{4,5}$/)
    expect(range.max).toMatch(/^2,\d{3,4}$/)
  })

  it('shows a full range as 0 to ∞ either way', () => {
    const position = new Position({
      pool,
      liquidity: '1000',
      tickLower: nearestUsableTick(TickMath.MIN_TICK, 60),
      tickUpper: nearestUsableTick(TickMath.MAX_TICK, 60),
    })
    expect([priceRange(position, false, 'en-US').min, priceRange(position, false, 'en-US').max]).toEqual([
      '0',
      '∞',
    ])
    expect([priceRange(position, true, 'en-US').min, priceRange(position, true, 'en-US').max]).toEqual([
      '0',
      '∞',
    ])
  })
})
