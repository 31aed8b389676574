import { Suspense, useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { config } from '../core/config'
import { useAppStore } from '../core/store'
import { ClaimModals, ClaimPopup } from '../features/claim'
import { ListsUpdater } from '../features/lists'
import { getLocalStorage, resetSettingsKeepingTokens, selectUserState } from '../features/settings'
import { TransactionUpdater } from '../features/transactions'
import { ReconnectRecentWallet, WalletModalHost } from '../features/wallet'
import { resetStoredSettings } from './persistence'
import { AppRoutes } from './routes/AppRoutes'
import { BlockedAddressGate } from './shell/Blocked'
import { BlockNumber } from './shell/BlockNumber'
import { BlockUpdater } from './shell/BlockUpdater'
import { ErrorBoundary } from './shell/ErrorBoundary'
import { Header } from './shell/Header'
import { hydrated, RouteHydrated } from './shell/hydration'
import { LocaleNote } from './shell/LocaleNote'
import { Multicall } from './shell/Multicall'
import { L2Banner, NetworkError, NetworkWarning } from './shell/NetworkStatus'
import { Popups } from './shell/Popups'
import { PreferencesManager } from './shell/PreferencesManager'
import { ServicesBridge } from './shell/ServicesBridge'

/** Against the devnet only, `?crash=true` throws while rendering so that the crash screen can be tested. */
function DevnetCrashTrigger() {
  const { search } = useLocation()
  if (config.devnet && new URLSearchParams(search).get('crash') === 'true')
    throw new Error('Forced crash (devnet)')
  return null
}

/**
 * True once the page's markup is hydrated (./shell/hydration): a remembered wallet reconnects after it, as a
 * connected account changes the route's text (the swap button, balances) that React has to adopt first.
 */
function useHydrationDone() {
  const [done, setDone] = useState(false)
  useEffect(() => {
    let current = true
    void hydrated.then(() => current && setDone(true))
    return () => {
      current = false
    }
  }, [])
  return done
}

export function App() {
  const store = useAppStore()
  const hydrationDone = useHydrationDone()
  return (
    <ErrorBoundary
      getState={() => store.getState()}
      onReset={() => {
        store.dispatch(resetSettingsKeepingTokens())
        resetStoredSettings(getLocalStorage(), selectUserState(store.getState()))
        // The link's parameters may be what failed: the page reloads without them.
        window.location.assign(window.location.pathname)
      }}
    >
      <PreferencesManager />
      <ServicesBridge />
      {hydrationDone && <ReconnectRecentWallet />}
      <BlockedAddressGate>
        <div className="app">
          <DevnetCrashTrigger />
          <Header />
          <L2Banner />
          <div className="popup-dock">
            <ClaimPopup />
            <Popups />
          </div>
          <main className="app-body">
            <LocaleNote />
            <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
              <AppRoutes />
              <RouteHydrated />
            </Suspense>
          </main>
          <NetworkWarning />
          <NetworkError />
          <BlockNumber />
          <WalletModalHost />
          <ClaimModals />
          <BlockUpdater />
          <Multicall />
          <TransactionUpdater />
          <ListsUpdater />
        </div>
      </BlockedAddressGate>
    </ErrorBoundary>
  )
}
