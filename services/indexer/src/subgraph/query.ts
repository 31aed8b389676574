/**
 * The collection arguments of the subgraph's GraphQL API (first, skip, orderBy, orderDirection,
 * where with the `_not`, `_gt`, `_in`... suffixes), turned into a plain query that a store runs.
 * Limits and messages follow graph-node so that a query behaves here as in production.
 */

/** How a field's filter values are read. Addresses and ids are compared as given, like graph-node. */
export type ValueKind = 'string' | 'int' | 'bigint' | 'bigdecimal'

export interface FieldSpec {
  kind: ValueKind
  /** The store column behind the field; several GraphQL names may share one (pool and poolAddress). */
  column: string
}

export type EntitySpec = Readonly<Record<string, FieldSpec>>

export type Operator = 'eq' | 'not' | 'gt' | 'gte' | 'lt' | 'lte' | 'in' | 'not_in'

export const OPERATOR_SUFFIXES: Readonly<Record<Operator, string>> = {
  eq: '',
  not: '_not',
  gt: '_gt',
  gte: '_gte',
  lt: '_lt',
  lte: '_lte',
  in: '_in',
  not_in: '_not_in',
}

/** string, bigint (int and BigInt fields), or a decimal string (BigDecimal fields); null tests IS NULL. */
export type FilterValue = string | bigint | null

export interface Condition {
  column: string
  kind: ValueKind
  op: Operator
  value: FilterValue | FilterValue[]
}

export interface CollectionQuery {
  first: number
  skip: number
  /** Column to order by, then by the entity's key so that pages are stable. */
  orderBy: string | null
  orderDirection: 'asc' | 'desc'
  where: Condition[]
  /**
   * The child lists of several parents in one read (a pool's swaps for every pool of a page): the rows
   * whose `column` is one of `values`, with `first`, `skip` and the order applied to each value's rows
   * apart, ordered by parent.
   */
  perParent?: { column: string; values: string[] }
}

export const MAX_FIRST = 1000
/** graph-node's limit (GRAPH_GRAPHQL_MAX_SKIP on the hosted service): a larger skip scans that many rows. */
export const MAX_SKIP = 5000
export const DEFAULT_FIRST = 100

export class QueryError extends Error {}

const DECIMAL = /^-?\d+(\.\d+)?$/

function readValue(kind: ValueKind, raw: unknown, name: string): FilterValue {
  if (raw === null) return null
  switch (kind) {
    case 'string':
      if (typeof raw === 'string') return raw
      break
    case 'int':
    case 'bigint':
      if (typeof raw === 'bigint') return raw
      if (typeof raw === 'number' && Number.isSafeInteger(raw)) return BigInt(raw)
      if (typeof raw === 'string' && /^-?\d+$/.test(raw)) return BigInt(raw)
      break
    case 'bigdecimal':
      if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw)
      if (typeof raw === 'string' && DECIMAL.test(raw)) return raw
      break
  }
  throw new QueryError(`Invalid value for argument \`${name}\`: ${JSON.stringify(String(raw))}`)
}

/** Splits `tickIdx_gte` into the field and its operator; the longest matching suffix wins. */
export function splitFilterName(spec: EntitySpec, name: string): { field: string; op: Operator } | null {
  let best: { field: string; op: Operator } | null = null
  for (const [op, suffix] of Object.entries(OPERATOR_SUFFIXES) as [Operator, string][]) {
    if (!name.endsWith(suffix)) continue
    const field = name.slice(0, name.length - suffix.length)
    if (!(field in spec)) continue
    if (!best || suffix.length > OPERATOR_SUFFIXES[best.op].length) best = { field, op }
  }
  return best
}

export function parseWhere(spec: EntitySpec, where: unknown): Condition[] {
  if (where === undefined || where === null) return []
  if (typeof where !== 'object' || Array.isArray(where)) throw new QueryError('`where` must be an object')
  const conditions: Condition[] = []
  for (const [name, raw] of Object.entries(where)) {
    if (raw === undefined) continue
    const parsed = splitFilterName(spec, name)
    if (!parsed) throw new QueryError(`Unknown filter \`${name}\``)
    const field = spec[parsed.field]!
    const many = parsed.op === 'in' || parsed.op === 'not_in'
    if (many && !Array.isArray(raw)) throw new QueryError(`\`${name}\` takes a list`)
    if (!many && Array.isArray(raw)) throw new QueryError(`\`${name}\` takes a single value`)
    if (
      (parsed.op === 'gt' || parsed.op === 'gte' || parsed.op === 'lt' || parsed.op === 'lte') &&
      raw === null
    )
      throw new QueryError(`\`${name}\` cannot be null`)
    const value = Array.isArray(raw)
      ? raw.map((item) => readValue(field.kind, item, name))
      : readValue(field.kind, raw, name)
    conditions.push({ column: field.column, kind: field.kind, op: parsed.op, value })
  }
  return conditions
}

export interface CollectionArgs {
  first?: unknown
  skip?: unknown
  orderBy?: unknown
  orderDirection?: unknown
  where?: unknown
}

export function parseCollectionArgs(spec: EntitySpec, args: CollectionArgs): CollectionQuery {
  const first = args.first ?? DEFAULT_FIRST
  if (typeof first !== 'number' || !Number.isInteger(first) || first < 0 || first > MAX_FIRST)
    throw new QueryError(`The \`first\` argument must be between 0 and ${MAX_FIRST}, but is ${String(first)}`)
  const skip = args.skip ?? 0
  if (typeof skip !== 'number' || !Number.isInteger(skip) || skip < 0 || skip > MAX_SKIP)
    throw new QueryError(`The \`skip\` argument must be between 0 and ${MAX_SKIP}, but is ${String(skip)}`)
  let orderBy: string | null = null
  if (args.orderBy !== undefined && args.orderBy !== null) {
    const field = typeof args.orderBy === 'string' ? spec[args.orderBy] : undefined
    if (!field) throw new QueryError(`Cannot order by \`${String(args.orderBy)}\``)
    orderBy = field.column
  }
  const direction = args.orderDirection ?? 'asc'
  if (direction !== 'asc' && direction !== 'desc')
    throw new QueryError(`Invalid orderDirection \`${String(direction)}\``)
  return { first, skip, orderBy, orderDirection: direction, where: parseWhere(spec, args.where) }
}
