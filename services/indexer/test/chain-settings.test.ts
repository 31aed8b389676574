import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { chainSettings } from '../src/chain-settings.ts'
import { decodeSettings, encodeSettings } from '../src/settings.ts'
import { ponderDefaultFinality } from '../src/state.ts'

/**
 * The indexer's settings for a public chain (not a devnet): a JSON-RPC node that answers like geth on
 * mainnet or Arbitrum One. Only the two questions the settings depend on are answered.
 */
let server: Server | undefined
afterEach(async () => {
  const running = server
  server = undefined
  if (running) await new Promise((resolve) => running.close(resolve))
})

async function node(chainId: number, clientVersion: string): Promise<string> {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const { id, method } = JSON.parse(body) as { id: number; method: string }
      const result =
        method === 'eth_chainId'
          ? `0x${chainId.toString(16)}`
          : method === 'web3_clientVersion'
            ? clientVersion
            : undefined
      response.setHeader('content-type', 'application/json')
      response.end(
        JSON.stringify(
          result === undefined
            ? { jsonrpc: '2.0', id, error: { code: -32601, message: `${method} not served here` } }
            : { jsonrpc: '2.0', id, result },
        ),
      )
    })
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const GETH = 'Geth/v1.14.11-stable/linux-amd64/go1.23.2'
const NITRO = 'nitro/v3.2.1-d81324d/linux-amd64/go1.23.1'

describe("the indexer's settings for a public chain", () => {
  it('indexes mainnet from the v3 factory deployment block with Ponder finality (65 blocks), polling 1 s, cache on', async () => {
    const url = await node(1, GETH)
    const chain = await chainSettings(1, url, { port: 0, rpcUrls: { 1: url } })
    expect(chain).toEqual({
      chainId: 1,
      network: 'mainnet',
      rpcUrl: url,
      startBlock: 12_369_621,
      pollingIntervalMs: 1_000,
      maxRequestsPerSecond: 50,
      disableCache: false,
    })
    // No finality of its own: Ponder's default for the chain, which the resume anchor uses too.
    expect(chain.finalityBlocks).toBeUndefined()
    expect(ponderDefaultFinality(chain.chainId)).toBe(65)
    // The settings survive the trip to the Ponder process unchanged.
    expect(
      decodeSettings(
        encodeSettings({ chain, database: { kind: 'pglite', directory: '/tmp/x' }, schema: 'c1' }),
      ).chain,
    ).toEqual(chain)
  })

  it('indexes Arbitrum One from its factory deployment block (165) with 240-block finality', async () => {
    const url = await node(42161, NITRO)
    const chain = await chainSettings(42161, url, { port: 0, rpcUrls: { 42161: url } })
    expect(chain.network).toBe('arbitrum')
    expect(chain.startBlock).toBe(165)
    expect(chain.finalityBlocks).toBeUndefined()
    expect(ponderDefaultFinality(42161)).toBe(240)
    expect(chain.disableCache).toBe(false)
  })

  it('lets the operator choose the start block, finality and polling of a public chain', async () => {
    const url = await node(1, GETH)
    const chain = await chainSettings(1, url, {
      port: 0,
      rpcUrls: { 1: url },
      startBlocks: { 1: 18_000_000 },
      finalityBlocks: { 1: 12 },
      pollingIntervalMs: 2_000,
    })
    expect([chain.startBlock, chain.finalityBlocks, chain.pollingIntervalMs]).toEqual([18_000_000, 12, 2_000])
  })

  it('treats an anvil node as a devnet (block 0, 64 blocks, cache off), and refuses a node of another chain', async () => {
    const anvil = await node(1, 'anvil/v1.7.1')
    const devnet = await chainSettings(1, anvil, { port: 0, rpcUrls: { 1: anvil } })
    expect([devnet.startBlock, devnet.finalityBlocks, devnet.disableCache]).toEqual([0, 64, true])
    await expect(chainSettings(42161, anvil, { port: 0, rpcUrls: { 42161: anvil } })).rejects.toThrow(
      `the RPC for chain 42161 (${anvil}) answers chain 1`,
    )
  })
})
