import { useMemo, useState } from 'react'
import { type SortDirection, sortRows } from '../logic/stats'

type Sort<Key> = { key: Key; direction: SortDirection }

/** A sortable column's header: a button that sorts by it (again: the other way), with aria-sort. */
export function SortHeader<Key extends string>({
  id,
  label,
  sort,
  onSort,
}: {
  id: Key
  label: string
  sort: Sort<Key>
  onSort: (sort: Sort<Key>) => void
}) {
  const active = sort.key === id
  return (
    <th scope="col" aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button
        type="button"
        className="explore-sort"
        data-testid={`sort-${id}`}
        onClick={() => onSort({ key: id, direction: active && sort.direction === 'desc' ? 'asc' : 'desc' })}
      >
        {label}
        <span aria-hidden="true">{active ? (sort.direction === 'desc' ? ' ↓' : ' ↑') : ''}</span>
      </button>
    </th>
  )
}

/**
 * A sortable table's rows in the order chosen, largest `initial` first until a header is pressed, and
 * `header(id, label)`: the header cell that sorts by the column `id`.
 */
export function useSortedRows<Row, Key extends string>(
  rows: readonly Row[],
  keys: Record<Key, (row: Row) => number | undefined>,
  initial: NoInfer<Key>,
) {
  const [sort, setSort] = useState<Sort<Key>>({ key: initial, direction: 'desc' })
  const sorted = useMemo(() => sortRows(rows, keys[sort.key], sort.direction), [rows, keys, sort])
  const header = (id: Key, label: string) => <SortHeader id={id} label={label} sort={sort} onSort={setSort} />
  return { sorted, header }
}

/** A change in percent, coloured by its sign. */
export function ChangeCell({ value, text }: { value: number | undefined; text: string }) {
  const className = value === undefined || value === 0 ? '' : value > 0 ? 'explore-up' : 'explore-down'
  return (
    <td className={className} data-value={value ?? ''}>
      {text}
    </td>
  )
}
