import type { Hex } from 'viem'
import { expect } from 'vitest'
import { type GraphqlHttpAnswer, handleGraphqlRequest } from '../src/subgraph/http.ts'
import type { PoolRow, TickRow, TokenRow } from '../src/subgraph/rows.ts'
import { createSubgraphSchema, type SubgraphSource } from '../src/subgraph/schema.ts'

/** The store of the GraphQL tests (graphql.test.ts, graphql-limits.test.ts): two USDC/WETH pools and their ticks, in memory. */

export const schema = createSubgraphSchema()

export const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' as Hex
export const WETH = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2' as Hex
export const BUSY_POOL = '0x88e6a0c2ddd26feeb64f039a2c41296fcb3f5640' as Hex
export const QUIET_POOL = '0x8ad599c3a0ff1de082011efddc58f1908eb6e6d8' as Hex

/** A token's derived fields at a price in ETH, holding `usd` dollars. */
export const derived = (derivedETH: number, usd: number) => ({
  derivedETH,
  totalValueLockedUSD: usd,
  volume: 0,
  volumeUSD: 0,
  untrackedVolumeUSD: 0,
  feesUSD: 0,
  txCount: 0n,
  whitelistPools: [] as Hex[],
})

export const tokens: TokenRow[] = [
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

export const pool = (address: Hex, feeTier: number, tvl0: bigint, tvl1: bigint): PoolRow => ({
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

export const pools = [
  pool(QUIET_POOL, 3000, 1_000_000n, 250_000_000_000_000_000n),
  pool(BUSY_POOL, 500, 2_999_000_000n, 750_000_000_000_000_000n),
]

// 2,500 ticks on the busy pool (more than two pages), a few on the other.
export const ticks: TickRow[] = [
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

export const data = { tokens, pools, ticks, block: { number: 123_456, timestamp: 1_700_000_100 } }

/** The data of a successful answer; fails the test on errors. */
export function dataOf<T>(answer: GraphqlHttpAnswer): T {
  expect(answer.status).toBe(200)
  expect('errors' in answer.body ? answer.body.errors : undefined).toBeUndefined()
  return (answer.body as { data: T }).data
}

export async function post(source: SubgraphSource, query: string, variables?: Record<string, unknown>) {
  return handleGraphqlRequest(schema, source, {
    method: 'POST',
    contentType: 'application/json',
    body: JSON.stringify({ query, variables }),
    searchParams: new URLSearchParams(),
  })
}
