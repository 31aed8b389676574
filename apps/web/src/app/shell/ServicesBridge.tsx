import { lazy, Suspense, useEffect, useState } from 'react'
import { useHydrated } from '../../components/useHydrated'
import { config } from '../../core/config'

/** Whether any third-party service is configured: without one, their code is never loaded. */
const anyService = !!(config.analyticsUrl || config.monitoringUrl || config.complianceUrl)

const Active = lazy(() =>
  import('./ServicesBridgeActive').then((module) => ({ default: module.ServicesBridgeActive })),
)

/**
 * Feeds the third-party services (each off unless its URL is configured): page views, web vitals,
 * uncaught errors, the wallet-connected event. Returns nothing to render.
 */
export function ServicesBridge() {
  // After hydration: the pre-render (app/prerender.tsx) is made without the deployment's configuration.
  const hydrated = useHydrated()
  return anyService && hydrated ? (
    <Suspense fallback={null}>
      <Active />
    </Suspense>
  ) : null
}

/** The compliance provider's verdict on the connected address; not blocked until it says so. */
export function useComplianceBlocked(address: string | undefined): boolean {
  const [blocked, setBlocked] = useState<{ address: string; blocked: boolean } | undefined>()
  useEffect(() => {
    if (!address) return
    let current = true
    if (!config.complianceUrl) return
    void import('../../core/services')
      .then(({ getServices }) => getServices().screenWallet(address))
      .then((verdict) => current && setBlocked({ address, blocked: verdict.blocked }))
    return () => {
      current = false
    }
  }, [address])
  return !!address && blocked?.address === address && blocked.blocked
}
