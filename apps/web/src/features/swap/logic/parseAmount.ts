import { type Currency, CurrencyAmount } from '@uniswap/sdk-core'
import { parseUnits } from 'viem'

/** Amount text longer than this is not parsed (spec: max length 79). */
export const MAX_AMOUNT_LENGTH = 79

/**
 * A typed amount in a currency's units, or undefined when it is empty, zero, malformed or has more decimals
 * than the currency (zero and malformed amounts are ignored).
 */
export function tryParseCurrencyAmount<T extends Currency>(
  value: string | undefined,
  currency: T | null | undefined,
): CurrencyAmount<T> | undefined {
  if (!value || !currency || value.length > MAX_AMOUNT_LENGTH || !/^\d*\.?\d*$/.test(value) || value === '.')
    return undefined
  const [, decimals = ''] = value.split('.')
  if (decimals.length > currency.decimals) return undefined
  const raw = parseUnits(value, currency.decimals)
  return raw > 0n ? CurrencyAmount.fromRawAmount(currency, raw.toString()) : undefined
}
