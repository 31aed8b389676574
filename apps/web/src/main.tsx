import { QueryClient } from '@tanstack/react-query'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { loadPersistedState, persistStore } from './app/persistence'
import { Root } from './app/Root'
import { hydrationDone } from './app/shell/hydration'
import { createStore } from './app/store'
import { config } from './core/config'
import { getLocalStorage } from './features/settings'
import { createWagmiConfig } from './features/wallet'
import { activateLocale, DEFAULT_LOCALE } from './i18n/i18n'
import './styles.css'

const storage = getLocalStorage()
const store = createStore(loadPersistedState(storage))
persistStore(store, storage)
const wagmiConfig = createWagmiConfig(config)
const queryClient = new QueryClient()

const root = document.getElementById('root')
if (!root) throw new Error('no #root element')

await activateLocale(DEFAULT_LOCALE)

const tree = (
  <Root
    store={store}
    wagmiConfig={wagmiConfig}
    queryClient={queryClient}
    router={(app) => <BrowserRouter>{app}</BrowserRouter>}
  />
)
// The server sends some routes with their first render already in #root (server/prerender.ts): React
// adopts that markup instead of building it again. Every other page starts empty and renders here.
if (root.firstElementChild) hydrateRoot(root, tree)
else {
  hydrationDone()
  createRoot(root).render(tree)
}
