import { index, onchainTable, primaryKey } from 'ponder'

/*
 * One set of tables for every indexed chain: each row carries its chain id, and the GraphQL
 * endpoint of a chain reads only its rows. Token amounts are kept raw (smallest units); the API
 * turns them into the subgraph's BigDecimal strings with the token's decimals.
 */

export const token = onchainTable(
  'token',
  (t) => ({
    chainId: t.integer().notNull(),
    address: t.hex().notNull(),
    symbol: t.text().notNull(),
    name: t.text().notNull(),
    /** Null when the token does not answer decimals(); its amounts are then shown raw. */
    decimals: t.integer(),
    /** Raw amount of this token held by all indexed pools. */
    totalValueLocked: t.bigint().notNull(),
    poolCount: t.integer().notNull(),
    // Derived as the subgraph does (src/derive/pricing.ts); float64 numbers, BigDecimal strings out.
    derivedETH: t.doublePrecision().notNull(),
    totalValueLockedUSD: t.doublePrecision().notNull(),
    volume: t.doublePrecision().notNull(),
    volumeUSD: t.doublePrecision().notNull(),
    untrackedVolumeUSD: t.doublePrecision().notNull(),
    feesUSD: t.doublePrecision().notNull(),
    txCount: t.bigint().notNull(),
    /** Pools pairing this token with a whitelisted one: the pools derivedETH is read through. */
    whitelistPools: t.hex().array().notNull(),
  }),
  (table) => ({ pk: primaryKey({ columns: [table.chainId, table.address] }) }),
)

export const pool = onchainTable(
  'pool',
  (t) => ({
    chainId: t.integer().notNull(),
    address: t.hex().notNull(),
    token0: t.hex().notNull(),
    token1: t.hex().notNull(),
    feeTier: t.integer().notNull(),
    tickSpacing: t.integer().notNull(),
    // Copied from the tokens (immutable) so that TVL can be formatted and ordered without a join.
    token0Decimals: t.integer(),
    token1Decimals: t.integer(),
    sqrtPrice: t.bigint().notNull(),
    /** Null until the pool is initialized. */
    tick: t.integer(),
    liquidity: t.bigint().notNull(),
    /** Raw token amounts the pool holds: Mint, Swap and Flash add, Collect takes out. */
    totalValueLockedToken0: t.bigint().notNull(),
    totalValueLockedToken1: t.bigint().notNull(),
    createdAtBlockNumber: t.bigint().notNull(),
    createdAtTimestamp: t.bigint().notNull(),
    token0Price: t.doublePrecision().notNull(),
    token1Price: t.doublePrecision().notNull(),
    totalValueLockedETH: t.doublePrecision().notNull(),
    totalValueLockedUSD: t.doublePrecision().notNull(),
    volumeToken0: t.doublePrecision().notNull(),
    volumeToken1: t.doublePrecision().notNull(),
    volumeUSD: t.doublePrecision().notNull(),
    untrackedVolumeUSD: t.doublePrecision().notNull(),
    feesUSD: t.doublePrecision().notNull(),
    txCount: t.bigint().notNull(),
  }),
  (table) => ({
    pk: primaryKey({ columns: [table.chainId, table.address] }),
    tvlIndex: index().on(table.chainId, table.totalValueLockedUSD),
    pairIndex: index().on(table.chainId, table.token0, table.token1),
  }),
)

/** Initialized ticks only: a tick whose gross liquidity returns to zero is deleted, as the pool clears it. */
export const tick = onchainTable(
  'tick',
  (t) => ({
    chainId: t.integer().notNull(),
    poolAddress: t.hex().notNull(),
    tickIdx: t.integer().notNull(),
    liquidityGross: t.bigint().notNull(),
    liquidityNet: t.bigint().notNull(),
    createdAtBlockNumber: t.bigint().notNull(),
  }),
  (table) => ({ pk: primaryKey({ columns: [table.chainId, table.poolAddress, table.tickIdx] }) }),
)

/** The subgraph's Bundle "1": the dollar price of ETH, and which pools set it. */
export const bundle = onchainTable(
  'bundle',
  (t) => ({
    chainId: t.integer().notNull(),
    id: t.text().notNull(),
    ethPriceUSD: t.doublePrecision().notNull(),
    /** WETH/stablecoin pools, read to set ethPriceUSD after each of their swaps. */
    stablePools: t.hex().array().notNull(),
  }),
  (table) => ({ pk: primaryKey({ columns: [table.chainId, table.id] }) }),
)

export const transaction = onchainTable(
  'transaction',
  (t) => ({
    chainId: t.integer().notNull(),
    id: t.hex().notNull(),
    blockNumber: t.bigint().notNull(),
    timestamp: t.bigint().notNull(),
    gasUsed: t.bigint().notNull(),
    gasPrice: t.bigint().notNull(),
  }),
  (table) => ({
    pk: primaryKey({ columns: [table.chainId, table.id] }),
    timeIndex: index().on(table.chainId, table.timestamp),
  }),
)

/** A pool's swaps, mints and burns share their first columns; ids are the subgraph's. */
export const swap = onchainTable(
  'swap',
  (t) => ({
    chainId: t.integer().notNull(),
    /** `${transaction hash}#${the pool's txCount}`, the subgraph's id. */
    id: t.text().notNull(),
    transaction: t.hex().notNull(),
    timestamp: t.bigint().notNull(),
    pool: t.hex().notNull(),
    token0: t.hex().notNull(),
    token1: t.hex().notNull(),
    origin: t.hex().notNull(),
    /** Exact BigDecimal strings (signed for a swap: positive into the pool). */
    amount0: t.text().notNull(),
    amount1: t.text().notNull(),
    amountUSD: t.doublePrecision().notNull(),
    logIndex: t.bigint().notNull(),
    sender: t.hex().notNull(),
    recipient: t.hex().notNull(),
    sqrtPriceX96: t.bigint().notNull(),
    tick: t.bigint().notNull(),
  }),
  (table) => ({
    pk: primaryKey({ columns: [table.chainId, table.id] }),
    poolIndex: index().on(table.chainId, table.pool, table.timestamp),
    token0Index: index().on(table.chainId, table.token0, table.timestamp),
    token1Index: index().on(table.chainId, table.token1, table.timestamp),
    timeIndex: index().on(table.chainId, table.timestamp),
    transactionIndex: index().on(table.chainId, table.transaction),
  }),
)

const liquidityEvent = <const Name extends 'mint' | 'burn'>(name: Name) =>
  onchainTable(
    name,
    (t) => ({
      chainId: t.integer().notNull(),
      /** `${transaction hash}#${the pool's txCount}`, the subgraph's id. */
      id: t.text().notNull(),
      transaction: t.hex().notNull(),
      timestamp: t.bigint().notNull(),
      pool: t.hex().notNull(),
      token0: t.hex().notNull(),
      token1: t.hex().notNull(),
      origin: t.hex().notNull(),
      /** Exact BigDecimal strings (signed for a swap: positive into the pool). */
      amount0: t.text().notNull(),
      amount1: t.text().notNull(),
      amountUSD: t.doublePrecision().notNull(),
      logIndex: t.bigint().notNull(),
      owner: t.hex().notNull(),
      /** The Mint event's sender (the position manager); the Burn event has none. */
      sender: t.hex(),
      amount: t.bigint().notNull(),
      tickLower: t.bigint().notNull(),
      tickUpper: t.bigint().notNull(),
    }),
    (table) => ({
      pk: primaryKey({ columns: [table.chainId, table.id] }),
      poolIndex: index().on(table.chainId, table.pool, table.timestamp),
      timeIndex: index().on(table.chainId, table.timestamp),
      transactionIndex: index().on(table.chainId, table.transaction),
    }),
  )

export const mint = liquidityEvent('mint')
export const burn = liquidityEvent('burn')

/** A pool's day or hour: `start` is `date` (day) or `periodStartUnix` (hour). Prices are token0Price. */
const poolPeriod = (name: 'poolDayData' | 'poolHourData') =>
  onchainTable(
    name,
    (t) => ({
      chainId: t.integer().notNull(),
      id: t.text().notNull(),
      start: t.integer().notNull(),
      pool: t.hex().notNull(),
      liquidity: t.bigint().notNull(),
      sqrtPrice: t.bigint().notNull(),
      token0Price: t.doublePrecision().notNull(),
      token1Price: t.doublePrecision().notNull(),
      tick: t.integer(),
      tvlUSD: t.doublePrecision().notNull(),
      volumeToken0: t.doublePrecision().notNull(),
      volumeToken1: t.doublePrecision().notNull(),
      volumeUSD: t.doublePrecision().notNull(),
      feesUSD: t.doublePrecision().notNull(),
      txCount: t.bigint().notNull(),
      open: t.doublePrecision().notNull(),
      high: t.doublePrecision().notNull(),
      low: t.doublePrecision().notNull(),
      close: t.doublePrecision().notNull(),
    }),
    (table) => ({
      pk: primaryKey({ columns: [table.chainId, table.id] }),
      poolIndex: index().on(table.chainId, table.pool, table.start),
    }),
  )

export const poolDayData = poolPeriod('poolDayData')
export const poolHourData = poolPeriod('poolHourData')

/** A token's day or hour, with its dollar price candle. */
const tokenPeriod = (name: 'tokenDayData' | 'tokenHourData') =>
  onchainTable(
    name,
    (t) => ({
      chainId: t.integer().notNull(),
      id: t.text().notNull(),
      start: t.integer().notNull(),
      token: t.hex().notNull(),
      volume: t.doublePrecision().notNull(),
      volumeUSD: t.doublePrecision().notNull(),
      untrackedVolumeUSD: t.doublePrecision().notNull(),
      totalValueLocked: t.doublePrecision().notNull(),
      totalValueLockedUSD: t.doublePrecision().notNull(),
      priceUSD: t.doublePrecision().notNull(),
      feesUSD: t.doublePrecision().notNull(),
      open: t.doublePrecision().notNull(),
      high: t.doublePrecision().notNull(),
      low: t.doublePrecision().notNull(),
      close: t.doublePrecision().notNull(),
    }),
    (table) => ({
      pk: primaryKey({ columns: [table.chainId, table.id] }),
      tokenIndex: index().on(table.chainId, table.token, table.start),
    }),
  )

export const tokenDayData = tokenPeriod('tokenDayData')
export const tokenHourData = tokenPeriod('tokenHourData')
