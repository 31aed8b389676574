import type { SortDirection } from '../logic/stats'

/** A sortable column's header: a button that sorts by it (again: the other way), with aria-sort. */
export function SortHeader<Key extends string>({
  id,
  label,
  sort,
  onSort,
}: {
  id: Key
  label: string
  sort: { key: Key; direction: SortDirection }
  onSort: (sort: { key: Key; direction: SortDirection }) => void
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

/** A change in percent, coloured by its sign. */
export function ChangeCell({ value, text }: { value: number | undefined; text: string }) {
  const className = value === undefined || value === 0 ? '' : value > 0 ? 'explore-up' : 'explore-down'
  return (
    <td className={className} data-value={value ?? ''}>
      {text}
    </td>
  )
}
