import { useCallback } from 'react'
import type { Hex } from 'viem'
import { getTransaction } from 'viem/actions'
import { useClient } from 'wagmi'
import { config } from '../../../core/config'
import { getServices } from '../../../core/services'
import type { MonitoredTransactionType } from '../../../lib/services'

/**
 * Records a sent liquidity transaction with the monitoring service (spec §7): its hash and signature
 * parts, read back from the chain. Nothing is read or sent when no monitoring URL is configured.
 */
export function useMonitorTransaction(chainId: number) {
  const client = useClient({ chainId })
  return useCallback(
    (hash: Hex, type: MonitoredTransactionType, walletAddress: string) => {
      if (!config.monitoringUrl || !client) return
      getTransaction(client, { hash })
        .then(({ r, s, v }) =>
          getServices().monitorTransaction({ type, chainId, walletAddress, hash, signature: { r, s, v } }),
        )
        .catch((error: unknown) => console.debug('Could not record the transaction for monitoring', error))
    },
    [client, chainId],
  )
}
