import { dateTimeFormat, numberFormat, relativeTimeFormat } from '../../../lib/format/intl'

/**
 * Number and time texts of the Explore pages, in the reader's locale with Latin digits like every
 * other number the app shows; a locale Intl does not know falls back to en-US.
 */

// Each text's options, made once: the formatters are cached by these objects (lib/format/intl.ts).
const latn = { numberingSystem: 'latn' } as const
const USD_TINY: Intl.NumberFormatOptions = { ...latn, style: 'currency', currency: 'USD' }
const USD_CENTS: Intl.NumberFormatOptions = {
  ...USD_TINY,
  maximumFractionDigits: 2,
  minimumFractionDigits: 2,
}
const USD_COMPACT: Intl.NumberFormatOptions = {
  ...USD_TINY,
  notation: 'compact',
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
}
const USD_SMALL_PRICE: Intl.NumberFormatOptions = { ...USD_TINY, maximumSignificantDigits: 4 }
const PLAIN: Intl.NumberFormatOptions = { ...latn, maximumSignificantDigits: 6 }
const CHANGE: Intl.NumberFormatOptions = {
  ...latn,
  style: 'percent',
  signDisplay: 'exceptZero',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
}
const FEE_TIER: Intl.NumberFormatOptions = { ...latn, style: 'percent', maximumFractionDigits: 4 }
const DAY_TEXT: Intl.DateTimeFormatOptions = { ...latn, dateStyle: 'medium' }
const HOUR_TEXT: Intl.DateTimeFormatOptions = { ...DAY_TEXT, timeStyle: 'short' }
const AGO: Intl.RelativeTimeFormatOptions = { numeric: 'auto' }

/** Dollars, compact past ten thousand ('$1.23M'), else with cents; tiny non-zero values as '<$0.01'. */
export function formatUsd(value: number, locale: string | undefined): string {
  if (!Number.isFinite(value)) return '–'
  if (value > 0 && value < 0.01) return `<${numberFormat(locale, USD_TINY).format(0.01)}`
  return numberFormat(locale, Math.abs(value) >= 10_000 ? USD_COMPACT : USD_CENTS).format(value)
}

/** A token price in dollars with enough digits for small prices ('$0.0004523'). */
export function formatPriceUsd(value: number, locale: string | undefined): string {
  if (!Number.isFinite(value)) return '–'
  if (value >= 1 || value === 0) return formatUsd(value, locale)
  return numberFormat(locale, USD_SMALL_PRICE).format(value)
}

/** A plain number with up to six significant digits ('1,234.57', '0.000451'). */
export function formatNumber(value: number, locale: string | undefined): string {
  if (!Number.isFinite(value)) return '–'
  return numberFormat(locale, PLAIN).format(value)
}

/** A change in percent with its sign ('+1.25%', '-0.40%'); '–' when unknown. */
export function formatChange(value: number | undefined, locale: string | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '–'
  return numberFormat(locale, CHANGE).format(value / 100)
}

/** A fee tier in hundredths of a basis point as a percent ('0.3%'). */
export function formatFeeTier(feeTier: number, locale: string | undefined): string {
  return numberFormat(locale, FEE_TIER).format(feeTier / 1_000_000)
}

/** A chart time (Unix seconds, UTC) in the locale: the date, with the time for hourly data. */
export function formatChartTime(seconds: number, locale: string | undefined, withTime: boolean): string {
  return dateTimeFormat(locale, withTime ? HOUR_TEXT : DAY_TEXT).format(new Date(seconds * 1000))
}

/** How long ago a moment was, in the locale's words ('5 minutes ago'). */
export function formatAgo(seconds: number, now: number, locale: string | undefined): string {
  const elapsed = Math.max(0, now - seconds)
  const [value, unit]: [number, Intl.RelativeTimeFormatUnit] =
    elapsed < 60
      ? [elapsed, 'second']
      : elapsed < 3600
        ? [Math.floor(elapsed / 60), 'minute']
        : elapsed < 86_400
          ? [Math.floor(elapsed / 3600), 'hour']
          : [Math.floor(elapsed / 86_400), 'day']
  return relativeTimeFormat(locale, AGO).format(-value, unit)
}
