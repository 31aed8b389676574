import {
  type Address,
  createTestClient,
  createWalletClient,
  defineChain,
  getAddress,
  type Hash,
  type Hex,
  http,
  publicActions,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { mainnet } from 'viem/chains'
import { afterAll, beforeAll, expect } from 'vitest'
import { type AnvilInstance, startAnvil } from '../src/anvil.ts'

/**
 * The chain of the contract tests (contracts-*.test.ts): a bare anvil with chain id 1 for each test file,
 * its clients, and anvil's first five accounts.
 */

/** anvil's first five default accounts. */
export const [deployer, alice, bob, carol, dave] = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
].map((key) => privateKeyToAccount(key as Hex)) as [
  ReturnType<typeof privateKeyToAccount>,
  ReturnType<typeof privateKeyToAccount>,
  ReturnType<typeof privateKeyToAccount>,
  ReturnType<typeof privateKeyToAccount>,
  ReturnType<typeof privateKeyToAccount>,
]

let anvil: AnvilInstance | undefined
export let client: ReturnType<typeof makeClients>['client']
export let wallet: ReturnType<typeof makeClients>['wallet']

function makeChain(url: string) {
  return defineChain({ ...mainnet, rpcUrls: { default: { http: [url] } } })
}

/** `cacheTime: 0`: viem otherwise caches `eth_blockNumber` for 4 s, which breaks mining arithmetic. */
function makeClients(url: string) {
  const c = makeChain(url)
  return {
    client: createTestClient({
      mode: 'anvil',
      chain: c,
      transport: http(url),
      cacheTime: 0,
      pollingInterval: 20,
    }).extend(publicActions),
    wallet: createWalletClient({ chain: c, transport: http(url) }),
  }
}

/** Starts the file's anvil before its tests and stops it after them. */
export function onAnvil() {
  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 1 })
    ;({ client, wallet } = makeClients(anvil.url))
  })

  afterAll(async () => {
    await anvil?.stop()
  })
}

/** Waits for a mined transaction and fails unless it succeeded. */
export async function mined(hash: Hash) {
  const receipt = await client.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  return receipt
}

export async function deployed(hash: Hash): Promise<Address> {
  const { contractAddress } = await mined(hash)
  if (!contractAddress) throw new Error('no contract address in the receipt')
  return getAddress(contractAddress)
}

export async function now(): Promise<bigint> {
  return (await client.getBlock()).timestamp
}
