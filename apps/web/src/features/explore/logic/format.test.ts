import { describe, expect, it } from 'vitest'
import { formatAgo, formatChange, formatFeeTier, formatNumber, formatPriceUsd, formatUsd } from './format'

describe('Explore number texts', () => {
  it('formats dollars compactly past ten thousand, in the locale', () => {
    expect(formatUsd(1234.5, 'en-US')).toBe('$1,234.50')
    expect(formatUsd(1_234_567, 'en-US')).toBe('$1.23M')
    expect(formatUsd(0.001, 'en-US')).toBe('<$0.01')
    expect(formatUsd(0, 'en-US')).toBe('$0.00')
    expect(formatUsd(1234.5, 'de-DE')).toBe('1.234,50\u00a0$')
    expect(formatUsd(Number.NaN, 'en-US')).toBe('–')
    expect(formatUsd(5, 'xx-invalid-locale-!!')).toBe('$5.00')
  })

  it('gives small prices their significant digits', () => {
    expect(formatPriceUsd(0.000452345, 'en-US')).toBe('$0.0004523')
    expect(formatPriceUsd(2500.5, 'en-US')).toBe('$2,500.50')
  })

  it('signs changes and shows fee tiers as percents', () => {
    expect(formatChange(1.254, 'en-US')).toBe('+1.25%')
    expect(formatChange(-0.4, 'en-US')).toBe('-0.40%')
    expect(formatChange(undefined, 'en-US')).toBe('–')
    expect(formatFeeTier(3000, 'en-US')).toBe('0.3%')
    expect(formatFeeTier(100, 'en-US')).toBe('0.01%')
    expect(formatNumber(1234.56789, 'en-US')).toBe('1,234.57')
  })

  it('says how long ago', () => {
    expect(formatAgo(1000, 1300, 'en-US')).toBe('5 minutes ago')
    expect(formatAgo(0, 2 * 86_400, 'en-US')).toBe('2 days ago')
  })
})
