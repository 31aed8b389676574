/** A locale's name in its own language ('Deutsch' for de-DE), for the language list and the note. */
export function localeName(locale: string): string {
  try {
    const language = new Intl.DisplayNames([locale], { type: 'language' }).of(locale)
    return language ? language.charAt(0).toLocaleUpperCase(locale) + language.slice(1) : locale
  } catch {
    return locale
  }
}
