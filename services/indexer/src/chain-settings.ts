import { FACTORY_DEPLOYMENT_BLOCK } from './abis.ts'
import type { StartIndexerOptions } from './indexer-options.ts'
import { type ChainSettings, networkName } from './settings.ts'

/** What the indexer asks of a chain's RPC, and the settings it indexes the chain with. */

/**
 * A devnet's blocks count as final 64 blocks deep, the depth anvil itself reports as `finalized`:
 * reorgs up to that depth (evm_revert in tests) are undone, and a restart replays at most that many.
 */
export const DEVNET_FINALITY_BLOCKS = 64
const DEVNET_POLLING_MS = 250
const CHAIN_POLLING_MS = 1_000
/** Ponder's default; a public RPC rate-limits beyond it. A local node answers as fast as it is asked. */
const CHAIN_REQUESTS_PER_SECOND = 50
const DEVNET_REQUESTS_PER_SECOND = 2_000

export async function rpc<T>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(`${method} on ${url}: ${body.error.message}`)
  return body.result as T
}

export const blockNumber = async (rpcUrl: string) => Number(await rpc<string>(rpcUrl, 'eth_blockNumber'))

export async function blockHash(rpcUrl: string, number: number): Promise<string | null> {
  const block = await rpc<{ hash: string } | null>(rpcUrl, 'eth_getBlockByNumber', [
    `0x${number.toString(16)}`,
    false,
  ])
  return block?.hash ?? null
}

/**
 * Checks the RPC serves the chain, and whether it is a local development node (by client version):
 * a devnet is indexed from block 0 with 64-block finality; a public chain from its v3 factory's
 * deployment block with Ponder's finality for that chain.
 */
export async function chainSettings(
  chainId: number,
  rpcUrl: string,
  options: StartIndexerOptions,
): Promise<ChainSettings> {
  const answered = Number(await rpc<string>(rpcUrl, 'eth_chainId'))
  if (answered !== chainId)
    throw new Error(`the RPC for chain ${chainId} (${rpcUrl}) answers chain ${answered}`)
  const client = await rpc<string>(rpcUrl, 'web3_clientVersion').catch(() => '')
  const devnet = /^(anvil|hardhat|ganache)/i.test(client)
  const chain: ChainSettings = {
    chainId,
    network: networkName(chainId),
    rpcUrl,
    // A devnet replays the deployments in its own first blocks; a public chain from the factory's.
    startBlock: options.startBlocks?.[chainId] ?? (devnet ? 0 : (FACTORY_DEPLOYMENT_BLOCK[chainId] ?? 0)),
    pollingIntervalMs: options.pollingIntervalMs ?? (devnet ? DEVNET_POLLING_MS : CHAIN_POLLING_MS),
    maxRequestsPerSecond: devnet ? DEVNET_REQUESTS_PER_SECOND : CHAIN_REQUESTS_PER_SECOND,
    disableCache: devnet,
  }
  const finality = options.finalityBlocks?.[chainId] ?? (devnet ? DEVNET_FINALITY_BLOCKS : undefined)
  if (finality !== undefined) chain.finalityBlocks = finality
  return chain
}
