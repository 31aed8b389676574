import { formatDecimal } from './numbers'

/**
 * Token amounts for display, from raw integer amounts: always rounded down, so that an amount is never
 * shown as more than it is; in the locale, thousands grouped.
 */

/**
 * `raw` (in the token's smallest unit) as a plain decimal string ('1634.56', no grouping) with exactly
 * `places` decimals, rounded down; with `trim`, trailing zeros of the fraction (and a bare point) are
 * dropped.
 */
export function decimalAmount(
  raw: bigint,
  decimals: number,
  places: number,
  options: { trim?: boolean } = {},
): string {
  const negative = raw < 0n
  const value = negative ? -raw : raw
  const scale = 10n ** BigInt(decimals)
  const integer = value / scale
  const shown = Math.min(places, decimals)
  let fraction = ''
  if (shown > 0) fraction = (((value % scale) * 10n ** BigInt(shown)) / scale).toString().padStart(shown, '0')
  fraction = fraction.padEnd(places, '0')
  if (options.trim) fraction = fraction.replace(/0+$/, '')
  const text = fraction ? `${integer}.${fraction}` : integer.toString()
  return negative && /[1-9]/.test(text) ? `-${text}` : text
}

/** `raw` with exactly `places` decimals, rounded down, in the locale (see `decimalAmount`). */
export function formatAmount(
  raw: bigint,
  decimals: number,
  places: number,
  locale: string,
  options: { trim?: boolean } = {},
): string {
  return formatDecimal(decimalAmount(raw, decimals, places, options), locale)
}

/**
 * `raw` with `significant` significant digits, rounded down, in the locale; an amount with at least that
 * many integer digits is shown as its whole integer part (never in exponent form nor rounded to tens).
 */
export function formatSignificant(
  raw: bigint,
  decimals: number,
  significant: number,
  locale: string,
): string {
  if (raw === 0n) return '0'
  const value = raw < 0n ? -raw : raw
  const sign = raw < 0n ? '-' : ''
  const integerDigits = (value / 10n ** BigInt(decimals)).toString()
  if (integerDigits !== '0' && integerDigits.length >= significant) {
    return formatDecimal(`${sign}${decimalAmount(value, decimals, 0)}`, locale)
  }
  // Leading zeros of the fraction do not count as significant digits.
  const digits = value.toString().padStart(decimals + 1, '0')
  const firstNonZero = digits.search(/[1-9]/)
  const integerLength = digits.length - decimals
  const places = Math.max(0, firstNonZero + significant - integerLength)
  const text = decimalAmount(value, decimals, Math.min(places, decimals), { trim: true })
  return formatDecimal(`${sign}${text}`, locale)
}
