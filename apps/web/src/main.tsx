import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { BrowserRouter } from 'react-router'
import { WagmiProvider } from 'wagmi'
import { App } from './app/App'
import { loadPersistedState, persistStore } from './app/persistence'
import { createStore } from './app/store'
import { config } from './core/config'
import { getLocalStorage } from './features/settings'
import { createWagmiConfig } from './features/wallet'
import { activateLocale, DEFAULT_LOCALE, i18n } from './i18n/i18n'
import './styles.css'

const storage = getLocalStorage()
const store = createStore(loadPersistedState(storage))
persistStore(store, storage)
const wagmiConfig = createWagmiConfig(config)
const queryClient = new QueryClient()

const root = document.getElementById('root')
if (!root) throw new Error('no #root element')

await activateLocale(DEFAULT_LOCALE)

createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <WagmiProvider config={wagmiConfig} reconnectOnMount={false}>
        <QueryClientProvider client={queryClient}>
          <I18nProvider i18n={i18n}>
            <BrowserRouter>
              <App />
            </BrowserRouter>
          </I18nProvider>
        </QueryClientProvider>
      </WagmiProvider>
    </Provider>
  </StrictMode>,
)
