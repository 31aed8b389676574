import { type Currency, CurrencyAmount, type Price, type Token } from '@uniswap/sdk-core'
import { encodeSqrtRatioX96, type FeeAmount, Pool, Position, TickMath, tickToPrice } from '@uniswap/v3-sdk'
import { isAmountTooLarge } from '../../../../lib/format/amountText'
import type { PoolState } from '../../hooks/usePools'
import type { Field, MintState } from './mintState'
import { isPriceWithinSqrtRatioBounds, tickLimits, tryParsePrice, tryParseTick } from './ticks'

/** The largest liquidity a v3 position can hold (a uint128). */
const MAX_UINT128 = 2n ** 128n - 1n

/** An amount as typed, or undefined when empty, zero, malformed or finer than the currency's decimals. */
export type ParseAmount = (
  value: string,
  currency: Currency | undefined,
) => CurrencyAmount<Currency> | undefined

export type AddError =
  | { kind: 'CONNECT_WALLET' }
  | { kind: 'INVALID_PAIR' }
  | { kind: 'INVALID_PRICE' }
  | { kind: 'AMOUNT_TOO_LARGE' }
  | { kind: 'ENTER_AMOUNT' }
  | { kind: 'INSUFFICIENT_BALANCE'; symbol: string }

export interface MintInputs {
  state: MintState
  currencyA: Currency | undefined
  currencyB: Currency | undefined
  feeAmount: FeeAmount | undefined
  poolState: PoolState
  pool: Pool | null
  /** The ticks of the position being increased; its range replaces the typed one. */
  existingTicks?: { tickLower: number; tickUpper: number }
  account: string | undefined
  balanceA: CurrencyAmount<Currency> | undefined
  balanceB: CurrencyAmount<Currency> | undefined
  parseAmount: ParseAmount
}

export interface MintInfo {
  tokenA?: Token
  tokenB?: Token
  /** True when tokenA is the pool's token1: prices shown (of A in B) are the pool's inverted. */
  invertPrice: boolean
  noLiquidity: boolean
  /** The pool's price of token0 in token1 (or the starting price of a new pool). */
  price?: Price<Token, Token>
  invalidPrice: boolean
  poolForPosition?: Pool
  tickLower?: number
  tickUpper?: number
  ticksAtLimit: { LOWER: boolean; UPPER: boolean }
  invalidRange: boolean
  outOfRange: boolean
  depositADisabled: boolean
  depositBDisabled: boolean
  parsedAmounts: { CURRENCY_A?: CurrencyAmount<Currency>; CURRENCY_B?: CurrencyAmount<Currency> }
  position?: Position
  /** The field whose amount no token can hold (typed, or following from the other one). */
  tooLargeField?: Field
  error?: AddError
}

/** The first error in the spec's order: Connect Wallet, Invalid pair, Invalid price input, Enter an amount, balance. */
export function addButtonError(input: {
  account: string | undefined
  poolState: PoolState
  invalidPrice: boolean
  amountTooLarge?: boolean
  amountA: CurrencyAmount<Currency> | undefined
  amountB: CurrencyAmount<Currency> | undefined
  depositADisabled: boolean
  depositBDisabled: boolean
  balanceA: CurrencyAmount<Currency> | undefined
  balanceB: CurrencyAmount<Currency> | undefined
}): AddError | undefined {
  if (!input.account) return { kind: 'CONNECT_WALLET' }
  if (input.poolState === 'INVALID') return { kind: 'INVALID_PAIR' }
  if (input.invalidPrice) return { kind: 'INVALID_PRICE' }
  if (input.amountTooLarge) return { kind: 'AMOUNT_TOO_LARGE' }
  if ((!input.amountA && !input.depositADisabled) || (!input.amountB && !input.depositBDisabled))
    return { kind: 'ENTER_AMOUNT' }
  for (const [amount, balance, disabled] of [
    [input.amountA, input.balanceA, input.depositADisabled],
    [input.amountB, input.balanceB, input.depositBDisabled],
  ] as const) {
    if (!disabled && amount && (!balance || balance.lessThan(amount)))
      return { kind: 'INSUFFICIENT_BALANCE', symbol: amount.currency.symbol ?? '' }
  }
  return undefined
}

const otherField = (field: Field): Field => (field === 'CURRENCY_A' ? 'CURRENCY_B' : 'CURRENCY_A')

/**
 * Everything the add screen derives from its inputs: the price, the range's ticks, which sides can be
 * deposited, the dependent amount, the position to mint and the button's error.
 */
export function deriveMintInfo(inputs: MintInputs): MintInfo {
  const { state, currencyA, currencyB, feeAmount, poolState, pool, existingTicks } = inputs
  const tokenA = currencyA?.wrapped
  const tokenB = currencyB?.wrapped
  const validPair = !!tokenA && !!tokenB && !tokenA.equals(tokenB)
  const [token0, token1] = validPair ? (tokenA.sortsBefore(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA]) : []
  const invertPrice = validPair && !!token0 && !tokenA.equals(token0)
  const noLiquidity = poolState === 'NOT_EXISTS'

  // The pool's price of token0 in token1; for a new pool the typed starting price (of A in B) turned round.
  let price: Price<Token, Token> | undefined
  let invalidPrice = false
  if (noLiquidity && validPair && token0) {
    const typed = tryParsePrice(tokenA, tokenB, state.startPriceTypedValue)
    const inPoolOrder = typed && (invertPrice ? typed.invert() : typed)
    if (inPoolOrder) {
      if (isPriceWithinSqrtRatioBounds(inPoolOrder)) price = inPoolOrder
      else invalidPrice = true
    }
  } else if (pool && token0) {
    price = pool.priceOf(token0)
  }

  // A new pool is modelled at its starting price with no liquidity, to size the first position.
  let poolForPosition: Pool | undefined = pool ?? undefined
  if (noLiquidity && price && token0 && token1 && feeAmount) {
    const sqrtRatioX96 = encodeSqrtRatioX96(price.numerator, price.denominator)
    const currentTick = TickMath.getTickAtSqrtRatio(sqrtRatioX96)
    poolForPosition = new Pool(token0, token1, feeAmount, sqrtRatioX96, 0, currentTick, [])
  }

  const limits = feeAmount ? tickLimits(feeAmount) : undefined
  const { leftRangeTypedValue: left, rightRangeTypedValue: right } = state
  let tickLower: number | undefined
  let tickUpper: number | undefined
  if (existingTicks) {
    tickLower = existingTicks.tickLower
    tickUpper = existingTicks.tickUpper
  } else if (validPair && limits) {
    // The typed bounds are prices of A in B: when A is token1, the min price is the pool's upper tick.
    const lowerValue = invertPrice ? right : left
    const upperValue = invertPrice ? left : right
    tickLower = lowerValue === true ? limits.min : tryParseTick(tokenA, tokenB, feeAmount, lowerValue)
    tickUpper = upperValue === true ? limits.max : tryParseTick(tokenA, tokenB, feeAmount, upperValue)
  }
  const ticksAtLimit = {
    LOWER: !!limits && tickLower === limits.min,
    UPPER: !!limits && tickUpper === limits.max,
  }
  const invalidRange = tickLower !== undefined && tickUpper !== undefined && tickLower >= tickUpper

  let outOfRange = false
  if (!invalidRange && price && token0 && token1 && tickLower !== undefined && tickUpper !== undefined) {
    const lowerPrice = tickToPrice(token0, token1, tickLower)
    const upperPrice = tickToPrice(token0, token1, tickUpper)
    outOfRange = price.lessThan(lowerPrice) || price.greaterThan(upperPrice)
  }

  // A range entirely above the price takes only token0, entirely below only token1.
  const deposit0Disabled =
    tickUpper !== undefined && !!poolForPosition && poolForPosition.tickCurrent >= tickUpper
  const deposit1Disabled =
    tickLower !== undefined && !!poolForPosition && poolForPosition.tickCurrent <= tickLower
  const aIsToken0 = !!tokenA && !!token0 && tokenA.equals(token0)
  const depositADisabled = invalidRange || (aIsToken0 ? deposit0Disabled : deposit1Disabled)
  const depositBDisabled = invalidRange || (aIsToken0 ? deposit1Disabled : deposit0Disabled)

  const independentField = state.independentField
  const dependentField = otherField(independentField)
  const independentCurrency = independentField === 'CURRENCY_A' ? currencyA : currencyB
  const dependentCurrency = independentField === 'CURRENCY_A' ? currencyB : currencyA
  const independentAmount = inputs.parseAmount(state.typedValue, independentCurrency)
  let dependentAmount: CurrencyAmount<Currency> | undefined
  let tooLargeField: Field | undefined = isAmountTooLarge(state.typedValue, independentCurrency?.decimals)
    ? independentField
    : undefined
  if (
    independentAmount &&
    dependentCurrency &&
    poolForPosition &&
    tickLower !== undefined &&
    tickUpper !== undefined &&
    !outOfRange &&
    !invalidRange
  ) {
    try {
      const independentIs0 = independentAmount.currency.wrapped.equals(poolForPosition.token0)
      const sized = independentIs0
        ? Position.fromAmount0({
            pool: poolForPosition,
            tickLower,
            tickUpper,
            amount0: independentAmount.quotient,
            useFullPrecision: true,
          })
        : Position.fromAmount1({
            pool: poolForPosition,
            tickLower,
            tickUpper,
            amount1: independentAmount.quotient,
          })
      // A position's liquidity is a uint128; past it the SDK's uint256 math wraps round and the other
      // amount would be nonsense: the typed amount is more than a position can hold.
      if (BigInt(sized.liquidity.toString()) > MAX_UINT128) tooLargeField = independentField
      else {
        const other = independentIs0 ? sized.amount1 : sized.amount0
        dependentAmount = CurrencyAmount.fromRawAmount(dependentCurrency, other.quotient)
      }
    } catch {
      // The amount that goes with the typed one is more than any token can hold.
      tooLargeField = dependentField
    }
  }
  const parsedAmounts = {
    [independentField]: independentAmount,
    [dependentField]: dependentAmount,
  } as MintInfo['parsedAmounts']
  // A disabled side deposits nothing, whatever was typed there before the range moved.
  if (depositADisabled) parsedAmounts.CURRENCY_A = undefined
  if (depositBDisabled) parsedAmounts.CURRENCY_B = undefined

  let position: Position | undefined
  if (poolForPosition && tokenA && tickLower !== undefined && tickUpper !== undefined && !invalidRange) {
    const amountOf0 = aIsToken0 ? parsedAmounts.CURRENCY_A : parsedAmounts.CURRENCY_B
    const amountOf1 = aIsToken0 ? parsedAmounts.CURRENCY_B : parsedAmounts.CURRENCY_A
    const amount0 = deposit0Disabled ? '0' : amountOf0?.quotient
    const amount1 = deposit1Disabled ? '0' : amountOf1?.quotient
    if (amount0 !== undefined && amount1 !== undefined && !(amount0 === '0' && amount1 === '0')) {
      try {
        const sized = Position.fromAmounts({
          pool: poolForPosition,
          tickLower,
          tickUpper,
          amount0,
          amount1,
          useFullPrecision: true,
        })
        if (BigInt(sized.liquidity.toString()) > MAX_UINT128) tooLargeField ??= independentField
        else position = sized
      } catch {
        // Amounts beyond what a position can hold: the typed amount is shown as too large.
        tooLargeField ??= independentField
      }
    }
  }

  const error = addButtonError({
    account: inputs.account,
    poolState,
    invalidPrice,
    amountTooLarge: tooLargeField !== undefined,
    amountA: parsedAmounts.CURRENCY_A,
    amountB: parsedAmounts.CURRENCY_B,
    depositADisabled,
    depositBDisabled,
    balanceA: inputs.balanceA,
    balanceB: inputs.balanceB,
  })

  return {
    tokenA,
    tokenB,
    invertPrice,
    noLiquidity,
    price,
    invalidPrice,
    poolForPosition,
    tickLower,
    tickUpper,
    ticksAtLimit,
    invalidRange,
    outOfRange,
    depositADisabled,
    depositBDisabled,
    parsedAmounts,
    position,
    tooLargeField,
    error,
  }
}
