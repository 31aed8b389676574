import {
  type GraphQLFieldConfig,
  type GraphQLFieldConfigMap,
  GraphQLID,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLScalarType,
  GraphQLString,
} from 'graphql'
import { formatUnits } from 'viem'
import { decimalString } from '../derive/decimal.ts'
import type { CollectionQuery, EntitySpec, ValueKind } from './query.ts'

/**
 * The explore entities of the public v3 subgraph (Bundle, Transaction, Swap, Mint, Burn and the
 * pool and token day and hour data), described once as data: the GraphQL types, their filters and
 * orders, and the store's columns all come from these descriptions.
 */

export type ExploreEntity =
  | 'bundle'
  | 'transaction'
  | 'swap'
  | 'mint'
  | 'burn'
  | 'poolDayData'
  | 'poolHourData'
  | 'tokenDayData'
  | 'tokenHourData'

/** A stored row of an explore entity, as the store returns it. */
export type ExploreRow = Readonly<Record<string, unknown>>

/**
 * How a field is shown: ids and bytes as strings, BigInt as a decimal string, BigDecimal plain;
 * `amount` is a raw integer column shown as a BigDecimal with the decimals of another column.
 */
type Shape = 'id' | 'string' | 'bytes' | 'bigint' | 'decimal' | 'int' | 'amount'
/** A field that names another entity (v3: pool, token, transaction; v2: pair too). */
export type Reference = string

export interface FieldDescription {
  column: string
  shape: Shape
  ref?: Reference
  nullable?: boolean
  /** For an `amount`: the column holding its decimals (null shows the raw amount), or a fixed number. */
  decimals?: string | number
}

export interface EntityDescription {
  typeName: string
  single: string
  plural: string
  fields: Readonly<Record<string, FieldDescription>>
  /** Lists under the entity (a transaction's swaps): the child entity and its column naming the parent. */
  children?: Readonly<Record<string, { entity: string; column: string }>>
}

export const f = (column: string, shape: Shape, extra: Partial<FieldDescription> = {}): FieldDescription => ({
  column,
  shape,
  ...extra,
})

const eventFields = {
  id: f('id', 'id'),
  transaction: f('transaction', 'id', { ref: 'transaction' }),
  timestamp: f('timestamp', 'bigint'),
  pool: f('pool', 'id', { ref: 'pool' }),
  token0: f('token0', 'id', { ref: 'token' }),
  token1: f('token1', 'id', { ref: 'token' }),
  origin: f('origin', 'bytes'),
  amount0: f('amount0', 'decimal'),
  amount1: f('amount1', 'decimal'),
  amountUSD: f('amountUSD', 'decimal'),
  logIndex: f('logIndex', 'bigint'),
}

const liquidityFields = {
  ...eventFields,
  owner: f('owner', 'bytes'),
  amount: f('amount', 'bigint'),
  tickLower: f('tickLower', 'bigint'),
  tickUpper: f('tickUpper', 'bigint'),
}

const poolPeriodFields = {
  id: f('id', 'id'),
  pool: f('pool', 'id', { ref: 'pool' }),
  liquidity: f('liquidity', 'bigint'),
  sqrtPrice: f('sqrtPrice', 'bigint'),
  token0Price: f('token0Price', 'decimal'),
  token1Price: f('token1Price', 'decimal'),
  tick: f('tick', 'bigint', { nullable: true }),
  tvlUSD: f('tvlUSD', 'decimal'),
  volumeToken0: f('volumeToken0', 'decimal'),
  volumeToken1: f('volumeToken1', 'decimal'),
  volumeUSD: f('volumeUSD', 'decimal'),
  feesUSD: f('feesUSD', 'decimal'),
  txCount: f('txCount', 'bigint'),
  open: f('open', 'decimal'),
  high: f('high', 'decimal'),
  low: f('low', 'decimal'),
  close: f('close', 'decimal'),
}

const tokenPeriodFields = {
  id: f('id', 'id'),
  token: f('token', 'id', { ref: 'token' }),
  volume: f('volume', 'decimal'),
  volumeUSD: f('volumeUSD', 'decimal'),
  untrackedVolumeUSD: f('untrackedVolumeUSD', 'decimal'),
  totalValueLocked: f('totalValueLocked', 'decimal'),
  totalValueLockedUSD: f('totalValueLockedUSD', 'decimal'),
  priceUSD: f('priceUSD', 'decimal'),
  feesUSD: f('feesUSD', 'decimal'),
  open: f('open', 'decimal'),
  high: f('high', 'decimal'),
  low: f('low', 'decimal'),
  close: f('close', 'decimal'),
}

export const EXPLORE_ENTITIES: Readonly<Record<ExploreEntity, EntityDescription>> = {
  bundle: {
    typeName: 'Bundle',
    single: 'bundle',
    plural: 'bundles',
    fields: { id: f('id', 'id'), ethPriceUSD: f('ethPriceUSD', 'decimal') },
  },
  transaction: {
    typeName: 'Transaction',
    single: 'transaction',
    plural: 'transactions',
    fields: {
      id: f('id', 'id'),
      blockNumber: f('blockNumber', 'bigint'),
      timestamp: f('timestamp', 'bigint'),
      gasUsed: f('gasUsed', 'bigint'),
      gasPrice: f('gasPrice', 'bigint'),
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
      ...eventFields,
      sender: f('sender', 'bytes'),
      recipient: f('recipient', 'bytes'),
      sqrtPriceX96: f('sqrtPriceX96', 'bigint'),
      tick: f('tick', 'bigint'),
    },
  },
  mint: {
    typeName: 'Mint',
    single: 'mint',
    plural: 'mints',
    fields: { ...liquidityFields, sender: f('sender', 'bytes', { nullable: true }) },
  },
  burn: { typeName: 'Burn', single: 'burn', plural: 'burns', fields: liquidityFields },
  poolDayData: {
    typeName: 'PoolDayData',
    single: 'poolDayData',
    plural: 'poolDayDatas',
    fields: { ...poolPeriodFields, date: f('start', 'int') },
  },
  poolHourData: {
    typeName: 'PoolHourData',
    single: 'poolHourData',
    plural: 'poolHourDatas',
    fields: { ...poolPeriodFields, periodStartUnix: f('start', 'int') },
  },
  tokenDayData: {
    typeName: 'TokenDayData',
    single: 'tokenDayData',
    plural: 'tokenDayDatas',
    fields: { ...tokenPeriodFields, date: f('start', 'int') },
  },
  tokenHourData: {
    typeName: 'TokenHourData',
    single: 'tokenHourData',
    plural: 'tokenHourDatas',
    fields: { ...tokenPeriodFields, periodStartUnix: f('start', 'int') },
  },
}

const KIND_OF: Record<Shape, ValueKind> = {
  id: 'string',
  string: 'string',
  bytes: 'string',
  bigint: 'bigint',
  decimal: 'bigdecimal',
  int: 'int',
  amount: 'bigdecimal',
}

/** Filters and orders of a described entity: every field, by its column. */
export function specOf(description: EntityDescription): EntitySpec {
  return Object.fromEntries(
    Object.entries(description.fields).map(([name, field]) => [
      name,
      { kind: KIND_OF[field.shape], column: field.column },
    ]),
  )
}

export const exploreSpec = (entity: ExploreEntity): EntitySpec => specOf(EXPLORE_ENTITIES[entity])

/** The decimals of an amount field in a row. */
function decimalsOf(field: FieldDescription, row: ExploreRow): unknown {
  return typeof field.decimals === 'string' ? row[field.decimals] : field.decimals
}

/** A stored value as the subgraph's JSON shows it (an amount with its row's decimals). */
export function showValue(shape: Shape, value: unknown, decimals?: unknown): string | number | null {
  if (value === null || value === undefined) return null
  switch (shape) {
    case 'int':
      return Number(value)
    case 'decimal':
      return typeof value === 'number' ? decimalString(value) : String(value)
    case 'amount':
      return formatUnits(BigInt(value as bigint | number | string), Number(decimals ?? 0))
    default:
      return String(value)
  }
}

export interface ExploreScalars {
  BigInt: GraphQLScalarType
  BigDecimal: GraphQLScalarType
  Bytes: GraphQLScalarType
}

/** What a reference resolves through (the schema's batchers), given the context. */
export interface ExploreResolvers<Context> {
  reference(ref: Reference, context: Context, id: string): Promise<unknown>
}

/** The GraphQL object types of described entities (v3's explore entities, v2's whole schema). */
export function describedTypes<Entity extends string, Context>(
  descriptions: Readonly<Record<Entity, EntityDescription>>,
  scalars: ExploreScalars,
  references: Readonly<Record<Reference, () => GraphQLObjectType>>,
  resolvers: ExploreResolvers<Context>,
  childList: (entity: Entity, column: string) => GraphQLFieldConfig<ExploreRow, Context>,
): Record<Entity, GraphQLObjectType<ExploreRow, Context>> {
  const outputOf: Record<Shape, GraphQLOutputType> = {
    id: GraphQLID,
    string: GraphQLString,
    bytes: scalars.Bytes,
    bigint: scalars.BigInt,
    decimal: scalars.BigDecimal,
    int: GraphQLInt,
    amount: scalars.BigDecimal,
  }
  const types = {} as Record<Entity, GraphQLObjectType<ExploreRow, Context>>
  for (const [entity, description] of Object.entries(descriptions) as [Entity, EntityDescription][]) {
    types[entity] = new GraphQLObjectType<ExploreRow, Context>({
      name: description.typeName,
      fields: () => {
        const fields: GraphQLFieldConfigMap<ExploreRow, Context> = {}
        for (const [name, field] of Object.entries(description.fields)) {
          const ref = field.ref
          if (ref) {
            const target = references[ref]
            if (!target) throw new Error(`${description.typeName}.${name} names no type ${ref}`)
            fields[name] = {
              type: new GraphQLNonNull(target()),
              resolve: (row, _args, context) => resolvers.reference(ref, context, String(row[field.column])),
            }
            continue
          }
          const type = outputOf[field.shape]
          fields[name] = {
            type: field.nullable ? type : new GraphQLNonNull(type),
            resolve: (row) => showValue(field.shape, row[field.column], decimalsOf(field, row)),
          }
        }
        for (const [name, child] of Object.entries(description.children ?? {}))
          fields[name] = childList(child.entity as Entity, child.column)
        return fields
      },
    })
  }
  return types
}

export const listOf = (type: GraphQLOutputType) =>
  new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(type)))

/** An explore entity's rows where one column equals a value (a child list, a single row by id). */
export function withCondition(query: CollectionQuery, column: string, value: string): CollectionQuery {
  return { ...query, where: [...query.where, { column, kind: 'string', op: 'eq', value }] }
}
