import { parse } from 'graphql'
import type { Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  EXPLORE_POOLS,
  EXPLORE_TOKENS,
  POOL_PAGE,
  TOKEN_ACTIVITY,
  TOKEN_PAGE,
} from '../../../apps/web/src/features/explore/data/queries.ts'
import {
  V2_EXPLORE_PAIRS,
  V2_PAIR_PAGE,
  V2_PAIRS_ACTIVITY,
  V2_TOKEN,
} from '../../../apps/web/src/features/explore/data/v2Queries.ts'
import { MAX_QUERY_ROWS, queryCost } from '../src/subgraph/cost.ts'
import type { ExploreRow } from '../src/subgraph/explore.ts'
import { handleGraphqlRequest } from '../src/subgraph/http.ts'
import type { PoolRow } from '../src/subgraph/rows.ts'
import { createSubgraphSchema, type SubgraphSource } from '../src/subgraph/schema.ts'
import { createV2SubgraphSchema } from '../src/subgraph/v2-schema.ts'
import { ALL_V3_TICKS, FEE_TIER_DISTRIBUTION } from './app-queries.ts'
import { memorySource } from './memory-source.ts'

/** Issue 48, item 1: what a query may cost is bounded before it reads, and nested lists read per level. */

const schema = createSubgraphSchema()
const v2Schema = createV2SubgraphSchema()

const poolAt = (n: number): PoolRow => ({
  address: `0x${String(n).padStart(40, '0')}` as Hex,
  token0: `0x${'1'.repeat(40)}` as Hex,
  token1: `0x${'2'.repeat(40)}` as Hex,
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
  token0Price: 1,
  token1Price: 1,
  totalValueLockedETH: 0,
  totalValueLockedUSD: n,
  volumeToken0: 0,
  volumeToken1: 0,
  volumeUSD: 0,
  untrackedVolumeUSD: 0,
  feesUSD: 0,
  txCount: 0n,
})

const pools = [1, 2, 3].map(poolAt)
// Each pool has 4 swaps, at timestamps 10 * pool + 0..3.
const swaps: ExploreRow[] = pools.flatMap((pool, p) =>
  [0, 1, 2, 3].map((n) => ({
    id: `0x${'ab'.repeat(32)}#${p}${n}`,
    transaction: `0x${'ab'.repeat(32)}`,
    timestamp: BigInt(10 * (p + 1) + n),
    pool: pool.address,
    token0: pool.token0,
    token1: pool.token1,
    origin: '0x00',
    sender: '0x00',
    recipient: '0x00',
    amount0: '1',
    amount1: '1',
    amountUSD: 1,
    sqrtPriceX96: 1n,
    tick: 0n,
    logIndex: BigInt(n),
  })),
)
const data = { tokens: [], pools, ticks: [], explore: { swap: swaps }, block: { number: 1, timestamp: 1 } }

const post = (source: SubgraphSource, query: string, variables?: Record<string, unknown>) =>
  handleGraphqlRequest(schema, source, {
    method: 'POST',
    contentType: 'application/json',
    body: JSON.stringify({ query, variables }),
    searchParams: new URLSearchParams(),
  })

const rowsOf = (query: string, variables: Record<string, unknown> = {}, on = schema) =>
  queryCost(on, parse(query), variables, undefined).rows

describe('the cost of a query: the product of `first` along each nested path', () => {
  it("refuses the issue's nested lists (up to 10⁹ rows) before any read, in the subgraph's error shape", async () => {
    const calls: string[] = []
    const answer = await post(
      memorySource(data, calls),
      '{ pools(first: 1000) { swaps(first: 1000) { pool { swaps(first: 1000) { id } } } } }',
    )
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      errors: [
        { message: expect.stringMatching(/^The query may return up to 1002001000 rows .* at most 10000/) },
      ],
    })
    expect(calls).toEqual([])
  })

  it('counts `first` given by variables, defaults (100) and fragments', () => {
    expect(rowsOf('{ pools(first: 10) { id swaps(first: 5) { id pool { id } } } }')).toBe(10 + 50 + 50)
    expect(rowsOf('query($n: Int) { pools(first: $n) { swaps { id } } }', { n: 20 })).toBe(20 + 2000)
    expect(
      rowsOf(
        'query { pools(first: 7) { ...P } } fragment P on Pool { swaps(first: 3) { id } mints(first: 2) { id } }',
      ),
    ).toBe(7 + 21 + 14)
    expect(
      queryCost(schema, parse('query($n: Int) { pools(first: $n) { id } }'), { n: 20_000 }, undefined)
        .refusal,
    ).toBe('The `first` argument must be between 0 and 1000, but is 20000')
    // A filter on the id lets as many rows through as it names.
    expect(rowsOf('query($h: ID!) { transactions(where: { id: $h }) { swaps { id } } }', { h: '0x1' })).toBe(
      1 + 100,
    )
    expect(rowsOf('{ pools(where: { id_in: ["0x1", "0x2"] }) { swaps(first: 10) { id } } }')).toBe(2 + 20)
  })

  it('refuses a skip past 5,000, as graph-node does, before any read', async () => {
    const calls: string[] = []
    const answer = await post(memorySource(data, calls), '{ swaps(skip: 2147483647) { id } }')
    expect(answer.body).toEqual({
      errors: [{ message: 'The `skip` argument must be between 0 and 5000, but is 2147483647' }],
    })
    expect(calls).toEqual([])
    const nested = await post(
      memorySource(data, calls),
      'query($s: Int) { pools { swaps(skip: $s) { id } } }',
      { s: 5001 },
    )
    expect(nested.body.errors?.[0]?.message).toBe(
      'The `skip` argument must be between 0 and 5000, but is 5001',
    )
    expect(calls).toEqual([])
    expect((await post(memorySource(data), '{ swaps(skip: 5000) { id } }')).body.errors).toBeUndefined()
  })

  it('fits every query the app sends (v3 and v2) within the limit', () => {
    const v3: [string, Record<string, unknown>][] = [
      [ALL_V3_TICKS, { poolAddress: '0x1', skip: 0 }],
      [FEE_TIER_DISTRIBUTION, { token0: '0x1', token1: '0x2' }],
      [EXPLORE_TOKENS, { since: 0 }],
      [EXPLORE_POOLS, { since: 0 }],
      [TOKEN_PAGE, { token: '0x1', tokenId: '0x1', hourSince: 0, daySince: 0 }],
      [TOKEN_ACTIVITY, { token: '0x1' }],
      [POOL_PAGE, { pool: '0x1', poolId: '0x1', hourSince: 0, daySince: 0 }],
    ]
    const v2: [string, Record<string, unknown>][] = [
      [V2_EXPLORE_PAIRS, { since: 0 }],
      [V2_PAIR_PAGE, { pair: '0x1', pairId: '0x1', hourSince: 0, daySince: 0 }],
      [V2_TOKEN, { token: '0x1', tokenId: '0x1' }],
      [V2_PAIRS_ACTIVITY, { pairs: ['0x1', '0x2'], since: 0 }],
    ]
    const costs = [
      ...v3.map(([query, variables]) => queryCost(schema, parse(query), variables, undefined)),
      ...v2.map(([query, variables]) => queryCost(v2Schema, parse(query), variables, undefined)),
    ]
    for (const cost of costs) {
      expect(cost.refusal).toBeNull()
      expect(cost.rows).toBeGreaterThan(0)
      expect(cost.rows).toBeLessThanOrEqual(MAX_QUERY_ROWS)
    }
    // The largest, the Explore pools tab: _meta, its block and the bundle, 100 pools with both tokens,
    // 1,000 hour buckets with their pool.
    expect(Math.max(...costs.map((cost) => cost.rows ?? 0))).toBe(3 + 300 + 2000)
  })
})

describe('nested lists', () => {
  it("read every parent's list of a level in one query, each parent's page apart", async () => {
    const calls: string[] = []
    const answer = await post(
      memorySource(data, calls),
      '{ pools(orderBy: totalValueLockedUSD) { id swaps(first: 2, skip: 1, orderBy: timestamp, orderDirection: desc) { timestamp pool { id } } } }',
    )
    expect(answer.body.errors).toBeUndefined()
    const answered = (answer.body.data as { pools: { id: string; swaps: { timestamp: string }[] }[] }).pools
    expect(answered.map((pool) => pool.swaps.map((swap) => Number(swap.timestamp)))).toEqual([
      [12, 11],
      [22, 21],
      [32, 31],
    ])
    // One read of the pools, one of all their swaps, one of the swaps' pools: not one per pool.
    expect(calls).toEqual(['pools', 'swap', 'pools'])
  })
})
