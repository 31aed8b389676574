import { QueryClient } from '@tanstack/react-query'
import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import { config } from '../core/config'
import { createWagmiConfig } from '../features/wallet'
import { activateLocale, DEFAULT_LOCALE } from '../i18n/i18n'
import { Root } from './Root'
import { createStore } from './store'

/**
 * The markup of a first visit to `url` (no wallet, nothing stored, the default locale, the server's
 * configuration), as the browser's first render makes it: what the server puts in #root so that the
 * page shows before its script has run, and what main.tsx hydrates. Lazy routes are waited for.
 */
export async function renderFirstVisit(url: string): Promise<string> {
  await activateLocale(DEFAULT_LOCALE)
  const { prelude } = await prerender(
    <Root
      store={createStore()}
      wagmiConfig={createWagmiConfig(config)}
      queryClient={new QueryClient()}
      router={(app) => <StaticRouter location={url}>{app}</StaticRouter>}
    />,
  )
  return new Response(prelude).text()
}
