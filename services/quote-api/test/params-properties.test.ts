import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_SLIPPAGE_BIPS, parseQuoteParams } from '../src/params.ts'
import { base, parse, supported, swapOptions } from './params-fixture.ts'

describe('properties (fast-check)', () => {
  const fields = [
    'amount',
    'slippageTolerance',
    'deadline',
    'recipient',
    'tokenInChainId',
    'maxHops',
    'sharedPools',
    'heldSplits',
  ] as const
  /** Strings a fuzzer or a careless client sends: numbers in every notation, junk, unicode. */
  const hostileText = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.bigInt({ min: -(1n << 300n), max: 1n << 300n }).map(String),
    fc.bigInt({ min: 0n, max: 1n << 300n }).map((n) => `0x${n.toString(16)}`),
    fc.double().map(String),
    fc.double({ noNaN: true }).map((n) => n.toExponential()),
    fc.integer().map((n) => ` ${n}`),
    fc.constantFrom('', ' ', '%20', '0x10', '1e3', 'NaN', 'Infinity', '-0', '+5', '٣', '１０'),
  )

  it('a value is either refused naming its field, or read back to exactly what was written', () => {
    fc.assert(
      fc.property(fc.constantFrom(...fields), hostileText, (field, value) => {
        const result = parse({ ...swapOptions, [field]: value })
        if (!result.ok) {
          expect(result.error.field).toBe(field)
          return
        }
        const { params } = result
        // Accepted: the parsed value prints back as the text given (no other reading was possible).
        switch (field) {
          case 'amount':
            expect(BigInt(value)).toBe(params.amount)
            expect(/^[0-9]+$/.test(value)).toBe(true)
            expect(params.amount > 0n && params.amount < 1n << 256n).toBe(true)
            break
          case 'slippageTolerance': {
            const bips = params.swap!.slippageBips
            expect(/^[0-9]+(\.[0-9]{1,2})?$/.test(value)).toBe(true)
            expect(Math.round(Number(value) * 100)).toBe(bips)
            expect(bips >= 0 && bips <= MAX_SLIPPAGE_BIPS).toBe(true)
            break
          }
          case 'deadline':
            expect(String(params.swap!.deadlineSeconds)).toBe(value)
            break
          case 'recipient':
            expect(params.swap!.recipient.toLowerCase()).toBe(value.toLowerCase())
            break
          case 'tokenInChainId':
            expect(String(params.chainId)).toBe(value)
            break
          case 'maxHops':
            expect(String(params.maxHops)).toBe(value)
            break
        }
      }),
      { numRuns: 3000 },
    )
  })

  it('every positive decimal integer below 2^256 is read exactly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: (1n << 256n) - 1n }), (amount) => {
        expect(parse({ amount: amount.toString() })).toMatchObject({ ok: true, params: { amount } })
      }),
    )
  })

  it('every slippage in basis points from 0 to 5000, written as a percentage, is read exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_SLIPPAGE_BIPS }), (bips) => {
        const text = (bips / 100).toString()
        expect(parse({ ...swapOptions, slippageTolerance: text })).toMatchObject({
          ok: true,
          params: { swap: { slippageBips: bips } },
        })
      }),
    )
  })

  it('any query at all is answered with a result, never an exception', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...Object.keys(base), ...fields, 'protocols', 'type'), fc.string()),
        (query) => {
          const result = parseQuoteParams(new URLSearchParams(query), supported)
          expect(typeof result.ok).toBe('boolean')
        },
      ),
      { numRuns: 2000 },
    )
  })
})
