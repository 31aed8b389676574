import { describe, expect, it } from 'vitest'
import { DEADLINE_SECONDS, MAX_SLIPPAGE_BIPS, parseQuoteParams } from '../src/params.ts'
import { base, fieldOf, parse, supported, swapOptions, USDC } from './params-fixture.ts'

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
