import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { safeDisplayText, truncatedDisplayText } from './displayText'

const HIDDEN = [
  '\u202e',
  '\u202d',
  '\u2066',
  '\u2069',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u0000',
  '\u001b',
  '\u00ad',
  '\u061c',
  '\u200e',
]

describe('safeDisplayText', () => {
  it('removes bidi overrides, isolates, zero-width and control characters', () => {
    expect(safeDisplayText('\u202eCDSU')).toBe('CDSU')
    expect(safeDisplayText('US\u200bDC')).toBe('USDC')
    expect(safeDisplayText('U\u2066S\u2069D\u200dC\ufeff')).toBe('USDC')
    expect(safeDisplayText('a\u0000b\u001bc')).toBe('abc')
    expect(safeDisplayText('\udb40\udc41USDC')).toBe('USDC')
    expect(safeDisplayText('Ether 🦄 é')).toBe('Ether 🦄 é')
  })

  it('leaves none of them in any text, and is idempotent', () => {
    const withHidden = fc.array(fc.oneof(fc.string(), fc.constantFrom(...HIDDEN)), { maxLength: 20 })
    fc.assert(
      fc.property(withHidden, (parts) => {
        const safe = safeDisplayText(parts.join(''))
        for (const hidden of HIDDEN) expect(safe.includes(hidden)).toBe(false)
        expect(safeDisplayText(safe)).toBe(safe)
      }),
    )
  })

  it('cuts long text with an ellipsis and keeps the whole safe text for the tooltip', () => {
    const long = `A\u202e${'x'.repeat(60)}`
    const { shown, full } = truncatedDisplayText(long, 10)
    expect(shown).toBe(`A${'x'.repeat(8)}…`)
    expect(full).toBe(`A${'x'.repeat(60)}`)
    expect(truncatedDisplayText('Short', 10)).toEqual({ shown: 'Short', full: 'Short' })
  })
})
