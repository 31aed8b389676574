import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { useAccount } from 'wagmi'
import { getServices } from '../../core/services'
import { reportWebVitals } from '../../lib/services'

/**
 * Feeds the third-party services (each off unless its URL is configured): page views, web vitals,
 * uncaught errors, the wallet-connected event. Returns nothing to render.
 */
export function ServicesBridgeActive() {
  const { pathname } = useLocation()
  const { address, chainId, connector } = useAccount()

  useEffect(() => {
    getServices().pageView(pathname)
  }, [pathname])

  useEffect(() => {
    const stop = reportWebVitals(getServices())
    const onError = (event: ErrorEvent) => getServices().exception(event.error ?? event.message)
    const onRejection = (event: PromiseRejectionEvent) => getServices().exception(event.reason)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      stop()
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])

  useEffect(() => {
    if (address && chainId && connector)
      getServices().walletConnected({ chainId, walletAddress: address, connector: connector.name })
  }, [address, chainId, connector])

  return null
}
