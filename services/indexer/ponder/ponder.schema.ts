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
  }),
  (table) => ({
    pk: primaryKey({ columns: [table.chainId, table.address] }),
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
