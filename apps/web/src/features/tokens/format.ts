import type { Currency, CurrencyAmount } from '@uniswap/sdk-core'
import { Fraction } from '@uniswap/sdk-core'
import { formatDecimal } from '../../lib/format'

const TINY = new Fraction(1, 100_000)

/**
 * A balance as the picker and the amount panels show it, in the locale: 4 significant digits,
 * '<0.00001' below that.
 */
export function formatBalance(amount: CurrencyAmount<Currency> | undefined, locale: string): string {
  if (!amount) return ''
  if (amount.equalTo(0)) return '0'
  // In whole units: the amount's own comparison works in raw units.
  if (amount.asFraction.divide(new Fraction(amount.decimalScale)).lessThan(TINY)) {
    return `<${formatDecimal('0.00001', locale)}`
  }
  // Rounded down: a balance is never shown as more than it is.
  return formatDecimal(amount.toSignificant(4), locale)
}
