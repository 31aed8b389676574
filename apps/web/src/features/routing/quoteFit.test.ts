import { validAnswer } from '@exchange/quote-format/fixtures'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { quoteFitsRequest } from './quoteFit'
import { parseQuoteResponse, type QuoteResponse } from './quoteSchema'

const ASKED = 10n ** 18n
const read = (answer: unknown) => parseQuoteResponse(answer) as QuoteResponse

/** The fixture's answer with its second route's hop changed. */
const withSecondHop = (change: object) => {
  const answer = validAnswer()
  answer.route[1]![0] = { ...answer.route[1]![0]!, ...change } as never
  return read(answer)
}

describe('quoteFitsRequest', () => {
  it('accepts an answer whose routes spend exactly the amount asked', () => {
    expect(quoteFitsRequest(read(validAnswer()), ASKED, true)).toEqual({ ok: true })
  })

  it('refuses an answer for another amount than the one asked', () => {
    expect(quoteFitsRequest(read({ ...validAnswer(), amount: '1000000000000000001' }), ASKED, true).ok).toBe(
      false,
    )
    expect(quoteFitsRequest(read(validAnswer()), ASKED - 1n, true).ok).toBe(false)
  })

  it('refuses a second route that spends more than was typed, though the amount field is honest', () => {
    const answer = validAnswer()
    answer.route.push([{ ...answer.route[1]![0]!, amountIn: '500000000000000000', amountOut: '1' }] as never)
    expect(quoteFitsRequest(read(answer), ASKED, true)).toEqual({
      ok: false,
      reason: 'its routes do not spend exactly the amount asked',
    })
  })

  it('refuses a route that gives nothing or takes nothing', () => {
    expect(quoteFitsRequest(withSecondHop({ amountOut: '0' }), ASKED, true).ok).toBe(false)
    const freeInput = validAnswer()
    freeInput.route.push([{ ...freeInput.route[1]![0]!, amountIn: '0', amountOut: '5' }] as never)
    expect(quoteFitsRequest(read(freeInput), ASKED, true).ok).toBe(false)
  })

  it('for exact output, sums what the routes buy', () => {
    const answer = { ...validAnswer(), amount: '3000000000' }
    expect(quoteFitsRequest(read(answer), 3_000_000_000n, false)).toEqual({ ok: true })
    expect(quoteFitsRequest(read(answer), 3_000_000_001n, false).ok).toBe(false)
  })

  it('accepts a division of the amount into routes only when its parts sum to it (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 1n, max: 10n ** 24n }), { minLength: 1, maxLength: 8 }),
        fc.bigInt({ min: -3n, max: 3n }),
        (parts, skew) => {
          const template = validAnswer().route[0]![0]!
          const total = parts.reduce((sum, part) => sum + part, 0n)
          const answer = {
            ...validAnswer(),
            amount: total.toString(),
            route: parts.map((part) => [{ ...template, amountIn: part.toString(), amountOut: '7' }]),
          }
          const fit = quoteFitsRequest(read(answer), total + skew, true)
          expect(fit.ok).toBe(skew === 0n)
        },
      ),
    )
  })
})
