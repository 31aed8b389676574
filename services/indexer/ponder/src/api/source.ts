import type { db as apiDb } from 'ponder:api'
import {
  bundle,
  burn,
  mint,
  pair,
  pairDayData,
  pairHourData,
  pool,
  poolDayData,
  poolHourData,
  swap,
  tick,
  token,
  tokenDayData,
  tokenHourData,
  transaction,
  v2Bundle,
  v2Burn,
  v2Mint,
  v2Swap,
  v2Token,
  v2TokenDayData,
  v2Transaction,
} from 'ponder:schema'
import { and, asc, desc, eq, inArray, isNotNull, isNull, notInArray, sql } from 'ponder'
import {
  type EntityDescription,
  EXPLORE_ENTITIES,
  type ExploreEntity,
  type ExploreRow,
} from '../../../src/subgraph/explore.ts'
import type { CollectionQuery, Condition, FilterValue } from '../../../src/subgraph/query.ts'
import type { IndexedBlock, PoolRow, TickRow, TokenRow } from '../../../src/subgraph/rows.ts'
import type { SubgraphSource } from '../../../src/subgraph/schema.ts'
import { V2_ENTITIES, type V2Entity } from '../../../src/subgraph/v2-entities.ts'

type Db = typeof apiDb
/** drizzle's SQL fragment and column types, which Ponder does not re-export. */
type SQL = ReturnType<typeof sql>
/** A column (or column expression) as drizzle's operators take it. */
type ColumnRef = Parameters<typeof asc>[0]

interface TableColumns {
  columns: Readonly<Record<string, ColumnRef>>
  /** Decimals column of each raw-amount column, to compare and order them as BigDecimal. */
  decimalsOf: Readonly<Record<string, ColumnRef>>
  /** Tie-breaker after the requested order (graph-node orders by id last), and the default order. */
  key: ColumnRef[]
}

const TOKEN: TableColumns = {
  columns: {
    address: token.address,
    symbol: token.symbol,
    name: token.name,
    decimals: token.decimals,
    totalValueLocked: token.totalValueLocked,
    poolCount: token.poolCount,
    derivedETH: token.derivedETH,
    totalValueLockedUSD: token.totalValueLockedUSD,
    volume: token.volume,
    volumeUSD: token.volumeUSD,
    untrackedVolumeUSD: token.untrackedVolumeUSD,
    feesUSD: token.feesUSD,
    txCount: token.txCount,
  },
  decimalsOf: { totalValueLocked: token.decimals },
  key: [token.address],
}

const POOL: TableColumns = {
  columns: {
    address: pool.address,
    token0: pool.token0,
    token1: pool.token1,
    feeTier: pool.feeTier,
    liquidity: pool.liquidity,
    sqrtPrice: pool.sqrtPrice,
    tick: pool.tick,
    totalValueLockedToken0: pool.totalValueLockedToken0,
    totalValueLockedToken1: pool.totalValueLockedToken1,
    createdAtTimestamp: pool.createdAtTimestamp,
    createdAtBlockNumber: pool.createdAtBlockNumber,
    token0Price: pool.token0Price,
    token1Price: pool.token1Price,
    totalValueLockedETH: pool.totalValueLockedETH,
    totalValueLockedUSD: pool.totalValueLockedUSD,
    volumeToken0: pool.volumeToken0,
    volumeToken1: pool.volumeToken1,
    volumeUSD: pool.volumeUSD,
    untrackedVolumeUSD: pool.untrackedVolumeUSD,
    feesUSD: pool.feesUSD,
    txCount: pool.txCount,
  },
  decimalsOf: { totalValueLockedToken0: pool.token0Decimals, totalValueLockedToken1: pool.token1Decimals },
  key: [pool.address],
}

const TICK: TableColumns = {
  columns: {
    poolAddress: tick.poolAddress,
    tickIdx: tick.tickIdx,
    liquidityGross: tick.liquidityGross,
    liquidityNet: tick.liquidityNet,
    createdAtBlockNumber: tick.createdAtBlockNumber,
  },
  decimalsOf: {},
  key: [tick.poolAddress, tick.tickIdx],
}

const EXPLORE_TABLES = {
  bundle,
  transaction,
  swap,
  mint,
  burn,
  poolDayData,
  poolHourData,
  tokenDayData,
  tokenHourData,
} as const

const V2_TABLES = {
  token: v2Token,
  pair,
  bundle: v2Bundle,
  transaction: v2Transaction,
  swap: v2Swap,
  mint: v2Mint,
  burn: v2Burn,
  pairDayData,
  pairHourData,
  tokenDayData: v2TokenDayData,
} as const

/**
 * A described entity's columns (the GraphQL fields name them), its amounts' decimals (a column or a
 * fixed number) and its key, the column of its id.
 */
function describedColumns(
  name: string,
  table: Record<string, ColumnRef>,
  description: EntityDescription,
): TableColumns {
  const columns: Record<string, ColumnRef> = {}
  const decimalsOf: Record<string, ColumnRef> = {}
  const find = (column: string) => {
    const found = table[column]
    if (!found) throw new Error(`${name} has no column ${column}`)
    return found
  }
  for (const field of Object.values(description.fields)) {
    columns[field.column] = find(field.column)
    if (typeof field.decimals === 'string') decimalsOf[field.column] = find(field.decimals)
    else if (typeof field.decimals === 'number')
      decimalsOf[field.column] = sql`${sql.raw(String(field.decimals))}`
  }
  return { columns, decimalsOf, key: [find(description.fields.id?.column ?? 'id')] }
}

const tableOf = (table: unknown) => table as Record<string, ColumnRef>

const EXPLORE_COLUMNS = Object.fromEntries(
  (Object.keys(EXPLORE_TABLES) as ExploreEntity[]).map((entity) => [
    entity,
    describedColumns(entity, tableOf(EXPLORE_TABLES[entity]), EXPLORE_ENTITIES[entity]),
  ]),
) as Record<ExploreEntity, TableColumns>

const V2_COLUMNS = Object.fromEntries(
  (Object.keys(V2_TABLES) as V2Entity[]).map((entity) => [
    entity,
    describedColumns(`v2 ${entity}`, tableOf(V2_TABLES[entity]), V2_ENTITIES[entity]),
  ]),
) as Record<V2Entity, TableColumns>

function column(table: TableColumns, name: string): ColumnRef {
  const found = table.columns[name]
  if (!found) throw new Error(`no column ${name}`)
  return found
}

/** The value a condition compares: numbers as numeric (any size), amounts scaled by their decimals. */
function operand(table: TableColumns, condition: Condition): SQL {
  const target = column(table, condition.column)
  const decimals = table.decimalsOf[condition.column]
  if (condition.kind === 'bigdecimal' && decimals)
    return sql`(${target}::numeric / power(10::numeric, coalesce(${decimals}, 0)))`
  if (condition.kind === 'bigint' || condition.kind === 'int' || condition.kind === 'bigdecimal')
    return sql`${target}::numeric`
  return sql`${target}`
}

function literal(condition: Condition, value: Exclude<FilterValue, null>): SQL {
  return condition.kind === 'string' ? sql`${value}` : sql`${String(value)}::numeric`
}

const COMPARISONS = { eq: '=', not: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const

const INT64 = 2n ** 63n

/**
 * An integer compared with an integer column as is, so that the column's index serves it (a cast of
 * the column would hide it); numbers beyond 64 bits keep the exact numeric comparison.
 */
function indexable(table: TableColumns, condition: Condition): boolean {
  const { kind, value, op } = condition
  if ((kind !== 'int' && kind !== 'bigint') || table.decimalsOf[condition.column]) return false
  const values = Array.isArray(value) ? value : [value]
  return (
    op !== 'in' &&
    op !== 'not_in' &&
    values.every((item) => typeof item === 'bigint' && item < INT64 && item >= -INT64)
  )
}

function toSql(table: TableColumns, condition: Condition): SQL {
  const { op, value } = condition
  if (indexable(table, condition) && op in COMPARISONS && !Array.isArray(value) && value !== null)
    return sql`${column(table, condition.column)} ${sql.raw(COMPARISONS[op as keyof typeof COMPARISONS])} ${String(value)}::bigint`
  const left = operand(table, condition)
  if (op === 'in' || op === 'not_in') {
    const values = (Array.isArray(value) ? value : [value]).filter(
      (item): item is string | bigint => item !== null,
    )
    if (values.length === 0) return op === 'in' ? sql`false` : sql`true`
    if (condition.kind === 'string') {
      const strings = values.map(String)
      const target = column(table, condition.column)
      return op === 'in' ? inArray(target, strings) : notInArray(target, strings)
    }
    const list = sql.join(
      values.map((item) => literal(condition, item)),
      sql`, `,
    )
    return op === 'in' ? sql`${left} in (${list})` : sql`${left} not in (${list})`
  }
  if (Array.isArray(value)) throw new Error(`${op} takes one value`)
  if (value === null) {
    const target = column(table, condition.column)
    return op === 'not' ? isNotNull(target) : isNull(target)
  }
  return sql`${left} ${sql.raw(COMPARISONS[op])} ${literal(condition, value)}`
}

function ordering(table: TableColumns, query: CollectionQuery): SQL[] {
  const direction = query.orderDirection === 'desc' ? desc : asc
  const order: SQL[] = []
  if (query.orderBy) {
    const decimals = table.decimalsOf[query.orderBy]
    const target = column(table, query.orderBy)
    order.push(
      direction(decimals ? sql`(${target}::numeric / power(10::numeric, coalesce(${decimals}, 0)))` : target),
    )
  }
  for (const key of table.key) order.push(asc(key))
  return order
}

function where(table: TableColumns, chainColumn: ColumnRef, chainId: number, query: CollectionQuery) {
  return and(eq(chainColumn, chainId), ...query.where.map((condition) => toSql(table, condition)))
}

/**
 * A collection read: the query's rows, or with `perParent` every parent's own page in one statement
 * (a lateral subquery per parent picks its rows' keys by the index on the parent column; the outer
 * query reads those rows, ordered by parent and then as asked).
 */
function readRows<Row>(
  db: Db,
  from: unknown,
  table: TableColumns,
  chainColumn: ColumnRef,
  chainId: number,
  query: CollectionQuery,
): Promise<Row[]> {
  // The tables share their query shape; drizzle's types differ per table, so one is named here, and
  // the rows are the caller's row type (rows.ts and the entity descriptions mirror ponder.schema.ts).
  const source = from as typeof swap
  const { perParent, ...own } = query
  if (!perParent)
    return db
      .select()
      .from(source)
      .where(where(table, chainColumn, chainId, own))
      .orderBy(...ordering(table, own))
      .limit(own.first)
      .offset(own.skip) as unknown as Promise<Row[]>
  // The child lists are of the explore and v2 entities, whose key is their id alone.
  if (table.key.length !== 1) throw new Error('rows per parent need a table keyed by one column')
  const parent = column(table, perParent.column)
  const key = table.key[0]!
  const parents = sql.join(
    perParent.values.map((value) => sql`(${value})`),
    sql`, `,
  )
  const page = sql`select ${key} as k from ${source} where ${where(table, chainColumn, chainId, own)} and ${parent} = parents.v order by ${sql.join(ordering(table, own), sql`, `)} limit ${own.first} offset ${own.skip}`
  const picked = sql`${key} in (select pages.k from (values ${parents}) as parents(v) cross join lateral (${page}) as pages)`
  return db
    .select()
    .from(source)
    .where(and(eq(chainColumn, chainId), picked))
    .orderBy(asc(parent), ...ordering(table, own)) as unknown as Promise<Row[]>
}

/** The rows of one chain, read through Ponder's read-only connection. */
export function createDrizzleSource(
  db: Db,
  chainId: number,
  schemaName: string,
  network: string,
): SubgraphSource {
  return {
    tokens: (query) => readRows<TokenRow>(db, token, TOKEN, token.chainId, chainId, query),
    pools: (query) => readRows<PoolRow>(db, pool, POOL, pool.chainId, chainId, query),
    ticks: (query) => readRows<TickRow>(db, tick, TICK, tick.chainId, chainId, query),
    explore(entity, query) {
      const table = EXPLORE_TABLES[entity]
      const chainColumn = (table as unknown as { chainId: ColumnRef }).chainId
      return readRows<ExploreRow>(db, table, EXPLORE_COLUMNS[entity], chainColumn, chainId, query)
    },
    v2(entity, query) {
      const table = V2_TABLES[entity]
      const chainColumn = (table as unknown as { chainId: ColumnRef }).chainId
      return readRows<ExploreRow>(db, table, V2_COLUMNS[entity], chainColumn, chainId, query)
    },
    async indexedBlock(): Promise<IndexedBlock | null> {
      // Ponder keeps the last processed block of each network in its status table.
      const result = await db.execute(
        sql`select block_number, block_timestamp from ${sql.identifier(schemaName)}._ponder_status where network_name = ${network}`,
      )
      // Both drivers (PGlite, node-postgres) answer with a `rows` array.
      const rows = (result as unknown as { rows: { block_number: unknown; block_timestamp: unknown }[] }).rows
      const row = rows[0]
      if (!row || row.block_number === null || row.block_number === undefined) return null
      return {
        number: Number(row.block_number),
        timestamp: row.block_timestamp === null ? null : Number(row.block_timestamp),
      }
    },
  }
}
