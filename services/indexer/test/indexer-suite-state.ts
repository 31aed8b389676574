import { readdirSync, readFileSync } from 'node:fs'
import type { AddressBook, Devnet } from '@exchange/devnet'
import type { Address } from 'viem'
import { expect } from 'vitest'
import { type Indexer, startIndexer } from '../src/index.ts'
import {
  chainTicks,
  chainTvl,
  type DevnetClient,
  feeTierDistribution,
  indexedBlock,
  indexedTicks,
  waitFor,
} from './chain.ts'

/**
 * What the tests of the indexer's integration suite (indexer-suite.ts) share: the devnet and the
 * indexer it started (replaced by the tests that restart them), the logs, and the checks against the chain.
 */

/** Starting two Ponder processes costs ~10 s of CPU each: on a busy 2-core machine, give it time. */
export const STARTS = 180_000

/** The operator's token the suite's indexer is started with (its per-chain metrics need it). */
const OPERATOR_TOKEN = 'indexer-suite-operator-token'

export interface SuiteStore {
  /** 'pglite' (the embedded database) or a PostgreSQL server started for the suite. */
  name: string
  start(): Promise<{ url: string | undefined; stop(): Promise<void> }>
  /**
   * Also checks that stored data Ponder cannot resume is indexed afresh (PGlite's suite). Once is enough:
   * the recovery is the chain runner's, the same for both stores, and it costs a chain's full indexing.
   */
  checksDataRecovery?: boolean
}

export interface SuiteState {
  store: SuiteStore
  devnet: Devnet
  indexer: Indexer | undefined
  dataDir: string
  database: { url: string | undefined; stop(): Promise<void> } | undefined
  firstStartMs: number
  /** Chain heads when the indexer first started: blocks below head - finality were final then. */
  headsAtStart: Record<number, number>
  logs: string[]
  chains: { chainId: 1 | 42161; client: DevnetClient; book: AddressBook }[]
}

export type Suite = ReturnType<typeof createSuite>

/** The suite's state (set by its hooks) and the checks its tests make, which read it. */
export function createSuite(store: SuiteStore) {
  const s: SuiteState = {
    store,
    devnet: undefined as unknown as Devnet,
    indexer: undefined,
    dataDir: '',
    database: undefined,
    firstStartMs: 0,
    headsAtStart: {},
    logs: [],
    chains: [],
  }
  const { chains, logs } = s
  const rpcUrls = () => ({ 1: s.devnet.chains[1]!.url, 42161: s.devnet.chains[42161]!.url })
  let _database: { url: string | undefined; stop(): Promise<void> } | undefined
  const start = () =>
    startIndexer({
      port: 0,
      rpcUrls: rpcUrls(),
      dataDir: s.dataDir,
      databaseUrl: s.database?.url,
      // Within the hook's time: both stores' suites may start their processes at once on 2 cores.
      readyTimeoutMs: STARTS - 15_000,
      onLog: (line) => logs.push(line),
      // The per-chain metrics are the operator's (issue 48): the suite reads them with the token.
      http: { operatorToken: OPERATOR_TOKEN },
    })
  const endpoint = (chainId: number) => s.indexer!.graphqlUrls[chainId]!
  const mainnet = () => chains[0]!

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
    const text = await (
      await fetch(`${s.indexer!.url}/chains/${chainId}/metrics`, {
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      })
    ).text()
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

  return {
    s,
    start,
    endpoint,
    mainnet,
    expectTicksMatchChain,
    expectTvlMatchesChain,
    waitUntilIndexed,
    completedEvents,
    head,
    total,
    ponderChildren,
  }
}
