import { describe, expect, it } from 'vitest'
import { type GraphqlHttpAnswer, handleGraphqlRequest } from '../src/subgraph/http.ts'
import { createSubgraphSchema, type SubgraphSource } from '../src/subgraph/schema.ts'
import { createV2SubgraphSchema } from '../src/subgraph/v2-schema.ts'
import { type MemoryData, memorySource } from './memory-source.ts'

/** The v2 endpoint's GraphQL answers over fixed rows: names, types, filters, children and errors. */

const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const WETH = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2'
const UNI = '0x1f9840a85d5af5bf1d1762f925bdaddc4201f984'
const PAIR = '0xb4e16d0168e52d35cacd2c6185b44281ec28c9dc'
const UNI_PAIR = '0xd3d2e2692501a5c9ca623199d38826e513033a17'
const HASH = `0x${'ab'.repeat(32)}`
const HOUR = 3600

const v2Schema = createV2SubgraphSchema()
const v3Schema = createSubgraphSchema()

const token = (address: string, symbol: string, decimals: number, derivedETH: number) => ({
  address,
  symbol,
  name: symbol,
  decimals,
  totalLiquidity: 10n ** BigInt(decimals) * 1_500n,
  derivedETH,
  tradeVolume: 10,
  tradeVolumeUSD: 30_000.25,
  untrackedVolumeUSD: 31_000,
  txCount: 4n,
  whitelistPairs: [],
})

const pair = (address: string, token1: string, reserveUSD: number) => ({
  address,
  token0: USDC,
  token1,
  token0Decimals: 6,
  token1Decimals: 18,
  reserve0: 3_000_000_123_456n,
  reserve1: 10n ** 18n * 1000n + 5n,
  totalSupply: 10n ** 15n,
  reserveETH: 2000,
  reserveUSD,
  trackedReserveETH: 2000,
  token0Price: 3000,
  token1Price: 1 / 3000,
  volumeToken0: 1,
  volumeToken1: 2,
  volumeUSD: 1e-7,
  untrackedVolumeUSD: 0,
  txCount: 12n,
  createdAtTimestamp: 1_700_000_000n,
  createdAtBlockNumber: 50n,
})

const data: MemoryData = {
  tokens: [],
  pools: [],
  ticks: [],
  v2: {
    bundle: [{ id: '1', ethPrice: 3000.5 }],
    token: [token(USDC, 'USDC', 6, 1 / 3000), token(WETH, 'WETH', 18, 1), token(UNI, 'UNI', 18, 0.0025)],
    pair: [pair(PAIR, WETH, 6e6), pair(UNI_PAIR, UNI, 2e6)],
    transaction: [{ id: HASH, blockNumber: 77n, timestamp: 1_700_000_001n }],
    swap: [
      {
        id: `${HASH}-0`,
        transaction: HASH,
        timestamp: 1_700_000_001n,
        pair: PAIR,
        sender: WETH,
        from: UNI,
        to: UNI,
        amount0In: '10000',
        amount1In: '0',
        amount0Out: '0',
        amount1Out: '3.3',
        amountUSD: 9_950.5,
        logIndex: 3n,
      },
    ],
    pairHourData: [0, 1, 2].map((index) => ({
      id: `${PAIR}-${472_222 + index}`,
      start: (472_222 + index) * HOUR,
      pair: PAIR,
      token0: USDC,
      token1: WETH,
      reserve0: 3e6,
      reserve1: 1000,
      totalSupply: 0.001,
      reserveUSD: 6e6,
      volumeToken0: 1,
      volumeToken1: 1,
      volumeUSD: 100 * (index + 1),
      txns: 1n,
    })),
  },
  block: { number: 100, timestamp: 1_700_000_100 },
}

async function post(
  schema = v2Schema,
  query: string,
  variables?: Record<string, unknown>,
  source?: SubgraphSource,
) {
  return handleGraphqlRequest(schema, source ?? memorySource(data), {
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

describe('the v2 endpoint (the public v2 subgraph’s API)', () => {
  it('answers bundle.ethPrice and a pair with its reserves in token units and its tokens', async () => {
    const answer = dataOf<{ bundle: unknown; pair: unknown }>(
      await post(
        v2Schema,
        `query($id: ID!) {
          bundle(id: "1") { ethPrice }
          pair(id: $id) {
            id reserve0 reserve1 totalSupply reserveUSD token0Price volumeUSD txCount createdAtTimestamp
            token0 { id symbol decimals derivedETH totalLiquidity tradeVolumeUSD txCount }
            token1 { symbol }
          }
        }`,
        { id: PAIR },
      ),
    )
    expect(answer).toEqual({
      bundle: { ethPrice: '3000.5' },
      pair: {
        id: PAIR,
        reserve0: '3000000.123456',
        reserve1: '1000.000000000000000005',
        totalSupply: '0.001',
        reserveUSD: '6000000',
        token0Price: '3000',
        // BigDecimal strings never carry an exponent.
        volumeUSD: '0.0000001',
        txCount: '12',
        createdAtTimestamp: '1700000000',
        token0: {
          id: USDC,
          symbol: 'USDC',
          decimals: '6',
          derivedETH: String(1 / 3000),
          totalLiquidity: '1500',
          tradeVolumeUSD: '30000.25',
          txCount: '4',
        },
        token1: { symbol: 'WETH' },
      },
    })
  })

  it('filters, orders and pages pairs as the v3 layer does, and lists children under a parent', async () => {
    const answer = dataOf<{
      byReserve: { id: string }[]
      withUni: { id: string }[]
      paged: { id: string }[]
      transaction: { swaps: { id: string; amount1Out: string; from: string; pair: { id: string } }[] }
      hours: { hourStartUnix: number; hourlyVolumeUSD: string }[]
      pairChildren: { pairHourData: { hourlyVolumeUSD: string }[]; swaps: { id: string }[] }
    }>(
      await post(
        v2Schema,
        `query($hash: ID!, $pair: ID!, $pairText: String!) {
          byReserve: pairs(orderBy: reserveUSD, orderDirection: desc) { id }
          withUni: pairs(where: { token1_in: ["${UNI}"], reserve0_gt: "3000000" }) { id }
          paged: pairs(first: 1, skip: 1, orderBy: reserveUSD, orderDirection: asc) { id }
          transaction(id: $hash) { swaps { id amount1Out from pair { id } } }
          hours: pairHourDatas(orderBy: hourStartUnix, orderDirection: desc, where: { pair: $pairText, hourStartUnix_gte: ${472_223 * HOUR} }) {
            hourStartUnix hourlyVolumeUSD
          }
          pairChildren: pair(id: $pair) { pairHourData(first: 1, orderBy: hourStartUnix) { hourlyVolumeUSD } swaps { id } }
        }`,
        { hash: HASH, pair: PAIR, pairText: PAIR },
      ),
    )
    expect(answer.byReserve.map((row) => row.id)).toEqual([PAIR, UNI_PAIR])
    expect(answer.withUni).toEqual([{ id: UNI_PAIR }])
    expect(answer.paged).toEqual([{ id: PAIR }])
    expect(answer.transaction.swaps).toEqual([
      { id: `${HASH}-0`, amount1Out: '3.3', from: UNI, pair: { id: PAIR } },
    ])
    expect(answer.hours).toEqual([
      { hourStartUnix: 472_224 * HOUR, hourlyVolumeUSD: '300' },
      { hourStartUnix: 472_223 * HOUR, hourlyVolumeUSD: '200' },
    ])
    expect(answer.pairChildren).toEqual({
      pairHourData: [{ hourlyVolumeUSD: '100' }],
      swaps: [{ id: `${HASH}-0` }],
    })
  })

  it('refuses what the v3 layer refuses, with the same messages', async () => {
    const v2 = await post(v2Schema, '{ pairs(first: 1001) { id } }')
    const v3 = await post(v3Schema, '{ pools(first: 1001) { id } }')
    expect(v2.status).toBe(200)
    expect(v2.body.errors?.[0]?.message).toBe(v3.body.errors?.[0]?.message)
    const unknown = await post(v2Schema, '{ pairs(where: { feeTier: 3000 }) { id } }')
    expect(unknown.body.errors?.[0]?.message).toMatch(/feeTier/)
    const future = await post(v2Schema, '{ pairs(block: { number: 101 }) { id } }')
    expect(future.body.errors?.[0]?.message).toMatch(/only indexed up to block number 100/)
  })

  it('has the v2 names only: no v3 fields, and v3’s schema none of v2’s', async () => {
    expect((await post(v2Schema, '{ pools { id } }')).body.errors?.[0]?.message).toMatch(/pools/)
    expect((await post(v2Schema, '{ bundle(id: "1") { ethPriceUSD } }')).body.errors?.[0]?.message).toMatch(
      /ethPriceUSD/,
    )
    expect((await post(v3Schema, '{ pairs { id } }')).body.errors?.[0]?.message).toMatch(/pairs/)
    const meta = dataOf<{ _meta: { block: { number: number } } }>(
      await post(v2Schema, '{ _meta { block { number } } }'),
    )
    expect(meta._meta.block.number).toBe(100)
  })

  it('batches references: a page of swaps loads its pairs and tokens with one query each', async () => {
    const calls: string[] = []
    const source = memorySource(data, calls)
    dataOf(await post(v2Schema, '{ swaps { pair { token0 { id } token1 { id } } } }', undefined, source))
    expect(calls).toEqual(['v2 swap', 'v2 pair', 'v2 token'])
  })
})
