import { describe, expect, it } from 'vitest'
import { decimalAmount, formatAmount, formatSignificant } from './rawAmount'

const E18 = 10n ** 18n

describe('formatAmount', () => {
  it('shows a fixed number of decimals, rounded down, with grouped thousands', () => {
    expect(formatAmount(1_634_567_800_000_000_000_000n, 18, 2, 'en-US')).toBe('1,634.56')
    expect(formatAmount(1_634_567_800_000_000_000_000n, 18, 4, 'en-US')).toBe('1,634.5678')
    expect(formatAmount(999_999n * 10n ** 12n, 18, 4, 'en-US')).toBe('0.9999')
    expect(formatAmount(99n * 10n ** 12n, 18, 4, 'en-US')).toBe('0.0000')
    expect(formatAmount(1_000_000_000n * E18, 18, 0, 'en-US')).toBe('1,000,000,000')
    expect(formatAmount(5n * 10n ** 17n, 18, 2, 'en-US')).toBe('0.50')
    expect(formatAmount(0n, 18, 2, 'en-US')).toBe('0.00')
  })

  it('drops trailing zeros when asked', () => {
    expect(formatAmount(1_400n * E18, 18, 4, 'en-US', { trim: true })).toBe('1,400')
    expect(formatAmount(250_750_000_000_000_000_000n, 18, 4, 'en-US', { trim: true })).toBe('250.75')
  })

  it('pads tokens with fewer decimals than asked', () => {
    expect(formatAmount(1_234_567n, 6, 8, 'en-US')).toBe('1.23456700')
    expect(formatAmount(1_234_567n, 6, 2, 'en-US')).toBe('1.23')
  })

  it('keeps the sign of a negative amount', () => {
    expect(formatAmount(-15n * 10n ** 17n, 18, 1, 'en-US')).toBe('-1.5')
    expect(formatAmount(-1n, 18, 2, 'en-US')).toBe('0.00')
  })

  it('formats for the locale', () => {
    expect(formatAmount(1_634_567_800_000_000_000_000n, 18, 2, 'de-DE')).toBe('1.634,56')
    expect(formatAmount(1_000_000_000n * E18, 18, 0, 'fr-FR')).toBe('1\u202f000\u202f000\u202f000')
    expect(formatAmount(250_750_000_000_000_000_000n, 18, 4, 'de-DE', { trim: true })).toBe('250,75')
  })
})

describe('decimalAmount', () => {
  it('is the plain decimal, without grouping', () => {
    expect(decimalAmount(1_634_567_800_000_000_000_000n, 18, 2)).toBe('1634.56')
    expect(decimalAmount(1_400n * E18, 18, 4, { trim: true })).toBe('1400')
    expect(decimalAmount(-15n * 10n ** 17n, 18, 1)).toBe('-1.5')
  })
})

describe('formatSignificant', () => {
  it('keeps the asked significant digits, rounded down', () => {
    expect(formatSignificant(1_234_567n * 10n ** 12n, 18, 4, 'en-US')).toBe('1.234')
    expect(formatSignificant(12_345n * 10n ** 10n, 18, 4, 'en-US')).toBe('0.0001234')
    expect(formatSignificant(2n * 10n ** 17n, 18, 4, 'en-US')).toBe('0.2')
  })

  it('shows large amounts as their whole integer part', () => {
    expect(formatSignificant(123_456_789n * 10n ** 15n, 18, 4, 'en-US')).toBe('123,456')
    expect(formatSignificant(1_234n * E18, 18, 4, 'en-US')).toBe('1,234')
    expect(formatSignificant(0n, 18, 4, 'en-US')).toBe('0')
  })

  it('formats for the locale', () => {
    expect(formatSignificant(123_456_789n * 10n ** 15n, 18, 4, 'de-DE')).toBe('123.456')
    expect(formatSignificant(12_345n * 10n ** 10n, 18, 4, 'de-DE')).toBe('0,0001234')
    expect(formatSignificant(-1_234_567n * 10n ** 12n, 18, 4, 'en-US')).toBe('-1.234')
  })
})
