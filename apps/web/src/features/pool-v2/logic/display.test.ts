import { Percent } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import { formatPoolShare } from './display'

describe('formatPoolShare', () => {
  it('shows two decimals, and <0.01% below one basis point', () => {
    expect(formatPoolShare(new Percent(1, 3))).toBe('33.33%')
    expect(formatPoolShare(new Percent(1, 10_000))).toBe('0.01%')
    expect(formatPoolShare(new Percent(99, 1_000_000))).toBe('<0.01%')
    expect(formatPoolShare(new Percent(0, 1))).toBe('0%')
    expect(formatPoolShare(undefined)).toBe('-')
  })
})
