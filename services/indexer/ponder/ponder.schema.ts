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

/*
 * Uniswap v2, served under the public v2 subgraph's API (its own endpoint, src/subgraph/v2.ts). Its
 * tokens are the v2 subgraph's Token (liquidity and volume in v2 pairs only), apart from v3's.
 * Raw amounts (reserves, liquidity) keep their decimals beside them; derived values are float64.
 */

export const v2Token = onchainTable(
  'v2_token',
  (t) => ({
    chainId: t.integer().notNull(),
    address: t.hex().notNull(),
    symbol: t.text().notNull(),
    name: t.text().notNull(),
    decimals: t.integer(),
    /** Raw amount of this token in all v2 pairs' reserves. */
    totalLiquidity: t.bigint().notNull(),
    derivedETH: t.doublePrecision().notNull(),
    tradeVolume: t.doublePrecision().notNull(),
    tradeVolumeUSD: t.doublePrecision().notNull(),
    untrackedVolumeUSD: t.doublePrecision().notNull(),
    txCount: t.bigint().notNull(),
    /** Pairs with a whitelisted other token, by that token: where derivedETH is read. */
    whitelistPairs: t.hex().array().notNull(),
  }),
  (table) => ({ pk: primaryKey({ columns: [table.chainId, table.address] }) }),
)

export const pair = onchainTable(
  'pair',
  (t) => ({
    chainId: t.integer().notNull(),
    address: t.hex().notNull(),
    token0: t.hex().notNull(),
    token1: t.hex().notNull(),
    token0Decimals: t.integer(),
    token1Decimals: t.integer(),
    reserve0: t.bigint().notNull(),
    reserve1: t.bigint().notNull(),
    /** Raw liquidity tokens (18 decimals). */
    totalSupply: t.bigint().notNull(),
    reserveETH: t.doublePrecision().notNull(),
    reserveUSD: t.doublePrecision().notNull(),
    trackedReserveETH: t.doublePrecision().notNull(),
    token0Price: t.doublePrecision().notNull(),
    token1Price: t.doublePrecision().notNull(),
    volumeToken0: t.doublePrecision().notNull(),
    volumeToken1: t.doublePrecision().notNull(),
    volumeUSD: t.doublePrecision().notNull(),
    untrackedVolumeUSD: t.doublePrecision().notNull(),
    txCount: t.bigint().notNull(),
    createdAtTimestamp: t.bigint().notNull(),
    createdAtBlockNumber: t.bigint().notNull(),
    /** The last Transfer from the zero address (a mint's recipient and liquidity), for the next Mint. */
    pendingMintTo: t.hex(),
    pendingMintLiquidity: t.bigint().notNull(),
    /** The last Transfer to the zero address (the liquidity burned), for the next Burn. */
    pendingBurnLiquidity: t.bigint().notNull(),
  }),
  (table) => ({
    pk: primaryKey({ columns: [table.chainId, table.address] }),
    reserveIndex: index().on(table.chainId, table.reserveUSD),
    token0Index: index().on(table.chainId, table.token0),
    token1Index: index().on(table.chainId, table.token1),
  }),
)

export const v2Bundle = onchainTable(
  'v2_bundle',
  (t) => ({
    chainId: t.integer().notNull(),
    id: t.text().notNull(),
    ethPrice: t.doublePrecision().notNull(),
    /** WETH/stablecoin pairs, which set ethPrice. */
    stablePairs: t.hex().array().notNull(),
  }),
  (table) => ({ pk: primaryKey({ columns: [table.chainId, table.id] }) }),
)

export const v2Transaction = onchainTable(
  'v2_transaction',
  (t) => ({
    chainId: t.integer().notNull(),
    id: t.hex().notNull(),
    blockNumber: t.bigint().notNull(),
    timestamp: t.bigint().notNull(),
    /** How many of each the transaction has so far: the next one's id is `${hash}-${count}`. */
    swapCount: t.integer().notNull(),
    mintCount: t.integer().notNull(),
    burnCount: t.integer().notNull(),
  }),
  (table) => ({ pk: primaryKey({ columns: [table.chainId, table.id] }) }),
)

export const v2Swap = onchainTable(
  'v2_swap',
  (t) => ({
    chainId: t.integer().notNull(),
    /** `${transaction hash}-${index among the transaction's swaps}`, the v2 subgraph's id. */
    id: t.text().notNull(),
    transaction: t.hex().notNull(),
    timestamp: t.bigint().notNull(),
    pair: t.hex().notNull(),
    sender: t.hex().notNull(),
    from: t.hex().notNull(),
    to: t.hex().notNull(),
    /** Exact BigDecimal strings. */
    amount0In: t.text().notNull(),
    amount1In: t.text().notNull(),
    amount0Out: t.text().notNull(),
    amount1Out: t.text().notNull(),
    amountUSD: t.doublePrecision().notNull(),
    logIndex: t.bigint().notNull(),
  }),
  (table) => ({
    pk: primaryKey({ columns: [table.chainId, table.id] }),
    pairIndex: index().on(table.chainId, table.pair, table.timestamp),
    timeIndex: index().on(table.chainId, table.timestamp),
    transactionIndex: index().on(table.chainId, table.transaction),
  }),
)

const v2LiquidityEvent = (name: 'v2_mint' | 'v2_burn') =>
  onchainTable(
    name,
    (t) => ({
      chainId: t.integer().notNull(),
      id: t.text().notNull(),
      transaction: t.hex().notNull(),
      timestamp: t.bigint().notNull(),
      pair: t.hex().notNull(),
      /** Raw liquidity tokens minted or burned (18 decimals). */
      liquidity: t.bigint().notNull(),
      sender: t.hex(),
      to: t.hex(),
      amount0: t.text().notNull(),
      amount1: t.text().notNull(),
      amountUSD: t.doublePrecision().notNull(),
      logIndex: t.bigint().notNull(),
    }),
    (table) => ({
      pk: primaryKey({ columns: [table.chainId, table.id] }),
      pairIndex: index().on(table.chainId, table.pair, table.timestamp),
      transactionIndex: index().on(table.chainId, table.transaction),
    }),
  )

export const v2Mint = v2LiquidityEvent('v2_mint')
export const v2Burn = v2LiquidityEvent('v2_burn')

/** A pair's day or hour: `start` is `date` or `hourStartUnix`. */
const pairPeriod = (name: 'pair_day_data' | 'pair_hour_data') =>
  onchainTable(
    name,
    (t) => ({
      chainId: t.integer().notNull(),
      id: t.text().notNull(),
      start: t.integer().notNull(),
      pair: t.hex().notNull(),
      token0: t.hex().notNull(),
      token1: t.hex().notNull(),
      reserve0: t.doublePrecision().notNull(),
      reserve1: t.doublePrecision().notNull(),
      totalSupply: t.doublePrecision().notNull(),
      reserveUSD: t.doublePrecision().notNull(),
      volumeToken0: t.doublePrecision().notNull(),
      volumeToken1: t.doublePrecision().notNull(),
      volumeUSD: t.doublePrecision().notNull(),
      txns: t.bigint().notNull(),
    }),
    (table) => ({
      pk: primaryKey({ columns: [table.chainId, table.id] }),
      pairIndex: index().on(table.chainId, table.pair, table.start),
    }),
  )

export const pairDayData = pairPeriod('pair_day_data')
export const pairHourData = pairPeriod('pair_hour_data')

export const v2TokenDayData = onchainTable(
  'v2_token_day_data',
  (t) => ({
    chainId: t.integer().notNull(),
    id: t.text().notNull(),
    start: t.integer().notNull(),
    token: t.hex().notNull(),
    volumeToken: t.doublePrecision().notNull(),
    volumeETH: t.doublePrecision().notNull(),
    volumeUSD: t.doublePrecision().notNull(),
    txns: t.bigint().notNull(),
    totalLiquidityToken: t.doublePrecision().notNull(),
    totalLiquidityETH: t.doublePrecision().notNull(),
    totalLiquidityUSD: t.doublePrecision().notNull(),
    priceUSD: t.doublePrecision().notNull(),
  }),
  (table) => ({
    pk: primaryKey({ columns: [table.chainId, table.id] }),
    tokenIndex: index().on(table.chainId, table.token, table.start),
  }),
)
