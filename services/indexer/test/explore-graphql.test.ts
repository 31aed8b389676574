import type { Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import type { ExploreRow } from '../src/subgraph/explore.ts'
import { type GraphqlHttpAnswer, handleGraphqlRequest } from '../src/subgraph/http.ts'
import type { PoolRow, TokenRow } from '../src/subgraph/rows.ts'
import { createSubgraphSchema, type SubgraphSource } from '../src/subgraph/schema.ts'
import { TOKEN_PAGE_QUERIES } from './explore-queries.ts'
import { memorySource } from './memory-source.ts'

/** The explore entities through the GraphQL layer, on rows held in memory. */

const schema = createSubgraphSchema()
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' as Hex
const WETH = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2' as Hex
const POOL = '0x88e6a0c2ddd26feeb64f039a2c41296fcb3f5640' as Hex
const HASH = `0x${'ab'.repeat(32)}` as Hex

const token = (address: Hex, symbol: string, decimals: number, derivedETH: number): TokenRow => ({
  address,
  symbol,
  name: symbol,
  decimals,
  totalValueLocked: 10n ** BigInt(decimals + 6),
  poolCount: 1,
  derivedETH,
  totalValueLockedUSD: 3_000_000,
  volume: 1234.5,
  volumeUSD: 9_876_543.21,
  untrackedVolumeUSD: 0,
  feesUSD: 4938.27,
  txCount: 42n,
  whitelistPools: [POOL],
})

const pool: PoolRow = {
  address: POOL,
  token0: USDC,
  token1: WETH,
  feeTier: 500,
  tickSpacing: 10,
  token0Decimals: 6,
  token1Decimals: 18,
  sqrtPrice: 1n << 96n,
  tick: 0,
  liquidity: 1n,
  totalValueLockedToken0: 1n,
  totalValueLockedToken1: 1n,
  createdAtBlockNumber: 1n,
  createdAtTimestamp: 1n,
  token0Price: 3000,
  token1Price: 1 / 3000,
  totalValueLockedETH: 2000,
  totalValueLockedUSD: 6_000_000,
  volumeToken0: 1,
  volumeToken1: 1,
  volumeUSD: 123.45,
  untrackedVolumeUSD: 0,
  feesUSD: 0.06,
  txCount: 3n,
}

const DAY = 86_400
const days: ExploreRow[] = Array.from({ length: 30 }, (_, index) => ({
  id: `${WETH}-${19_700 + index}`,
  start: (19_700 + index) * DAY,
  token: WETH,
  volume: index,
  volumeUSD: index * 3000,
  untrackedVolumeUSD: 0,
  totalValueLocked: 1000,
  totalValueLockedUSD: 3_000_000,
  priceUSD: 3000 + index,
  feesUSD: index * 1.5,
  open: 3000,
  high: 3000 + index,
  low: 2990,
  close: 3000 + index,
}))

const swaps: ExploreRow[] = [1, 2, 3].map((n) => ({
  id: `${HASH}#${n}`,
  transaction: HASH,
  timestamp: BigInt(1_700_000_000 + n),
  pool: POOL,
  token0: USDC,
  token1: WETH,
  origin: '0x00000000000000000000000000000000000000f0',
  sender: '0x00000000000000000000000000000000000000f1',
  recipient: '0x00000000000000000000000000000000000000f2',
  amount0: `-${n}000.5`,
  amount1: `0.${n}`,
  amountUSD: n * 1000.25,
  sqrtPriceX96: 1n << 96n,
  tick: 0n,
  logIndex: BigInt(n),
}))

const data = {
  tokens: [token(USDC, 'USDC', 6, 1 / 3000), token(WETH, 'WETH', 18, 1)],
  pools: [pool],
  ticks: [],
  explore: {
    bundle: [{ id: '1', ethPriceUSD: 3000.5 }],
    tokenDayData: days,
    swap: swaps,
    transaction: [{ id: HASH, blockNumber: 77n, timestamp: 1_700_000_001n, gasUsed: 21_000n, gasPrice: 1n }],
    poolDayData: [
      {
        id: `${POOL}-19700`,
        start: 19_700 * DAY,
        pool: POOL,
        liquidity: 5n,
        sqrtPrice: 1n << 96n,
        token0Price: 3000,
        token1Price: 1 / 3000,
        tick: 0,
        tvlUSD: 6e6,
        volumeToken0: 1,
        volumeToken1: 2,
        volumeUSD: 1e-7,
        feesUSD: 0,
        txCount: 9n,
        open: 3000,
        high: 3010,
        low: 2990,
        close: 3005,
      },
    ],
  },
  block: { number: 100, timestamp: 1_700_000_100 },
}

async function post(source: SubgraphSource, query: string, variables?: Record<string, unknown>) {
  return handleGraphqlRequest(schema, source, {
    method: 'POST',
    contentType: 'application/json',
    body: JSON.stringify({ query, variables }),
    searchParams: new URLSearchParams(),
  })
}

function dataOf<T>(answer: GraphqlHttpAnswer): T {
  expect(answer.body.errors).toBeUndefined()
  expect(answer.status).toBe(200)
  return answer.body.data as T
}

describe('the explore entities of the public subgraph', () => {
  it('answers bundle(id: "1") { ethPriceUSD } and the token fields as BigDecimal strings', async () => {
    const answer = dataOf<{ bundle: unknown; token: unknown }>(
      await post(memorySource(data), TOKEN_PAGE_QUERIES.token, { token: WETH }),
    )
    expect(answer).toEqual({
      bundle: { ethPriceUSD: '3000.5' },
      token: {
        id: WETH,
        symbol: 'WETH',
        name: 'WETH',
        decimals: '18',
        derivedETH: '1',
        volumeUSD: '9876543.21',
        totalValueLockedUSD: '3000000',
        feesUSD: '4938.27',
        txCount: '42',
      },
    })
  })

  it('filters, orders and pages tokenDayDatas as graph-node does', async () => {
    const query = `query($token: String!, $since: Int!) {
      tokenDayDatas(first: 5, skip: 2, orderBy: date, orderDirection: desc, where: { token: $token, date_gt: $since }) { date priceUSD }
    }`
    const answer = dataOf<{ tokenDayDatas: { date: number; priceUSD: string }[] }>(
      await post(memorySource(data), query, { token: WETH, since: 19_710 * DAY }),
    )
    expect(answer.tokenDayDatas.map((day) => day.date)).toEqual(
      [19_727, 19_726, 19_725, 19_724, 19_723].map((d) => d * DAY),
    )
    expect(answer.tokenDayDatas[0]!.priceUSD).toBe('3027')
    // Dates are Int (numbers), as on the public subgraph.
    expect(typeof answer.tokenDayDatas[0]!.date).toBe('number')
    const none = dataOf<{ tokenDayDatas: unknown[] }>(
      await post(memorySource(data), query, { token: USDC, since: 0 }),
    )
    expect(none.tokenDayDatas).toEqual([])
  })

  it('lists swaps with their pool, tokens and transaction, newest first, and a transaction with its swaps', async () => {
    const answer = dataOf<{
      swaps: {
        id: string
        amount0: string
        amountUSD: string
        pool: { id: string; feeTier: string }
        token1: { symbol: string }
        transaction: { blockNumber: string }
      }[]
      transaction: { swaps: { id: string }[]; gasUsed: string }
      transactions: { id: string }[]
    }>(
      await post(
        memorySource(data),
        `query($pool: String!, $hash: ID!) {
          swaps(first: 2, orderBy: timestamp, orderDirection: desc, where: { pool: $pool, amountUSD_gt: "1500" }) {
            id amount0 amountUSD pool { id feeTier } token1 { symbol } transaction { blockNumber }
          }
          transaction(id: $hash) { gasUsed swaps(orderBy: logIndex) { id } }
          transactions(where: { id: $hash }) { id }
        }`,
        { pool: POOL, hash: HASH },
      ),
    )
    expect(answer.swaps).toEqual([
      {
        id: `${HASH}#3`,
        amount0: '-3000.5',
        amountUSD: '3000.75',
        pool: { id: POOL, feeTier: '500' },
        token1: { symbol: 'WETH' },
        transaction: { blockNumber: '77' },
      },
      {
        id: `${HASH}#2`,
        amount0: '-2000.5',
        amountUSD: '2000.5',
        pool: { id: POOL, feeTier: '500' },
        token1: { symbol: 'WETH' },
        transaction: { blockNumber: '77' },
      },
    ])
    // An ID variable fits an id filter, as on graph-node.
    expect(answer.transactions).toEqual([{ id: HASH }])
    expect(answer.transaction).toEqual({
      gasUsed: '21000',
      swaps: [1, 2, 3].map((n) => ({ id: `${HASH}#${n}` })),
    })
  })

  it("serves a pool's day data under the pool, with decimals never in exponent form", async () => {
    const answer = dataOf<{
      pool: {
        token0Price: string
        poolDayData: { date: number; volumeUSD: string; txCount: string; close: string }[]
      }
    }>(
      await post(
        memorySource(data),
        `{ pool(id: "${POOL}") { token0Price poolDayData(first: 10) { date volumeUSD txCount close } } }`,
      ),
    )
    expect(answer.pool).toEqual({
      token0Price: '3000',
      poolDayData: [{ date: 19_700 * DAY, volumeUSD: '0.0000001', txCount: '9', close: '3005' }],
    })
  })

  it('refuses an unknown filter and keeps the limits: aliases, depth', async () => {
    const unknown = await post(memorySource(data), '{ swaps(where: { nope: 1 }) { id } }')
    expect(unknown.body.errors?.[0]?.message).toMatch(/nope/)
    const calls: string[] = []
    const aliases = `{ ${Array.from({ length: 30 }, (_, i) => `a${i}: swaps { id }`).join(' ')} }`
    const refused = await post(memorySource(data, calls), aliases)
    expect(refused.status).toBe(400)
    expect(refused.body.errors?.[0]?.message).toContain('more than 20 aliases')
    const deep = `{ transactions { swaps { pool { poolDayData { pool { swaps { transaction { swaps { pool { id } } } } } } } } } }`
    const tooDeep = await post(memorySource(data, calls), deep)
    expect(tooDeep.status).toBe(400)
    expect(tooDeep.body.errors?.[0]?.message).toContain('levels deep')
    expect(calls).toEqual([])
  })
})
