import { Suspense } from 'react'
import { AppRoutes } from './routes/AppRoutes'
import { BlockNumber } from './shell/BlockNumber'
import { Header } from './shell/Header'
import { PreferencesManager } from './shell/PreferencesManager'

export function App() {
  return (
    <div className="app">
      <PreferencesManager />
      <Header />
      <main className="app-body">
        <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
          <AppRoutes />
        </Suspense>
      </main>
      <BlockNumber />
    </div>
  )
}
