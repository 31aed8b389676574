import type { Address, EIP1193RequestFn } from 'viem'
import { createConnector } from 'wagmi'
import { connectorEvents } from './connectorEvents'

/** The hosted-wallet connector works on these networks only. */
export const HOSTED_WALLET_NETWORKS = { 1: 'mainnet', 3: 'ropsten', 4: 'rinkeby', 42: 'kovan' } as const
export type HostedWalletNetwork = (typeof HOSTED_WALLET_NETWORKS)[keyof typeof HOSTED_WALLET_NETWORKS]

export function hostedWalletNetwork(chainId: number): HostedWalletNetwork {
  const network = (HOSTED_WALLET_NETWORKS as Record<number, HostedWalletNetwork | undefined>)[chainId]
  if (!network) throw new Error('Unsupported network ID')
  return network
}

interface HostedProvider {
  request: EIP1193RequestFn
  enable(): Promise<string[]>
}

/** How the SDK is loaded: the real one on first connect, a fake in tests. */
export type LoadFortmatic = () => Promise<
  new (
    apiKey: string,
    network: HostedWalletNetwork,
  ) => { getProvider(): unknown }
>

const loadFortmaticSdk: LoadFortmatic = async () => (await import('fortmatic')).default as never

/**
 * Fortmatic, the hosted wallet: shown when an API key is configured; its SDK loads on first connect.
 * Only mainnet and the Ropsten, Rinkeby and Kovan test networks ('Unsupported network ID' otherwise).
 */
export function fortmatic(parameters: { apiKey: string; load?: LoadFortmatic }) {
  let provider: HostedProvider | undefined
  let chainId = 1
  let connected = false
  return createConnector<HostedProvider>((config) => {
    async function providerFor(target: number): Promise<HostedProvider> {
      const network = hostedWalletNetwork(target)
      const Fortmatic = await (parameters.load ?? loadFortmaticSdk)()
      // The SDK's provider implements EIP-1193 request and the legacy enable().
      provider = new Fortmatic(parameters.apiKey, network).getProvider() as HostedProvider
      chainId = target
      return provider
    }
    return {
      id: 'fortmatic',
      name: 'Fortmatic',
      type: 'fortmatic',
      async connect(options) {
        const current = await providerFor(options?.chainId ?? chainId)
        const accounts = (await current.enable()) as Address[]
        connected = true
        config.emitter.emit('change', { accounts, chainId })
        // The type ties `accounts` to withCapabilities; this connector never returns capabilities.
        return { accounts, chainId } as never
      },
      async disconnect() {
        connected = false
        provider = undefined
      },
      async getAccounts() {
        if (!connected || !provider) return []
        return (await provider.request({ method: 'eth_accounts' })) as Address[]
      },
      async getChainId() {
        return chainId
      },
      async getProvider() {
        return provider ?? providerFor(chainId)
      },
      async isAuthorized() {
        return connected
      },
      async switchChain({ chainId: target }) {
        const chain = config.chains.find((entry) => entry.id === target)
        if (!chain) throw new Error('Unsupported network ID')
        await providerFor(target)
        config.emitter.emit('change', { chainId: target })
        return chain
      },
      ...connectorEvents(config.emitter, () => {
        connected = false
      }),
    }
  })
}
