import { type Currency, CurrencyAmount, Percent, type Token } from '@uniswap/sdk-core'
import type { Pair } from '@uniswap/v2-sdk'
import { tryParseCurrencyAmount } from '../../swap'
import type { PairAmounts } from './mint'

/** Burn state (v2) fields, spec §3: which input the user typed last. */
export enum BurnField {
  LIQUIDITY_PERCENT = 'LIQUIDITY_PERCENT',
  LIQUIDITY = 'LIQUIDITY',
  CURRENCY_A = 'CURRENCY_A',
  CURRENCY_B = 'CURRENCY_B',
}

export interface BurnState {
  independentField: BurnField
  typedValue: string
}

export interface BurnInput {
  pair: Pair | null | undefined
  currencyA: Currency | null | undefined
  currencyB: Currency | null | undefined
  totalSupply: CurrencyAmount<Token> | undefined
  /** The account's liquidity tokens of the pair. */
  userLiquidity: CurrencyAmount<Token> | undefined
  state: BurnState
}

export interface DerivedBurn extends PairAmounts {
  percent: Percent
  liquidity: CurrencyAmount<Token> | undefined
  /** What each input shows: the typed text in the typed field, the derived amount in the others. */
  formatted: Record<BurnField, string>
}

const ZERO_PERCENT = new Percent(0, 100)
const ONE_PERCENT = new Percent(1, 100)

/** An amount in `currency` (native when it is native) of a raw token amount. */
function inCurrency(currency: Currency, raw: CurrencyAmount<Token>): CurrencyAmount<Currency> {
  return currency.isNative ? CurrencyAmount.fromRawAmount(currency, raw.quotient) : raw
}

/**
 * The share of the position to burn and what it gives, from whichever input was typed: a percent, a
 * liquidity amount, or an amount of either token (each up to what the position holds). Every amount is
 * the position's amount times the percent, so the four inputs stay consistent with each other.
 */
export function deriveBurn({
  pair,
  currencyA,
  currencyB,
  totalSupply,
  userLiquidity,
  state,
}: BurnInput): DerivedBurn {
  const { independentField, typedValue } = state
  const tokenA = currencyA?.wrapped
  const tokenB = currencyB?.wrapped
  const ready =
    pair &&
    tokenA &&
    tokenB &&
    totalSupply &&
    userLiquidity &&
    pair.involvesToken(tokenA) &&
    pair.involvesToken(tokenB)
  // What the whole position is worth in each token now.
  const worth = (token: Token | undefined) =>
    ready && token && totalSupply.greaterThan(0)
      ? pair.getLiquidityValue(token, totalSupply, userLiquidity, false)
      : undefined
  const valueA = worth(tokenA)
  const valueB = worth(tokenB)

  let percent = ZERO_PERCENT
  if (independentField === BurnField.LIQUIDITY_PERCENT) {
    const whole = /^\d{1,3}$/.test(typedValue) ? Number(typedValue) : 0
    percent = new Percent(Math.min(whole, 100), 100)
  } else if (independentField === BurnField.LIQUIDITY) {
    const typed = pair ? tryParseCurrencyAmount(typedValue, pair.liquidityToken) : undefined
    if (typed && userLiquidity && !typed.greaterThan(userLiquidity) && userLiquidity.greaterThan(0))
      percent = new Percent(typed.quotient, userLiquidity.quotient)
  } else {
    const isA = independentField === BurnField.CURRENCY_A
    const token = isA ? tokenA : tokenB
    const value = isA ? valueA : valueB
    const typed = token ? tryParseCurrencyAmount(typedValue, token) : undefined
    if (typed && value && !typed.greaterThan(value) && value.greaterThan(0))
      percent = new Percent(typed.quotient, value.quotient)
  }

  // The percent of what the position holds (nothing at 0%), and of its worth in a currency.
  const partOf = (whole: CurrencyAmount<Token> | undefined) =>
    whole && percent.greaterThan(0)
      ? CurrencyAmount.fromRawAmount(whole.currency, percent.multiply(whole.quotient).quotient)
      : undefined
  const amountIn = (currency: Currency | null | undefined, value: CurrencyAmount<Token> | undefined) => {
    const part = partOf(value)
    return currency && part ? inCurrency(currency, part) : undefined
  }
  const liquidity = partOf(userLiquidity)
  const amountA = amountIn(currencyA, valueA)
  const amountB = amountIn(currencyB, valueB)

  const shown = (field: BurnField, amount: CurrencyAmount<Currency> | undefined) =>
    independentField === field ? typedValue : (amount?.toSignificant(6) ?? '')
  return {
    percent,
    liquidity,
    amountA,
    amountB,
    formatted: {
      [BurnField.LIQUIDITY_PERCENT]:
        independentField === BurnField.LIQUIDITY_PERCENT
          ? typedValue
          : percent.equalTo(0)
            ? '0'
            : percent.lessThan(ONE_PERCENT)
              ? '<1'
              : percent.toFixed(0),
      [BurnField.LIQUIDITY]: shown(BurnField.LIQUIDITY, liquidity),
      [BurnField.CURRENCY_A]: shown(BurnField.CURRENCY_A, amountA),
      [BurnField.CURRENCY_B]: shown(BurnField.CURRENCY_B, amountB),
    },
  }
}
