import { GraphQLID, GraphQLNonNull, GraphQLObjectType, GraphQLSchema } from 'graphql'
import type { Batcher } from './batch.ts'
import type { SubgraphContext, SubgraphSource } from './context.ts'
import { EXPLORE_ENTITIES, type ExploreEntity } from './explore.ts'
import { BlockHeight, checkBlockArgument, collectionField, Meta, singleField } from './fields.ts'
import type { PoolRow, TickRow, TokenRow } from './rows.ts'
import { exploreQueryFields, POOL_SPEC, Pool, TICK_SPEC, Tick, TOKEN_SPEC, Token } from './v3-types.ts'

export type { SubgraphSource }

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
