import {
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLError,
  type GraphQLFieldConfig,
  type GraphQLFieldConfigArgumentMap,
  GraphQLID,
  GraphQLInputObjectType,
  type GraphQLInputType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  type GraphQLOutputType,
  GraphQLScalarType,
  GraphQLSchema,
  GraphQLString,
  Kind,
  type ValueNode,
} from 'graphql'
import { formatUnits, type Hex } from 'viem'
import { decimalString } from '../derive/decimal.ts'
import { tickPrices } from '../math/tick-price.ts'
import { Batcher } from './batch.ts'
import { type ChildLists, childRows } from './children.ts'
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
  type CollectionArgs,
  type CollectionQuery,
  type EntitySpec,
  OPERATOR_SUFFIXES,
  parseCollectionArgs,
  QueryError,
  type ValueKind,
} from './query.ts'
import type { IndexedBlock, PoolRow, TickRow, TokenRow } from './rows.ts'
import { idColumnOf, type V2Entity, type V2Reference } from './v2-entities.ts'

/** What one chain's endpoint reads from; the API binds it to the chain's rows. */
export interface SubgraphSource {
  tokens(query: CollectionQuery): Promise<TokenRow[]>
  pools(query: CollectionQuery): Promise<PoolRow[]>
  ticks(query: CollectionQuery): Promise<TickRow[]>
  /** Rows of the explore entities (bundle, swaps, day data...). */
  explore(entity: ExploreEntity, query: CollectionQuery): Promise<ExploreRow[]>
  /** Rows of the v2 subgraph's entities (the chain's v2 endpoint). */
  v2(entity: V2Entity, query: CollectionQuery): Promise<ExploreRow[]>
  /** The last block the chain's indexing has processed; null before the first one. */
  indexedBlock(): Promise<IndexedBlock | null>
}

export interface SubgraphContext {
  source: SubgraphSource
  tokenByAddress: Batcher<string, TokenRow>
  poolByAddress: Batcher<string, PoolRow>
  transactionById: Batcher<string, ExploreRow>
  /** A v2 pair, token or transaction by id, batched per entity within the query. */
  v2ById(entity: V2Reference, id: string): Promise<ExploreRow | null>
  /** The child lists asked for (a pool's swaps), each read once for all the parents of a level. */
  childLists: ChildLists
  /** Stops the query: every read it would still make fails instead (after its time limit). */
  cancel(): void
}

/** The source seen by one query: once cancelled, no read reaches the store any more. */
function cancellable(store: SubgraphSource, isCancelled: () => boolean): SubgraphSource {
  const guard =
    <A extends unknown[], R>(read: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      isCancelled() ? Promise.reject(new QueryError('The query was stopped')) : read(...args)
  return {
    tokens: guard((query) => store.tokens(query)),
    pools: guard((query) => store.pools(query)),
    ticks: guard((query) => store.ticks(query)),
    explore: guard((entity, query) => store.explore(entity, query)),
    v2: guard((entity, query) => store.v2(entity, query)),
    indexedBlock: guard(() => store.indexedBlock()),
  }
}

export function createSubgraphContext(store: SubgraphSource): SubgraphContext {
  let cancelled = false
  const guarded = cancellable(store, () => cancelled)
  // Every collection checks its block argument against the indexed block: read it once per query.
  let indexed: Promise<IndexedBlock | null> | undefined
  const source: SubgraphSource = {
    ...guarded,
    indexedBlock: () => {
      indexed ??= guarded.indexedBlock()
      return indexed
    },
  }
  const byAddress = (column: string, keys: string[]): CollectionQuery => ({
    first: keys.length,
    skip: 0,
    orderBy: null,
    orderDirection: 'asc',
    where: [{ column, kind: 'string', op: 'in', value: keys }],
  })
  const v2Batchers = new Map<V2Reference, Batcher<string, ExploreRow>>()
  return {
    source,
    tokenByAddress: new Batcher(
      (keys) => source.tokens(byAddress('address', keys)),
      (row) => row.address,
    ),
    poolByAddress: new Batcher(
      (keys) => source.pools(byAddress('address', keys)),
      (row) => row.address,
    ),
    transactionById: new Batcher(
      (keys) => source.explore('transaction', byAddress('id', keys)),
      (row) => String(row.id),
    ),
    v2ById: (entity, id) => {
      let batcher = v2Batchers.get(entity)
      if (!batcher) {
        const column = idColumnOf(entity)
        batcher = new Batcher(
          (keys) => source.v2(entity, byAddress(column, keys)),
          (row) => String(row[column]),
        )
        v2Batchers.set(entity, batcher)
      }
      return batcher.load(id)
    },
    childLists: new Map(),
    cancel: () => {
      cancelled = true
    },
  }
}

// The subgraph's scalars travel as strings (BigInt, BigDecimal, Bytes); inputs accept numbers too.
function stringScalar(name: string, description: string, accepts: (node: ValueNode) => boolean) {
  return new GraphQLScalarType<string, string>({
    name,
    description,
    serialize: (value) => String(value),
    parseValue: (value) => {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint')
        return String(value)
      throw new GraphQLError(`${name} cannot represent ${JSON.stringify(value)}`)
    },
    parseLiteral: (node) => {
      if (!accepts(node) || !('value' in node) || typeof node.value !== 'string')
        throw new GraphQLError(`${name} cannot represent this literal`, { nodes: node })
      return node.value
    },
  })
}

export const BigIntScalar = stringScalar(
  'BigInt',
  'An integer of any size, as a decimal string',
  (node) => node.kind === Kind.STRING || node.kind === Kind.INT,
)
export const BigDecimalScalar = stringScalar(
  'BigDecimal',
  'A decimal number of any size, as a string',
  (node) => node.kind === Kind.STRING || node.kind === Kind.INT || node.kind === Kind.FLOAT,
)
export const BytesScalar = stringScalar(
  'Bytes',
  'Bytes as a 0x hex string',
  (node) => node.kind === Kind.STRING,
)

const OrderDirection = new GraphQLEnumType({
  name: 'OrderDirection',
  values: { asc: { value: 'asc' }, desc: { value: 'desc' } },
})

const SubgraphErrorPolicy = new GraphQLEnumType({
  name: '_SubgraphErrorPolicy_',
  values: { allow: { value: 'allow' }, deny: { value: 'deny' } },
})

const BlockHeight = new GraphQLInputObjectType({
  name: 'Block_height',
  fields: { hash: { type: BytesScalar }, number: { type: GraphQLInt }, number_gte: { type: GraphQLInt } },
})

const inputTypeOf: Record<ValueKind, GraphQLInputType> = {
  string: GraphQLString,
  int: GraphQLInt,
  bigint: BigIntScalar,
  bigdecimal: BigDecimalScalar,
}

function filterType(name: string, spec: EntitySpec): GraphQLInputObjectType {
  return new GraphQLInputObjectType({
    name: `${name}_filter`,
    fields: () =>
      Object.fromEntries(
        Object.entries(spec).flatMap(([field, { kind }]) =>
          Object.entries(OPERATOR_SUFFIXES).map(([op, suffix]) => {
            // graph-node types an entity's id filters as ID (`$id: ID!` fits where: { id: $id }).
            const type = field === 'id' ? GraphQLID : inputTypeOf[kind]
            return [
              `${field}${suffix}`,
              { type: op === 'in' || op === 'not_in' ? new GraphQLList(type) : type },
            ]
          }),
        ),
      ),
  })
}

function orderByType(name: string, spec: EntitySpec): GraphQLEnumType {
  return new GraphQLEnumType({
    name: `${name}_orderBy`,
    values: Object.fromEntries(Object.keys(spec).map((field) => [field, { value: field }])),
  })
}

/**
 * graph-node answers only for the latest indexed block: a `block` argument is accepted when it asks
 * for no more than that (number_gte, or the current number), and refused otherwise.
 */
export async function checkBlockArgument(
  block: unknown,
  context: SubgraphContext,
): Promise<IndexedBlock | null> {
  const indexed = await context.source.indexedBlock()
  if (block === undefined || block === null) return indexed
  const { number, number_gte, hash } = block as {
    number?: number | null
    number_gte?: number | null
    hash?: string | null
  }
  const current = indexed?.number ?? -1
  const wanted = number ?? number_gte
  if (hash !== undefined && hash !== null)
    throw new QueryError('Queries at a block hash are not supported by this indexer')
  if (wanted !== undefined && wanted !== null && wanted > current)
    throw new QueryError(
      `Failed to decode \`block.number\` value: subgraph has only indexed up to block number ${current} and data for block number ${wanted} is therefore not yet available`,
    )
  if (number !== undefined && number !== null && number < current)
    throw new QueryError('Queries at a past block (time travel) are not supported by this indexer')
  return indexed
}

const argumentsByName = new Map<string, GraphQLFieldConfigArgumentMap>()

/**
 * One set of argument types per entity and schema: GraphQL refuses two input types of the same name
 * in one schema (the v2 schema passes its own cache: its Token is not v3's).
 */
export function collectionArgs(
  name: string,
  spec: EntitySpec,
  cache: Map<string, GraphQLFieldConfigArgumentMap> = argumentsByName,
): GraphQLFieldConfigArgumentMap {
  const known = cache.get(name)
  if (known) return known
  const made: GraphQLFieldConfigArgumentMap = {
    skip: { type: GraphQLInt, defaultValue: 0 },
    first: { type: GraphQLInt, defaultValue: 100 },
    orderBy: { type: orderByType(name, spec) },
    orderDirection: { type: OrderDirection },
    where: { type: filterType(name, spec) },
    block: { type: BlockHeight },
    subgraphError: { type: SubgraphErrorPolicy, defaultValue: 'deny' },
  }
  cache.set(name, made)
  return made
}

type Loader<Row> = (source: SubgraphSource, query: CollectionQuery) => Promise<Row[]>

export function collectionField<Row>(
  name: string,
  type: GraphQLObjectType,
  spec: EntitySpec,
  load: Loader<Row>,
  defaultOrder: CollectionQuery['orderBy'],
  cache?: Map<string, GraphQLFieldConfigArgumentMap>,
): GraphQLFieldConfig<unknown, SubgraphContext, CollectionArgs & { block?: unknown }> {
  return {
    type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(type))),
    args: collectionArgs(name, spec, cache),
    resolve: async (_parent, args, context) => {
      await checkBlockArgument(args.block, context)
      const query = parseCollectionArgs(spec, args)
      return load(context.source, { ...query, orderBy: query.orderBy ?? defaultOrder })
    },
  }
}

export function singleField<Row>(
  type: GraphQLObjectType,
  load: (context: SubgraphContext, id: string) => Promise<Row | null>,
): GraphQLFieldConfig<unknown, SubgraphContext, { id: string; block?: unknown }> {
  return {
    type,
    args: {
      id: { type: new GraphQLNonNull(GraphQLID) },
      block: { type: BlockHeight },
      subgraphError: { type: SubgraphErrorPolicy, defaultValue: 'deny' },
    },
    resolve: async (_parent, args, context) => {
      await checkBlockArgument(args.block, context)
      return load(context, args.id)
    },
  }
}

const nonNull = (type: GraphQLOutputType) => new GraphQLNonNull(type)

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
function exploreQueryFields(entity: ExploreEntity) {
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

const Token: GraphQLObjectType<TokenRow, SubgraphContext> = new GraphQLObjectType({
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

const Pool: GraphQLObjectType<PoolRow, SubgraphContext> = new GraphQLObjectType({
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

const Tick: GraphQLObjectType<TickRow, SubgraphContext> = new GraphQLObjectType({
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

const SubgraphBlock = new GraphQLObjectType<IndexedBlock>({
  name: '_Block_',
  fields: {
    hash: { type: BytesScalar, resolve: () => null },
    number: { type: nonNull(GraphQLInt) },
    timestamp: { type: GraphQLInt },
    parentHash: { type: BytesScalar, resolve: () => null },
  },
})

export const Meta = new GraphQLObjectType<IndexedBlock>({
  name: '_Meta_',
  fields: {
    block: { type: nonNull(SubgraphBlock), resolve: (block) => block },
    deployment: { type: nonNull(GraphQLString), resolve: () => 'exchange-indexer' },
    hasIndexingErrors: { type: nonNull(GraphQLBoolean), resolve: () => false },
  },
})

/** The subset of the Uniswap v3 subgraph's schema that the app (and a reasonable client) queries. */
export function createSubgraphSchema(): GraphQLSchema {
  const byId =
    <Row>(pick: (context: SubgraphContext) => Batcher<string, Row>) =>
    (context: SubgraphContext, id: string) =>
      pick(context).load(id)
  return new GraphQLSchema({
    query: new GraphQLObjectType<unknown, SubgraphContext>({
      name: 'Query',
      fields: {
        token: singleField(
          Token,
          byId((context) => context.tokenByAddress),
        ),
        tokens: collectionField<TokenRow>(
          'Token',
          Token,
          TOKEN_SPEC,
          (source, query) => source.tokens(query),
          null,
        ),
        pool: singleField(
          Pool,
          byId((context) => context.poolByAddress),
        ),
        pools: collectionField<PoolRow>(
          'Pool',
          Pool,
          POOL_SPEC,
          (source, query) => source.pools(query),
          null,
        ),
        tick: {
          type: Tick,
          args: { id: { type: new GraphQLNonNull(GraphQLID) }, block: { type: BlockHeight } },
          resolve: async (_parent, args: { id: string; block?: unknown }, context) => {
            await checkBlockArgument(args.block, context)
            const match = /^(0x[0-9a-fA-F]*)#(-?\d+)$/.exec(args.id)
            if (!match) return null
            const rows = await context.source.ticks({
              first: 1,
              skip: 0,
              orderBy: null,
              orderDirection: 'asc',
              where: [
                { column: 'poolAddress', kind: 'string', op: 'eq', value: match[1]! },
                { column: 'tickIdx', kind: 'bigint', op: 'eq', value: BigInt(match[2]!) },
              ],
            })
            return rows[0] ?? null
          },
        },
        ticks: collectionField<TickRow>(
          'Tick',
          Tick,
          TICK_SPEC,
          (source, query) => source.ticks(query),
          null,
        ),
        ...Object.assign(
          {},
          ...(Object.keys(EXPLORE_ENTITIES) as ExploreEntity[]).map((entity) => exploreQueryFields(entity)),
        ),
        _meta: {
          type: Meta,
          args: { block: { type: BlockHeight } },
          resolve: (_parent, args: { block?: unknown }, context) => checkBlockArgument(args.block, context),
        },
      },
    }),
  })
}
