import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type AddressBook, type Devnet, devnetClient, rpc, startDevnet } from '@exchange/devnet'
import { type Address, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_FINALITY_BLOCKS, type Indexer, SUBGRAPH_PATHS, startIndexer } from '../src/index.ts'
import {
  approve,
  chainPrices,
  chainTicks,
  chainTvl,
  type DevnetClient,
  feeTierDistribution,
  graphql,
  indexedBlock,
  indexedTicks,
  mintAtFreshTicks,
  swap,
  swapPath,
  trader,
  waitFor,
} from './chain.ts'
import { percentile, TOKEN_PAGE_QUERIES, timeTokenPage } from './explore-queries.ts'
import { runPgliteSql } from './stored-data.ts'
import { v2PairAddresses, v2Tests } from './v2-tests.ts'

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
  /**
   * Also checks that stored data Ponder cannot resume is indexed afresh (PGlite's suite). Once is enough:
   * the recovery is the chain runner's, the same for both stores, and it costs a chain's full indexing.
   */
  checksDataRecovery?: boolean
}

/** The operator's token the suite's indexer is started with (its per-chain metrics need it). */
const OPERATOR_TOKEN = 'indexer-suite-operator-token'

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
      // The per-chain metrics are the operator's (issue 48): the suite reads them with the token.
      http: { operatorToken: OPERATOR_TOKEN },
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
    const text = await (
      await fetch(`${indexer!.url}/chains/${chainId}/metrics`, {
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

    it("derives every pool's prices from its on-chain price, and ethPriceUSD from the WETH/stablecoin pools", async () => {
      for (const { chainId, client, book } of chains) {
        const answer = await graphql<{
          bundle: { ethPriceUSD: string }
          pools: { id: string; token0Price: string; token1Price: string }[]
        }>(
          endpoint(chainId),
          '{ bundle(id: "1") { ethPriceUSD } pools(first: 1000) { id token0Price token1Price } }',
          {},
        )
        const onChain = await chainPrices(client, book)
        expect(answer.pools).toHaveLength(book.v3Pools.length)
        for (const pool of answer.pools) {
          const chain = onChain.get(pool.id)!
          expect(Number(pool.token1Price) / chain.token1Price, `token1Price of ${pool.id}`).toBeCloseTo(1, 9)
          expect(Number(pool.token0Price) * chain.token1Price, `token0Price of ${pool.id}`).toBeCloseTo(1, 9)
        }
        // The WETH/stablecoin pools holding $10k or more of the stablecoin, weighted by it.
        const weth = book.tokens.WETH!.address.toLowerCase()
        const stables = ['USDC', 'USDT', 'DAI', 'USDC.e'].flatMap((symbol) =>
          book.tokens[symbol] ? [book.tokens[symbol].address.toLowerCase()] : [],
        )
        let weighted = 0
        let weight = 0
        for (const pool of book.v3Pools) {
          const [t0, t1] = [pool.token0.toLowerCase(), pool.token1.toLowerCase()]
          const stableSide =
            t0 === weth && stables.includes(t1) ? 1 : t1 === weth && stables.includes(t0) ? 0 : -1
          if (stableSide < 0) continue
          const chain = onChain.get(pool.address.toLowerCase())!
          const locked = stableSide === 1 ? chain.balance1 : chain.balance0
          if (locked < (chainId === 1 ? 100_000 : 10_000)) continue
          weighted += (stableSide === 1 ? chain.token1Price : 1 / chain.token1Price) * locked
          weight += locked
        }
        const ethPriceUSD = Number(answer.bundle.ethPriceUSD)
        expect(weight).toBeGreaterThan(0)
        expect(ethPriceUSD / (weighted / weight)).toBeCloseTo(1, 9)
        // The seeded dollar prices (packages/devnet/src/prices.ts), within the seeding's last trades.
        expect(ethPriceUSD).toBeGreaterThan(2950)
        expect(ethPriceUSD).toBeLessThan(3050)
        const tokens = await graphql<{
          tokens: { symbol: string; derivedETH: string; totalValueLockedUSD: string }[]
        }>(endpoint(chainId), '{ tokens(first: 100) { symbol derivedETH totalValueLockedUSD } }', {})
        const derived = Object.fromEntries(
          tokens.tokens.map((token) => [token.symbol, Number(token.derivedETH)]),
        )
        expect(derived.WETH).toBe(1)
        // A stablecoin's derivedETH is 1/ethPriceUSD as of its own last event (as in the subgraph).
        expect(derived.USDC! * ethPriceUSD).toBeCloseTo(1, 3)
        expect(derived.WBTC! / 20).toBeCloseTo(1, 1)
        expect(derived.UNI! * 375).toBeCloseTo(1, 1)
        for (const token of tokens.tokens.filter((token) =>
          ['WETH', 'USDC', 'WBTC', 'UNI'].includes(token.symbol),
        ))
          expect(Number(token.totalValueLockedUSD), `TVL of ${token.symbol}`).toBeGreaterThan(10_000)
      }
    })

    it('has weeks of day and hour data from the seeded history, answered fast enough for a token page', async () => {
      const { client, book } = mainnet()
      const now = Number((await client.getBlock()).timestamp)
      const weth = book.tokens.WETH!.address.toLowerCase()
      const days = await graphql<{
        tokenDayDatas: { date: number; priceUSD: string; low: string; high: string }[]
      }>(endpoint(1), TOKEN_PAGE_QUERIES.dayData, { token: weth, since: now - 365 * 86_400 })
      expect(days.tokenDayDatas.length).toBeGreaterThanOrEqual(28)
      for (const day of days.tokenDayDatas) {
        expect(Number(day.low)).toBeGreaterThan(2000)
        expect(Number(day.low)).toBeLessThanOrEqual(Number(day.high))
      }
      const poolHours = await graphql<{ poolHourDatas: unknown[] }>(
        endpoint(1),
        `query($pool: String!) { poolHourDatas(first: 1000, where: { pool: $pool }, orderBy: periodStartUnix) { periodStartUnix volumeUSD } }`,
        {
          pool: book.v3Pools
            .find((pool) => pool.symbol0 === 'USDC' && pool.symbol1 === 'WETH' && pool.fee === 500)!
            .address.toLowerCase(),
        },
      )
      expect(poolHours.poolHourDatas.length).toBeGreaterThanOrEqual(80)
      const times = await timeTokenPage(endpoint(1), weth, now, 10)
      console.info(
        `token page queries (${store.name}): p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
      )
      // A loose guard against a missing index (a full scan per query); the budget is the bench's.
      expect(percentile(times, 95)).toBeLessThan(500)
    })

    it('counts a swap made now in the pool, token and day volume, and lists it with its transaction', async () => {
      const { client, book } = mainnet()
      const pool = book.v3Pools.find(
        (entry) => entry.symbol0 === 'USDC' && entry.symbol1 === 'WETH' && entry.fee === 500,
      )!
      const id = pool.address.toLowerCase()
      const read = () =>
        graphql<{
          bundle: { ethPriceUSD: string }
          pool: { volumeUSD: string; feesUSD: string; txCount: string; volumeToken0: string }
          token: { volumeUSD: string }
          poolDayDatas: { date: number; volumeUSD: string }[]
        }>(
          endpoint(1),
          `query($pool: ID!, $poolText: String!, $usdc: ID!) {
            bundle(id: "1") { ethPriceUSD }
            pool(id: $pool) { volumeUSD feesUSD txCount volumeToken0 }
            token(id: $usdc) { volumeUSD }
            poolDayDatas(first: 1, orderBy: date, orderDirection: desc, where: { pool: $poolText }) { date volumeUSD }
          }`,
          { pool: id, poolText: id, usdc: pool.token0.toLowerCase() },
        )
      const before = await read()
      await approve(client, pool.token0, book.contracts.SwapRouter02!)
      const receipt = await swap(client, book, pool.token0, pool.token1, pool.fee, parseUnits('10000', 6))
      await waitUntilIndexed(1, Number(receipt.blockNumber))
      const after = await read()
      // 10,000 USDC in, WETH out at ~$3,000: both sides priced, the average of the two is ~$10,000.
      const volume = Number(after.pool.volumeUSD) - Number(before.pool.volumeUSD)
      expect(volume / 10_000).toBeCloseTo(1, 2)
      expect(Number(after.pool.volumeToken0) - Number(before.pool.volumeToken0)).toBeCloseTo(10_000, 6)
      expect(Number(after.pool.feesUSD) - Number(before.pool.feesUSD)).toBeCloseTo(volume * 0.0005, 6)
      expect(BigInt(after.pool.txCount) - BigInt(before.pool.txCount)).toBe(1n)
      expect(Number(after.token.volumeUSD) - Number(before.token.volumeUSD)).toBeCloseTo(volume, 6)
      const block = await client.getBlock({ blockNumber: receipt.blockNumber })
      const today = Math.floor(Number(block.timestamp) / 86_400) * 86_400
      expect(after.poolDayDatas[0]!.date).toBe(today)
      const dayBefore = before.poolDayDatas[0]?.date === today ? Number(before.poolDayDatas[0].volumeUSD) : 0
      expect(Number(after.poolDayDatas[0]!.volumeUSD) - dayBefore).toBeCloseTo(volume, 6)
      const listed = await graphql<{
        swaps: {
          amount0: string
          amountUSD: string
          origin: string
          transaction: { id: string; blockNumber: string }
        }[]
        transactions: { id: string; swaps: { id: string }[] }[]
      }>(
        endpoint(1),
        `query($pool: String!, $hash: ID!) {
          swaps(first: 1, orderBy: timestamp, orderDirection: desc, where: { pool: $pool }) {
            amount0 amountUSD origin transaction { id blockNumber }
          }
          transactions(where: { id: $hash }) { id swaps { id } }
        }`,
        { pool: id, hash: receipt.transactionHash },
      )
      expect(listed.swaps[0]).toEqual({
        amount0: '10000',
        amountUSD: expect.any(String),
        origin: trader.address.toLowerCase(),
        transaction: { id: receipt.transactionHash, blockNumber: String(receipt.blockNumber) },
      })
      expect(Number(listed.swaps[0]!.amountUSD)).toBeCloseTo(volume, 6)
      expect(listed.transactions).toEqual([
        { id: receipt.transactionHash, swaps: [{ id: expect.stringMatching(/^0x[0-9a-f]{64}#\d+$/) }] },
      ])
    })

    it('indexes one transaction through two pools whose transaction counts are equal (ids by log index)', async () => {
      // The subgraph's ids ("hash#pool.txCount") would repeat here, and a repeated key stops the indexer.
      const { client, book } = mainnet()
      const stables = ['USDC', 'USDT', 'DAI']
      const wethPools = book.v3Pools.filter(
        (entry) =>
          (entry.symbol0 === 'WETH' && stables.includes(entry.symbol1)) ||
          (entry.symbol1 === 'WETH' && stables.includes(entry.symbol0)),
      )
      const stableOf = (entry: (typeof wethPools)[number]) =>
        entry.symbol0 === 'WETH' ? entry.token1 : entry.token0
      await waitUntilIndexed(1, await head(client))
      const counts = await graphql<{ pools: { id: string; txCount: string }[] }>(
        endpoint(1),
        `query($ids: [ID!]) { pools(where: { id_in: $ids }) { id txCount } }`,
        { ids: wethPools.map((entry) => entry.address.toLowerCase()) },
      )
      const count = (entry: (typeof wethPools)[number]) =>
        BigInt(counts.pools.find((row) => row.id === entry.address.toLowerCase())!.txCount)
      // The two pools of different stablecoins whose counts are closest; the lower one catches up.
      const [first, second] = wethPools
        .flatMap((a) => wethPools.filter((b) => stableOf(a) !== stableOf(b)).map((b) => [a, b] as const))
        .sort(([a, b], [c, d]) => {
          const gap = (x: bigint) => (x < 0n ? -x : x)
          return Number(gap(count(a) - count(b)) - gap(count(c) - count(d)))
        })[0]!
      for (const entry of [first, second])
        await approve(client, stableOf(entry), book.contracts.SwapRouter02!)
      const [lower, higher] = count(first) < count(second) ? [first, second] : [second, first]
      const unit = (entry: (typeof wethPools)[number]) =>
        10n ** BigInt((entry.symbol0 === 'WETH' ? entry.symbol1 : entry.symbol0) === 'DAI' ? 18 : 6)
      for (let n = count(lower); n < count(higher); n++)
        await swap(
          client,
          book,
          stableOf(lower),
          book.tokens.WETH!.address as Address,
          lower.fee,
          unit(lower),
        )
      const weth = book.tokens.WETH!.address as Address
      const receipt = await swapPath(
        client,
        book,
        [stableOf(first), weth, stableOf(second)],
        [first.fee, second.fee],
        100n * unit(first),
      )
      await waitUntilIndexed(1, Number(receipt.blockNumber))
      const listed = await graphql<{
        transactions: { swaps: { id: string; pool: { id: string } }[] }[]
        pools: { id: string; txCount: string }[]
      }>(
        endpoint(1),
        `query($hash: ID!, $ids: [ID!]) {
          transactions(where: { id: $hash }) { swaps { id pool { id } } }
          pools(where: { id_in: $ids }) { id txCount }
        }`,
        { hash: receipt.transactionHash, ids: [first.address.toLowerCase(), second.address.toLowerCase()] },
      )
      const swaps = listed.transactions[0]!.swaps
      expect(swaps.map((row) => row.pool.id).sort()).toEqual(
        [first.address.toLowerCase(), second.address.toLowerCase()].sort(),
      )
      expect(new Set(swaps.map((row) => row.id)).size).toBe(2)
      // Both pools had the same count before this transaction, and each counted it once.
      expect(new Set(listed.pools.map((row) => row.txCount)).size).toBe(1)
      // And the indexer goes on: a later block is indexed too.
      const later = await swap(client, book, stableOf(first), weth, first.fee, unit(first))
      await waitUntilIndexed(1, Number(later.blockNumber))
    })

    v2Tests({
      url: () => indexer!.v2GraphqlUrls[1]!,
      base: () => indexer!.url,
      chain: () => mainnet(),
      waitUntilIndexed: (block) => waitUntilIndexed(1, block),
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
          // The v2 factory and pairs (chain 1) replay their unfinalized events too.
          const v2 = chainId === 1 ? [book.contracts.UniswapV2Factory!, ...v2PairAddresses(book)] : []
          const unfinalized = await client.getLogs({
            address: [...book.v3Pools.map((pool) => pool.address), ...v2],
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

  // Not registered at all for the other store, rather than shown skipped.
  if (store.checksDataRecovery)
    describe('stored data that Ponder cannot resume', () => {
      it(
        'is indexed afresh on the next start instead of failing every start',
        async () => {
          // A swap in the last blocks, which are not final yet: Ponder replays them on its next start.
          const { client, book } = mainnet()
          const pool = book.v3Pools.find(
            (entry) => entry.symbol0 === 'WBTC' && entry.symbol1 === 'WETH' && entry.fee === 3000,
          )!
          await approve(client, pool.token1, book.contracts.SwapRouter02!)
          await swap(client, book, pool.token1, pool.token0, pool.fee, parseEther('1'))
          await waitUntilIndexed(1, await head(client))
          await indexer!.close()
          indexer = undefined
          // What an unclean stop can leave: rows of unfinalized blocks without Ponder's record of them (its
          // reorg tables), so that they are not undone before the replay writes them again.
          const stateOf = () =>
            JSON.parse(readFileSync(join(dataDir, '1', 'state.json'), 'utf8')) as { schema: string }
          const { schema } = stateOf()
          await runPgliteSql(
            join(dataDir, '1', 'pglite'),
            `DO $$ DECLARE name text; BEGIN
            FOR name IN SELECT tablename FROM pg_tables
              WHERE schemaname = '${schema}' AND tablename LIKE '%_reorg__%' LOOP
              EXECUTE format('DELETE FROM %I.%I', '${schema}', name);
            END LOOP;
          END $$`,
          )
          logs.length = 0
          indexer = await start()
          // Ponder's own error, then the recovery, on chain 1 only.
          expect(
            logs.some((line) => line.startsWith('chain 1 |') && /UniqueConstraintError/.test(line)),
          ).toBe(true)
          expect(
            logs.some((line) => /^chain 1 \| could not resume the stored data \(Ponder exited/.test(line)),
          ).toBe(true)
          expect(logs.some((line) => line.startsWith('chain 42161 | could not resume'))).toBe(false)
          expect(stateOf().schema).not.toBe(schema)
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
