import { describe, expect, it } from 'vitest'
import {
  permissionCoversTrade,
  type SwapButtonInputs,
  swapButton,
  swapInputError,
  wrapInputError,
} from './swapButton'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const ready: SwapButtonInputs = {
  account: ACCOUNT,
  hasInputCurrency: true,
  hasOutputCurrency: true,
  hasAmount: true,
  recipient: null,
  recipientAddress: undefined,
  insufficientBalanceSymbol: undefined,
  isUnsupported: false,
  wrapType: 'NOT_APPLICABLE',
  sufficientWrapBalance: true,
  tradeState: 'VALID',
  priceImpactSeverity: 0,
  expertMode: false,
  approval: 'APPROVED',
}

describe('swapInputError precedence', () => {
  it.each<[string, Partial<SwapButtonInputs>, string | undefined]>([
    [
      'no account first, whatever else is missing',
      { account: undefined, hasInputCurrency: false, hasAmount: false },
      'CONNECT_WALLET',
    ],
    ['then a token', { hasOutputCurrency: false, hasAmount: false }, 'SELECT_TOKEN'],
    ['then an amount', { hasAmount: false, recipient: 'nobody' }, 'ENTER_AMOUNT'],
    ['an amount no token can hold', { hasAmount: false, amountTooLarge: true }, 'AMOUNT_TOO_LARGE'],
    [
      'then a recipient that does not resolve',
      { recipient: 'nobody.eth', recipientAddress: undefined, insufficientBalanceSymbol: 'ETH' },
      'ENTER_RECIPIENT',
    ],
    [
      'a blocked recipient',
      {
        recipient: '0x7a250d5630b4cf539739df2c5dacb4c659f2488d',
        recipientAddress: '0x7a250d5630b4cf539739df2c5dacb4c659f2488d',
      },
      'INVALID_RECIPIENT',
    ],
    [
      'the v3 factory as recipient',
      { recipient: 'x', recipientAddress: '0x1F98431c8aD98523631AE4a59f267346ea31F984' },
      'INVALID_RECIPIENT',
    ],
    ['then the balance', { insufficientBalanceSymbol: 'USDC' }, 'INSUFFICIENT_BALANCE'],
    [
      'an output that cannot be sold, once both tokens are chosen, before any amount',
      { honeypotSymbol: 'HONEY', hasAmount: false, insufficientBalanceSymbol: 'ETH' },
      'HONEYPOT',
    ],
    [
      'but a token still to choose first',
      { honeypotSymbol: 'HONEY', hasOutputCurrency: false },
      'SELECT_TOKEN',
    ],
    [
      'an exact output of a taxed token, once there is an amount',
      { feeOnTransferExactOutput: true, insufficientBalanceSymbol: 'ETH' },
      'FEE_ON_TRANSFER_EXACT_OUTPUT',
    ],
    ['no amount before that', { feeOnTransferExactOutput: true, hasAmount: false }, 'ENTER_AMOUNT'],
    ['a valid other recipient', { recipient: 'bob.eth', recipientAddress: OTHER }, undefined],
    ['nothing missing', {}, undefined],
  ])('%s', (_name, overrides, code) => {
    expect(swapInputError({ ...ready, ...overrides })?.code).toBe(code)
  })

  it('names the symbol of an insufficient balance', () => {
    expect(swapInputError({ ...ready, insufficientBalanceSymbol: 'DAI' })).toEqual({
      code: 'INSUFFICIENT_BALANCE',
      symbol: 'DAI',
    })
  })
})

describe('the token safety refusals on the button', () => {
  it('keeps Swap disabled, with the honeypot named, even with a valid trade', () => {
    expect(swapButton({ ...ready, honeypotSymbol: 'HONEY' })).toEqual({
      kind: 'SWAP',
      label: { code: 'HONEYPOT', symbol: 'HONEY' },
      disabled: true,
      danger: false,
      loadingAllowance: false,
    })
  })
  it('waits, loading, while a token is being probed, and asks for no approval before its verdict', () => {
    expect(swapButton({ ...ready, safetyPending: true })).toEqual({
      kind: 'SWAP',
      label: 'SWAP',
      disabled: true,
      danger: false,
      loadingAllowance: true,
    })
    expect(swapButton({ ...ready, safetyPending: true, approval: 'NOT_APPROVED' }).kind).toBe('SWAP')
    // An input error still comes first.
    expect(swapButton({ ...ready, safetyPending: true, hasAmount: false })).toMatchObject({
      label: { code: 'ENTER_AMOUNT' },
      loadingAllowance: false,
    })
  })
  it('asks for no approval while the output cannot be sold', () => {
    expect(swapButton({ ...ready, honeypotSymbol: 'HONEY', approval: 'NOT_APPROVED' }).kind).toBe('SWAP')
  })
})

describe('wrapInputError', () => {
  it.each([
    ['WRAP', false, true, 'ENTER_ETH_AMOUNT'],
    ['WRAP', true, false, 'INSUFFICIENT_ETH_BALANCE'],
    ['WRAP', true, true, undefined],
    ['UNWRAP', false, true, 'ENTER_WETH_AMOUNT'],
    ['UNWRAP', true, false, 'INSUFFICIENT_WETH_BALANCE'],
    ['NOT_APPLICABLE', false, false, undefined],
  ] as const)('%s amount=%s balance=%s → %s', (type, amount, balance, error) => {
    expect(wrapInputError(type, amount, balance)).toBe(error)
  })
})

describe('swapButton', () => {
  it('says an amount is too large, also when wrapping', () => {
    expect(swapButton({ ...ready, hasAmount: false, amountTooLarge: true })).toMatchObject({
      kind: 'SWAP',
      label: { code: 'AMOUNT_TOO_LARGE' },
      disabled: true,
    })
    expect(swapButton({ ...ready, wrapType: 'WRAP', hasAmount: false, amountTooLarge: true })).toEqual({
      kind: 'WRAP',
      wrapType: 'WRAP',
      error: 'AMOUNT_TOO_LARGE',
    })
  })

  it('shows Unsupported Asset before anything else, then Connect Wallet', () => {
    expect(swapButton({ ...ready, isUnsupported: true, account: undefined }).kind).toBe('UNSUPPORTED_ASSET')
    expect(swapButton({ ...ready, account: undefined }).kind).toBe('CONNECT_WALLET')
  })

  it('wraps and unwraps with their own errors', () => {
    expect(swapButton({ ...ready, wrapType: 'WRAP' })).toEqual({
      kind: 'WRAP',
      wrapType: 'WRAP',
      error: undefined,
    })
    expect(swapButton({ ...ready, wrapType: 'UNWRAP', hasAmount: false })).toEqual({
      kind: 'WRAP',
      wrapType: 'UNWRAP',
      error: 'ENTER_WETH_AMOUNT',
    })
  })

  it("says 'Insufficient liquidity for this trade.' only for a specified trade without a route", () => {
    expect(swapButton({ ...ready, tradeState: 'NO_ROUTE_FOUND' }).kind).toBe('NO_ROUTE')
    expect(swapButton({ ...ready, tradeState: 'NO_ROUTE_FOUND', hasAmount: false })).toMatchObject({
      kind: 'SWAP',
      label: { code: 'ENTER_AMOUNT' },
    })
  })

  it('asks for approval first, with the swap label it will have', () => {
    expect(swapButton({ ...ready, approval: 'NOT_APPROVED' })).toEqual({
      kind: 'APPROVE',
      approval: 'NOT_APPROVED',
      swapLabel: 'SWAP',
      swapDisabled: true,
    })
    expect(swapButton({ ...ready, approval: 'PENDING', priceImpactSeverity: 3 })).toMatchObject({
      swapLabel: 'HIGH_PRICE_IMPACT',
    })
    expect(swapButton({ ...ready, approval: 'NOT_APPROVED', insufficientBalanceSymbol: 'DAI' }).kind).toBe(
      'SWAP',
    )
  })

  it.each<[Partial<SwapButtonInputs>, string, boolean, boolean]>([
    [{}, 'SWAP', false, false],
    [{ tradeState: 'LOADING' }, 'SWAP', true, false],
    [{ tradeState: 'SYNCING' }, 'SWAP', true, false],
    [{ tradeState: 'INVALID' }, 'SWAP', true, false],
    [{ priceImpactSeverity: 1 }, 'SWAP', false, false],
    [{ priceImpactSeverity: 2 }, 'SWAP_ANYWAY', false, true],
    [{ priceImpactSeverity: 3 }, 'PRICE_IMPACT_TOO_HIGH', true, true],
    [{ priceImpactSeverity: 3, expertMode: true }, 'SWAP_ANYWAY', false, true],
    [{ approval: 'UNKNOWN' }, 'SWAP', true, false],
  ])('%o → %s (disabled %s, danger %s)', (overrides, label, disabled, danger) => {
    expect(swapButton({ ...ready, ...overrides })).toEqual({
      kind: 'SWAP',
      label,
      disabled,
      danger,
      loadingAllowance: overrides.approval === 'UNKNOWN',
    })
  })
})

describe('the permission to use the input token', () => {
  it('covers the trade with an allowance or a signed permit only', () => {
    expect(permissionCoversTrade('APPROVED', false)).toBe(true)
    expect(permissionCoversTrade('NOT_APPROVED', true)).toBe(true)
    for (const approval of ['NOT_APPROVED', 'PENDING', 'UNKNOWN'] as const) {
      expect(permissionCoversTrade(approval, false)).toBe(false)
    }
  })

  it('no longer covers this trade: Swap stays disabled behind Approve, so the page guard is the last line', () => {
    for (const approval of ['NOT_APPROVED', 'PENDING'] as const) {
      const button = swapButton({ ...ready, approval })
      expect(button).toMatchObject({ kind: 'APPROVE', swapDisabled: true })
    }
    expect(swapButton({ ...ready, approval: 'UNKNOWN' })).toMatchObject({ disabled: true })
  })
})
