import { decimalString } from '../src/derive/decimal.ts'
import type { ExploreEntity, ExploreRow } from '../src/subgraph/explore.ts'
import type { CollectionQuery, Condition, FilterValue } from '../src/subgraph/query.ts'
import type { IndexedBlock, PoolRow, TickRow, TokenRow } from '../src/subgraph/rows.ts'
import type { SubgraphSource } from '../src/subgraph/schema.ts'
import type { V2Entity } from '../src/subgraph/v2-entities.ts'

/** A store over arrays with the same query semantics as the database one, for the GraphQL tests. */

type Row = Record<string, unknown>

const DECIMALS_OF: Record<string, string> = {
  totalValueLockedToken0: 'token0Decimals',
  totalValueLockedToken1: 'token1Decimals',
  totalValueLocked: 'decimals',
}

/** Numbers compare as scaled bigints: amounts with their decimals brought to 36 places. */
function comparable(row: Row, column: string, kind: Condition['kind']): bigint | string | null {
  const value = row[column]
  if (value === null || value === undefined) return null
  if (kind === 'string') return String(value)
  // Float columns and exact decimal strings (the explore entities' amounts).
  if (typeof value === 'number' && !Number.isInteger(value)) return scaled(decimalString(value))
  if (typeof value === 'string' && value.includes('.')) return scaled(value)
  const raw = BigInt(value as bigint | number)
  const decimalsColumn = kind === 'bigdecimal' ? DECIMALS_OF[column] : undefined
  const decimals = decimalsColumn ? Number(row[decimalsColumn] ?? 0) : 0
  return raw * 10n ** BigInt(36 - decimals)
}

function scaled(text: string): bigint {
  const negative = text.startsWith('-')
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.')
  const value = BigInt(whole + fraction.padEnd(36, '0').slice(0, 36))
  return negative ? -value : value
}

function literal(kind: Condition['kind'], value: Exclude<FilterValue, null>): bigint | string {
  if (kind === 'string') return String(value)
  if (kind === 'bigdecimal') return scaled(String(value))
  return BigInt(value) * 10n ** 36n
}

function matches(row: Row, condition: Condition): boolean {
  const left = comparable(row, condition.column, condition.kind)
  const { op, value } = condition
  if (op === 'in' || op === 'not_in') {
    const list = (value as FilterValue[])
      .filter((item) => item !== null)
      .map((item) => literal(condition.kind, item!))
    const found = left !== null && list.includes(left)
    return op === 'in' ? found : !found
  }
  if (value === null) return op === 'not' ? left !== null : left === null
  if (left === null) return false
  const right = literal(condition.kind, value as Exclude<FilterValue, null>)
  switch (op) {
    case 'eq':
      return left === right
    case 'not':
      return left !== right
    case 'gt':
      return left > right
    case 'gte':
      return left >= right
    case 'lt':
      return left < right
    case 'lte':
      return left <= right
  }
}

function run<T extends object>(rows: T[], query: CollectionQuery, key: string[]): T[] {
  // Each parent's rows apart, parent after parent, as the database reads them.
  const { perParent, ...own } = query
  if (perParent)
    return perParent.values.flatMap((value) =>
      run(
        rows,
        { ...own, where: [...own.where, { column: perParent.column, kind: 'string', op: 'eq', value }] },
        key,
      ),
    )
  const kindOf = (column: string): Condition['kind'] =>
    column in DECIMALS_OF
      ? 'bigdecimal'
      : typeof (rows[0] as Row | undefined)?.[column] === 'string'
        ? 'string'
        : 'bigint'
  const compare = (a: Row, b: Row, column: string) => {
    const x = comparable(a, column, kindOf(column))
    const y = comparable(b, column, kindOf(column))
    return x === y ? 0 : x === null ? -1 : y === null ? 1 : x < y ? -1 : 1
  }
  return (rows as Row[])
    .filter((row) => query.where.every((condition) => matches(row, condition)))
    .sort((a, b) => {
      if (query.orderBy) {
        const order = compare(a, b, query.orderBy)
        if (order !== 0) return query.orderDirection === 'desc' ? -order : order
      }
      for (const column of key) {
        const order = compare(a, b, column)
        if (order !== 0) return order
      }
      return 0
    })
    .slice(query.skip, query.skip + query.first) as T[]
}

export interface MemoryData {
  tokens: TokenRow[]
  pools: PoolRow[]
  ticks: TickRow[]
  explore?: Partial<Record<ExploreEntity, ExploreRow[]>>
  v2?: Partial<Record<V2Entity, ExploreRow[]>>
  block: IndexedBlock | null
}

export function memorySource(data: MemoryData, calls: string[] = []): SubgraphSource {
  return {
    async tokens(query) {
      calls.push('tokens')
      return run(data.tokens, query, ['address'])
    },
    async pools(query) {
      calls.push('pools')
      return run(data.pools, query, ['address'])
    },
    async ticks(query) {
      calls.push('ticks')
      return run(data.ticks, query, ['poolAddress', 'tickIdx'])
    },
    async explore(entity, query) {
      calls.push(entity)
      return run([...(data.explore?.[entity] ?? [])], query, ['id'])
    },
    async v2(entity, query) {
      calls.push(`v2 ${entity}`)
      const key = entity === 'token' || entity === 'pair' ? 'address' : 'id'
      return run([...(data.v2?.[entity] ?? [])], query, [key])
    },
    async indexedBlock() {
      return data.block
    },
  }
}
