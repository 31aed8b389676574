import {
  type Account,
  type Chain,
  createTestClient,
  defineChain,
  http,
  publicActions,
  type Transport,
  walletActions,
} from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { ARBITRUM_ONE, type DevnetChainId, OPTIMISM } from './canonical.ts'

/** anvil's default mnemonic: accounts 0-9 are the development accounts every test and the app use. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk'
export const devAccount = (index: number) => mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index })
export const DEV_ACCOUNTS = Array.from({ length: 10 }, (_, index) => devAccount(index))

/** Keys that only the seeding uses: the deployer and the market makers who are not development accounts. */
export const DEPLOYER = privateKeyToAccount(
  '0x4e7e2b6ce08aae0a1b8b4b0e6bfa0b5a8d6e4c3a1f0e9d8c7b6a5f4e3d2c1b0a',
)
export const LIQUIDITY_PROVIDER = privateKeyToAccount(
  '0x5a5b5c5d5e5f606162636465666768696a6b6c6d6e6f70717273747576777879',
)

export function devnetChain(chainId: DevnetChainId, url: string): Chain {
  return defineChain({
    id: chainId,
    name:
      chainId === ARBITRUM_ONE
        ? 'Arbitrum One (devnet)'
        : chainId === OPTIMISM
          ? 'Optimism (devnet)'
          : 'Ethereum (devnet)',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  })
}

export function devnetClient(chainId: DevnetChainId, url: string) {
  return createTestClient({
    mode: 'anvil',
    chain: devnetChain(chainId, url),
    transport: http(url, { batch: false }),
    pollingInterval: 50,
  })
    .extend(publicActions)
    .extend(walletActions)
}

export type DevnetClient = ReturnType<typeof devnetClient>
export type { Account, Transport }
