import { useCallback } from 'react'
import { useConfig } from 'wagmi'
import type { GetWalletClientReturnType } from 'wagmi/actions'

export type ConnectedWalletClient = GetWalletClientReturnType

/**
 * The connected wallet's client, fetched when an action needs it (every signature and transaction of the
 * app asks for it right before it is made). wagmi's useWalletClient would bring the wallet actions (and
 * through them the transaction serializers and secp256k1) into the first load of every page that can send
 * something; this loads them with the first signature or transaction. On a local replica chain it first
 * checks that the wallet is on that replica (replicaGuard.ts), and rejects otherwise.
 */
export function useWalletClientGetter(chainId: number | undefined): () => Promise<ConnectedWalletClient> {
  const config = useConfig()
  return useCallback(async () => {
    const { appGenesisOf, ensureSameGenesis, genesisOf, getWalletClient, isLocalReplica } = await import(
      './getWalletClient'
    )
    const walletClient = await getWalletClient(config, chainId === undefined ? {} : { chainId })
    const chain = config.chains.find((entry) => entry.id === walletClient.chain.id)
    if (chain && isLocalReplica(chain))
      await ensureSameGenesis(
        chain.name,
        genesisOf(walletClient),
        appGenesisOf(config.getClient({ chainId: chain.id })),
      )
    return walletClient
  }, [config, chainId])
}
