import type { Hex } from 'viem'

/** Rows as the store keeps them (raw amounts); the GraphQL layer turns them into subgraph values. */

export interface TokenRow {
  address: Hex
  symbol: string
  name: string
  decimals: number | null
  totalValueLocked: bigint
  poolCount: number
  derivedETH: number
  totalValueLockedUSD: number
  volume: number
  volumeUSD: number
  untrackedVolumeUSD: number
  feesUSD: number
  txCount: bigint
  whitelistPools: Hex[]
}

export interface PoolRow {
  address: Hex
  token0: Hex
  token1: Hex
  feeTier: number
  tickSpacing: number
  token0Decimals: number | null
  token1Decimals: number | null
  sqrtPrice: bigint
  tick: number | null
  liquidity: bigint
  totalValueLockedToken0: bigint
  totalValueLockedToken1: bigint
  createdAtBlockNumber: bigint
  createdAtTimestamp: bigint
  token0Price: number
  token1Price: number
  totalValueLockedETH: number
  totalValueLockedUSD: number
  volumeToken0: number
  volumeToken1: number
  volumeUSD: number
  untrackedVolumeUSD: number
  feesUSD: number
  txCount: bigint
}

export interface TickRow {
  poolAddress: Hex
  tickIdx: number
  liquidityGross: bigint
  liquidityNet: bigint
  createdAtBlockNumber: bigint
}

export interface IndexedBlock {
  number: number
  timestamp: number | null
}
