import { type EntityDescription, f } from './explore.ts'

/**
 * The public Uniswap v2 subgraph's entities, with its names and types (its schema.graphql), described
 * as data as v3's explore entities are: the GraphQL types, filters, orders and store columns all come
 * from here. Served at each v2 chain's own path (settings.ts `v2SubgraphPath`).
 */

export type V2Entity =
  | 'token'
  | 'pair'
  | 'bundle'
  | 'transaction'
  | 'swap'
  | 'mint'
  | 'burn'
  | 'pairDayData'
  | 'pairHourData'
  | 'tokenDayData'

/** Entities other entities name (a swap's pair, a day's token), loaded by id through batchers. */
export type V2Reference = 'pair' | 'token' | 'transaction'

/** Liquidity tokens of a pair have 18 decimals. */
const LIQUIDITY = 18

const event = {
  id: f('id', 'id'),
  transaction: f('transaction', 'id', { ref: 'transaction' }),
  timestamp: f('timestamp', 'bigint'),
  pair: f('pair', 'id', { ref: 'pair' }),
  logIndex: f('logIndex', 'bigint', { nullable: true }),
  amountUSD: f('amountUSD', 'decimal'),
}

const liquidityEvent = {
  ...event,
  liquidity: f('liquidity', 'amount', { decimals: LIQUIDITY }),
  sender: f('sender', 'bytes', { nullable: true }),
  to: f('to', 'bytes', { nullable: true }),
  amount0: f('amount0', 'decimal'),
  amount1: f('amount1', 'decimal'),
}

export const V2_ENTITIES: Readonly<Record<V2Entity, EntityDescription>> = {
  token: {
    typeName: 'Token',
    single: 'token',
    plural: 'tokens',
    fields: {
      id: f('address', 'id'),
      symbol: f('symbol', 'string'),
      name: f('name', 'string'),
      decimals: f('decimals', 'bigint', { nullable: true }),
      tradeVolume: f('tradeVolume', 'decimal'),
      tradeVolumeUSD: f('tradeVolumeUSD', 'decimal'),
      untrackedVolumeUSD: f('untrackedVolumeUSD', 'decimal'),
      txCount: f('txCount', 'bigint'),
      totalLiquidity: f('totalLiquidity', 'amount', { decimals: 'decimals' }),
      derivedETH: f('derivedETH', 'decimal', { nullable: true }),
    },
    children: { tokenDayData: { entity: 'tokenDayData', column: 'token' } },
  },
  pair: {
    typeName: 'Pair',
    single: 'pair',
    plural: 'pairs',
    fields: {
      id: f('address', 'id'),
      token0: f('token0', 'id', { ref: 'token' }),
      token1: f('token1', 'id', { ref: 'token' }),
      reserve0: f('reserve0', 'amount', { decimals: 'token0Decimals' }),
      reserve1: f('reserve1', 'amount', { decimals: 'token1Decimals' }),
      totalSupply: f('totalSupply', 'amount', { decimals: LIQUIDITY }),
      reserveETH: f('reserveETH', 'decimal'),
      reserveUSD: f('reserveUSD', 'decimal'),
      trackedReserveETH: f('trackedReserveETH', 'decimal'),
      token0Price: f('token0Price', 'decimal'),
      token1Price: f('token1Price', 'decimal'),
      volumeToken0: f('volumeToken0', 'decimal'),
      volumeToken1: f('volumeToken1', 'decimal'),
      volumeUSD: f('volumeUSD', 'decimal'),
      untrackedVolumeUSD: f('untrackedVolumeUSD', 'decimal'),
      txCount: f('txCount', 'bigint'),
      createdAtTimestamp: f('createdAtTimestamp', 'bigint'),
      createdAtBlockNumber: f('createdAtBlockNumber', 'bigint'),
    },
    children: {
      pairHourData: { entity: 'pairHourData', column: 'pair' },
      swaps: { entity: 'swap', column: 'pair' },
      mints: { entity: 'mint', column: 'pair' },
      burns: { entity: 'burn', column: 'pair' },
    },
  },
  bundle: {
    typeName: 'Bundle',
    single: 'bundle',
    plural: 'bundles',
    fields: { id: f('id', 'id'), ethPrice: f('ethPrice', 'decimal') },
  },
  transaction: {
    typeName: 'Transaction',
    single: 'transaction',
    plural: 'transactions',
    fields: {
      id: f('id', 'id'),
      blockNumber: f('blockNumber', 'bigint'),
      timestamp: f('timestamp', 'bigint'),
    },
    children: {
      swaps: { entity: 'swap', column: 'transaction' },
      mints: { entity: 'mint', column: 'transaction' },
      burns: { entity: 'burn', column: 'transaction' },
    },
  },
  swap: {
    typeName: 'Swap',
    single: 'swap',
    plural: 'swaps',
    fields: {
      ...event,
      sender: f('sender', 'bytes'),
      from: f('from', 'bytes'),
      to: f('to', 'bytes'),
      amount0In: f('amount0In', 'decimal'),
      amount1In: f('amount1In', 'decimal'),
      amount0Out: f('amount0Out', 'decimal'),
      amount1Out: f('amount1Out', 'decimal'),
    },
  },
  mint: { typeName: 'Mint', single: 'mint', plural: 'mints', fields: liquidityEvent },
  burn: { typeName: 'Burn', single: 'burn', plural: 'burns', fields: liquidityEvent },
  pairDayData: {
    typeName: 'PairDayData',
    single: 'pairDayData',
    plural: 'pairDayDatas',
    fields: {
      id: f('id', 'id'),
      date: f('start', 'int'),
      pairAddress: f('pair', 'bytes'),
      token0: f('token0', 'id', { ref: 'token' }),
      token1: f('token1', 'id', { ref: 'token' }),
      reserve0: f('reserve0', 'decimal'),
      reserve1: f('reserve1', 'decimal'),
      totalSupply: f('totalSupply', 'decimal'),
      reserveUSD: f('reserveUSD', 'decimal'),
      dailyVolumeToken0: f('volumeToken0', 'decimal'),
      dailyVolumeToken1: f('volumeToken1', 'decimal'),
      dailyVolumeUSD: f('volumeUSD', 'decimal'),
      dailyTxns: f('txns', 'bigint'),
    },
  },
  pairHourData: {
    typeName: 'PairHourData',
    single: 'pairHourData',
    plural: 'pairHourDatas',
    fields: {
      id: f('id', 'id'),
      hourStartUnix: f('start', 'int'),
      pair: f('pair', 'id', { ref: 'pair' }),
      reserve0: f('reserve0', 'decimal'),
      reserve1: f('reserve1', 'decimal'),
      totalSupply: f('totalSupply', 'decimal'),
      reserveUSD: f('reserveUSD', 'decimal'),
      hourlyVolumeToken0: f('volumeToken0', 'decimal'),
      hourlyVolumeToken1: f('volumeToken1', 'decimal'),
      hourlyVolumeUSD: f('volumeUSD', 'decimal'),
      hourlyTxns: f('txns', 'bigint'),
    },
  },
  tokenDayData: {
    typeName: 'TokenDayData',
    single: 'tokenDayData',
    plural: 'tokenDayDatas',
    fields: {
      id: f('id', 'id'),
      date: f('start', 'int'),
      token: f('token', 'id', { ref: 'token' }),
      dailyVolumeToken: f('volumeToken', 'decimal'),
      dailyVolumeETH: f('volumeETH', 'decimal'),
      dailyVolumeUSD: f('volumeUSD', 'decimal'),
      dailyTxns: f('txns', 'bigint'),
      totalLiquidityToken: f('totalLiquidityToken', 'decimal'),
      totalLiquidityETH: f('totalLiquidityETH', 'decimal'),
      totalLiquidityUSD: f('totalLiquidityUSD', 'decimal'),
      priceUSD: f('priceUSD', 'decimal'),
    },
  },
}

/** The store column of an entity's id (a token's and a pair's is its address). */
export const idColumnOf = (entity: V2Entity): string => V2_ENTITIES[entity].fields.id!.column
