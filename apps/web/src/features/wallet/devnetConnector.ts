import { type Address, numberToHex } from 'viem'
import { createConnector } from 'wagmi'
import { connectorEvents } from './connectorEvents'

/**
 * "Devnet account": a connector that signs with a development key of the local replica, so that a
 * newcomer can trade without installing a wallet. Offered only when the app runs against the devnet,
 * given only the replica chains' URLs, and it connects and signs only where the node is anvil on this
 * machine (replicaNode.ts): the key is public, so a real network must never see its signatures.
 * The signing code loads on first connect.
 */

/** wagmi storage key (wagmi adds its own prefix) under which a connection survives a reload. */
const AUTHORIZED_KEY = 'devnetAccount.authorized'

/** The chain of a remembered connection, or undefined for anything else found in storage. */
export function parseAuthorized(stored: unknown): number | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined
  const chainId = (stored as { chainId?: unknown }).chainId
  return typeof chainId === 'number' && Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined
}

import type { DevnetProvider } from './devnetProvider'

export function devnetAccount(parameters: { rpcUrls: Record<number, string>; accountIndex?: number }) {
  let chainId = Number(Object.keys(parameters.rpcUrls)[0] ?? 1)
  let connected = false
  let provider: DevnetProvider | undefined

  return createConnector<DevnetProvider>((config) => {
    // Remembered in wagmi's storage, as a browser wallet remembers a site it trusts: a reload reconnects.
    const remember = async (value: { chainId: number } | null) =>
      value ? config.storage?.setItem(AUTHORIZED_KEY, value) : config.storage?.removeItem(AUTHORIZED_KEY)

    async function loadProvider(): Promise<DevnetProvider> {
      if (provider) return provider
      const { createDevnetProvider } = await import('./devnetProvider')
      provider = createDevnetProvider({
        rpcUrls: parameters.rpcUrls,
        accountIndex: parameters.accountIndex ?? 0,
        chainId: () => chainId,
        onChainChanged(target) {
          chainId = target
          config.emitter.emit('change', { chainId })
        },
      })
      return provider
    }

    return {
      id: 'devnetAccount',
      name: 'Devnet account',
      type: 'devnetAccount',
      async connect(options) {
        const current = await loadProvider()
        if (options?.chainId && parameters.rpcUrls[options.chainId]) chainId = options.chainId
        // A reconnect from saved state is checked too: the node behind the URL may not be the replica now.
        await current.ensureReplica(chainId)
        const accounts = (await current.request({ method: 'eth_requestAccounts' })) as Address[]
        connected = true
        await remember({ chainId })
        // The type ties `accounts` to withCapabilities; this connector never returns capabilities.
        return { accounts, chainId } as never
      },
      async disconnect() {
        connected = false
        await remember(null)
      },
      async getAccounts() {
        if (!connected) return []
        return (await (await loadProvider()).request({ method: 'eth_accounts' })) as Address[]
      },
      async getChainId() {
        return chainId
      },
      getProvider: loadProvider,
      async isAuthorized() {
        if (connected) return true
        // Anything unreadable in storage means "not authorized", never an error on page load.
        const stored = await Promise.resolve()
          .then(() => config.storage?.getItem(AUTHORIZED_KEY))
          .catch(() => undefined)
        const storedChainId = parseAuthorized(stored)
        if (storedChainId === undefined) return false
        if (parameters.rpcUrls[storedChainId]) chainId = storedChainId
        return true
      },
      async switchChain({ chainId: target }) {
        const chain = config.chains.find((entry) => entry.id === target)
        if (!chain || !parameters.rpcUrls[target])
          throw new Error(`Devnet account cannot switch to chain ${target}`)
        await (await loadProvider()).request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: numberToHex(target) }],
        })
        return chain
      },
      ...connectorEvents(config.emitter, () => {
        connected = false
        void remember(null)
      }),
    }
  })
}
