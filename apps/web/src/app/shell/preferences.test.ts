import { describe, expect, it } from 'vitest'
import { chooseLocale, expertModeFromQuery, themeFromQuery } from './preferences'

describe('themeFromQuery', () => {
  it('reads light and dark, case-insensitively, and ignores the rest', () => {
    expect(themeFromQuery('?theme=dark')).toBe(true)
    expect(themeFromQuery('?theme=LIGHT')).toBe(false)
    expect(themeFromQuery('?theme=blue')).toBeUndefined()
    expect(themeFromQuery('')).toBeUndefined()
  })
})

describe('chooseLocale', () => {
  it('prefers ?lng, then the saved locale, then the browser, then en-US', () => {
    expect(chooseLocale('?lng=de-DE', 'fr-FR', ['es-ES'])).toBe('de-DE')
    expect(chooseLocale('?lng=xx-XX', 'fr-FR', ['es-ES'])).toBe('fr-FR')
    expect(chooseLocale('', null, ['es-ES'])).toBe('es-ES')
    expect(chooseLocale('', null, ['de'])).toBe('de-DE')
    expect(chooseLocale('', null, ['xx'])).toBe('en-US')
  })
})

describe('expertModeFromQuery', () => {
  it('turns expert mode on for ?ape, ?ape= and ?ape=true in any case, and for nothing else', () => {
    expect(expertModeFromQuery('?ape')).toBe(true)
    expect(expertModeFromQuery('?ape=')).toBe(true)
    expect(expertModeFromQuery('?ape=TRUE')).toBe(true)
    expect(expertModeFromQuery('?inputCurrency=ETH&ape=True')).toBe(true)
    expect(expertModeFromQuery('?ape=false')).toBe(false)
    expect(expertModeFromQuery('?ape=1')).toBe(false)
    expect(expertModeFromQuery('?apex=true')).toBe(false)
    expect(expertModeFromQuery('')).toBe(false)
  })
})
