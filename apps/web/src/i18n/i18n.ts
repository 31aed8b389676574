import { i18n } from '@lingui/core'

/**
 * Locales the app can activate. The en-US catalog is extracted from the source by the build; a
 * locale without its own catalog shows the en-US messages (its translations come later) but still
 * sets the page language and number formats.
 */
export const DEFAULT_LOCALE = 'en-US'

type Catalog = { messages: Record<string, string> }
/**
 * The default catalog is part of the first load: the first render waits for a catalog, and fetching it
 * after the app's script would cost one more round trip before anything shows (issue 21's LCP). The
 * other locales load when activated.
 */
const defaultCatalog = Object.values(
  import.meta.glob<Catalog>('../locales/en-US/messages.po', { eager: true }),
)[0]
const catalogs: Record<string, () => Promise<Catalog>> = {
  ...import.meta.glob<Catalog>(['../locales/*/messages.po', '!../locales/en-US/messages.po']),
  ...(defaultCatalog ? { [`../locales/${DEFAULT_LOCALE}/messages.po`]: async () => defaultCatalog } : {}),
}

export async function activateLocale(locale: string): Promise<void> {
  // Called on every navigation: activating again would re-render every translated component.
  if (i18n.locale === locale) return
  const load =
    catalogs[`../locales/${locale}/messages.po`] ?? catalogs[`../locales/${DEFAULT_LOCALE}/messages.po`]
  try {
    const { messages } = load ? await load() : { messages: {} }
    i18n.loadAndActivate({ locale, messages })
  } catch (error) {
    // A locale that fails to load is only logged; the current one stays active.
    console.error(`Failed to load locale data for ${locale}`, error)
    return
  }
  // The pre-render (app/prerender.tsx) runs without a document: the server writes the page's lang itself.
  if (typeof document === 'undefined') return
  document.documentElement.lang = locale
  document.documentElement.dir = ['ar-SA', 'he-IL'].includes(locale) ? 'rtl' : 'ltr'
}

export { i18n }
