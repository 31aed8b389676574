import { QueryClient } from '@tanstack/react-query'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { getAccount, getClient } from 'wagmi/actions'
import { FIRST_DATA_ELEMENT_ID, parseFirstChainData, seedFirstChainData } from './app/firstData'
import { loadPersistedState, persistStore } from './app/persistence'
import { Root } from './app/Root'
import { firstRouteState } from './app/routes/firstRouteState'
import { preloadFirstPage, warmFirstPage } from './app/routes/preload'
import {
  clickToReplay,
  holdClicksUntil,
  replayClick,
  restoreTypedValues,
  takeEarlyClicks,
  takeEarlyInputs,
} from './app/shell/earlyClicks'
import { hydrated, hydrationDone } from './app/shell/hydration'
import { createStore } from './app/store'
import { config } from './core/config'
import { activeChainId } from './core/useActiveChainId'
import { getLocalStorage } from './features/settings'
import { createWagmiConfig } from './features/wallet'
import { activateLocale, DEFAULT_LOCALE } from './i18n/i18n'
import { warmNumberFormats } from './lib/format'
import { getMulticallStore, multicallClientOf } from './lib/multicall'
import './styles.css'
import './styles/shell.css'
import './styles/overlays.css'
import './styles/controls.css'
import './styles/wallet.css'
import './styles/tokens.css'
import './styles/swap.css'
import './styles/accessibility.css'

const storage = getLocalStorage()
// The page's first render is what its link says (and what the server rendered for it).
const store = createStore({
  ...loadPersistedState(storage),
  ...firstRouteState(window.location.pathname + window.location.search),
})
persistStore(store, storage)
const wagmiConfig = createWagmiConfig(config)
const queryClient = new QueryClient()

const root = document.getElementById('root')
if (!root) throw new Error('no #root element')

const tree = (
  <Root
    store={store}
    wagmiConfig={wagmiConfig}
    queryClient={queryClient}
    router={(app) => <BrowserRouter>{app}</BrowserRouter>}
  />
)

/** How long the chunk's download must last for number formats to be built during it. */
const NUMBER_FORMATS_AFTER_MS = 50
// Hydration takes about a second at most, on a slow device; a page not hydrated by then has failed, and its
// clicks go through.
const HOLD_CLICKS_MAX_MS = 5_000
let numbersWarm = false
/** Chromium's first Intl.NumberFormat of a page loads the locale's data: 150-200 ms at 4x CPU. */
function warmNumbers() {
  if (numbersWarm) return
  numbersWarm = true
  warmNumberFormats(navigator.language)
}

/**
 * Renders once the messages and the opening page's chunk are here, so the first render is that page and
 * not a fallback. Not a top-level await: page chunks import this entry chunk's modules, and an import
 * of a module still evaluating would wait for this very wait.
 */
async function start(root: HTMLElement) {
  const chainId = activeChainId(getAccount(wagmiConfig).chainId)
  const client = getClient(wagmiConfig, { chainId })
  // A page the server rendered with its chain data (server/firstRender.ts) comes with that data: the first
  // render must use it to be that markup, and reading it again now could change it before hydration. Data
  // for another chain than this visitor's: the markup is not theirs, the page renders here instead.
  const firstData = parseFirstChainData(document.getElementById(FIRST_DATA_ELEMENT_ID)?.textContent)
  if (firstData && firstData.chainId === chainId && root.firstElementChild)
    seedFirstChainData(firstData, getMulticallStore(chainId), queryClient)
  else {
    if (firstData) root.replaceChildren()
    warmFirstPage(window.location.pathname, chainId, client && multicallClientOf(client), queryClient)
  }
  // Number formats are built while the page's chunk downloads when that takes a while (a slow network):
  // time the main thread would spend idle. A quick download (cached, fast network) does not wait for them.
  const early = setTimeout(warmNumbers, NUMBER_FORMATS_AFTER_MS)
  await Promise.all([
    activateLocale(DEFAULT_LOCALE),
    preloadFirstPage(window.location.pathname, queryClient, chainId),
  ])
  clearTimeout(early)
  // The server sends some routes with their first render already in #root (server/prerender.ts): React
  // adopts that markup instead of building it again. Every other page starts empty and renders here.
  // Clicks on buttons are recorded by the inline script until now, then held until the route's boundary
  // has hydrated too (React drops a click on a boundary it has not adopted yet); the last one is replayed.
  const earlyClicks = takeEarlyClicks()
  if (root.firstElementChild) {
    const heldClicks = holdClicksUntil(root, hydrated, HOLD_CLICKS_MAX_MS)
    hydrateRoot(root, tree)
    void heldClicks.then((held) => {
      // Text typed while the page was not live first, then the click that may act on it.
      restoreTypedValues(takeEarlyInputs(), root)
      const target = clickToReplay([...earlyClicks, ...held], root)
      if (target) replayClick(target)
    })
  } else {
    takeEarlyInputs()
    hydrationDone()
    createRoot(root).render(tree)
  }
  // Otherwise once the first render is done, while the page waits on its data.
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1))
  whenIdle(warmNumbers)
}
void start(root)
