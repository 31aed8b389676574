import { type Address, type EIP1193RequestFn, type Hex, numberToHex } from 'viem'
import { createConnector } from 'wagmi'
import { connectorEvents } from './connectorEvents'
import { checkReplicaNode, DevnetAccountRefused } from './replicaNode'

/**
 * "Devnet account": a connector that signs with a development key of the local replica, so that a
 * newcomer can trade without installing a wallet. Offered only when the app runs against the devnet,
 * given only the replica chains' URLs, and it connects and signs only where the node is anvil on this
 * machine (replicaNode.ts): the key is public, so a real network must never see its signatures.
 * The signing code loads on first connect.
 */
export const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk'

/** wagmi storage key (wagmi adds its own prefix) under which a connection survives a reload. */
const AUTHORIZED_KEY = 'devnetAccount.authorized'

/** The chain of a remembered connection, or undefined for anything else found in storage. */
export function parseAuthorized(stored: unknown): number | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined
  const chainId = (stored as { chainId?: unknown }).chainId
  return typeof chainId === 'number' && Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined
}

interface DevnetProvider {
  request: EIP1193RequestFn
  /** Resolves when the chain's node is the local replica; rejects with DevnetAccountRefused otherwise. */
  ensureReplica(chainId: number): Promise<void>
}

/** Requests that sign with the development key: each is refused unless the node is the replica. */
const SIGNING_METHODS = new Set(['eth_sendTransaction', 'eth_signTypedData_v4', 'personal_sign'])

export function devnetAccount(parameters: { rpcUrls: Record<number, string>; accountIndex?: number }) {
  let chainId = Number(Object.keys(parameters.rpcUrls)[0] ?? 1)
  let connected = false
  let provider: DevnetProvider | undefined
  // One check per URL that passed; a failed one is asked again next time (the node may have started since).
  const verified = new Set<string>()

  return createConnector<DevnetProvider>((config) => {
    // Remembered in wagmi's storage, as a browser wallet remembers a site it trusts: a reload reconnects.
    const remember = async (value: { chainId: number } | null) =>
      value ? config.storage?.setItem(AUTHORIZED_KEY, value) : config.storage?.removeItem(AUTHORIZED_KEY)

    async function loadProvider(): Promise<DevnetProvider> {
      if (provider) return provider
      const { createWalletClient, http, mnemonicToAccount } = await import('./devnetSigner')
      const account = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: parameters.accountIndex ?? 0 })
      const forward = async (method: string, params: unknown) => {
        const url = parameters.rpcUrls[chainId]
        if (!url) throw Object.assign(new Error('Unsupported chain'), { code: 4902 })
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
        })
        const body = (await response.json()) as {
          result?: unknown
          error?: { code: number; message: string }
        }
        if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code })
        return body.result
      }
      const ensureReplica = async (target: number) => {
        const url = parameters.rpcUrls[target]
        if (url && verified.has(url)) return
        const check = await checkReplicaNode(url, async (nodeUrl, method, params) => {
          const response = await fetch(nodeUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
          })
          return ((await response.json()) as { result?: unknown }).result
        })
        if (!check.ok) throw new DevnetAccountRefused(check.reason)
        if (url) verified.add(url)
      }
      const request = async ({ method, params }: { method: string; params?: unknown }) => {
        const args = (params ?? []) as unknown[]
        if (SIGNING_METHODS.has(method)) await ensureReplica(chainId)
        switch (method) {
          case 'eth_accounts':
          case 'eth_requestAccounts':
            return [account.address]
          case 'eth_chainId':
            return numberToHex(chainId)
          case 'wallet_switchEthereumChain': {
            const target = Number((args[0] as { chainId: Hex }).chainId)
            if (!parameters.rpcUrls[target])
              throw Object.assign(new Error('Unrecognized chain'), { code: 4902 })
            chainId = target
            config.emitter.emit('change', { chainId })
            return null
          }
          case 'eth_sendTransaction': {
            const tx = args[0] as {
              to?: Address
              data?: Hex
              value?: Hex
              gas?: Hex
              nonce?: Hex
              maxFeePerGas?: Hex
              maxPriorityFeePerGas?: Hex
            }
            const url = parameters.rpcUrls[chainId]
            if (!url) throw Object.assign(new Error('Unsupported chain'), { code: 4902 })
            const wallet = createWalletClient({ account, transport: http(url) })
            const quantity = (value: Hex | undefined) => (value ? BigInt(value) : undefined)
            // A chosen nonce and fees are kept: that is how a speed-up or cancellation replaces a transaction.
            return wallet.sendTransaction({
              chain: null,
              to: tx.to,
              data: tx.data,
              value: quantity(tx.value),
              gas: quantity(tx.gas),
              nonce: tx.nonce ? Number(tx.nonce) : undefined,
              maxFeePerGas: quantity(tx.maxFeePerGas),
              maxPriorityFeePerGas: quantity(tx.maxPriorityFeePerGas),
            })
          }
          case 'eth_signTypedData_v4':
            return account.signTypedData(JSON.parse(args[1] as string))
          case 'personal_sign':
            return account.signMessage({ message: { raw: args[0] as Hex } })
          default:
            return forward(method, params)
        }
      }
      // viem's request type is a union of every method's signature; this provider implements them by name.
      provider = { request: request as unknown as EIP1193RequestFn, ensureReplica }
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
