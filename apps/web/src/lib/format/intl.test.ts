import { describe, expect, it } from 'vitest'
import { dateTimeFormat, numberFormat, relativeTimeFormat } from './intl'

describe('cached Intl formatters', () => {
  it('gives the same formatter for the same locale and options, another for other options', () => {
    const usd = { style: 'currency', currency: 'USD' } as const
    expect(numberFormat('de-DE', usd)).toBe(numberFormat('de-DE', { ...usd }))
    expect(numberFormat('de-DE', usd)).not.toBe(numberFormat('en-US', usd))
    expect(numberFormat('de-DE', usd)).not.toBe(numberFormat('de-DE', { ...usd, currency: 'EUR' }))
    // de-DE puts a no-break space before the sign.
    expect(numberFormat('de-DE', usd).format(1234.5)).toBe('1.234,50\u00a0$')
  })
  it('formats as a freshly made formatter does', () => {
    const options = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' } as const
    const date = new Date(Date.UTC(2026, 10, 26, 13, 5))
    expect(dateTimeFormat('fr-FR', options).format(date)).toBe(
      new Intl.DateTimeFormat('fr-FR', options).format(date),
    )
    expect(relativeTimeFormat('en-US', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday')
  })
  it('falls back to en-US for a locale Intl refuses, and for none', () => {
    expect(numberFormat('not a locale!', {}).format(1234.5)).toBe('1,234.5')
    expect(numberFormat(undefined, {}).format(1234.5)).toBe('1,234.5')
  })
})
