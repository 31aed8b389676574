import { type Currency, CurrencyAmount, Price, Token } from '@uniswap/sdk-core'

/**
 * USD values are prices in each chain's stablecoin, read from a trade buying a reference amount of it
 * (spec: USD pricing reference amounts 1e11 mainnet stable units, 1e10 Arbitrum, 1e22 Optimism), over
 * routes of at most 2 pools.
 */
export const USD_PRICING_MAX_HOPS = 2

export const USD_PRICING_REFERENCE: Readonly<Partial<Record<number, CurrencyAmount<Token>>>> = {
  1: CurrencyAmount.fromRawAmount(
    new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC', 'USD Coin'),
    100_000_000_000,
  ),
  42161: CurrencyAmount.fromRawAmount(
    new Token(42161, '0xaf88d065e77c8cC2239327C5EDb3A432268e5831', 6, 'USDC', 'USD Coin'),
    10_000_000_000,
  ),
  10: CurrencyAmount.fromRawAmount(
    new Token(10, '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1', 18, 'DAI', 'Dai Stablecoin'),
    (10n ** 22n).toString(),
  ),
}

/** The stablecoin itself is worth one of itself; no trade is needed. */
export function stablecoinSelfPrice(currency: Currency): Price<Currency, Token> | undefined {
  const reference = USD_PRICING_REFERENCE[currency.chainId]
  if (!reference || !currency.isToken || !currency.equals(reference.currency)) return undefined
  return new Price(currency, reference.currency, 1, 1)
}

/**
 * The price of `currency` in the stablecoin: the mid price (before price impact and fees) of the best
 * route of the trade buying the reference amount with it, so that the reference size does not discount
 * the value.
 */
export function usdPriceFromRoute(
  currency: Currency,
  midPrice: Price<Currency, Currency> | undefined,
): Price<Currency, Token> | undefined {
  if (midPrice === undefined || !midPrice.baseCurrency.equals(currency)) return undefined
  const stable = midPrice.quoteCurrency
  if (!stable.isToken || midPrice.equalTo(0)) return undefined
  const [numerator, denominator] = compactRatio(
    BigInt(midPrice.numerator.toString()),
    BigInt(midPrice.denominator.toString()),
  )
  return new Price(currency, stable, denominator.toString(), numerator.toString())
}

/** Significant digits a USD price keeps: far more than any value shows. */
export const USD_PRICE_DIGITS = 30

/**
 * The ratio with about USD_PRICE_DIGITS significant digits. A route's mid price is exact: a product of
 * Q96 square roots, 100 digits and more on each side, and every USD value made from it divided those
 * out again in big.js on each render (tens of ms at 4× CPU for the two fields of the swap form).
 */
export function compactRatio(numerator: bigint, denominator: bigint): [bigint, bigint] {
  const digits = (value: bigint) => value.toString().length
  if (digits(numerator) + digits(denominator) <= 2 * USD_PRICE_DIGITS) return [numerator, denominator]
  const shift = Math.max(0, USD_PRICE_DIGITS - (digits(numerator) - digits(denominator)))
  const scale = 10n ** BigInt(shift)
  return [(numerator * scale) / denominator, scale]
}

/** An amount's value in the stablecoin, or undefined when its price is unknown or for another currency. */
export function usdValue(
  amount: CurrencyAmount<Currency> | undefined,
  price: Price<Currency, Token> | undefined,
): CurrencyAmount<Token> | undefined {
  if (!amount || !price || !amount.currency.equals(price.baseCurrency)) return undefined
  return price.quote(amount)
}
