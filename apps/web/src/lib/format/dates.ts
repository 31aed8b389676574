import { dateTimeFormat } from './intl'

/**
 * A date and time in the locale's words and order ('Nov 23, 2026, 6:30 AM' in en-US, '23.11.2026,
 * 06:30' in de-DE), with Latin digits like every other number the app shows.
 */
export function formatDateTime(date: Date, locale: string | undefined): string {
  const options: Intl.DateTimeFormatOptions = {
    dateStyle: 'medium',
    timeStyle: 'short',
    numberingSystem: 'latn',
  }
  return dateTimeFormat(locale, options).format(date)
}
