import { I18nProvider } from '@lingui/react'
import type { QueryClient } from '@tanstack/react-query'
import { QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, StrictMode } from 'react'
import { Provider } from 'react-redux'
import { type Config, WagmiProvider } from 'wagmi'
import { i18n } from '../i18n/i18n'
import { App } from './App'
import type { createStore } from './store'

/**
 * The whole tree under its providers, one definition for the browser (main.tsx, around BrowserRouter) and
 * the pre-render (prerender.tsx, around StaticRouter): hydration needs both to render the same elements.
 */
export function Root({
  store,
  wagmiConfig,
  queryClient,
  router,
}: {
  store: ReturnType<typeof createStore>
  wagmiConfig: Config
  queryClient: QueryClient
  /** The router element, given `<App />` as its child. */
  router: (app: ReactNode) => ReactNode
}) {
  return (
    <StrictMode>
      <Provider store={store}>
        <WagmiProvider config={wagmiConfig} reconnectOnMount={false}>
          <QueryClientProvider client={queryClient}>
            <I18nProvider i18n={i18n}>{router(<App />)}</I18nProvider>
          </QueryClientProvider>
        </WagmiProvider>
      </Provider>
    </StrictMode>
  )
}
