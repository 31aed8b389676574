import type { Address } from '@exchange/router'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEADLINE_SECONDS, MAX_SLIPPAGE_BIPS, parseQuoteParams } from '../src/params.ts'
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
        sharedPools: false,
        heldSplits: false,
      },
    })
    expect(parse({ maxHops: '2' })).toMatchObject({ ok: true, params: { maxHops: 2 } })
    expect(parse({ sharedPools: 'true' })).toMatchObject({ ok: true, params: { sharedPools: true } })
    expect(parse({ sharedPools: 'false' })).toMatchObject({ ok: true, params: { sharedPools: false } })
    expect(parse({ heldSplits: 'true' })).toMatchObject({ ok: true, params: { heldSplits: true } })
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
    [{ sharedPools: '1' }, 400, 'sharedPools', 'VALIDATION_ERROR', "sharedPools must be 'true' or 'false'"],
    [{ heldSplits: 'yes' }, 400, 'heldSplits', 'VALIDATION_ERROR', "heldSplits must be 'true' or 'false'"],
    [
      { recipient: WETH },
      400,
      'slippageTolerance',
      'VALIDATION_ERROR',
      'slippageTolerance must be a decimal percentage from 0 to 50 with at most two decimals, such as 0.5',
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

const swapOptions = { recipient: USDC, slippageTolerance: '0.5', deadline: '1800' }
const fieldOf = (result: ReturnType<typeof parse>) => (result.ok ? undefined : result.error.field)

describe('strict values (issue 16, item 7)', () => {
  // What Number() or a lax regex would have read as something else.
  it.each([
    ['slippageTolerance', '0x10'],
    ['slippageTolerance', ' '],
    ['slippageTolerance', '%20'],
    ['slippageTolerance', '1e1'],
    ['slippageTolerance', '-1'],
    ['slippageTolerance', '+1'],
    ['slippageTolerance', '.5'],
    ['slippageTolerance', '5.'],
    ['slippageTolerance', '0.505'],
    ['slippageTolerance', '50.01'],
    ['slippageTolerance', '51'],
    ['slippageTolerance', 'Infinity'],
    ['slippageTolerance', ''],
    ['deadline', '0x10'],
    ['deadline', '1e3'],
    ['deadline', '600.0'],
    ['deadline', ' 600'],
    ['deadline', '-600'],
    ['deadline', '0'],
    ['deadline', '59'],
    ['deadline', '10801'],
    ['deadline', ''],
    ['recipient', '0xa0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'],
    ['recipient', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB4'],
    ['recipient', 'alice.eth'],
    ['recipient', ''],
    ['amount', '0x10'],
    ['amount', '1e18'],
    ['amount', ' 1'],
    ['amount', '+1'],
    ['amount', '1 '],
    ['amount', '１'],
    ['amount', (1n << 256n).toString()],
    ['amount', `0${(1n << 256n).toString()}`],
    ['tokenInChainId', '0x1'],
    ['tokenInChainId', '01'],
    ['tokenInChainId', '1.0'],
  ])('refuses %s=%j with a 400 naming it', (field, value) => {
    const result = parse({ ...swapOptions, [field]: value })
    expect(result.ok).toBe(false)
    expect(fieldOf(result)).toBe(field)
  })

  it('refuses a mixed-case token address whose checksum is wrong, and takes it lower-case', () => {
    const wrong = `0x${USDC.slice(2, 41)}${USDC.at(-1) === '8' ? '9' : '8'}`.replace('A0b8', 'a0B8')
    expect(fieldOf(parse({ tokenOutAddress: wrong }))).toBe('tokenOutAddress')
    expect(parse({ tokenOutAddress: USDC.toLowerCase() })).toMatchObject({
      ok: true,
      params: { tokenOut: USDC },
    })
    expect(parse({ tokenOutAddress: `0x${USDC.slice(2).toUpperCase()}` })).toMatchObject({ ok: true })
  })

  it('refuses a parameter given twice, which could be read either way', () => {
    const query = new URLSearchParams({ ...base })
    query.append('amount', '5')
    expect(parseQuoteParams(query, supported)).toEqual({
      ok: false,
      error: { errorCode: 'VALIDATION_ERROR', field: 'amount', detail: 'amount is given more than once' },
    })
  })

  it('reads the bounds of the spec ranges exactly', () => {
    expect(parse({ ...swapOptions, slippageTolerance: '0' })).toMatchObject({
      params: { swap: { slippageBips: 0 } },
    })
    expect(parse({ ...swapOptions, slippageTolerance: '50' })).toMatchObject({
      params: { swap: { slippageBips: MAX_SLIPPAGE_BIPS } },
    })
    expect(parse({ ...swapOptions, slippageTolerance: '0.01' })).toMatchObject({
      params: { swap: { slippageBips: 1 } },
    })
    expect(parse({ ...swapOptions, slippageTolerance: '12.3' })).toMatchObject({
      params: { swap: { slippageBips: 1230 } },
    })
    expect(parse({ ...swapOptions, deadline: String(DEADLINE_SECONDS.min) })).toMatchObject({ ok: true })
    expect(parse({ ...swapOptions, deadline: String(DEADLINE_SECONDS.max) })).toMatchObject({ ok: true })
    expect(parse({ amount: ((1n << 256n) - 1n).toString() })).toMatchObject({
      ok: true,
      params: { amount: (1n << 256n) - 1n },
    })
  })

  it('never echoes markup or long input back', () => {
    const result = parse({ tokenInAddress: `<script>${'x'.repeat(5000)}` })
    expect(result.ok).toBe(false)
    const detail = result.ok ? '' : result.error.detail
    expect(detail).not.toContain('<')
    expect(detail.length).toBeLessThan(120)
  })
})

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

describe('decimal forms', () => {
  it('formats raw amounts in whole tokens without trailing zeros', () => {
    expect(formatDecimals(1_500_000n, 6)).toBe('1.5')
    expect(formatDecimals(10n ** 18n, 18)).toBe('1')
    expect(formatDecimals(1n, 18)).toBe('0.000000000000000001')
    expect(formatDecimals(-2_000_001n, 6)).toBe('-2.000001')
  })
})
