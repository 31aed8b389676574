import { Token } from '@uniswap/sdk-core'
import { FeeAmount, TICK_SPACINGS, TickMath } from '@uniswap/v3-sdk'
import { describe, expect, it } from 'vitest'
import {
  isPriceWithinSqrtRatioBounds,
  priceToUsableTick,
  stepTick,
  tickLimits,
  tickToBasePrice,
  tryParsePrice,
  tryParseTick,
} from './ticks'

const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC')
const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH')
const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI')

describe('tryParsePrice', () => {
  it('reads positive decimals exactly, scaled by both decimals', () => {
    const price = tryParsePrice(WETH, USDC, '2000.5')
    expect(price?.toSignificant(6)).toBe('2000.5')
    expect(tryParsePrice(WETH, USDC, '.5')?.toSignificant(3)).toBe('0.5')
  })
  it('refuses zero, negatives and malformed text', () => {
    for (const text of ['', '0', '0.000', '-1', '1e5', 'abc', '1.', '1.2.3'])
      expect(tryParsePrice(WETH, USDC, text)).toBeUndefined()
  })
})

describe('price and tick conversions', () => {
  it('maps a price to the tick of the pool order and back within one tick spacing', () => {
    // WETH sorts after USDC: the pool price is WETH per USDC, ticks are negative around 2000 USDC/WETH
    for (const fee of [FeeAmount.LOWEST, FeeAmount.LOW, FeeAmount.MEDIUM, FeeAmount.HIGH]) {
      const tick = tryParseTick(WETH, USDC, fee, '2000')
      expect(tick).toBeDefined()
      expect((tick ?? 0) % TICK_SPACINGS[fee]).toBe(0)
      const back = Number(tickToBasePrice(WETH, USDC, tick ?? 0).toSignificant(8))
      const step = 1.0001 ** TICK_SPACINGS[fee]
      expect(back).toBeGreaterThan(2000 / step)
      expect(back).toBeLessThan(2000 * step)
    }
  })
  it('gives the same tick for a price and its inverse typed the other way round', () => {
    const tickA = tryParseTick(WETH, USDC, FeeAmount.MEDIUM, '2000')
    const tickB = tryParseTick(USDC, WETH, FeeAmount.MEDIUM, '0.0005')
    expect(tickA).toBe(tickB)
  })
  it('is tick 0 for a price of 1 between tokens of equal decimals', () => {
    expect(tryParseTick(DAI, WETH, FeeAmount.LOW, '1')).toBe(0)
    expect(tickToBasePrice(DAI, WETH, 0).toSignificant(6)).toBe('1')
  })
})

describe('snapping and clamping per fee tier', () => {
  it('snaps to the nearest multiple of the tick spacing', () => {
    // 1.0001^126 ≈ 1.01268: between ticks 120 and 180 for 0.3% (spacing 60), nearest is 120
    expect(tryParseTick(DAI, WETH, FeeAmount.MEDIUM, '1.01268')).toBe(120)
    expect(tryParseTick(DAI, WETH, FeeAmount.LOW, '1.01268')).toBe(130)
    expect(tryParseTick(DAI, WETH, FeeAmount.LOWEST, '1.01268')).toBe(126)
    expect(tryParseTick(DAI, WETH, FeeAmount.HIGH, '1.01268')).toBe(200)
  })
  it('clamps prices beyond the sqrt ratio bounds to the usable min and max ticks', () => {
    for (const fee of [FeeAmount.LOWEST, FeeAmount.LOW, FeeAmount.MEDIUM, FeeAmount.HIGH]) {
      const { min, max } = tickLimits(fee)
      expect(tryParseTick(DAI, WETH, fee, '1000000000000000000000000000000000000000000')).toBe(max)
      expect(tryParseTick(DAI, WETH, fee, '0.000000000000000000000000000000000000000001')).toBe(min)
      expect(max).toBeLessThanOrEqual(TickMath.MAX_TICK)
      expect(min).toBeGreaterThanOrEqual(TickMath.MIN_TICK)
      expect(max % TICK_SPACINGS[fee]).toBe(0)
    }
    expect(tickLimits(FeeAmount.MEDIUM)).toEqual({ min: -887220, max: 887220 })
    expect(tickLimits(FeeAmount.HIGH)).toEqual({ min: -887200, max: 887200 })
  })
  it('steps by one spacing and stops at the limits', () => {
    expect(stepTick(120, FeeAmount.MEDIUM, 1)).toBe(180)
    expect(stepTick(120, FeeAmount.MEDIUM, -1)).toBe(60)
    expect(stepTick(887220, FeeAmount.MEDIUM, 1)).toBe(887220)
    expect(stepTick(-887200, FeeAmount.HIGH, -1)).toBe(-887200)
  })
  it('knows when a starting price is within the sqrt ratio bounds', () => {
    const ok = tryParsePrice(WETH, USDC, '2000')
    const huge = tryParsePrice(DAI, WETH, '1000000000000000000000000000000000000000')
    expect(ok && isPriceWithinSqrtRatioBounds(ok)).toBe(true)
    expect(huge && isPriceWithinSqrtRatioBounds(huge)).toBe(false)
    expect(ok && priceToUsableTick(ok, FeeAmount.LOW)).toBe(tryParseTick(WETH, USDC, FeeAmount.LOW, '2000'))
  })
})
