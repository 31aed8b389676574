import { Percent } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import { formatDecimal, formatFiat, formatPercent, warmNumberFormats } from './numbers'

// The spaces and marks ICU puts in numbers, spelled out so the expectations show them.
const NBSP = '\u00a0'
const NNBSP = '\u202f'
const LRM = '\u200e'
const ARABIC_PERCENT = '\u066a'

describe('formatDecimal', () => {
  it('groups thousands and keeps the fraction digits in en-US', () => {
    expect(formatDecimal('1234.5678', 'en-US')).toBe('1,234.5678')
    expect(formatDecimal('1234567', 'en-US')).toBe('1,234,567')
    expect(formatDecimal('0.5', 'en-US')).toBe('0.5')
    expect(formatDecimal('12.', 'en-US')).toBe('12')
  })

  it("uses the locale's separators", () => {
    expect(formatDecimal('1234.5678', 'de-DE')).toBe('1.234,5678')
    expect(formatDecimal('1234.5678', 'fr-FR')).toBe(`1${NNBSP}234,5678`)
    expect(formatDecimal('0.25', 'fr-FR')).toBe('0,25')
  })

  it('keeps Latin digits in Arabic', () => {
    expect(formatDecimal('1234.5678', 'ar-SA')).toBe('1,234.5678')
    expect(formatDecimal('1234.5678', 'ar-SA')).toMatch(/^[0-9,.]+$/)
  })

  it('keeps trailing zeros', () => {
    expect(formatDecimal('0.0100', 'en-US')).toBe('0.0100')
    expect(formatDecimal('1000.00', 'de-DE')).toBe('1.000,00')
    expect(formatDecimal('0', 'en-US')).toBe('0')
  })

  it('is exact for very small and very large values', () => {
    expect(formatDecimal('0.000000000000000001', 'en-US')).toBe('0.000000000000000001')
    expect(formatDecimal('0.000000000000000001', 'de-DE')).toBe('0,000000000000000001')
    expect(formatDecimal('123456789012345678901234567890.123456789', 'en-US')).toBe(
      '123,456,789,012,345,678,901,234,567,890.123456789',
    )
    expect(formatDecimal('9007199254740993', 'en-US')).toBe('9,007,199,254,740,993')
  })

  it('keeps the sign of negative values, and a + when asked', () => {
    expect(formatDecimal('-1234.5', 'en-US')).toBe('-1,234.5')
    expect(formatDecimal('-1234.5', 'de-DE')).toBe('-1.234,5')
    expect(formatDecimal('-1.5', 'ar-SA')).toBe(`${LRM}-1.5`)
    expect(formatDecimal('-0.00', 'en-US')).toBe('0.00')
    expect(formatDecimal('1.5', 'en-US', { signDisplay: 'exceptZero' })).toBe('+1.5')
  })

  it('leaves strings that are not plain decimals alone', () => {
    for (const text of ['<0.00001', '-', '∞', '', '1e-7', '1,234.5', 'abc']) {
      expect(formatDecimal(text, 'de-DE')).toBe(text)
    }
  })

  it('falls back to en-US without a usable locale', () => {
    expect(formatDecimal('1234.5', '')).toBe('1,234.5')
    expect(formatDecimal('1234.5', undefined)).toBe('1,234.5')
    expect(formatDecimal('1234.5', 'not a locale')).toBe('1,234.5')
  })
})

describe('formatPercent', () => {
  it('places the sign the way of the locale', () => {
    expect(formatPercent('1.23', 'en-US')).toBe('1.23%')
    expect(formatPercent('1.23', 'de-DE')).toBe(`1,23${NBSP}%`)
    expect(formatPercent('1.23', 'fr-FR')).toBe(`1,23${NBSP}%`)
    expect(formatPercent('1.23', 'tr-TR')).toBe('%1,23')
    expect(formatPercent('1.23', 'ar-SA')).toBe(`1.23${ARABIC_PERCENT}`)
  })

  it('keeps the digits it is given', () => {
    expect(formatPercent('0.3', 'en-US')).toBe('0.3%')
    expect(formatPercent('0.01', 'en-US')).toBe('0.01%')
    expect(formatPercent('100.00', 'en-US')).toBe('100.00%')
    expect(formatPercent('60', 'en-US')).toBe('60%')
    expect(formatPercent('0', 'en-US')).toBe('0%')
    expect(formatPercent('12345.6', 'en-US')).toBe('12,345.6%')
    expect(formatPercent('0.000001', 'de-DE')).toBe(`0,000001${NBSP}%`)
  })

  it('formats an SDK Percent to significant digits or decimals', () => {
    const half = new Percent(50, 10_000)
    expect(formatPercent(half, 'en-US')).toBe('0.5%')
    expect(formatPercent(half, 'en-US', { decimals: 2 })).toBe('0.50%')
    expect(formatPercent(new Percent(1, 3), 'en-US', { significant: 3 })).toBe('33.3%')
    expect(formatPercent(half, 'tr-TR', { decimals: 2 })).toBe('%0,50')
  })

  it('keeps the sign of negative values, and a + when asked', () => {
    expect(formatPercent('-1.5', 'en-US')).toBe('-1.5%')
    expect(formatPercent('-1.5', 'fr-FR')).toBe(`-1,5${NBSP}%`)
    expect(formatPercent('1.5', 'en-US', { signDisplay: 'exceptZero' })).toBe('+1.5%')
    expect(formatPercent('0.00', 'en-US', { signDisplay: 'exceptZero' })).toBe('0.00%')
  })

  it('leaves strings that are not plain decimals alone', () => {
    expect(formatPercent('<0.01', 'de-DE')).toBe('<0.01')
    expect(formatPercent('-', 'de-DE')).toBe('-')
  })
})

describe('formatFiat', () => {
  it("places the dollar sign the locale's way", () => {
    expect(formatFiat('1234.56', 'en-US')).toBe('$1,234.56')
    expect(formatFiat('1234.56', 'de-DE')).toBe(`1.234,56${NBSP}$`)
    expect(formatFiat('1234.56', 'fr-FR')).toBe(`1${NNBSP}234,56${NBSP}$`)
    expect(formatFiat('1234.56', 'ar-SA')).toMatch(/1,234\.56/)
  })

  it('marks estimates with ~, as the swap panels show them', () => {
    expect(formatFiat('1234.56', 'en-US', { approximate: true })).toBe('~$1,234.56')
    expect(formatFiat('0.00', 'en-US', { approximate: true })).toBe('~$0.00')
  })

  it('keeps the digits it is given, for large and negative values too', () => {
    expect(formatFiat('1234', 'en-US')).toBe('$1,234')
    expect(formatFiat('1234567890123.45', 'en-US')).toBe('$1,234,567,890,123.45')
    expect(formatFiat('-5.00', 'en-US')).toBe('-$5.00')
  })

  it('leaves strings that are not plain decimals alone', () => {
    expect(formatFiat('-', 'en-US')).toBe('-')
  })
})

describe('warmNumberFormats', () => {
  it('takes any locale the browser reports, and formats as without it afterwards', () => {
    // Each locale's text as its own formatter gives it, not as the warmed cache does; an unknown or empty
    // locale formats as the fallback's.
    const expected: [string | undefined, string][] = [
      ['en-US', '$1,234.56'],
      ['de-DE', '1.234,56\u00a0$'],
      ['not a locale!', '$1,234.56'],
      ['', '$1,234.56'],
      [undefined, '$1,234.56'],
    ]
    for (const [locale, text] of expected) {
      expect(() => warmNumberFormats(locale)).not.toThrow()
      expect(formatFiat('1234.56', locale), String(locale)).toBe(text)
    }
  })
})
