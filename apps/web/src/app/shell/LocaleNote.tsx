import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation } from 'react-router'
import { useHydrated } from '../../components/useHydrated'
import { PRODUCT_NAME } from '../../core/brand'
import { isSupportedLocale } from '../../features/settings'
import { localeName } from './localeNames'

/** Suggests the browser's own language when the page shows another one. */
export function LocaleNote() {
  const { i18n } = useLingui()
  const { pathname, search } = useLocation()
  // The browser's language is unknown to the pre-render (app/prerender.tsx): the note comes after hydration.
  const hydrated = useHydrated()
  const browser = typeof navigator === 'undefined' ? undefined : navigator.language
  if (!hydrated || !browser || !isSupportedLocale(browser) || browser === i18n.locale) return null
  const params = new URLSearchParams(search)
  params.set('lng', browser)
  const name = localeName(browser)
  return (
    <p className="locale-note" data-testid="locale-note">
      <Trans>
        {PRODUCT_NAME} available in: <Link to={`${pathname}?${params.toString()}`}>{name}</Link>
      </Trans>
    </p>
  )
}
