import type { Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { type GraphqlHttpAnswer, handleGraphqlRequest } from '../src/subgraph/http.ts'
import { DEFAULT_LIMITS } from '../src/subgraph/limits.ts'
import type { PoolRow, TickRow, TokenRow } from '../src/subgraph/rows.ts'
import { createSubgraphSchema, type SubgraphSource } from '../src/subgraph/schema.ts'
import { ALL_V3_TICKS, FEE_TIER_DISTRIBUTION, type FeeTierAnswer, type TickAnswer } from './app-queries.ts'
import { memorySource } from './memory-source.ts'

const schema = createSubgraphSchema()

const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' as Hex
const WETH = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2' as Hex
const BUSY_POOL = '0x88e6a0c2ddd26feeb64f039a2c41296fcb3f5640' as Hex
const QUIET_POOL = '0x8ad599c3a0ff1de082011efddc58f1908eb6e6d8' as Hex

/** A token's derived fields at a price in ETH, holding `usd` dollars. */
const derived = (derivedETH: number, usd: number) => ({
  derivedETH,
  totalValueLockedUSD: usd,
  volume: 0,
  volumeUSD: 0,
  untrackedVolumeUSD: 0,
  feesUSD: 0,
  txCount: 0n,
  whitelistPools: [] as Hex[],
})

const tokens: TokenRow[] = [
  {
    address: USDC,
    symbol: 'USDC',
    name: 'USD Coin',
    decimals: 6,
    totalValueLocked: 3_000_000_000n,
    poolCount: 2,
    ...derived(1 / 3000, 3000),
  },
  {
    address: WETH,
    symbol: 'WETH',
    name: 'Wrapped Ether',
    decimals: 18,
    totalValueLocked: 10n ** 18n,
    poolCount: 2,
    ...derived(1, 3000),
  },
]

const pool = (address: Hex, feeTier: number, tvl0: bigint, tvl1: bigint): PoolRow => ({
  address,
  token0: USDC,
  token1: WETH,
  feeTier,
  tickSpacing: feeTier / 50,
  token0Decimals: 6,
  token1Decimals: 18,
  sqrtPrice: 1n << 96n,
  tick: 0,
  liquidity: 1n,
  totalValueLockedToken0: tvl0,
  totalValueLockedToken1: tvl1,
  createdAtBlockNumber: 12n,
  createdAtTimestamp: 1_700_000_000n,
  token0Price: 1,
  token1Price: 1,
  totalValueLockedETH: 0,
  totalValueLockedUSD: 0,
  volumeToken0: 0,
  volumeToken1: 0,
  volumeUSD: 0,
  untrackedVolumeUSD: 0,
  feesUSD: 0,
  txCount: 0n,
})

const pools = [
  pool(QUIET_POOL, 3000, 1_000_000n, 250_000_000_000_000_000n),
  pool(BUSY_POOL, 500, 2_999_000_000n, 750_000_000_000_000_000n),
]

// 2,500 ticks on the busy pool (more than two pages), a few on the other.
const ticks: TickRow[] = [
  ...Array.from({ length: 2500 }, (_, index) => ({
    poolAddress: BUSY_POOL,
    tickIdx: (index - 1250) * 10,
    liquidityGross: BigInt(index + 1),
    liquidityNet: BigInt(index % 2 === 0 ? index + 1 : -(index + 1)),
    createdAtBlockNumber: 20n,
  })),
  { poolAddress: QUIET_POOL, tickIdx: -60, liquidityGross: 5n, liquidityNet: 5n, createdAtBlockNumber: 30n },
  { poolAddress: QUIET_POOL, tickIdx: 60, liquidityGross: 5n, liquidityNet: -5n, createdAtBlockNumber: 30n },
]

const data = { tokens, pools, ticks, block: { number: 123_456, timestamp: 1_700_000_100 } }

/** The data of a successful answer; fails the test on errors. */
function dataOf<T>(answer: GraphqlHttpAnswer): T {
  expect(answer.status).toBe(200)
  expect('errors' in answer.body ? answer.body.errors : undefined).toBeUndefined()
  return (answer.body as { data: T }).data
}

async function post(source: SubgraphSource, query: string, variables?: Record<string, unknown>) {
  return handleGraphqlRequest(schema, source, {
    method: 'POST',
    contentType: 'application/json',
    body: JSON.stringify({ query, variables }),
    searchParams: new URLSearchParams(),
  })
}

describe("the app's allV3Ticks query", () => {
  it('pages through every tick of the pool by tickIdx, 1000 at a time, with skip', async () => {
    const source = memorySource(data)
    const seen: TickAnswer[] = []
    for (let skip = 0; ; skip += 1000) {
      const page = dataOf<{ ticks: TickAnswer[] }>(
        await post(source, ALL_V3_TICKS, { poolAddress: BUSY_POOL, skip }),
      ).ticks
      seen.push(...page)
      if (page.length < 1000) break
    }
    expect(seen).toHaveLength(2500)
    expect(seen.map((tick) => Number(tick.tick))).toEqual(ticks.slice(0, 2500).map((tick) => tick.tickIdx))
    expect(seen[0]).toEqual({
      tick: '-12500',
      liquidityNet: '1',
      price0: expect.stringMatching(/^0\.28652/),
      price1: expect.stringMatching(/^3\.49012/),
    })
    // BigInt and BigDecimal fields travel as strings, as from the public subgraph.
    for (const tick of seen) for (const value of Object.values(tick)) expect(typeof value).toBe('string')
  })

  it('finds nothing for an address that is not lowercased, as the public subgraph', async () => {
    const answer = await post(memorySource(data), ALL_V3_TICKS, {
      poolAddress: QUIET_POOL.toUpperCase(),
      skip: 0,
    })
    expect(answer.body).toEqual({ data: { ticks: [] } })
  })
})

describe("the app's feeTierDistribution query", () => {
  it('answers the pools of the pair in both orders with their TVL as BigDecimal and the indexed block', async () => {
    const source = memorySource(data)
    const distribution = dataOf<FeeTierAnswer>(
      await post(source, FEE_TIER_DISTRIBUTION, { token0: USDC, token1: WETH }),
    )
    expect(distribution).toEqual({
      _meta: { block: { number: 123_456 } },
      // Ordered by totalValueLockedToken0, largest first.
      asToken0: [
        { feeTier: '500', totalValueLockedToken0: '2999', totalValueLockedToken1: '0.75' },
        { feeTier: '3000', totalValueLockedToken0: '1', totalValueLockedToken1: '0.25' },
      ],
      asToken1: [],
    })
    const reversed = dataOf<FeeTierAnswer>(
      await post(source, FEE_TIER_DISTRIBUTION, { token0: WETH, token1: USDC }),
    )
    expect(reversed.asToken0).toEqual([])
    expect(reversed.asToken1).toEqual(distribution.asToken0)
  })

  it('answers _meta null before the first indexed block', async () => {
    const answer = await post(memorySource({ ...data, block: null }), FEE_TIER_DISTRIBUTION, {
      token0: USDC,
      token1: WETH,
    })
    expect(dataOf<FeeTierAnswer>(answer)._meta).toBeNull()
  })
})

describe('other subgraph queries', () => {
  it('resolves nested tokens and pools with one store query per entity', async () => {
    const calls: string[] = []
    const source = memorySource(data, calls)
    const answer = await post(
      source,
      `{ ticks(first: 20, where: { pool: "${BUSY_POOL}", tickIdx_gte: 0 }) { id tickIdx pool { id feeTier token0 { symbol decimals } } } }`,
    )
    const rows = dataOf<{ ticks: { id: string; tickIdx: string; pool: { feeTier: string } }[] }>(answer).ticks
    expect(rows).toHaveLength(20)
    expect(rows[0]).toEqual({
      id: `${BUSY_POOL}#0`,
      tickIdx: '0',
      pool: { id: BUSY_POOL, feeTier: '500', token0: { symbol: 'USDC', decimals: '6' } },
    })
    expect(calls).toEqual(['ticks', 'pools', 'tokens'])
  })

  it('reads single entities by id, and a tick by pool#tickIdx', async () => {
    const answer = await post(
      memorySource(data),
      `{ pool(id: "${QUIET_POOL}") { feeTier token1 { id } } token(id: "${WETH}") { symbol totalValueLocked poolCount }
         tick(id: "${QUIET_POOL}#-60") { liquidityGross } missing: pool(id: "0x00") { id } }`,
    )
    expect(answer.body).toEqual({
      data: {
        pool: { feeTier: '3000', token1: { id: WETH } },
        token: { symbol: 'WETH', totalValueLocked: '1', poolCount: '2' },
        tick: { liquidityGross: '5' },
        missing: null,
      },
    })
  })

  it('filters and orders on amounts as decimals', async () => {
    const answer = await post(
      memorySource(data),
      '{ pools(where: { totalValueLockedToken0_gt: "1.5" }, orderBy: feeTier) { feeTier } }',
    )
    expect(answer.body).toEqual({ data: { pools: [{ feeTier: '500' }] } })
  })

  it('accepts a block argument up to the indexed block and refuses one beyond it', async () => {
    const source = memorySource(data)
    const ok = await post(
      source,
      '{ _meta(block: { number_gte: 123000 }) { block { number } hasIndexingErrors } }',
    )
    expect(ok.body).toEqual({ data: { _meta: { block: { number: 123_456 }, hasIndexingErrors: false } } })
    const ahead = await post(source, '{ pools(block: { number: 200000 }) { id } }')
    expect(JSON.stringify(ahead.body)).toContain('has only indexed up to block number 123456')
  })
})

describe('errors', () => {
  it('answers query errors with status 200 and graph-node style messages', async () => {
    const answer = await post(memorySource(data), '{ ticks(first: 5000) { tickIdx } }')
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      errors: [{ message: 'The `first` argument must be between 0 and 1000, but is 5000' }],
    })
    const invalid = await post(memorySource(data), '{ ticks { nonsense } }')
    expect(invalid.body).toMatchObject({ errors: [{ message: expect.stringContaining('nonsense') }] })
  })

  it('answers a malformed request with 400', async () => {
    const request = { method: 'POST', contentType: 'application/json', searchParams: new URLSearchParams() }
    expect((await handleGraphqlRequest(schema, memorySource(data), { ...request, body: '{' })).status).toBe(
      400,
    )
    expect((await handleGraphqlRequest(schema, memorySource(data), { ...request, body: '{}' })).status).toBe(
      400,
    )
  })

  it('hides store failures behind a generic message', async () => {
    const failing: SubgraphSource = {
      ...memorySource(data),
      pools: () => Promise.reject(new Error('connection to server lost (password=secret)')),
    }
    const logged: unknown[] = []
    const answer = await handleGraphqlRequest(
      schema,
      failing,
      {
        method: 'POST',
        contentType: 'application/json',
        body: JSON.stringify({ query: '{ pools { id } }' }),
        searchParams: new URLSearchParams(),
      },
      (error) => logged.push(error),
    )
    expect(JSON.stringify(answer.body)).not.toContain('secret')
    expect(answer.body).toMatchObject({
      errors: [{ message: 'Internal error while reading the indexed data' }],
    })
    expect(logged).toHaveLength(1)
  })

  it('answers GET requests with the query in the URL', async () => {
    const searchParams = new URLSearchParams({
      query: ALL_V3_TICKS,
      variables: JSON.stringify({ poolAddress: QUIET_POOL, skip: 0 }),
    })
    const answer = await handleGraphqlRequest(schema, memorySource(data), {
      method: 'GET',
      contentType: null,
      body: null,
      searchParams,
    })
    expect(dataOf<{ ticks: TickAnswer[] }>(answer).ticks.map((tick) => tick.tick)).toEqual(['-60', '60'])
  })
})

describe('query limits (refused before they run)', () => {
  const refusal = async (query: string, expected: string) => {
    const calls: string[] = []
    const started = performance.now()
    const answer = await post(memorySource(data, calls), query)
    const elapsed = performance.now() - started
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ errors: [{ message: expect.stringContaining(expected) }] })
    expect('data' in answer.body).toBe(false)
    // Nothing was read from the store.
    expect(calls).toEqual([])
    return elapsed
  }

  it('refuses 500 aliases within 50 ms', async () => {
    const query = `{ ${Array.from({ length: 500 }, (_, i) => `a${i}: pools(first: 1000) { id }`).join(' ')} }`
    const times: number[] = []
    for (let i = 0; i < 5; i++) times.push(await refusal(query, 'The query uses more than 20 aliases'))
    // The best of five: the first run pays for compiling the code.
    expect(Math.min(...times)).toBeLessThan(50)
  })

  it('refuses 5,000 fragment spreads (once a stack overflow and a 500)', async () => {
    const spreads = (count: number) => Array.from({ length: count }, () => '...F').join(' ')
    await refusal(`{ pools { ${spreads(5000)} } } fragment F on Pool { id }`, 'more than 30 fragments')
    // Counted on the parsed document too: definitions and inline fragments.
    const inline = Array.from({ length: 40 }, () => '... on Pool { id }').join(' ')
    await refusal(`{ pools { ${inline} } }`, 'more than 30 fragments')
    // A chain of fragments, each spreading the next: also refused by count, not by recursion.
    const chain = Array.from({ length: 5000 }, (_, i) => `fragment F${i} on Pool { ...F${i + 1} }`).join(' ')
    const answer = await post(
      memorySource(data),
      `{ pools { ...F0 } } ${chain} fragment F5000 on Pool { id }`,
    )
    expect(answer.status).toBe(400)
  })

  it('refuses a query nested deeper than 8 levels, also through fragments', async () => {
    await refusal(`{ ${'a { '.repeat(20)}b${' }'.repeat(20)} }`, 'more than 8 levels deep')
    await refusal(
      `{ ticks { ...A } } fragment A on Tick { pool { ...B } } fragment B on Pool { ${'x { '.repeat(7)}y${' }'.repeat(7)} }`,
      'more than 8 levels deep',
    )
    // Nesting that would overflow the parser's stack is refused before parsing: selections, and lists.
    await refusal(`{ ${'a { '.repeat(4000)}b${' }'.repeat(4000)} }`, 'more than 24 levels deep')
    await refusal(
      `{ pools(where: { id_in: ${'['.repeat(4000)}${']'.repeat(4000)} }) { id } }`,
      'more than 24 levels deep',
    )
  })

  it('refuses fragments that multiply into more than 200 fields', async () => {
    const doubling = Array.from(
      { length: 8 },
      (_, i) => `fragment F${i + 1} on Pool { ...F${i} ...F${i} }`,
    ).join(' ')
    await refusal(
      `{ pools { ...F8 } } fragment F0 on Pool { id feeTier } ${doubling}`,
      'more than 200 fields',
    )
  })

  it('refuses a document past 10,000 tokens, and a body of many operations', async () => {
    await refusal(
      `{ pools(where: { id_in: [${'"0x1" '.repeat(12_000)}] }) { id } }`,
      'longer than 10000 tokens',
    )
    await refusal(
      Array.from({ length: 6 }, (_, i) => `query Q${i} { pools { id } }`).join(' '),
      'at most 5 are allowed',
    )
  })

  it("still answers the app's queries and a fragment cycle is a validation error, not a crash", async () => {
    const ok = await post(memorySource(data), FEE_TIER_DISTRIBUTION, { token0: USDC, token1: WETH })
    expect(ok.status).toBe(200)
    const cycle = await post(
      memorySource(data),
      '{ pools { ...A } } fragment A on Pool { ...B } fragment B on Pool { ...A }',
    )
    expect(cycle.status).toBe(200)
    expect(JSON.stringify(cycle.body)).toContain('Cannot spread fragment')
  })
})

describe('answers hold no server detail and no long input', () => {
  it('clips a long name echoed in a validation error', async () => {
    const name = `x${'y'.repeat(100_000)}`
    const answer = await post(memorySource(data), `{ ${name} }`)
    const text = JSON.stringify(answer.body)
    expect(text.length).toBeLessThan(1000)
    expect(answer.body.errors?.[0]?.message).toMatch(/^Cannot query field "xyyy/)
  })

  it('stops a query past its time limit and makes none of its remaining reads', async () => {
    const calls: string[] = []
    const slow: SubgraphSource = {
      ...memorySource(data, calls),
      pools: (query) =>
        new Promise((resolve) => setTimeout(() => resolve(memorySource(data).pools(query)), 400)),
    }
    const started = performance.now()
    const answer = await handleGraphqlRequest(
      schema,
      slow,
      {
        method: 'POST',
        contentType: 'application/json',
        body: JSON.stringify({ query: '{ pools { id token0 { symbol } } }' }),
        searchParams: new URLSearchParams(),
      },
      () => {},
      { ...DEFAULT_LIMITS, timeoutMs: 100 },
    )
    expect(performance.now() - started).toBeLessThan(300)
    expect(answer).toEqual({
      status: 200,
      body: { errors: [{ message: 'The query ran longer than 100 ms and was stopped' }] },
    })
    // The pools read finishes later; the token reads it would lead to are never made.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(calls).toEqual([])
  })

  it('answers an exception anywhere with a generic message, without stack or file path', async () => {
    const broken = {
      ...memorySource(data),
      indexedBlock: () => {
        throw new Error(`boom at ${import.meta.filename}`)
      },
    }
    const logged: unknown[] = []
    const answer = await handleGraphqlRequest(
      schema,
      broken as SubgraphSource,
      {
        method: 'POST',
        contentType: 'application/json',
        body: JSON.stringify({ query: '{ _meta { block { number } } }' }),
        searchParams: new URLSearchParams(),
      },
      (error) => logged.push(error),
    )
    const text = JSON.stringify(answer.body)
    expect(text).not.toContain('/')
    expect(text).not.toContain('boom')
    expect(logged).toHaveLength(1)
  })
})
