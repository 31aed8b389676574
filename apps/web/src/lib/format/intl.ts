/**
 * Intl formatters, made once per locale and options. Building one costs far more than formatting with
 * it (ICU loads the locale's data), and a page of charts and tables formats thousands of values: made
 * afresh each time, they cost a slow phone hundreds of milliseconds. A locale Intl does not know falls
 * back to en-US rather than throwing.
 */
const FALLBACK_LOCALE = 'en-US'
type Format = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat
const byKey = new Map<string, Format>()
/** The same, found by the options object itself: callers with constant options skip building a key. */
const byOptions = new WeakMap<object, Map<string, Format>>()

function cached<T extends Format>(
  kind: string,
  locale: string | undefined,
  options: object,
  build: (locale: string) => T,
): T {
  const tag = `${kind}|${locale ?? ''}`
  const same = byOptions.get(options)?.get(tag)
  if (same) return same as T
  const key = `${tag}|${JSON.stringify(options)}`
  let format = byKey.get(key) as T | undefined
  if (!format) {
    try {
      format = build(locale || FALLBACK_LOCALE)
    } catch {
      format = build(FALLBACK_LOCALE)
    }
    byKey.set(key, format)
  }
  byOptions.set(options, (byOptions.get(options) ?? new Map<string, Format>()).set(tag, format))
  return format
}

export const numberFormat = (locale: string | undefined, options: Intl.NumberFormatOptions) =>
  cached('number', locale, options, (tag) => new Intl.NumberFormat(tag, options))

export const dateTimeFormat = (locale: string | undefined, options: Intl.DateTimeFormatOptions) =>
  cached('date', locale, options, (tag) => new Intl.DateTimeFormat(tag, options))

export const relativeTimeFormat = (locale: string | undefined, options: Intl.RelativeTimeFormatOptions) =>
  cached('relative', locale, options, (tag) => new Intl.RelativeTimeFormat(tag, options))
