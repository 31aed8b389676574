import { type Currency, CurrencyAmount, Fraction, Rounding } from '@uniswap/sdk-core'
import { formatDecimal, formatFiat } from '../../../lib/format'

/** A subgraph BigDecimal as it is written: digits, an optional fraction and an optional exponent. */
export const DECIMAL_PATTERN = /^\d+(\.\d+)?([eE][+-]?\d+)?$/

/** Exponents beyond this are no price: the parse refuses them rather than building huge numbers. */
const MAX_EXPONENT = 100

/**
 * An exact decimal string ('3012.456789', '1.5e3') as a fraction of integers, with no float in between;
 * undefined for anything else (a negative, NaN, an empty or malformed string).
 */
export function parseDecimal(text: string): Fraction | undefined {
  if (!DECIMAL_PATTERN.test(text)) return undefined
  const [mantissa = '', exponentText] = text.toLowerCase().split('e')
  const [whole = '', fraction = ''] = mantissa.split('.')
  const exponent = Number(exponentText ?? 0) - fraction.length
  if (Math.abs(exponent) > MAX_EXPONENT) return undefined
  const digits = BigInt(`${whole}${fraction}`)
  return exponent >= 0
    ? new Fraction((digits * 10n ** BigInt(exponent)).toString())
    : new Fraction(digits.toString(), (10n ** BigInt(-exponent)).toString())
}

/** A native amount in wei at a price in USD per whole coin (18 decimals by default), exactly, in USD. */
export function networkCostUsd(wei: bigint, ethPriceUsd: Fraction, decimals = 18): Fraction {
  return ethPriceUsd.multiply(new Fraction(wei.toString(), (10n ** BigInt(decimals)).toString()))
}

const ONE_CENT = new Fraction(1, 100)

/**
 * A network cost in USD as the review shows it: '$1.23' to the cent (half up, the locale's placement
 * of '$'), '<$0.01' for less than a cent, '$0.00' only for nothing at all.
 */
export function formatUsdCost(usd: Fraction, locale: string | undefined): string {
  if (usd.equalTo(0)) return formatFiat('0.00', locale)
  if (usd.lessThan(ONE_CENT)) return `<${formatFiat('0.01', locale)}`
  return formatFiat(usd.toFixed(2, undefined, Rounding.ROUND_HALF_UP), locale)
}

/** A network cost in the native currency, as shown when there is no dollar price: '0.0004521 ETH'. */
export function formatNativeCost(wei: bigint, native: Currency, locale: string | undefined): string {
  const amount = CurrencyAmount.fromRawAmount(native, wei.toString())
  return `${formatDecimal(amount.toSignificant(4), locale)} ${native.symbol ?? ''}`.trimEnd()
}
