import { DEFAULT_LOCALE, isSupportedLocale, type SupportedLocale } from '../../features/settings'

/** ?theme=light|dark sets the dark-mode preference; anything else leaves it alone. */
export function themeFromQuery(search: string): boolean | undefined {
  const theme = new URLSearchParams(search).get('theme')?.toLowerCase()
  return theme === 'dark' ? true : theme === 'light' ? false : undefined
}

/**
 * ?ape turns expert mode on when it is empty or 'true' (any case); any other value, or no ?ape, leaves
 * the setting alone (spec, swap URL parameters).
 */
export function expertModeFromQuery(search: string): boolean {
  const ape = new URLSearchParams(search).get('ape')
  return ape !== null && (ape === '' || ape.toLowerCase() === 'true')
}

/** The locale to show: ?lng, then the saved choice, then the browser's languages, then en-US. */
export function chooseLocale(
  search: string,
  saved: SupportedLocale | null,
  browserLanguages: readonly string[],
): SupportedLocale {
  const fromQuery = new URLSearchParams(search).get('lng')
  if (fromQuery && isSupportedLocale(fromQuery)) return fromQuery
  if (saved) return saved
  for (const language of browserLanguages) {
    if (isSupportedLocale(language)) return language
    const prefix = language.split('-')[0]?.toLowerCase()
    const byPrefix = prefix ? findByPrefix(prefix) : undefined
    if (byPrefix) return byPrefix
  }
  return DEFAULT_LOCALE
}

function findByPrefix(prefix: string): SupportedLocale | undefined {
  const candidate = `${prefix}-${prefix.toUpperCase()}`
  return isSupportedLocale(candidate) ? candidate : undefined
}
