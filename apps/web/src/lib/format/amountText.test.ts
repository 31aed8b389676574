import fc from 'fast-check'
import { formatUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { MAX_UINT256 } from '../tokens/limits'
import { isAmountTooLarge, MAX_AMOUNT_LENGTH, parseAmountText } from './amountText'

const decimals = fc.integer({ min: 0, max: 254 })

describe('parseAmountText', () => {
  it('reads what formatting wrote, for every amount a token can hold', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: MAX_UINT256 }), decimals, (raw, places) => {
        const text = formatUnits(raw, places)
        fc.pre(text.length <= MAX_AMOUNT_LENGTH)
        expect(parseAmountText(text, places)).toEqual({ kind: 'amount', raw })
      }),
    )
  })

  it('calls every amount of 2^256 base units or more too large, never an amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: MAX_UINT256 + 1n, max: 10n ** 79n - 1n }), decimals, (raw, places) => {
        const text = formatUnits(raw, places)
        fc.pre(text.length <= MAX_AMOUNT_LENGTH)
        expect(parseAmountText(text, places).kind).toBe('too-large')
        expect(isAmountTooLarge(text, places)).toBe(true)
      }),
    )
  })

  it('never throws on any text, and only accepts digits with one point', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), decimals, (text, places) => {
        const parsed = parseAmountText(text, places)
        if (parsed.kind === 'amount' || parsed.kind === 'too-large') {
          expect(text).toMatch(/^\d*\.?\d*$/)
          expect(text.length).toBeLessThanOrEqual(MAX_AMOUNT_LENGTH)
        }
        if (parsed.kind === 'amount') expect(parsed.raw > 0n && parsed.raw <= MAX_UINT256).toBe(true)
      }),
    )
  })

  it('follows the spec: 79 characters at most, zero and malformed text ignored', () => {
    expect(parseAmountText('', 18)).toEqual({ kind: 'empty' })
    for (const text of ['0', '0.0', '.', '1e60', '1,5', '1.2.3', '-1', ' 1', '0x10', '1'.repeat(80)])
      expect(parseAmountText(text, 18).kind).toBe('ignored')
    expect(parseAmountText('0.0000001', 6).kind).toBe('ignored')
    expect(parseAmountText(`1${'0'.repeat(60)}`, 18).kind).toBe('too-large')
    expect(parseAmountText(formatUnits(MAX_UINT256, 18), 18)).toEqual({ kind: 'amount', raw: MAX_UINT256 })
    expect(parseAmountText(formatUnits(MAX_UINT256 + 1n, 18), 18).kind).toBe('too-large')
  })
})
