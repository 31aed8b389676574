import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { useAppDispatch } from '../../core/store'
import {
  updateMatchesDarkMode,
  updateUserDarkMode,
  updateUserExpertMode,
  updateUserLocale,
  useDarkMode,
  useUserLocale,
} from '../../features/settings'
import { activateLocale } from '../../i18n/i18n'
import { hydrated } from './hydration'
import { chooseLocale, expertModeFromQuery, themeFromQuery } from './preferences'

/**
 * Keeps the page in line with the user's preferences: dark mode follows the system unless the
 * user chose (?theme sets the choice), and the locale follows ?lng, the saved choice or the browser;
 * ?ape turns expert mode on.
 */
export function PreferencesManager() {
  const dispatch = useAppDispatch()
  const { search } = useLocation()
  const dark = useDarkMode()
  const savedLocale = useUserLocale()

  useEffect(() => {
    const query = window.matchMedia?.('(prefers-color-scheme: dark)')
    if (!query) return
    const sync = () => dispatch(updateMatchesDarkMode({ matchesDarkMode: query.matches }))
    sync()
    query.addEventListener('change', sync)
    return () => query.removeEventListener('change', sync)
  }, [dispatch])

  useEffect(() => {
    const fromQuery = themeFromQuery(search)
    if (fromQuery !== undefined) dispatch(updateUserDarkMode({ userDarkMode: fromQuery }))
    if (expertModeFromQuery(search)) dispatch(updateUserExpertMode({ userExpertMode: true }))
    const lng = new URLSearchParams(search).get('lng')
    const locale = chooseLocale(search, savedLocale, navigator.languages ?? [])
    if (lng && locale === lng && locale !== savedLocale) dispatch(updateUserLocale({ userLocale: locale }))
    // After hydration: the pre-rendered markup React adopts is in the default locale (see ./hydration).
    void hydrated.then(() => activateLocale(locale))
  }, [search, savedLocale, dispatch])

  useEffect(() => {
    document.documentElement.dataset.theme = dark ? 'dark' : 'light'
  }, [dark])

  return null
}
