import fc from 'fast-check'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { USDC, validAnswer } from '../src/fixtures.ts'
import {
  feeOf,
  feeTierOf,
  parseQuoteResponse,
  type QuoteAnswer,
  type QuoteResponse,
  quoteAnswerSchema,
  quoteResponseSchema,
} from '../src/index.ts'

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

/** A held split's calls as the quote API sends them: the pair once for the router to hold, then its output. */
const legs = () => [
  {
    paidBy: 'trader',
    holdsOutput: true,
    amountIn: '1000000000000000000',
    amountOut: '3000000000000000000000',
    tokenPath: ['0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', '0x6B175474E89094C44Da98b954EedeAC495271d0F'],
    pools: [{ type: 'v2-pool', address: '0xA478c2975Ab1Ea89e8196811F51A7B7Ade33eB11' }],
  },
  {
    paidBy: 'router',
    holdsOutput: false,
    amountIn: '3000000000000000000000',
    amountOut: '2990000000',
    sqrtPriceLimitX96: '79228162514264337593543950336',
    tokenPath: ['0x6B175474E89094C44Da98b954EedeAC495271d0F', USDC.address],
    pools: [{ type: 'v3-pool', address: '0x5777d92f208679DB4b9778590Fa3CAB3aC9e2168', fee: '100' }],
  },
]

describe("a held split's legs in the answer", () => {
  it('are read with their form: who pays, what is held, the price limit, tokens and pools', () => {
    const read = parseQuoteResponse({ ...validAnswer(), legs: legs() })
    expect(read?.legs).toEqual(legs())
    expect(read?.legs?.[1]?.sqrtPriceLimitX96).toBe('79228162514264337593543950336')
  })

  const leg = (change: object) => [{ ...legs()[0]!, ...change }, legs()[1]!]
  const refused: [string, unknown][] = [
    ['a payer that is neither the trader nor the router', leg({ paidBy: 'someone' })],
    ['an amount that is not a raw integer', leg({ amountIn: '1e21' })],
    ['an unknown fee tier', leg({ pools: [{ type: 'v3-pool', address: USDC.address, fee: '42' }] })],
    ['a pool without an address', leg({ pools: [{ type: 'v2-pool' }] })],
    ['four pools', leg({ pools: Array(4).fill(legs()[0]!.pools[0]) })],
    ['a token path of one token', leg({ tokenPath: [USDC.address] })],
    ['a single leg, which divides nothing', [legs()[0]]],
  ]
  it.each(refused)('refuse the answer with %s', (_, list) => {
    expect(parseQuoteResponse({ ...validAnswer(), legs: list })).toBeUndefined()
  })
})

/** An answer with every field the quote API writes. */
const fullAnswer = () => ({
  ...validAnswer(),
  amountDecimals: '1',
  quoteDecimals: '3000',
  quoteGasAdjustedDecimals: '2990',
  gasUseEstimateQuote: '10000000',
  gasUseEstimateQuoteDecimals: '10',
  priceImpact: '0.0100',
})

describe('the answer as the quote API writes it', () => {
  it('has the fields clients read and the others, which clients drop', () => {
    const answer = {
      ...fullAnswer(),
      methodParameters: { calldata: '0x5ae401dc', value: '0x00', to: USDC.address },
    }
    const written = quoteAnswerSchema.parse(answer)
    expect(written.priceImpact).toBe('0.0100')
    expect(written.methodParameters?.calldata).toBe('0x5ae401dc')
    const read = parseQuoteResponse(written)
    expect(read && Object.keys(read).sort()).toEqual(
      Object.keys(quoteResponseSchema.shape)
        .sort()
        .filter((key) => key !== 'legs'),
    )
  })

  it("keeps a fee-on-transfer token's fees, which clients drop", () => {
    const answer = fullAnswer()
    answer.route[0]![0]!.tokenOut = { ...USDC, buyFeeBps: '500', sellFeeBps: '0.5' } as never
    const written = quoteAnswerSchema.parse(answer)
    expect(written.route[0]![0]!.tokenOut).toMatchObject({ buyFeeBps: '500', sellFeeBps: '0.5' })
    expect(parseQuoteResponse(answer)?.route[0]?.[0]?.tokenOut).toEqual(USDC)
    answer.route[0]![0]!.tokenOut = { ...USDC, buyFeeBps: '5%' } as never
    expect(quoteAnswerSchema.safeParse(answer).success).toBe(false)
  })

  const refused: [string, unknown][] = [
    ['no whole-token amount', { ...fullAnswer(), amountDecimals: undefined }],
    ['a whole-token amount in exponent notation', { ...fullAnswer(), quoteDecimals: '3e3' }],
    ['a price impact that is not a number', { ...fullAnswer(), priceImpact: 'NaN' }],
    [
      'calldata that is not hexadecimal bytes',
      { ...fullAnswer(), methodParameters: { calldata: '0x5ae', value: '0x0', to: USDC.address } },
    ],
    ['a field clients read missing', { ...fullAnswer(), routeString: undefined }],
  ]
  it.each(refused)('is refused with %s', (_, body) => {
    expect(quoteAnswerSchema.safeParse(body).success).toBe(false)
  })

  it('is an answer clients read, by its type: a field they read cannot be left out of it', () => {
    expectTypeOf<QuoteAnswer>().toExtend<QuoteResponse>()
    expectTypeOf<Omit<QuoteAnswer, 'quote'>>().not.toExtend<QuoteResponse>()
    expectTypeOf<Omit<QuoteResponse, 'routeString'>>().not.toExtend<QuoteResponse>()
  })
})

describe('fee tiers', () => {
  it('are written from a pool fee and read back as one', () => {
    for (const fee of [100, 500, 3000, 10_000]) expect(feeOf(feeTierOf(fee))).toBe(fee)
    expect(feeTierOf(500)).toBe('500')
  })
  it('are only the four v3 tiers', () => {
    for (const fee of [0, 42, 2500, 500.5, -500]) expect(() => feeTierOf(fee)).toThrow(RangeError)
  })
})
