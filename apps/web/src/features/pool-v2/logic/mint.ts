import { type Currency, CurrencyAmount, Percent, Price, type Token } from '@uniswap/sdk-core'
import { Pair } from '@uniswap/v2-sdk'
import { isCurrencyAmountTooLarge, tryParseCurrencyAmount } from '../../swap'

/** Which of the two amounts the user typed last; the other follows from the reserves. */
export enum MintField {
  CURRENCY_A = 'CURRENCY_A',
  CURRENCY_B = 'CURRENCY_B',
}

/** Mint v2 state (spec §3): the field typed last, its text, and the other text (for a new pair only). */
export interface MintV2State {
  independentField: MintField
  typedValue: string
  otherTypedValue: string
}

export type PairState = 'LOADING' | 'NOT_EXISTS' | 'EXISTS' | 'INVALID'

export interface MintInput {
  currencyA: Currency | null | undefined
  currencyB: Currency | null | undefined
  pairState: PairState
  pair: Pair | null
  /** The pair's liquidity token supply, when known. */
  totalSupply: CurrencyAmount<Token> | undefined
  state: MintV2State
}

/** What goes into or comes out of a pair, in currencies A and B (native where a side is native). */
export interface PairAmounts {
  amountA: CurrencyAmount<Currency> | undefined
  amountB: CurrencyAmount<Currency> | undefined
}

export interface DerivedMint extends PairAmounts {
  /** No reserves yet: the typed amounts set the initial price. */
  noLiquidity: boolean
  /** What each field shows: the typed text, or the amount that follows from the reserves. */
  formattedA: string
  formattedB: string
  /** The price of currency A in currency B: the pair's, or the one the typed amounts set. */
  price: Price<Currency, Currency> | undefined
  liquidityMinted: CurrencyAmount<Token> | undefined
  poolShare: Percent | undefined
  /** The field whose amount no token can hold (typed, or following from the other at the pair's ratio). */
  tooLargeField: MintField | undefined
}

/** A pair with no liquidity token supply or no reserves takes the first deposit at any ratio. */
export function hasNoLiquidity(
  pairState: PairState,
  pair: Pair | null,
  totalSupply: CurrencyAmount<Token> | undefined,
): boolean {
  return (
    pairState === 'NOT_EXISTS' ||
    !!totalSupply?.equalTo(0) ||
    (!!pair && pair.reserve0.equalTo(0) && pair.reserve1.equalTo(0))
  )
}

/**
 * The amount of `dependent` that goes with `independent` at the pair's reserve ratio (what Router02's
 * quote gives, rounded down), in the dependent currency (native when it is native).
 */
export function dependentAmount(
  pair: Pair,
  independent: CurrencyAmount<Currency>,
  dependent: Currency,
): CurrencyAmount<Currency> {
  const wrapped = independent.wrapped
  const quoted = pair.priceOf(wrapped.currency).quote(wrapped)
  return dependent.isNative ? CurrencyAmount.fromRawAmount(dependent, quoted.quotient) : quoted
}

/** The initial price a new pair gets from the first deposit: B per A, from the raw amounts. */
export function initialPrice(
  amountA: CurrencyAmount<Currency>,
  amountB: CurrencyAmount<Currency>,
): Price<Currency, Currency> {
  return new Price(amountA.currency, amountB.currency, amountA.quotient, amountB.quotient)
}

export function deriveMint({
  currencyA,
  currencyB,
  pairState,
  pair,
  totalSupply,
  state,
}: MintInput): DerivedMint {
  const noLiquidity = hasNoLiquidity(pairState, pair, totalSupply)
  const { independentField, typedValue, otherTypedValue } = state
  const independentCurrency = independentField === MintField.CURRENCY_A ? currencyA : currencyB
  const dependentCurrency = independentField === MintField.CURRENCY_A ? currencyB : currencyA
  const independent = tryParseCurrencyAmount(typedValue, independentCurrency ?? undefined)
  const dependentField =
    independentField === MintField.CURRENCY_A ? MintField.CURRENCY_B : MintField.CURRENCY_A
  let tooLargeField = isCurrencyAmountTooLarge(typedValue, independentCurrency) ? independentField : undefined
  let dependent: CurrencyAmount<Currency> | undefined
  if (noLiquidity) {
    dependent = otherTypedValue
      ? tryParseCurrencyAmount(otherTypedValue, dependentCurrency ?? undefined)
      : undefined
    if (isCurrencyAmountTooLarge(otherTypedValue, dependentCurrency)) tooLargeField ??= dependentField
  } else if (independent && dependentCurrency && pair) {
    try {
      dependent = dependentAmount(pair, independent, dependentCurrency)
    } catch {
      // At the pair's ratio the other amount would be more than any token can hold.
      tooLargeField = dependentField
    }
  }
  const amountA = independentField === MintField.CURRENCY_A ? independent : dependent
  const amountB = independentField === MintField.CURRENCY_A ? dependent : independent
  const dependentText = noLiquidity ? otherTypedValue : (dependent?.toSignificant(6) ?? '')
  const formattedA = independentField === MintField.CURRENCY_A ? typedValue : dependentText
  const formattedB = independentField === MintField.CURRENCY_A ? dependentText : typedValue

  let price: Price<Currency, Currency> | undefined
  if (noLiquidity) {
    if (amountA && amountB) price = initialPrice(amountA, amountB)
  } else if (pair && currencyA && currencyB) {
    const wrappedPrice = pair.priceOf(currencyA.wrapped)
    price = new Price(currencyA, currencyB, wrappedPrice.denominator, wrappedPrice.numerator)
  }

  let liquidityMinted: CurrencyAmount<Token> | undefined
  if (amountA && amountB && !amountA.currency.wrapped.equals(amountB.currency.wrapped)) {
    try {
      // A pair that does not exist yet is the one these amounts would create, with no supply.
      const basis = pair ?? new Pair(amountA.wrapped, amountB.wrapped)
      const supply = totalSupply ?? CurrencyAmount.fromRawAmount(basis.liquidityToken, 0)
      liquidityMinted = basis.getLiquidityMinted(supply, amountA.wrapped, amountB.wrapped)
    } catch {
      // Too little to mint any liquidity (the first deposit must exceed the locked minimum).
      liquidityMinted = undefined
    }
  }
  let poolShare: Percent | undefined
  if (noLiquidity && price) poolShare = new Percent(1, 1)
  else if (liquidityMinted && totalSupply)
    poolShare = new Percent(liquidityMinted.quotient, totalSupply.add(liquidityMinted).quotient)

  return {
    noLiquidity,
    amountA,
    amountB,
    formattedA,
    formattedB,
    price,
    liquidityMinted,
    poolShare,
    tooLargeField,
  }
}
