import { useCallback } from 'react'
import { useConfig } from 'wagmi'
import type { GetWalletClientReturnType } from 'wagmi/actions'

export type ConnectedWalletClient = GetWalletClientReturnType

/**
 * The connected wallet's client, fetched when an action needs it. wagmi's useWalletClient would bring the
 * wallet actions (and through them the transaction serializers and secp256k1) into the first load of
 * every page that can send something; this loads them with the first signature or transaction.
 */
export function useWalletClientGetter(chainId: number | undefined): () => Promise<ConnectedWalletClient> {
  const config = useConfig()
  return useCallback(async () => {
    const { getWalletClient } = await import('./getWalletClient')
    return getWalletClient(config, chainId === undefined ? {} : { chainId })
  }, [config, chainId])
}
