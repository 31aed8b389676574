import { ListBatcher } from './batch.ts'
import type { ExploreRow } from './explore.ts'
import type { CollectionQuery } from './query.ts'

/** The child-list batchers of one query, one per list field, entity and arguments. */
export type ChildLists = Map<string, ListBatcher<ExploreRow>>

const keyOf = (query: CollectionQuery) =>
  JSON.stringify(query, (_key, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value))

/**
 * A parent's rows of a child list (a pool's swaps), read together with those of every other parent
 * asking for the same list with the same arguments in this turn of the event loop: one read per level
 * of a query, with `first`, `skip` and the order applying to each parent's rows apart (perParent).
 */
export function childRows(
  lists: ChildLists,
  name: string,
  read: (query: CollectionQuery) => Promise<ExploreRow[]>,
  column: string,
  query: CollectionQuery,
  parentId: string,
): Promise<ExploreRow[]> {
  const key = `${name}|${column}|${keyOf(query)}`
  let batcher = lists.get(key)
  if (!batcher) {
    batcher = new ListBatcher<ExploreRow>(
      (parents) => read({ ...query, perParent: { column, values: parents } }),
      (row) => String(row[column]),
    )
    lists.set(key, batcher)
  }
  return batcher.load(parentId)
}
