import type { Currency, CurrencyAmount } from '@uniswap/sdk-core'
import { Fraction } from '@uniswap/sdk-core'

const TINY = new Fraction(1, 100_000)

/** A balance as the picker and the amount panels show it: 4 significant digits, '<0.00001' below that. */
export function formatBalance(amount: CurrencyAmount<Currency> | undefined): string {
  if (!amount) return ''
  if (amount.equalTo(0)) return '0'
  // In whole units: the amount's own comparison works in raw units.
  if (amount.asFraction.divide(new Fraction(amount.decimalScale)).lessThan(TINY)) return '<0.00001'
  // Rounded down: a balance is never shown as more than it is.
  return amount.toSignificant(4, { groupSeparator: ',' })
}
