import { type Currency, CurrencyAmount } from '@uniswap/sdk-core'
import { isAmountTooLarge, parseAmountText } from '../../../lib/format/amountText'

/**
 * A typed amount in a currency's units, or undefined when it is empty, zero, malformed, has more decimals
 * than the currency, or is more than any token can hold (see `isCurrencyAmountTooLarge`).
 */
export function tryParseCurrencyAmount<T extends Currency>(
  value: string | undefined,
  currency: T | null | undefined,
): CurrencyAmount<T> | undefined {
  if (!currency) return undefined
  const parsed = parseAmountText(value, currency.decimals)
  return parsed.kind === 'amount' ? CurrencyAmount.fromRawAmount(currency, parsed.raw.toString()) : undefined
}

/** The text is an amount of 2^256 base units of the currency or more: invalid input, never a crash. */
export function isCurrencyAmountTooLarge(
  value: string | undefined,
  currency: Currency | null | undefined,
): boolean {
  return isAmountTooLarge(value, currency?.decimals)
}
