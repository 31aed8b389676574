import {
  type GraphQLFieldConfig,
  type GraphQLFieldConfigArgumentMap,
  GraphQLObjectType,
  GraphQLSchema,
} from 'graphql'
import { childRows } from './children.ts'
import type { SubgraphContext } from './context.ts'
import { describedTypes, type ExploreRow, listOf, specOf, withCondition } from './explore.ts'
import {
  BigDecimalScalar,
  BigIntScalar,
  BytesScalar,
  checkBlockArgument,
  collectionArgs,
  collectionField,
  Meta,
  singleField,
} from './fields.ts'
import { type CollectionArgs, parseCollectionArgs } from './query.ts'
import { idColumnOf, V2_ENTITIES, type V2Entity, type V2Reference } from './v2-entities.ts'

/**
 * The public Uniswap v2 subgraph's GraphQL API over the indexed v2 rows: `bundle`, `token(s)`,
 * `pair(s)`, `swaps`, `mints`, `burns`, `transactions`, `pairDayDatas`, `pairHourDatas`,
 * `tokenDayDatas` and `_meta`, with the v3 layer's arguments, limits, block rule and errors (the same
 * functions build them; only the entity descriptions differ).
 */

/** The v2 schema's argument types, apart from v3's (both have a Token, a Swap...). */
const argumentCache = new Map<string, GraphQLFieldConfigArgumentMap>()

function childList(
  entity: V2Entity,
  column: string,
): GraphQLFieldConfig<ExploreRow, SubgraphContext, CollectionArgs> {
  const description = V2_ENTITIES[entity]
  const spec = specOf(description)
  const parentColumn = (parent: ExploreRow) => String(parent.address ?? parent.id)
  return {
    type: listOf(V2Types[entity]),
    args: collectionArgs(description.typeName, spec, argumentCache),
    resolve: (parent, args, context) =>
      childRows(
        context.childLists,
        `v2 ${entity}`,
        (query) => context.source.v2(entity, query),
        column,
        parseCollectionArgs(spec, args),
        parentColumn(parent),
      ),
  }
}

const REFERENCES: readonly V2Reference[] = ['pair', 'token', 'transaction']

const V2Types: Record<V2Entity, GraphQLObjectType<ExploreRow, SubgraphContext>> = describedTypes(
  V2_ENTITIES,
  { BigInt: BigIntScalar, BigDecimal: BigDecimalScalar, Bytes: BytesScalar },
  Object.fromEntries(REFERENCES.map((ref) => [ref, () => V2Types[ref]])),
  { reference: (ref, context: SubgraphContext, id) => context.v2ById(ref as V2Reference, id) },
  childList,
)

function queryFields(entity: V2Entity) {
  const description = V2_ENTITIES[entity]
  const spec = specOf(description)
  const type = V2Types[entity]
  const idColumn = idColumnOf(entity)
  const one = singleField<ExploreRow>(type, async (context, id) => {
    if (REFERENCES.includes(entity as V2Reference)) return context.v2ById(entity as V2Reference, id)
    const [row] = await context.source.v2(
      entity,
      withCondition(parseCollectionArgs(spec, { first: 1 }), idColumn, id),
    )
    return row ?? null
  })
  const many = collectionField<ExploreRow>(
    description.typeName,
    type,
    spec,
    (source, query) => source.v2(entity, query),
    null,
    argumentCache,
  )
  return { [description.single]: one, [description.plural]: many }
}

export function createV2SubgraphSchema(): GraphQLSchema {
  return new GraphQLSchema({
    query: new GraphQLObjectType<unknown, SubgraphContext>({
      name: 'Query',
      fields: {
        ...Object.assign(
          {},
          ...(Object.keys(V2_ENTITIES) as V2Entity[]).map((entity) => queryFields(entity)),
        ),
        _meta: {
          type: Meta,
          args: { block: { type: singleBlockArgument() } },
          resolve: (_parent, args: { block?: unknown }, context) => checkBlockArgument(args.block, context),
        },
      },
    }),
  })
}

/** The Block_height input type, shared with the v3 schema through its collection arguments. */
function singleBlockArgument() {
  const block = collectionArgs('Bundle', specOf(V2_ENTITIES.bundle), argumentCache).block
  if (!block) throw new Error('collection arguments without block')
  return block.type
}
