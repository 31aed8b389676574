import { validAnswer } from '@exchange/quote-format/fixtures'
import { CurrencyAmount, Ether, Token, TradeType } from '@uniswap/sdk-core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchQuote, isQuoteFresh, quoteUrl } from './quote'

const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC')
const ETH = Ether.onChain(1)

afterEach(() => vi.unstubAllGlobals())

describe('quoteUrl', () => {
  it('names the input, the output, the raw amount and the type', () => {
    const exactIn = new URL(
      quoteUrl('http://api/', CurrencyAmount.fromRawAmount(ETH, '10'), USDC, TradeType.EXACT_INPUT),
    )
    expect(exactIn.pathname).toBe('/v1/quote')
    expect(Object.fromEntries(exactIn.searchParams)).toEqual({
      protocols: 'v2,v3',
      tokenInAddress: 'ETH',
      tokenInChainId: '1',
      tokenOutAddress: USDC.address,
      tokenOutChainId: '1',
      amount: '10',
      type: 'exactIn',
      sharedPools: 'true',
      heldSplits: 'true',
    })
    const exactOut = new URL(
      quoteUrl('http://api', CurrencyAmount.fromRawAmount(USDC, '5'), ETH, TradeType.EXACT_OUTPUT),
    )
    expect(exactOut.searchParams.get('tokenInAddress')).toBe('ETH')
    expect(exactOut.searchParams.get('tokenOutAddress')).toBe(USDC.address)
    expect(exactOut.searchParams.get('type')).toBe('exactOut')
    expect(exactOut.searchParams.has('maxHops')).toBe(false)
    const priced = new URL(
      quoteUrl('http://api', CurrencyAmount.fromRawAmount(USDC, '5'), ETH, TradeType.EXACT_OUTPUT, 2),
    )
    expect(priced.searchParams.get('maxHops')).toBe('2')
  })
  it('asks for v2 pools only when told (fee-on-transfer trades)', () => {
    const v2 = new URL(
      quoteUrl('http://api', CurrencyAmount.fromRawAmount(ETH, '5'), USDC, TradeType.EXACT_INPUT, undefined, [
        'v2',
      ]),
    )
    expect(v2.searchParams.get('protocols')).toBe('v2')
    expect(v2.searchParams.has('maxHops')).toBe(false)
  })
})

describe('fetchQuote', () => {
  it('reads a route, a NO_ROUTE answer, and throws on other failures', async () => {
    const respond = (status: number, body: unknown) =>
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response(JSON.stringify(body), { status })),
      )
    respond(200, validAnswer())
    expect(await fetchQuote('http://api/v1/quote')).toMatchObject({
      kind: 'route',
      response: { quote: '3000000000' },
    })
    // A 200 of another form is a failed quote, not a route.
    respond(200, { quote: '1', route: [] })
    await expect(fetchQuote('http://api/v1/quote')).rejects.toThrow('unexpected form')
    // So is an answer whose held-split legs are of another form (@exchange/quote-format's legs).
    respond(200, { ...validAnswer(), legs: [{ paidBy: 'someone' }, { paidBy: 'router' }] })
    await expect(fetchQuote('http://api/v1/quote')).rejects.toThrow('unexpected form')
    respond(404, { errorCode: 'NO_ROUTE' })
    expect(await fetchQuote('http://api/v1/quote')).toEqual({ kind: 'no-route' })
    respond(503, { errorCode: 'CHAIN_UNAVAILABLE' })
    await expect(fetchQuote('http://api/v1/quote')).rejects.toThrow(/^503/)
  })
})

describe('isQuoteFresh', () => {
  it('accepts quotes at most 10 blocks old', () => {
    expect(isQuoteFresh(100n, 110)).toBe(true)
    expect(isQuoteFresh(100n, 111)).toBe(false)
    expect(isQuoteFresh(100n, undefined)).toBe(true)
  })
})
