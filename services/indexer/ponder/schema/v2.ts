import { index, onchainTable, primaryKey } from 'ponder'

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
