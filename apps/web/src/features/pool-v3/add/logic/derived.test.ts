import { type Currency, CurrencyAmount, Token } from '@uniswap/sdk-core'
import { encodeSqrtRatioX96, FeeAmount, Pool, TickMath } from '@uniswap/v3-sdk'
import { describe, expect, it } from 'vitest'
import { tryParseCurrencyAmount } from '../../../swap'
import { addButtonError, deriveMintInfo, type MintInputs } from './derived'
import { initialMintState } from './mintState'

const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI')
const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC')
const amount = (currency: Currency, raw: string) => CurrencyAmount.fromRawAmount(currency, raw)

const base = {
  account: '0x1',
  poolState: 'EXISTS' as const,
  invalidPrice: false,
  amountA: amount(DAI, '100'),
  amountB: amount(USDC, '100'),
  depositADisabled: false,
  depositBDisabled: false,
  balanceA: amount(DAI, '1000'),
  balanceB: amount(USDC, '1000'),
}

describe('addButtonError precedence', () => {
  it('asks to connect a wallet first, whatever else is wrong', () => {
    expect(addButtonError({ ...base, account: undefined, poolState: 'INVALID', invalidPrice: true })).toEqual(
      {
        kind: 'CONNECT_WALLET',
      },
    )
  })
  it('then an invalid pair, then an invalid price, then a missing amount', () => {
    expect(
      addButtonError({ ...base, poolState: 'INVALID', invalidPrice: true, amountA: undefined })?.kind,
    ).toBe('INVALID_PAIR')
    expect(addButtonError({ ...base, invalidPrice: true, amountA: undefined })?.kind).toBe('INVALID_PRICE')
    expect(addButtonError({ ...base, amountB: undefined, balanceA: amount(DAI, '1') })?.kind).toBe(
      'ENTER_AMOUNT',
    )
  })
  it('does not ask for the amount of a disabled side', () => {
    expect(addButtonError({ ...base, amountB: undefined, depositBDisabled: true })).toBeUndefined()
  })
  it('names the token whose balance is short, A before B', () => {
    expect(addButtonError({ ...base, balanceA: amount(DAI, '99'), balanceB: amount(USDC, '1') })).toEqual({
      kind: 'INSUFFICIENT_BALANCE',
      symbol: 'DAI',
    })
    expect(addButtonError({ ...base, balanceB: amount(USDC, '99') })).toEqual({
      kind: 'INSUFFICIENT_BALANCE',
      symbol: 'USDC',
    })
  })
  it('passes with both amounts covered', () => {
    expect(addButtonError(base)).toBeUndefined()
  })
})

// A DAI/USDC pool at 1 USDC per DAI: DAI (18 decimals) is token0, so the raw price is 1e-12.
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
  overrides: Partial<Omit<MintInputs, 'state'>> & { state?: Partial<MintInputs['state']> },
): MintInputs => ({
  currencyA: DAI,
  currencyB: USDC,
  feeAmount: FeeAmount.LOW,
  poolState: 'EXISTS',
  pool,
  account: '0x1',
  balanceA: amount(DAI, (10n ** 24n).toString()),
  balanceB: amount(USDC, (10n ** 12n).toString()),
  parseAmount: tryParseCurrencyAmount,
  ...overrides,
  state: { ...initialMintState, ...overrides.state },
})

describe('deriveMintInfo', () => {
  it('sizes the other side for a range around the price', () => {
    const info = deriveMintInfo(
      inputs({ state: { typedValue: '100', leftRangeTypedValue: '0.99', rightRangeTypedValue: '1.01' } }),
    )
    expect(info.outOfRange).toBe(false)
    expect(info.invalidRange).toBe(false)
    // the ticks snap to the spacing (10), so the bounds are not quite symmetric around 1
    const other = Number(info.parsedAmounts.CURRENCY_B?.toExact())
    expect(other).toBeGreaterThan(80)
    expect(other).toBeLessThan(120)
    expect(info.position?.liquidity.toString()).not.toBe('0')
    expect(info.error).toBeUndefined()
  })
  it('disables the side a range above the price does not take, and asks for no amount there', () => {
    const info = deriveMintInfo(
      inputs({ state: { typedValue: '100', leftRangeTypedValue: '1.05', rightRangeTypedValue: '1.1' } }),
    )
    expect(info.outOfRange).toBe(true)
    // above the price the position holds only token0 (DAI = A)
    expect(info.depositADisabled).toBe(false)
    expect(info.depositBDisabled).toBe(true)
    expect(info.position?.amount1.quotient.toString()).toBe('0')
    expect(info.error).toBeUndefined()
  })
  it('flags a min price at or above the max price', () => {
    const info = deriveMintInfo(
      inputs({ state: { leftRangeTypedValue: '1.1', rightRangeTypedValue: '1.05' } }),
    )
    expect(info.invalidRange).toBe(true)
    expect(info.depositADisabled && info.depositBDisabled).toBe(true)
  })
  it('maps the typed bounds to the other ticks when A is the pool token1', () => {
    const info = deriveMintInfo(
      inputs({
        currencyA: USDC,
        currencyB: DAI,
        state: { leftRangeTypedValue: '0.99', rightRangeTypedValue: '1.01' },
      }),
    )
    expect(info.invertPrice).toBe(true)
    expect(info.tickLower).toBeLessThan(info.tickUpper ?? 0)
    expect(info.outOfRange).toBe(false)
  })
  it('full range uses the tier limits', () => {
    const info = deriveMintInfo(inputs({ state: { leftRangeTypedValue: true, rightRangeTypedValue: true } }))
    expect(info.ticksAtLimit).toEqual({ LOWER: true, UPPER: true })
    expect(info.tickLower).toBe(-887270)
  })
  it('a new pool takes its price from the starting price, and refuses one beyond the sqrt bounds', () => {
    const fresh = deriveMintInfo(
      inputs({
        poolState: 'NOT_EXISTS',
        pool: null,
        state: {
          startPriceTypedValue: '2',
          typedValue: '1',
          leftRangeTypedValue: '1',
          rightRangeTypedValue: '4',
        },
      }),
    )
    expect(fresh.noLiquidity).toBe(true)
    expect(fresh.price?.toSignificant(4)).toBe('2')
    expect(fresh.parsedAmounts.CURRENCY_B).toBeDefined()
    const wild = deriveMintInfo(
      inputs({
        poolState: 'NOT_EXISTS',
        pool: null,
        state: { startPriceTypedValue: `1${'0'.repeat(60)}` },
      }),
    )
    expect(wild.invalidPrice).toBe(true)
    expect(wild.error?.kind).toBe('INVALID_PRICE')
  })
})
