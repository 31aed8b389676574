import { sortTokens } from '@exchange/router'
import { describe, expect, it } from 'vitest'
import { liquidityValueIn, quoteAtMidPrice, reserveOf } from './pricing'

const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

describe('v2 pairs', () => {
  it('orders tokens by address and picks the reserve of a token', () => {
    expect(sortTokens(WETH, USDC)).toEqual([USDC, WETH])
    expect(reserveOf(WETH, USDC, [1n, 2n])).toBe(2n)
    expect(reserveOf(USDC, WETH, [1n, 2n])).toBe(1n)
  })
})

describe('values at the mid price', () => {
  it('values liquidity tokens as twice their share of one reserve', () => {
    expect(liquidityValueIn(25n, 100n, 1_000n)).toBe(500n)
    expect(liquidityValueIn(100n, 100n, 1_000n)).toBe(2_000n)
    expect(liquidityValueIn(1n, 0n, 1_000n)).toBe(0n)
  })

  it('converts through reserves and refuses an empty pair', () => {
    // 1 WETH (18 decimals) in a pair of 1,000 WETH and 3,000,000 USDC (6 decimals) is 3,000 USDC.
    expect(quoteAtMidPrice(10n ** 18n, 1_000n * 10n ** 18n, 3_000_000n * 10n ** 6n)).toBe(3_000n * 10n ** 6n)
    expect(quoteAtMidPrice(1n, 0n, 5n)).toBeUndefined()
    expect(quoteAtMidPrice(1n, 5n, 0n)).toBeUndefined()
  })
})
