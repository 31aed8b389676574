import { type Currency, CurrencyAmount } from '@uniswap/sdk-core'

/** What (Max) leaves of the native coin for gas: 0.01 ETH. */
export const MIN_NATIVE_CURRENCY_FOR_GAS = 10n ** 16n

/** The most of a balance a swap may spend: all of a token, the native coin less what gas needs (never below 0). */
export function maxAmountSpend(
  balance: CurrencyAmount<Currency> | undefined,
): CurrencyAmount<Currency> | undefined {
  if (!balance) return undefined
  if (!balance.currency.isNative) return balance
  const raw = BigInt(balance.quotient.toString())
  const spendable = raw > MIN_NATIVE_CURRENCY_FOR_GAS ? raw - MIN_NATIVE_CURRENCY_FOR_GAS : 0n
  return CurrencyAmount.fromRawAmount(balance.currency, spendable.toString())
}

/** (Max) is shown only when there is something to spend and it differs from the amount typed. */
export function showMaxButton(
  maxAmount: CurrencyAmount<Currency> | undefined,
  typedAmount: CurrencyAmount<Currency> | undefined,
): boolean {
  if (!maxAmount?.greaterThan(0)) return false
  return !typedAmount?.equalTo(maxAmount)
}
