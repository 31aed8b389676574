import type { Address } from '@exchange/router'
import { describe, expect, it } from 'vitest'
import { parseQuoteParams } from '../src/params.ts'
import { formatDecimals } from '../src/response.ts'

const WETH: Address = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const USDC: Address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const supported = new Map([
  [1, { nativeSymbol: 'ETH', wrappedNative: WETH }],
  [42161, { nativeSymbol: 'ETH', wrappedNative: '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1' as Address }],
])

const base = {
  tokenInAddress: WETH,
  tokenInChainId: '1',
  tokenOutAddress: USDC,
  tokenOutChainId: '1',
  amount: '1000000000000000000',
  type: 'exactIn',
}
const parse = (overrides: Record<string, string | undefined>) => {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries({ ...base, ...overrides }))
    if (value !== undefined) query.set(key, value)
  return parseQuoteParams(query, supported)
}

describe('query parameters', () => {
  it('parses a valid request, with ETH for the native coin and lower-case addresses', () => {
    const result = parse({ tokenInAddress: 'ETH', tokenOutAddress: USDC.toLowerCase(), protocols: 'v2,v3' })
    expect(result).toEqual({
      ok: true,
      params: {
        chainId: 1,
        tokenIn: 'NATIVE',
        tokenOut: USDC,
        amount: 10n ** 18n,
        type: 'exactIn',
        protocols: ['v2', 'v3'],
        maxHops: 3,
      },
    })
    expect(parse({ maxHops: '2' })).toMatchObject({ ok: true, params: { maxHops: 2 } })
    expect(parse({ protocols: 'v3' })).toMatchObject({ ok: true, params: { protocols: ['v3'] } })
    expect(parse({ type: 'exactOut' })).toMatchObject({ ok: true, params: { type: 'exactOut' } })
  })

  it.each([
    [{ tokenInAddress: '0x1234' }, 400, 'tokenInAddress', 'TOKEN_IN_INVALID', 'Invalid address: 0x1234'],
    [
      { tokenOutAddress: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB4B' },
      400,
      'tokenOutAddress',
      'TOKEN_OUT_INVALID',
      'Invalid address: 0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB4B',
    ],
    [
      { tokenInChainId: '5' },
      400,
      'tokenInChainId',
      'TOKEN_CHAIN_ID_NOT_SUPPORTED',
      'Unsupported chain ID: 5',
    ],
    [
      { tokenOutChainId: 'one' },
      400,
      'tokenOutChainId',
      'TOKEN_CHAIN_ID_NOT_SUPPORTED',
      'Unsupported chain ID: one',
    ],
    [
      { tokenOutChainId: '42161' },
      400,
      'tokenOutChainId',
      'TOKEN_CHAINS_DIFFERENT',
      'Cannot request quotes for tokens on different chains',
    ],
    [
      { amount: '0' },
      400,
      'amount',
      'VALIDATION_ERROR',
      'amount must be a positive integer (raw token units) below 2^256',
    ],
    [
      { amount: '-5' },
      400,
      'amount',
      'VALIDATION_ERROR',
      'amount must be a positive integer (raw token units) below 2^256',
    ],
    [
      { amount: '1.5' },
      400,
      'amount',
      'VALIDATION_ERROR',
      'amount must be a positive integer (raw token units) below 2^256',
    ],
    [
      { amount: (1n << 256n).toString() },
      400,
      'amount',
      'VALIDATION_ERROR',
      'amount must be a positive integer (raw token units) below 2^256',
    ],
    [
      { tokenOutAddress: WETH.toLowerCase() },
      400,
      'tokenOutAddress',
      'TOKEN_IN_OUT_SAME',
      'tokenIn and tokenOut must be different',
    ],
    [
      { tokenInAddress: 'eth', tokenOutAddress: WETH },
      400,
      'tokenOutAddress',
      'TOKEN_IN_OUT_SAME',
      'tokenIn and tokenOut must be different',
    ],
    [{ type: 'exactish' }, 400, 'type', 'VALIDATION_ERROR', "type must be 'exactIn' or 'exactOut'"],
    [{ amount: undefined }, 400, 'amount', 'VALIDATION_ERROR', 'amount is required'],
    [
      { protocols: 'v4' },
      400,
      'protocols',
      'VALIDATION_ERROR',
      "protocols must be a comma-separated list of 'v2' and 'v3'",
    ],
    [{ maxHops: '4' }, 400, 'maxHops', 'VALIDATION_ERROR', 'maxHops must be 1, 2 or 3'],
    [{ maxHops: '0' }, 400, 'maxHops', 'VALIDATION_ERROR', 'maxHops must be 1, 2 or 3'],
    [
      { recipient: WETH },
      400,
      'slippageTolerance',
      'VALIDATION_ERROR',
      'slippageTolerance must be a percentage between 0 and 50',
    ],
  ])('rejects %o naming the field', (overrides, _status, field, errorCode, detail) => {
    expect(parse(overrides)).toEqual({ ok: false, error: { errorCode, field, detail } })
  })

  it('reads the swap options that ask for calldata', () => {
    expect(parse({ recipient: USDC, slippageTolerance: '0.5', deadline: '1800' })).toMatchObject({
      ok: true,
      params: { swap: { recipient: USDC, slippageBips: 50, deadlineSeconds: 1800 } },
    })
  })
})

describe('decimal forms', () => {
  it('formats raw amounts in whole tokens without trailing zeros', () => {
    expect(formatDecimals(1_500_000n, 6)).toBe('1.5')
    expect(formatDecimals(10n ** 18n, 18)).toBe('1')
    expect(formatDecimals(1n, 18)).toBe('0.000000000000000001')
    expect(formatDecimals(-2_000_001n, 6)).toBe('-2.000001')
  })
})
