/**
 * Number and time texts of the Explore pages, in the reader's locale with Latin digits like every
 * other number the app shows; a locale Intl does not know falls back to en-US.
 */

function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale || 'en-US', { numberingSystem: 'latn', ...options })
  } catch {
    return new Intl.NumberFormat('en-US', { numberingSystem: 'latn', ...options })
  }
}

/** Dollars, compact past ten thousand ('$1.23M'), else with cents; tiny non-zero values as '<$0.01'. */
export function formatUsd(value: number, locale: string | undefined): string {
  if (!Number.isFinite(value)) return '–'
  if (value > 0 && value < 0.01)
    return `<${numberFormat(locale, { style: 'currency', currency: 'USD' }).format(0.01)}`
  const compact = Math.abs(value) >= 10_000
  return numberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    notation: compact ? 'compact' : 'standard',
    maximumFractionDigits: 2,
    minimumFractionDigits: compact ? 0 : 2,
  }).format(value)
}

/** A token price in dollars with enough digits for small prices ('$0.0004523'). */
export function formatPriceUsd(value: number, locale: string | undefined): string {
  if (!Number.isFinite(value)) return '–'
  if (value >= 1 || value === 0) return formatUsd(value, locale)
  return numberFormat(locale, { style: 'currency', currency: 'USD', maximumSignificantDigits: 4 }).format(
    value,
  )
}

/** A plain number with up to six significant digits ('1,234.57', '0.000451'). */
export function formatNumber(value: number, locale: string | undefined): string {
  if (!Number.isFinite(value)) return '–'
  return numberFormat(locale, { maximumSignificantDigits: 6 }).format(value)
}

/** A change in percent with its sign ('+1.25%', '-0.40%'); '–' when unknown. */
export function formatChange(value: number | undefined, locale: string | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '–'
  return numberFormat(locale, {
    style: 'percent',
    signDisplay: 'exceptZero',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value / 100)
}

/** A fee tier in hundredths of a basis point as a percent ('0.3%'). */
export function formatFeeTier(feeTier: number, locale: string | undefined): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 4 }).format(feeTier / 1_000_000)
}

/** A chart time (Unix seconds, UTC) in the locale: the date, with the time for hourly data. */
export function formatChartTime(seconds: number, locale: string | undefined, withTime: boolean): string {
  const options: Intl.DateTimeFormatOptions = withTime
    ? { dateStyle: 'medium', timeStyle: 'short', numberingSystem: 'latn' }
    : { dateStyle: 'medium', numberingSystem: 'latn' }
  const date = new Date(seconds * 1000)
  try {
    return new Intl.DateTimeFormat(locale || 'en-US', options).format(date)
  } catch {
    return new Intl.DateTimeFormat('en-US', options).format(date)
  }
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
  try {
    return new Intl.RelativeTimeFormat(locale || 'en-US', { numeric: 'auto' }).format(-value, unit)
  } catch {
    return new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' }).format(-value, unit)
  }
}
