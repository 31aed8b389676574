import { Percent } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import { minimumAmount, slippageWithDefault } from './slippage'

describe('minimumAmount', () => {
  it('takes 0.50% off and rounds down', () => {
    expect(minimumAmount(1_000_000n, new Percent(50, 10_000))).toBe(995_000n)
    expect(minimumAmount(999n, new Percent(50, 10_000))).toBe(994n) // 994.005
  })
  it('takes 5% off for removals', () => {
    expect(minimumAmount(10n ** 18n, new Percent(500, 10_000))).toBe(95n * 10n ** 16n)
  })
  it('keeps the amount at 0% and gives 0 at 100%', () => {
    expect(minimumAmount(123n, new Percent(0, 10_000))).toBe(123n)
    expect(minimumAmount(123n, new Percent(10_000, 10_000))).toBe(0n)
  })
  it('refuses a slippage outside 0..100%', () => {
    expect(() => minimumAmount(1n, new Percent(10_001, 10_000))).toThrow()
    expect(() => minimumAmount(1n, new Percent(-1, 10_000))).toThrow()
  })
})

describe('slippageWithDefault', () => {
  it('uses the default for auto and the user value otherwise', () => {
    expect(slippageWithDefault('auto', 50).toFixed(2)).toBe('0.50')
    expect(slippageWithDefault('auto', 500).toFixed(2)).toBe('5.00')
    expect(slippageWithDefault(120, 500).toFixed(2)).toBe('1.20')
  })
  it('throws on values outside 0..100%', () => {
    expect(() => slippageWithDefault(10_001, 50)).toThrow()
    expect(() => slippageWithDefault(-1, 50)).toThrow()
  })
})
