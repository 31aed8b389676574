import { useEffect, useRef } from 'react'
import { useConfig, useConnectors } from 'wagmi'
import { reconnect } from 'wagmi/actions'

/**
 * Reconnects the wallet used last, and only that one. wagmi's own reconnect-on-mount asks every
 * connector for its provider, which would load each wallet SDK (Coinbase, WalletConnect, the
 * devnet signer) on every page load; this keeps them for when the user picks them.
 */
export function ReconnectRecentWallet() {
  const config = useConfig()
  const connectors = useConnectors()
  const done = useRef(false)
  useEffect(() => {
    if (done.current) return
    let cancelled = false
    void (async () => {
      const recent = await config.storage?.getItem('recentConnectorId')
      if (cancelled || done.current || !recent) return
      // An EIP-6963 wallet announces itself a moment after load: wait until its connector exists.
      const connector = connectors.find((entry) => entry.id === recent)
      if (!connector) return
      done.current = true
      await reconnect(config, { connectors: [connector] }).catch((error: unknown) =>
        console.debug('Could not reconnect the last wallet', error),
      )
    })()
    return () => {
      cancelled = true
    }
  }, [config, connectors])
  return null
}
