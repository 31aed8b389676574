import { type GraphQLFieldConfig, GraphQLID, GraphQLObjectType, GraphQLString } from 'graphql'
import { formatUnits, type Hex } from 'viem'
import { decimalString } from '../derive/decimal.ts'
import { tickPrices } from '../math/tick-price.ts'
import { childRows } from './children.ts'
import type { SubgraphContext } from './context.ts'
import {
  describedTypes,
  EXPLORE_ENTITIES,
  type ExploreEntity,
  type ExploreRow,
  exploreSpec,
  listOf,
  withCondition,
} from './explore.ts'
import {
  BigDecimalScalar,
  BigIntScalar,
  BytesScalar,
  collectionArgs,
  collectionField,
  nonNull,
  singleField,
} from './fields.ts'
import { type CollectionArgs, type EntitySpec, parseCollectionArgs } from './query.ts'
import type { PoolRow, TickRow, TokenRow } from './rows.ts'

/** The v3 entities' GraphQL types: Token, Pool and Tick, and the explore entities under them. */

/** Raw token amount as the subgraph's BigDecimal; unknown decimals leave it raw. */
const tokenAmount = (raw: bigint, decimals: number | null) => formatUnits(raw, decimals ?? 0)

export const TOKEN_SPEC: EntitySpec = {
  id: { kind: 'string', column: 'address' },
  symbol: { kind: 'string', column: 'symbol' },
  name: { kind: 'string', column: 'name' },
  decimals: { kind: 'bigint', column: 'decimals' },
  totalValueLocked: { kind: 'bigdecimal', column: 'totalValueLocked' },
  poolCount: { kind: 'bigint', column: 'poolCount' },
  derivedETH: { kind: 'bigdecimal', column: 'derivedETH' },
  totalValueLockedUSD: { kind: 'bigdecimal', column: 'totalValueLockedUSD' },
  volume: { kind: 'bigdecimal', column: 'volume' },
  volumeUSD: { kind: 'bigdecimal', column: 'volumeUSD' },
  untrackedVolumeUSD: { kind: 'bigdecimal', column: 'untrackedVolumeUSD' },
  feesUSD: { kind: 'bigdecimal', column: 'feesUSD' },
  txCount: { kind: 'bigint', column: 'txCount' },
}

export const POOL_SPEC: EntitySpec = {
  id: { kind: 'string', column: 'address' },
  token0: { kind: 'string', column: 'token0' },
  token1: { kind: 'string', column: 'token1' },
  feeTier: { kind: 'bigint', column: 'feeTier' },
  liquidity: { kind: 'bigint', column: 'liquidity' },
  sqrtPrice: { kind: 'bigint', column: 'sqrtPrice' },
  tick: { kind: 'bigint', column: 'tick' },
  totalValueLockedToken0: { kind: 'bigdecimal', column: 'totalValueLockedToken0' },
  totalValueLockedToken1: { kind: 'bigdecimal', column: 'totalValueLockedToken1' },
  createdAtTimestamp: { kind: 'bigint', column: 'createdAtTimestamp' },
  createdAtBlockNumber: { kind: 'bigint', column: 'createdAtBlockNumber' },
  token0Price: { kind: 'bigdecimal', column: 'token0Price' },
  token1Price: { kind: 'bigdecimal', column: 'token1Price' },
  totalValueLockedETH: { kind: 'bigdecimal', column: 'totalValueLockedETH' },
  totalValueLockedUSD: { kind: 'bigdecimal', column: 'totalValueLockedUSD' },
  volumeToken0: { kind: 'bigdecimal', column: 'volumeToken0' },
  volumeToken1: { kind: 'bigdecimal', column: 'volumeToken1' },
  volumeUSD: { kind: 'bigdecimal', column: 'volumeUSD' },
  untrackedVolumeUSD: { kind: 'bigdecimal', column: 'untrackedVolumeUSD' },
  feesUSD: { kind: 'bigdecimal', column: 'feesUSD' },
  txCount: { kind: 'bigint', column: 'txCount' },
}

export const TICK_SPEC: EntitySpec = {
  poolAddress: { kind: 'string', column: 'poolAddress' },
  pool: { kind: 'string', column: 'poolAddress' },
  tickIdx: { kind: 'bigint', column: 'tickIdx' },
  liquidityGross: { kind: 'bigint', column: 'liquidityGross' },
  liquidityNet: { kind: 'bigint', column: 'liquidityNet' },
  createdAtBlockNumber: { kind: 'bigint', column: 'createdAtBlockNumber' },
}

/** A float64 column as the subgraph's BigDecimal string. */
const decimalField = <Row>(pick: (row: Row) => number): GraphQLFieldConfig<Row, SubgraphContext> => ({
  type: nonNull(BigDecimalScalar),
  resolve: (row) => decimalString(pick(row)),
})

/**
 * A derived list under a parent (a pool's swaps, a token's day data, a transaction's mints): the
 * entity's collection arguments with the parent's id as one more condition.
 */
function childList<Parent extends { address?: string; id?: unknown }>(
  entity: ExploreEntity,
  column: string,
): GraphQLFieldConfig<Parent, SubgraphContext, CollectionArgs> {
  const description = EXPLORE_ENTITIES[entity]
  const spec = exploreSpec(entity)
  return {
    type: listOf(ExploreTypes[entity]),
    args: collectionArgs(description.typeName, spec),
    resolve: (parent, args, context) =>
      childRows(
        context.childLists,
        `v3 ${entity}`,
        (query) => context.source.explore(entity, query),
        column,
        parseCollectionArgs(spec, args),
        String(parent.address ?? parent.id),
      ),
  }
}

const ExploreTypes: Record<ExploreEntity, GraphQLObjectType<ExploreRow, SubgraphContext>> = describedTypes(
  EXPLORE_ENTITIES,
  { BigInt: BigIntScalar, BigDecimal: BigDecimalScalar, Bytes: BytesScalar },
  { pool: () => Pool, token: () => Token, transaction: () => ExploreTypes.transaction },
  {
    reference: (ref, context, id) =>
      ref === 'pool'
        ? context.poolByAddress.load(id)
        : ref === 'token'
          ? context.tokenByAddress.load(id)
          : context.transactionById.load(id),
  },
  (entity: ExploreEntity, column) => childList<ExploreRow & { id?: unknown }>(entity, column),
)

/** Top-level fields of an explore entity: one by id, and the collection. */
export function exploreQueryFields(entity: ExploreEntity) {
  const description = EXPLORE_ENTITIES[entity]
  const spec = exploreSpec(entity)
  const type = ExploreTypes[entity]
  const one = singleField<ExploreRow>(type, async (context, id) => {
    const query = parseCollectionArgs(spec, { first: 1 })
    const [row] = await context.source.explore(entity, withCondition(query, 'id', id))
    return row ?? null
  })
  const many = collectionField<ExploreRow>(
    description.typeName,
    type,
    spec,
    (source, query) => source.explore(entity, query),
    null,
  )
  return { [description.single]: one, [description.plural]: many }
}

export const Token: GraphQLObjectType<TokenRow, SubgraphContext> = new GraphQLObjectType({
  name: 'Token',
  fields: () => ({
    id: { type: nonNull(GraphQLID), resolve: (row) => row.address },
    symbol: { type: nonNull(GraphQLString) },
    name: { type: nonNull(GraphQLString) },
    decimals: { type: nonNull(BigIntScalar), resolve: (row) => String(row.decimals ?? 0) },
    totalValueLocked: {
      type: nonNull(BigDecimalScalar),
      resolve: (row) => tokenAmount(row.totalValueLocked, row.decimals),
    },
    poolCount: { type: nonNull(BigIntScalar), resolve: (row) => String(row.poolCount) },
    derivedETH: decimalField((row) => row.derivedETH),
    totalValueLockedUSD: decimalField((row) => row.totalValueLockedUSD),
    volume: decimalField((row) => row.volume),
    volumeUSD: decimalField((row) => row.volumeUSD),
    untrackedVolumeUSD: decimalField((row) => row.untrackedVolumeUSD),
    feesUSD: decimalField((row) => row.feesUSD),
    txCount: { type: nonNull(BigIntScalar), resolve: (row) => String(row.txCount) },
    tokenDayData: childList('tokenDayData', 'token'),
    whitelistPools: {
      type: listOf(Pool),
      resolve: async (row, _args, context) =>
        (await Promise.all(row.whitelistPools.map((address) => context.poolByAddress.load(address)))).filter(
          (pool) => pool !== null,
        ),
    },
  }),
})

const tokenField = (pick: (row: PoolRow) => Hex): GraphQLFieldConfig<PoolRow, SubgraphContext> => ({
  type: nonNull(Token),
  resolve: (row, _args, context) => context.tokenByAddress.load(pick(row)),
})

export const Pool: GraphQLObjectType<PoolRow, SubgraphContext> = new GraphQLObjectType({
  name: 'Pool',
  fields: () => ({
    id: { type: nonNull(GraphQLID), resolve: (row) => row.address },
    createdAtTimestamp: { type: nonNull(BigIntScalar), resolve: (row) => String(row.createdAtTimestamp) },
    createdAtBlockNumber: { type: nonNull(BigIntScalar), resolve: (row) => String(row.createdAtBlockNumber) },
    token0: tokenField((row) => row.token0),
    token1: tokenField((row) => row.token1),
    feeTier: { type: nonNull(BigIntScalar), resolve: (row) => String(row.feeTier) },
    liquidity: { type: nonNull(BigIntScalar), resolve: (row) => String(row.liquidity) },
    sqrtPrice: { type: nonNull(BigIntScalar), resolve: (row) => String(row.sqrtPrice) },
    tick: { type: BigIntScalar, resolve: (row) => (row.tick === null ? null : String(row.tick)) },
    totalValueLockedToken0: {
      type: nonNull(BigDecimalScalar),
      resolve: (row) => tokenAmount(row.totalValueLockedToken0, row.token0Decimals),
    },
    totalValueLockedToken1: {
      type: nonNull(BigDecimalScalar),
      resolve: (row) => tokenAmount(row.totalValueLockedToken1, row.token1Decimals),
    },
    token0Price: decimalField((row) => row.token0Price),
    token1Price: decimalField((row) => row.token1Price),
    totalValueLockedETH: decimalField((row) => row.totalValueLockedETH),
    totalValueLockedUSD: decimalField((row) => row.totalValueLockedUSD),
    volumeToken0: decimalField((row) => row.volumeToken0),
    volumeToken1: decimalField((row) => row.volumeToken1),
    volumeUSD: decimalField((row) => row.volumeUSD),
    untrackedVolumeUSD: decimalField((row) => row.untrackedVolumeUSD),
    feesUSD: decimalField((row) => row.feesUSD),
    txCount: { type: nonNull(BigIntScalar), resolve: (row) => String(row.txCount) },
    poolDayData: childList('poolDayData', 'pool'),
    poolHourData: childList('poolHourData', 'pool'),
    swaps: childList('swap', 'pool'),
    mints: childList('mint', 'pool'),
    burns: childList('burn', 'pool'),
  }),
})

// Price strings are computed on demand; a tick's prices never change, so they are memoized.
const priceCache = new Map<number, { price0: string; price1: string }>()
function pricesOf(tickIdx: number) {
  let prices = priceCache.get(tickIdx)
  if (!prices) {
    prices = tickPrices(tickIdx)
    if (priceCache.size > 100_000) priceCache.clear()
    priceCache.set(tickIdx, prices)
  }
  return prices
}

export const Tick: GraphQLObjectType<TickRow, SubgraphContext> = new GraphQLObjectType({
  name: 'Tick',
  fields: () => ({
    id: { type: nonNull(GraphQLID), resolve: (row) => `${row.poolAddress}#${row.tickIdx}` },
    poolAddress: { type: GraphQLString },
    tickIdx: { type: nonNull(BigIntScalar), resolve: (row) => String(row.tickIdx) },
    pool: {
      type: nonNull(Pool),
      resolve: (row, _args, context) => context.poolByAddress.load(row.poolAddress),
    },
    liquidityGross: { type: nonNull(BigIntScalar), resolve: (row) => String(row.liquidityGross) },
    liquidityNet: { type: nonNull(BigIntScalar), resolve: (row) => String(row.liquidityNet) },
    price0: { type: nonNull(BigDecimalScalar), resolve: (row) => pricesOf(row.tickIdx).price0 },
    price1: { type: nonNull(BigDecimalScalar), resolve: (row) => pricesOf(row.tickIdx).price1 },
    createdAtBlockNumber: { type: nonNull(BigIntScalar), resolve: (row) => String(row.createdAtBlockNumber) },
  }),
})
