import { type Currency, CurrencyAmount, Token } from '@uniswap/sdk-core'
import { encodeSqrtRatioX96, FeeAmount, Pool, TickMath } from '@uniswap/v3-sdk'
import { describe, expect, it } from 'vitest'
import { tryParseCurrencyAmount } from '../../../swap'
import {
  type AddStateInputs,
  addActions,
  addSlippage,
  deriveAddState,
  formattedAmounts,
  IN_RANGE_SLIPPAGE,
  OUT_OF_RANGE_SLIPPAGE,
  rangeBounds,
  steppedBound,
} from './addState'
import { initialMintState } from './mintState'
import { tickLimits, tickToBasePrice } from './ticks'

const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI')
const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC')
const amount = (currency: Currency, raw: string) => CurrencyAmount.fromRawAmount(currency, raw)

// A DAI/USDC pool at 1 USDC per DAI: DAI (18 decimals) is token0.
const sqrt = encodeSqrtRatioX96('1000000', '1000000000000000000')
const pool = new Pool(
  DAI,
  USDC,
  FeeAmount.LOW,
  sqrt,
  '1000000000000000000',
  TickMath.getTickAtSqrtRatio(sqrt),
)
const inputs = (
  overrides: Partial<Omit<AddStateInputs, 'state'>> & { state?: Partial<AddStateInputs['state']> },
): AddStateInputs => ({
  currencyA: DAI,
  currencyB: USDC,
  feeAmount: FeeAmount.LOW,
  poolState: 'EXISTS',
  pool,
  account: '0x1',
  balanceA: amount(DAI, (10n ** 24n).toString()),
  balanceB: amount(USDC, (10n ** 12n).toString()),
  parseAmount: tryParseCurrencyAmount,
  userSlippage: 'auto',
  ...overrides,
  state: { ...initialMintState, ...overrides.state },
})
const aroundPrice = { typedValue: '100', leftRangeTypedValue: '0.99', rightRangeTypedValue: '1.01' }

describe('addSlippage', () => {
  it("is the user's own, or on Auto 0.50% in range and 1% (larger) out of range", () => {
    expect(addSlippage(75, false).toFixed(2)).toBe('0.75')
    expect(addSlippage(75, true).toFixed(2)).toBe('0.75')
    expect(addSlippage('auto', false)).toBe(IN_RANGE_SLIPPAGE)
    expect(addSlippage(undefined, true)).toBe(OUT_OF_RANGE_SLIPPAGE)
    expect(IN_RANGE_SLIPPAGE.toFixed(2)).toBe('0.50')
    expect(OUT_OF_RANGE_SLIPPAGE.toFixed(2)).toBe('1.00')
    expect(addSlippage('auto', true).greaterThan(addSlippage('auto', false))).toBe(true)
    // A user-set 0 is the user's choice, not Auto.
    expect(addSlippage(0, true).toFixed(2)).toBe('0.00')
  })
})

describe('formattedAmounts', () => {
  it('shows the typed field as typed and the other at 6 significant digits, rounded down', () => {
    const parsed = { CURRENCY_A: amount(DAI, '1'), CURRENCY_B: amount(USDC, '1234567') }
    expect(formattedAmounts({ independentField: 'CURRENCY_A', typedValue: '1.0' }, parsed)).toEqual({
      CURRENCY_A: '1.0',
      CURRENCY_B: '1.23456',
    })
    expect(formattedAmounts({ independentField: 'CURRENCY_B', typedValue: '' }, {})).toEqual({
      CURRENCY_A: '',
      CURRENCY_B: '',
    })
  })
})

describe('rangeBounds', () => {
  it('reads the bounds as prices of A in B, turned round when A is the pool token1', () => {
    const straight = deriveAddState(inputs({ state: aroundPrice })).bounds
    expect(Number(straight.priceLower?.toSignificant(6))).toBeCloseTo(0.99, 2)
    expect(Number(straight.priceUpper?.toSignificant(6))).toBeCloseTo(1.01, 2)
    expect(straight.currentPrice?.toSignificant(6)).toBe('1')
    const inverted = deriveAddState(inputs({ currencyA: USDC, currencyB: DAI, state: aroundPrice })).bounds
    expect(Number(inverted.priceLower?.toSignificant(6))).toBeCloseTo(0.99, 2)
    expect(Number(inverted.priceUpper?.toSignificant(6))).toBeCloseTo(1.01, 2)
    expect(inverted.lowerBoundTick).toBe(
      deriveAddState(inputs({ currencyA: USDC, currencyB: DAI, state: aroundPrice })).info.tickUpper,
    )
  })
  it('puts the limit flags on the side they bound', () => {
    const bounds = rangeBounds({
      tokenA: USDC,
      tokenB: DAI,
      invertPrice: true,
      ticksAtLimit: { LOWER: true, UPPER: false },
      tickLower: undefined,
      tickUpper: undefined,
      price: undefined,
    })
    expect(bounds).toMatchObject({ lowerAtLimit: false, upperAtLimit: true, priceLower: undefined })
    expect(bounds.currentPrice).toBeUndefined()
  })
})

describe('addActions', () => {
  const parsedAmounts = { CURRENCY_A: amount(DAI, '1'), CURRENCY_B: amount(USDC, '1') }
  const info = { error: undefined, invalidRange: false, position: {} as never, parsedAmounts }
  it('shows an approve button per deposited side not approved, and previews once both are', () => {
    expect(addActions({ info, approvalA: 'NOT_APPROVED', approvalB: 'PENDING' })).toEqual({
      approveA: true,
      approveB: true,
      canPreview: false,
    })
    // An allowance not yet known keeps its button's place (in a loading state) and Preview waits.
    expect(addActions({ info, approvalA: 'APPROVED', approvalB: 'UNKNOWN' })).toEqual({
      approveA: false,
      approveB: true,
      canPreview: false,
    })
    expect(addActions({ info, approvalA: 'APPROVED', approvalB: 'APPROVED' })).toEqual({
      approveA: false,
      approveB: false,
      canPreview: true,
    })
  })
  it('a side that deposits nothing needs no approval', () => {
    const oneSided = { ...info, parsedAmounts: { CURRENCY_A: amount(DAI, '1') } }
    expect(addActions({ info: oneSided, approvalA: 'APPROVED', approvalB: 'NOT_APPROVED' })).toEqual({
      approveA: false,
      approveB: false,
      canPreview: true,
    })
  })
  it('an error, an invalid range or no position: no approvals and no preview', () => {
    const off = { approveA: false, approveB: false, canPreview: false }
    expect(
      addActions({
        info: { ...info, error: { kind: 'ENTER_AMOUNT' } },
        approvalA: 'NOT_APPROVED',
        approvalB: 'APPROVED',
      }),
    ).toEqual(off)
    expect(
      addActions({ info: { ...info, invalidRange: true }, approvalA: 'APPROVED', approvalB: 'APPROVED' }),
    ).toEqual({
      ...off,
    })
    expect(
      addActions({ info: { ...info, position: undefined }, approvalA: 'APPROVED', approvalB: 'APPROVED' }),
    ).toEqual(off)
  })
})

describe('deriveAddState', () => {
  it('derives amounts, error and slippage in one step; the approvals follow from its amounts', () => {
    const state = deriveAddState(inputs({ state: aroundPrice }))
    const actions = addActions({ info: state.info, approvalA: 'APPROVED', approvalB: 'NOT_APPROVED' })
    expect(state.info.error).toBeUndefined()
    expect(state.formatted.CURRENCY_A).toBe('100')
    expect(Number(state.formatted.CURRENCY_B)).toBeGreaterThan(80)
    expect(actions).toEqual({ approveA: false, approveB: true, canPreview: false })
    expect(state.slippage).toBe(IN_RANGE_SLIPPAGE)
  })
  it('an out-of-range position defaults to 1% slippage; no wallet is the first error', () => {
    const above = deriveAddState(
      inputs({
        account: undefined,
        state: { typedValue: '100', leftRangeTypedValue: '1.05', rightRangeTypedValue: '1.1' },
      }),
    )
    expect(above.info.outOfRange).toBe(true)
    expect(above.slippage).toBe(OUT_OF_RANGE_SLIPPAGE)
    expect(above.slippage.toFixed(2)).toBe('1.00')
    expect(above.info.error).toEqual({ kind: 'CONNECT_WALLET' })
    expect(addActions({ info: above.info, approvalA: 'NOT_APPROVED', approvalB: 'NOT_APPROVED' })).toEqual({
      approveA: false,
      approveB: false,
      canPreview: false,
    })
  })
})

describe('steppedBound', () => {
  const step = {
    tokenA: DAI,
    tokenB: USDC,
    feeAmount: FeeAmount.LOW,
    currentPrice: undefined,
    invertPrice: false,
  }
  it('moves a bound one tick spacing, typed as a price of A in B', () => {
    expect(steppedBound({ ...step, tick: 0, direction: 1 })).toBe(
      tickToBasePrice(DAI, USDC, 10).toSignificant(8),
    )
    expect(steppedBound({ ...step, tick: 0, direction: -1 })).toBe(
      tickToBasePrice(DAI, USDC, -10).toSignificant(8),
    )
  })
  it('turns the direction round when the price is inverted', () => {
    expect(
      steppedBound({ ...step, tokenA: USDC, tokenB: DAI, tick: 0, invertPrice: true, direction: 1 }),
    ).toBe(tickToBasePrice(USDC, DAI, -10).toSignificant(8))
  })
  it('is true at the tier limit, and undefined with nothing to step from', () => {
    const { max } = tickLimits(FeeAmount.LOW)
    expect(steppedBound({ ...step, tick: max - 10, direction: 1 })).toBe(true)
    expect(steppedBound({ ...step, tick: undefined, direction: 1 })).toBeUndefined()
    expect(steppedBound({ ...step, feeAmount: undefined, tick: 0, direction: 1 })).toBeUndefined()
  })
  it('starts from the current price when the bound has no tick', () => {
    const currentPrice = tickToBasePrice(DAI, USDC, 1000)
    expect(steppedBound({ ...step, tick: undefined, currentPrice, direction: 1 })).toBe(
      tickToBasePrice(DAI, USDC, 1010).toSignificant(8),
    )
  })
})
