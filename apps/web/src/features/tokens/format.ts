import type { Currency, CurrencyAmount } from '@uniswap/sdk-core'
import { Fraction, Rounding } from '@uniswap/sdk-core'
import { formatDecimal } from '../../lib/format'

const TINY = new Fraction(1, 100_000)

/** The spec's balance display: 4 significant digits (for the fraction; integer digits are never dropped). */
const BALANCE_SIGNIFICANT_DIGITS = 4

/**
 * A balance as the picker and the amount panels show it, in the locale: 4 significant digits, every
 * integer digit, '<0.00001' below that.
 */

export function formatBalance(amount: CurrencyAmount<Currency> | undefined, locale: string): string {
  if (!amount) return ''
  if (amount.equalTo(0)) return '0'
  // In whole units: the amount's own comparison works in raw units.
  if (amount.asFraction.divide(new Fraction(amount.decimalScale)).lessThan(TINY)) {
    return `<${formatDecimal('0.00001', locale)}`
  }
  // Rounded down: a balance is never shown as more than it is. Every integer digit is kept (grouped):
  // 4 significant digits of 129,368.9 would read '129,300', hiding most of a large balance.
  const whole = BigInt(amount.quotient.toString()) / 10n ** BigInt(amount.currency.decimals)
  if (whole.toString().length >= BALANCE_SIGNIFICANT_DIGITS) return formatDecimal(whole.toString(), locale)
  return formatDecimal(amount.toSignificant(BALANCE_SIGNIFICANT_DIGITS), locale)
}

const TINY_AMOUNT = new Fraction(1, 1_000_000)

/** The spec's amount display: 6 significant digits, and '<0.000001' for a positive amount below that. */
export function formatAmount(amount: CurrencyAmount<Currency>, locale: string): string {
  if (
    amount.greaterThan(0) &&
    amount.asFraction.divide(new Fraction(amount.decimalScale)).lessThan(TINY_AMOUNT)
  )
    return `<${formatDecimal('0.000001', locale)}`
  return formatDecimal(amount.toSignificant(6), locale)
}

/** The ETH balance beside the account in the header: 3 significant digits, rounded down, every integer digit. */
export function formatEthBalance(amount: CurrencyAmount<Currency>, locale: string): string {
  if (amount.equalTo(0)) return '0'
  const whole = BigInt(amount.quotient.toString()) / 10n ** BigInt(amount.currency.decimals)
  if (whole.toString().length >= 3) return formatDecimal(whole.toString(), locale)
  return formatDecimal(amount.toSignificant(3, undefined, Rounding.ROUND_DOWN), locale)
}
