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
  GraphQLString,
  Kind,
  type ValueNode,
} from 'graphql'
import type { SubgraphContext, SubgraphSource } from './context.ts'
import {
  type CollectionArgs,
  type CollectionQuery,
  type EntitySpec,
  OPERATOR_SUFFIXES,
  parseCollectionArgs,
  QueryError,
  type ValueKind,
} from './query.ts'
import type { IndexedBlock } from './rows.ts'

/**
 * The building blocks of the v3 and v2 schemas: the subgraph's scalars, the collection and single-entity
 * fields with their arguments (where, orderBy, block...), and `_meta`.
 */

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

export const OrderDirection = new GraphQLEnumType({
  name: 'OrderDirection',
  values: { asc: { value: 'asc' }, desc: { value: 'desc' } },
})

export const SubgraphErrorPolicy = new GraphQLEnumType({
  name: '_SubgraphErrorPolicy_',
  values: { allow: { value: 'allow' }, deny: { value: 'deny' } },
})

export const BlockHeight = new GraphQLInputObjectType({
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

export const nonNull = (type: GraphQLOutputType) => new GraphQLNonNull(type)

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
