import { describe, expect, it } from 'vitest'
import { handleGraphqlRequest } from '../src/subgraph/http.ts'
import type { SubgraphSource } from '../src/subgraph/schema.ts'
import { ALL_V3_TICKS, FEE_TIER_DISTRIBUTION, type FeeTierAnswer, type TickAnswer } from './app-queries.ts'
import { BUSY_POOL, data, dataOf, post, QUIET_POOL, schema, ticks, USDC, WETH } from './graphql-store.ts'
import { memorySource } from './memory-source.ts'

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
