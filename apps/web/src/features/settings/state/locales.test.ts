import { describe, expect, it } from 'vitest'
import { DEFAULT_LOCALE, isSupportedLocale, SUPPORTED_LOCALES } from './locales'

describe('locales', () => {
  it('lists the 32 supported locales once each, including the default', () => {
    expect(SUPPORTED_LOCALES).toHaveLength(32)
    expect(new Set(SUPPORTED_LOCALES).size).toBe(32)
    expect(SUPPORTED_LOCALES).toContain(DEFAULT_LOCALE)
    expect(DEFAULT_LOCALE).toBe('en-US')
  })

  it.each([
    ['en-US', true],
    ['zh-TW', true],
    ['sr-SP', true],
    ['en', false],
    ['en-us', false],
    ['xx-XX', false],
    [null, false],
    [42, false],
  ])('%s is supported: %s', (value, expected) => {
    expect(isSupportedLocale(value)).toBe(expected)
  })
})
