import { Percent } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import { formatPoolShare } from './display'

describe('formatPoolShare', () => {
  it('shows two decimals, and <0.01% below one basis point', () => {
    expect(formatPoolShare(new Percent(1, 3), 'en-US')).toBe('33.33%')
    expect(formatPoolShare(new Percent(1, 10_000), 'en-US')).toBe('0.01%')
    expect(formatPoolShare(new Percent(99, 1_000_000), 'en-US')).toBe('<0.01%')
    expect(formatPoolShare(new Percent(0, 1), 'en-US')).toBe('0%')
    expect(formatPoolShare(undefined, 'en-US')).toBe('-')
  })

  it('formats for the locale', () => {
    expect(formatPoolShare(new Percent(1, 3), 'de-DE')).toBe('33,33\u00a0%')
    expect(formatPoolShare(new Percent(1, 3), 'tr-TR')).toBe('%33,33')
    expect(formatPoolShare(new Percent(99, 1_000_000), 'tr-TR')).toBe('<%0,01')
  })
})
