import { describe, expect, it } from 'vitest'
import { parse, USDC, WETH } from './params-fixture.ts'

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
