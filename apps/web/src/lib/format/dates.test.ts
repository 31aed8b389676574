import { describe, expect, it } from 'vitest'
import { formatDateTime } from './dates'

const date = new Date(Date.UTC(2026, 10, 23, 18, 5))

describe('formatDateTime', () => {
  it("uses the locale's order and words, with Latin digits", () => {
    const utc = (locale: string) =>
      formatDateTime(new Date(date.getTime() + date.getTimezoneOffset() * 60_000), locale)
    expect(utc('en-US')).toBe('Nov 23, 2026, 6:05 PM')
    expect(utc('de-DE')).toBe('23.11.2026, 18:05')
    expect(utc('ar-SA')).toMatch(/^[^\u0660-\u0669]*$/)
    expect(utc('ar-SA')).toMatch(/2026|1448/)
  })

  it('falls back to en-US for a locale Intl cannot read', () => {
    expect(formatDateTime(date, 'not a locale!')).toBe(formatDateTime(date, 'en-US'))
    expect(formatDateTime(date, '')).toBe(formatDateTime(date, 'en-US'))
  })
})
