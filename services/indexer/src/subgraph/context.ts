import { Batcher } from './batch.ts'
import type { ChildLists } from './children.ts'
import type { ExploreEntity, ExploreRow } from './explore.ts'
import { type CollectionQuery, QueryError } from './query.ts'
import type { IndexedBlock, PoolRow, TickRow, TokenRow } from './rows.ts'
import { idColumnOf, type V2Entity, type V2Reference } from './v2-entities.ts'

/** What a query reads through: the chain's source, guarded and batched per query. */

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
