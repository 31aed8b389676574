import { arbitrum, mainnet } from 'viem/chains'
import { describe, expect, it, vi } from 'vitest'
import { createConfig, http } from 'wagmi'
import { fortmatic, hostedWalletNetwork } from './hostedWallet'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('the hosted wallet', () => {
  it('supports mainnet, Ropsten, Rinkeby and Kovan only', () => {
    expect(hostedWalletNetwork(1)).toBe('mainnet')
    expect(hostedWalletNetwork(3)).toBe('ropsten')
    expect(hostedWalletNetwork(4)).toBe('rinkeby')
    expect(hostedWalletNetwork(42)).toBe('kovan')
    for (const chainId of [5, 10, 42161])
      expect(() => hostedWalletNetwork(chainId)).toThrow('Unsupported network ID')
  })

  it('connects through the SDK on mainnet and refuses Arbitrum', async () => {
    const enable = vi.fn(async () => [ACCOUNT])
    const created: [string, string][] = []
    class FakeFortmatic {
      constructor(apiKey: string, network: string) {
        created.push([apiKey, network])
      }
      getProvider() {
        return { enable, request: async () => [ACCOUNT] }
      }
    }
    const config = createConfig({
      chains: [mainnet, arbitrum],
      transports: { [mainnet.id]: http(), [arbitrum.id]: http() },
      connectors: [fortmatic({ apiKey: 'pk_test_123', load: async () => FakeFortmatic })],
    })
    const connector = config.connectors[0]!
    const result = await connector.connect({ chainId: 1 })
    expect(result.accounts).toEqual([ACCOUNT])
    expect(created).toEqual([['pk_test_123', 'mainnet']])
    expect(enable).toHaveBeenCalledOnce()
    await expect(connector.connect({ chainId: 42161 })).rejects.toThrow('Unsupported network ID')
  })
})
