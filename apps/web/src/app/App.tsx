import { Suspense } from 'react'
import { useStore } from 'react-redux'
import { useLocation } from 'react-router'
import { config } from '../core/config'
import { ClaimModals, ClaimPopup } from '../features/claim'
import { ListsUpdater } from '../features/lists'
import { TransactionUpdater } from '../features/transactions'
import { ReconnectRecentWallet, WalletModalHost } from '../features/wallet'
import { AppRoutes } from './routes/AppRoutes'
import { BlockedAddressGate } from './shell/Blocked'
import { BlockNumber } from './shell/BlockNumber'
import { BlockUpdater } from './shell/BlockUpdater'
import { ErrorBoundary } from './shell/ErrorBoundary'
import { Header } from './shell/Header'
import { LocaleNote } from './shell/LocaleNote'
import { Multicall } from './shell/Multicall'
import { L2Banner, NetworkWarning } from './shell/NetworkStatus'
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

export function App() {
  const store = useStore()
  return (
    <ErrorBoundary getState={() => store.getState()}>
      <PreferencesManager />
      <ServicesBridge />
      <ReconnectRecentWallet />
      <BlockedAddressGate>
        <div className="app">
          <DevnetCrashTrigger />
          <Header />
          <L2Banner />
          <main className="app-body">
            <LocaleNote />
            <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
              <AppRoutes />
            </Suspense>
          </main>
          <NetworkWarning />
          <BlockNumber />
          <WalletModalHost />
          <ClaimModals />
          <ClaimPopup />
          <Popups />
          <BlockUpdater />
          <Multicall />
          <TransactionUpdater />
          <ListsUpdater />
        </div>
      </BlockedAddressGate>
    </ErrorBoundary>
  )
}
