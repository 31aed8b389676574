import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type AddressBook, type Devnet, devnetClient, rpc, startDevnet } from '@exchange/devnet'
import { type Address, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_FINALITY_BLOCKS, type Indexer, SUBGRAPH_PATHS, startIndexer } from '../src/index.ts'
import {
  approve,
  chainTicks,
  chainTvl,
  type DevnetClient,
  feeTierDistribution,
  indexedBlock,
  indexedTicks,
  mintAtFreshTicks,
  swap,
  waitFor,
} from './chain.ts'

/** What the tests a store adds (see indexerSuite) can reach while the suite runs. */
export interface SuiteContext {
  devnet(): Devnet
  indexer(): Indexer
  databaseUrl(): string | undefined
}

export interface SuiteStore {
  /** 'pglite' (the embedded database) or a PostgreSQL server started for the suite. */
  name: string
  start(): Promise<{ url: string | undefined; stop(): Promise<void> }>
}

/**
 * The indexer's integration tests, run once per store (indexer.test.ts: PGlite; indexer-postgres.test.ts:
 * PostgreSQL). `more` registers the store's own tests, run after the main ones and before the devnet
 * is replaced.
 */
export function indexerSuite(store: SuiteStore, more?: (context: SuiteContext) => void): void {
  /**
   * One devnet (both chains) and one indexer for the whole file: the indexer's answers are checked
   * against what the chain says, then through new blocks, a reorg and a restart.
   */

  /** Starting two Ponder processes costs ~10 s of CPU each: on a busy 2-core machine, give it time. */
  const STARTS = 180_000

  let devnet: Devnet
  let indexer: Indexer | undefined
  let dataDir: string
  const logs: string[] = []
  const chains: { chainId: 1 | 42161; client: DevnetClient; book: AddressBook }[] = []

  const rpcUrls = () => ({ 1: devnet.chains[1]!.url, 42161: devnet.chains[42161]!.url })
  let database: { url: string | undefined; stop(): Promise<void> } | undefined
  const start = () =>
    startIndexer({
      port: 0,
      rpcUrls: rpcUrls(),
      dataDir,
      databaseUrl: database?.url,
      // Within the hook's time: both stores' suites may start their processes at once on 2 cores.
      readyTimeoutMs: STARTS - 15_000,
      onLog: (line) => logs.push(line),
    })
  const endpoint = (chainId: number) => indexer!.graphqlUrls[chainId]!
  const mainnet = () => chains[0]!

  let firstStartMs = 0
  /** Chain heads when the indexer first started: blocks below head - finality were final then. */
  const headsAtStart: Record<number, number> = {}

  beforeAll(async () => {
    database = await store.start()
    devnet = await startDevnet({ l1Port: 0, l2Port: 0 })
    for (const chainId of [1, 42161] as const) {
      const chain = devnet.chains[chainId]!
      chains.push({ chainId, client: devnetClient(chainId, chain.url), book: chain.addressBook })
    }
    dataDir = mkdtempSync(join(tmpdir(), 'indexer-test-'))
    for (const { chainId, client } of chains) headsAtStart[chainId] = await head(client)
    const started = Date.now()
    indexer = await start()
    firstStartMs = Date.now() - started
  }, STARTS)

  afterAll(async () => {
    await indexer?.close()
    await devnet?.stop()
    await database?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }, STARTS)

  /** Ticks of every seeded pool equal TickLens's, through the app's paged query. */
  async function expectTicksMatchChain(pools?: Address[]) {
    for (const { chainId, client, book } of chains) {
      for (const pool of book.v3Pools) {
        if (pools && !pools.includes(pool.address)) continue
        const [onChain, indexed] = await Promise.all([
          chainTicks(client, book, pool.address),
          indexedTicks(endpoint(chainId), pool.address),
        ])
        expect(onChain.size, `ticks of ${pool.symbol0}/${pool.symbol1} ${pool.fee}`).toBeGreaterThan(0)
        expect(indexed, `ticks of ${pool.symbol0}/${pool.symbol1} ${pool.fee} on ${chainId}`).toEqual(onChain)
      }
    }
  }

  /** The fee-tier TVL of every seeded pool equals its token balances, in both token orders. */
  async function expectTvlMatchesChain() {
    for (const { chainId, client, book } of chains) {
      const pairs = new Map<string, [Address, Address]>()
      for (const pool of book.v3Pools) pairs.set(`${pool.token0}${pool.token1}`, [pool.token0, pool.token1])
      for (const [token0, token1] of pairs.values()) {
        // The app does not sort the pair: ask in the reverse order and find the pools under asToken1.
        const answer = await feeTierDistribution(endpoint(chainId), token1, token0)
        expect(answer.asToken0).toEqual([])
        const seeded = book.v3Pools.filter((pool) => pool.token0 === token0 && pool.token1 === token1)
        const expected = await Promise.all(
          seeded.map(async (pool) => ({
            feeTier: String(pool.fee),
            ...(await chainTvl(client, book, pool.address)),
          })),
        )
        const byTvl = (a: { totalValueLockedToken0: string }, b: { totalValueLockedToken0: string }) =>
          Number(b.totalValueLockedToken0) - Number(a.totalValueLockedToken0)
        expect(answer.asToken1, `TVL of ${token0}/${token1} on ${chainId}`).toEqual(expected.sort(byTvl))
      }
    }
  }

  async function waitUntilIndexed(chainId: number, block: number) {
    await waitFor(`block ${block} of chain ${chainId}`, async () =>
      (await indexedBlock(endpoint(chainId))) >= block ? true : undefined,
    )
  }

  /** Events each chain's Ponder process has run handlers for since it started, from its metrics. */
  async function completedEvents(chainId: number): Promise<Record<string, number>> {
    const text = await (await fetch(`${indexer!.url}/chains/${chainId}/metrics`)).text()
    const counts: Record<string, number> = {}
    for (const match of text.matchAll(/^ponder_indexing_completed_events\{event="([^"]+)"\} (\d+)$/gm))
      counts[match[1]!] = Number(match[2])
    return counts
  }

  /** The chain's head now: viem caches getBlockNumber for its polling interval, which a revert outdates. */
  const head = async (client: DevnetClient) => Number(await client.getBlockNumber({ cacheTime: 0 }))

  const total = (counts: Record<string, number>) =>
    Object.values(counts).reduce((sum, count) => sum + count, 0)

  /** Ponder processes started by this test process (its children). */
  function ponderChildren(): string[] {
    return readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .filter((pid) => {
        try {
          const parent = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]
          const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
          return Number(parent) === process.pid && args.some((arg) => arg.endsWith('ponder.js'))
        } catch {
          return false
        }
      })
  }

  describe(`the indexer against the seeded devnet (${store.name})`, () => {
    it('starts on both chains and serves them at the public subgraph paths', async () => {
      console.info(`indexer ready in ${firstStartMs} ms`)
      expect(indexer!.graphqlUrls).toEqual({
        1: `${indexer!.url}/subgraphs/name/uniswap/uniswap-v3`,
        42161: `${indexer!.url}${SUBGRAPH_PATHS[42161]}`,
      })
      expect(SUBGRAPH_PATHS[42161]).toBe('/subgraphs/name/ianlapham/uniswap-arbitrum-one')
      for (const { chainId, client } of chains) {
        expect(await indexedBlock(endpoint(chainId))).toBeGreaterThanOrEqual(await head(client))
      }
      for (const { chainId, book } of chains) {
        expect((await completedEvents(chainId))['UniswapV3Factory:PoolCreated']).toBe(book.v3Pools.length)
      }
      expect(ponderChildren()).toHaveLength(2)
      // The app calls from another origin: the browser's preflight must pass.
      const preflight = await fetch(endpoint(1), {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:3000',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      })
      expect(preflight.status).toBeLessThan(300)
      expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000')
    })

    it('has the ticks TickLens reads for every seeded pool', async () => {
      await expectTicksMatchChain()
    })

    it("has the fee-tier TVL of every seeded pool equal to the pool's token balances", async () => {
      await expectTvlMatchesChain()
    })

    it('follows new blocks: a swap and a mint appear in TVL and ticks', async () => {
      const { client, book } = mainnet()
      const pool = book.v3Pools.find(
        (entry) => entry.symbol0 === 'USDC' && entry.symbol1 === 'WETH' && entry.fee === 3000,
      )!
      await approve(client, pool.token0, book.contracts.SwapRouter02!)
      await approve(client, pool.token1, book.contracts.SwapRouter02!)
      await approve(client, pool.token0, book.contracts.NonfungiblePositionManager!)
      await approve(client, pool.token1, book.contracts.NonfungiblePositionManager!)
      await swap(client, book, pool.token1, pool.token0, pool.fee, parseEther('1'))
      const range = await mintAtFreshTicks(client, book, pool.address, [
        parseUnits('5000', 6),
        parseEther('2'),
      ])
      await waitUntilIndexed(1, await head(client))
      const ticks = await indexedTicks(endpoint(1), pool.address)
      expect(ticks.has(range[0]) && ticks.has(range[1])).toBe(true)
      await expectTicksMatchChain([pool.address])
      await expectTvlMatchesChain()
    })

    it('drops the events of a reverted block and follows the new one', async () => {
      const { client, book } = mainnet()
      const pool = book.v3Pools.find(
        (entry) => entry.symbol0 === 'USDC' && entry.symbol1 === 'WETH' && entry.fee === 3000,
      )!
      const url = devnet.chains[1]!.url
      const before = await head(client)
      const snapshot = await rpc<string>(url, 'evm_snapshot')

      // Two blocks that will be reverted: a mint at new ticks, then a swap.
      const reverted = await mintAtFreshTicks(client, book, pool.address, [
        parseUnits('7000', 6),
        parseEther('3'),
      ])
      await swap(client, book, pool.token0, pool.token1, pool.fee, parseUnits('20000', 6))
      await waitUntilIndexed(1, before + 2)
      const withReverted = await indexedTicks(endpoint(1), pool.address)
      expect(withReverted.has(reverted[0]) && withReverted.has(reverted[1])).toBe(true)

      // Back to the snapshot, then a different block at the first reverted height: a swap the other way.
      expect(await rpc<boolean>(url, 'evm_revert', [snapshot])).toBe(true)
      await swap(client, book, pool.token1, pool.token0, pool.fee, parseEther('0.5'))
      expect(await head(client)).toBe(before + 1)

      // The indexer was at before + 2: it is at before + 1 only once it has undone the reorg.
      await waitFor('the reorg to be undone', async () =>
        (await indexedBlock(endpoint(1))) === before + 1 ? true : undefined,
      )
      const ticks = await indexedTicks(endpoint(1), pool.address)
      expect(ticks.has(reverted[0])).toBe(false)
      expect(ticks.has(reverted[1])).toBe(false)
      await expectTicksMatchChain([pool.address])
      await expectTvlMatchesChain()
      expect(logs.some((line) => /reorg/i.test(line))).toBe(true)
    })

    it(
      'resumes after a restart without indexing again from block 0, and catches up',
      async () => {
        const { client, book } = mainnet()
        const firstRun = { 1: await completedEvents(1), 42161: await completedEvents(42161) }
        const port = new URL(indexer!.url).port
        await indexer!.close()
        indexer = undefined

        // Nothing is left running: the port is closed and no Ponder process remains.
        await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow()
        expect(ponderChildren()).toEqual([])

        // A swap while the indexer is down.
        const pool = book.v3Pools.find(
          (entry) => entry.symbol0 === 'WBTC' && entry.symbol1 === 'WETH' && entry.fee === 3000,
        )!
        await approve(client, pool.token1, book.contracts.SwapRouter02!)
        await swap(client, book, pool.token1, pool.token0, pool.fee, parseEther('4'))

        logs.length = 0
        const started = Date.now()
        indexer = await start()
        console.info(`indexer restarted in ${Date.now() - started} ms`)
        expect(logs.some((line) => /locked/i.test(line))).toBe(false)

        // The seeded history (pools created in the first blocks) is not processed again on either chain:
        // only the blocks that were not final yet are, at most the pool events of the last 64 blocks.
        for (const { chainId, client, book } of chains) {
          const secondRun = await completedEvents(chainId)
          expect(secondRun['UniswapV3Factory:PoolCreated'] ?? 0, `pools created again on ${chainId}`).toBe(0)
          expect(secondRun['UniswapV3Pool:Initialize'] ?? 0).toBe(0)
          const unfinalized = await client.getLogs({
            address: book.v3Pools.map((pool) => pool.address),
            fromBlock: BigInt(headsAtStart[chainId]! - DEVNET_FINALITY_BLOCKS + 1),
          })
          expect(total(secondRun), `events replayed on ${chainId}`).toBeLessThanOrEqual(unfinalized.length)
          expect(total(secondRun)).toBeLessThan(total(firstRun[chainId]))
        }
        // The swap made while it was down is there, and everything still matches the chain.
        expect((await completedEvents(1))['UniswapV3Pool:Swap'] ?? 0).toBeGreaterThanOrEqual(1)
        expect(await indexedBlock(endpoint(1))).toBeGreaterThanOrEqual(await head(client))
        await expectTicksMatchChain()
        await expectTvlMatchesChain()
      },
      STARTS,
    )
  })

  more?.({ devnet: () => devnet, indexer: () => indexer!, databaseUrl: () => database?.url })

  describe('a devnet restarted from its snapshot', () => {
    it(
      'is indexed afresh, not mixed with the blocks of the previous devnet',
      async () => {
        // Take the old devnet more than the finality depth past its snapshot, so that blocks that are
        // not in the new devnet are final in the stored data.
        const { client } = mainnet()
        await rpc(devnet.chains[1]!.url, 'anvil_mine', ['0x50'])
        await waitUntilIndexed(1, await head(client))
        await indexer!.close()
        indexer = undefined
        await devnet.stop()

        devnet = await startDevnet({ l1Port: 0, l2Port: 0 })
        chains.length = 0
        for (const chainId of [1, 42161] as const) {
          const chain = devnet.chains[chainId]!
          chains.push({ chainId, client: devnetClient(chainId, chain.url), book: chain.addressBook })
        }
        logs.length = 0
        indexer = await start()
        expect(logs.some((line) => line.includes('chain 1 is not the chain indexed before'))).toBe(true)
        expect(logs.some((line) => line.includes('chain 42161 is not the chain indexed before'))).toBe(false)
        // The previous devnet's swaps and mints are gone from the data as from the chain.
        await expectTicksMatchChain()
        await expectTvlMatchesChain()
      },
      STARTS,
    )
  })
}
