import { createConfig, createStorage, deserialize, injected, noopStorage } from 'wagmi'
import { coinbaseWallet, walletConnect } from 'wagmi/connectors'
import { PRODUCT_NAME } from '../../core/brand'
import type { AppConfig } from '../../core/config'
import { rpcUrlFor } from '../../lib/chains'
import { chainTransport, noRpcTransport } from '../../lib/rpc'
import { chainsWithReplicas, WAGMI_CHAINS } from './chains'
import { devnetAccount } from './devnetConnector'

/**
 * wagmi's stored values (the last connector's id, its state) read back; garbage another version, an
 * extension or the user left there reads as nothing instead of throwing ('Unexpected end of JSON input').
 */
export function safeDeserialize<T>(value: string): T | null {
  try {
    return deserialize<T>(value)
  } catch {
    console.warn('Dropped an unreadable stored wallet value')
    return null
  }
}

/** localStorage, or nothing where it is disabled (reading it throws then). */
function browserStorage() {
  try {
    return typeof window === 'undefined' ? noopStorage : window.localStorage
  } catch {
    return noopStorage
  }
}

/** The RPC URL of each replica chain (config.devnetChains), the only chains the Devnet account knows. */
export function devnetRpcUrls(app: Pick<AppConfig, 'devnetChains' | 'rpcUrls'>): Record<number, string> {
  return Object.fromEntries(
    app.devnetChains.flatMap((chainId) => (app.rpcUrls[chainId] ? [[chainId, app.rpcUrls[chainId]]] : [])),
  )
}

/**
 * wagmi's configuration: one transport per chain from the configured RPC URLs (the chain's public
 * endpoint otherwise), with JSON-RPC batching of 50 ms, retries with backoff and, with several URLs,
 * viem's ranked fallback between them (lib/rpc); the injected connector (EIP-6963 discovery
 * and window.ethereum), WalletConnect (with a project id), Coinbase Wallet and, against the
 * devnet, the Devnet account connector.
 */
export function createWagmiConfig(app: AppConfig) {
  const transports = Object.fromEntries(
    WAGMI_CHAINS.map((chain) => {
      const urls = (
        app.rpcUrlLists?.[chain.id] ?? [rpcUrlFor(chain.id, app.rpcUrls) ?? chain.rpcUrls.default.http[0]]
      ).filter((url): url is string => !!url)
      // A retired network without a public endpoint (Kovan) gets none, rather than a dead one.
      return [chain.id, urls.length > 0 ? chainTransport(chain.id, urls) : noRpcTransport(chain.id)]
    }),
  )
  return createConfig({
    chains: chainsWithReplicas(app.devnetChains, app.rpcUrls),
    transports,
    // The WalletConnect and Coinbase Wallet SDKs are loaded only when the user picks them.
    connectors: [
      injected(),
      ...(app.walletConnectProjectId
        ? [walletConnect({ projectId: app.walletConnectProjectId, showQrModal: true })]
        : []),
      coinbaseWallet({ appName: PRODUCT_NAME, preference: { options: 'all' } }),
      // Handed the replica chains' URLs alone: a chain on a real node is never one it can sign for.
      ...(app.devnet ? [devnetAccount({ rpcUrls: devnetRpcUrls(app) })] : []),
    ],
    multiInjectedProviderDiscovery: true,
    storage: createStorage({ storage: browserStorage(), deserialize: safeDeserialize }),
    // The block subscription polls; anvil and public endpoints both answer eth_blockNumber.
    pollingInterval: 4_000,
  })
}
