import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseQuoteResponse } from './quoteSchema'
import { USDC, validAnswer } from './quoteSchema.fixtures'

describe('the quote API answer', () => {
  it('is read when it has the routing response form, without fields the app does not read', () => {
    const read = parseQuoteResponse(validAnswer())
    expect(read?.route).toHaveLength(2)
    expect(read?.quote).toBe('3000000000')
    expect(read && 'priceImpact' in read).toBe(false)
    // A negative net of gas (a tiny trade) is a number the API can send.
    expect(parseQuoteResponse({ ...validAnswer(), quoteGasAdjusted: '-5' })).toBeDefined()
  })

  const hop0 = (change: object) => {
    const answer = validAnswer()
    answer.route[0]![0] = { ...answer.route[0]![0]!, ...change } as never
    return answer
  }
  const refused: [string, unknown][] = [
    ['no quote', { ...validAnswer(), quote: undefined }],
    ['an amount in exponent notation', { ...validAnswer(), quote: '3e9' }],
    ['a negative amount', { ...validAnswer(), amount: '-1' }],
    ['a fractional block number', { ...validAnswer(), blockNumber: '100.5' }],
    ['no path', { ...validAnswer(), route: [] }],
    ['an empty path', { ...validAnswer(), route: [[]] }],
    ['a path of four hops', { ...validAnswer(), route: [Array(4).fill(validAnswer().route[0]![0])] }],
    ['an unknown pool type', hop0({ type: 'v4-pool' })],
    ['an unknown fee tier', hop0({ fee: '42' })],
    ['a hop address that is not one', hop0({ address: '0x1234' })],
    ['a token without decimals', hop0({ tokenOut: { ...USDC, decimals: undefined } })],
    ['a tick that is not an integer', hop0({ tickCurrent: '1.5' })],
    ['a gas cost in dollars that is not a decimal', { ...validAnswer(), gasUseEstimateUSD: 'NaN' }],
    ['legs that are not a list', { ...validAnswer(), legs: 'all of it' }],
    ['not an object', 'route'],
    ['null', null],
  ]
  it.each(refused)('is refused with %s', (_, body) => {
    expect(parseQuoteResponse(body)).toBeUndefined()
  })

  it('is refused, never thrown on, whatever JSON arrives', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        expect(parseQuoteResponse(body)).toBeUndefined()
      }),
      { numRuns: 500 },
    )
  })
})
