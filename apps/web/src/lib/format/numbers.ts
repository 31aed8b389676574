/**
 * Numbers for display in the active locale. The inputs are the exact decimal strings the SDK's
 * `toSignificant` and `toFixed` produce ('1234.5678', '0.0100', '-3'): they are formatted as strings,
 * so no precision is lost to floating point, and with exactly the fraction digits they carry
 * (trailing zeros included). Digits are always Latin (0-9), like the amount fields accept.
 * Anything else ('<0.00001', '-', '∞', '') is returned as it is.
 */

/** Used when no locale is active yet or the locale is not one Intl knows. */
const FALLBACK_LOCALE = 'en-US'

/** What Intl.NumberFormat accepts for fraction digits. */
const MAX_FRACTION_DIGITS = 100

const DECIMAL = /^([+-])?(\d+)(?:\.(\d*))?$/

export type SignDisplay = 'auto' | 'always' | 'exceptZero'

interface ParsedDecimal {
  negative: boolean
  integer: string
  fraction: string
}

function parseDecimal(value: string): ParsedDecimal | undefined {
  const match = DECIMAL.exec(value.trim())
  if (!match) return undefined
  const integer = match[2] ?? '0'
  const fraction = match[3] ?? ''
  // A negative zero ('-0.00') shows as zero.
  const negative = match[1] === '-' && /[1-9]/.test(integer + fraction)
  return { negative, integer, fraction }
}

const formats = new Map<string, Intl.NumberFormat>()

function numberFormat(
  locale: string | undefined,
  style: 'decimal' | 'percent' | 'currency',
  fractionDigits: number,
  signDisplay: SignDisplay,
): Intl.NumberFormat {
  const digits = Math.min(fractionDigits, MAX_FRACTION_DIGITS)
  const key = `${locale ?? ''}|${style}|${digits}|${signDisplay}`
  const cached = formats.get(key)
  if (cached) return cached
  const options: Intl.NumberFormatOptions = {
    style,
    numberingSystem: 'latn',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay,
    ...(style === 'currency' ? { currency: 'USD', currencyDisplay: 'narrowSymbol' } : {}),
  }
  let format: Intl.NumberFormat
  try {
    format = new Intl.NumberFormat(locale || FALLBACK_LOCALE, options)
  } catch {
    format = new Intl.NumberFormat(FALLBACK_LOCALE, options)
  }
  formats.set(key, format)
  return format
}

const decimalText = ({ negative, integer, fraction }: ParsedDecimal): `${number}` =>
  `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}` as `${number}`

export interface FormatOptions {
  /** 'exceptZero' shows a '+' on positive values (a gain); negative values always show their sign. */
  signDisplay?: SignDisplay
}

/**
 * An exact decimal string in the locale, with its own fraction digits and grouped thousands:
 * '1234.5678' → '1,234.5678' (en-US), '1.234,5678' (de-DE), '1 234,5678' (fr-FR).
 */
export function formatDecimal(
  value: string,
  locale: string | undefined,
  options: FormatOptions = {},
): string {
  const parsed = parseDecimal(value)
  if (!parsed) return value
  return numberFormat(locale, 'decimal', parsed.fraction.length, options.signDisplay ?? 'auto').format(
    decimalText(parsed),
  )
}

/** A value with a fixed number of decimals or of significant digits, as the SDK's Percent has. */
export interface PercentLike {
  toFixed(decimalPlaces: number): string
  toSignificant(significantDigits: number): string
}

export interface PercentOptions extends FormatOptions {
  /** For a Percent: this many decimals (toFixed)… */
  decimals?: number
  /** …or this many significant digits (toSignificant; 4 unless `decimals` is given). */
  significant?: number
}

/**
 * A percentage with the locale's sign and spacing: '1.23' (in percent) or an SDK Percent →
 * '1.23%' (en-US), '1,23 %' (de-DE), '%1,23' (tr-TR). The digits shown are the input's.
 */
export function formatPercent(
  value: string | PercentLike,
  locale: string | undefined,
  options: PercentOptions = {},
): string {
  const text =
    typeof value === 'string'
      ? value
      : options.decimals !== undefined
        ? value.toFixed(options.decimals)
        : value.toSignificant(options.significant ?? 4)
  const parsed = parseDecimal(text)
  if (!parsed) return text
  // Intl's percent style multiplies by 100: move the point two places left, exactly, in the string.
  const padded = parsed.integer.padStart(3, '0')
  const fraction = padded.slice(-2) + parsed.fraction
  const asFraction = decimalText({ negative: parsed.negative, integer: padded.slice(0, -2), fraction })
  return numberFormat(locale, 'percent', parsed.fraction.length, options.signDisplay ?? 'auto').format(
    asFraction,
  )
}

export interface FiatOptions extends FormatOptions {
  /** Prefix '~' for an estimated value ('~$1,234.56'). */
  approximate?: boolean
}

/**
 * A value in US dollars (an exact decimal string, usually 2 decimals) with the locale's placement of
 * the '$': '1234.56' → '$1,234.56' (en-US), '1.234,56 $' (de-DE).
 */
export function formatFiat(value: string, locale: string | undefined, options: FiatOptions = {}): string {
  const parsed = parseDecimal(value)
  if (!parsed) return value
  const text = numberFormat(locale, 'currency', parsed.fraction.length, options.signDisplay ?? 'auto').format(
    decimalText(parsed),
  )
  return options.approximate ? `~${text}` : text
}

/**
 * Builds the formatters most pages need before any needs them. The browser's first Intl.NumberFormat of
 * a page loads its locale data (about 150 ms at 4× CPU in Chromium, any style or locale): done while the
 * page waits on the network, that is not paid in the render that first shows a price or a balance.
 */
export function warmNumberFormats(locale: string | undefined): void {
  formatFiat('0.00', locale)
  formatDecimal('0.0', locale)
  formatPercent('0.00', locale)
}
