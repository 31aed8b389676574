import {
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  GraphQLObjectType,
  type GraphQLSchema,
  getArgumentValues,
  getNamedType,
  getNullableType,
  getOperationAST,
  getVariableValues,
  isListType,
  Kind,
  type SelectionSetNode,
} from 'graphql'
import { MAX_FIRST, MAX_SKIP } from './query.ts'

/**
 * What a query may cost, worked out from the validated document and its variables before anything is
 * read: every object a field returns is a row, and a list field returns up to its `first` rows for
 * each row of its parent, so `pools(first: 1000) { swaps(first: 1000) { id } }` is 1,000 + 1,000,000
 * rows. The cost is the sum over every field of the product of `first` along its path (a reference
 * such as `pool` counts 1 per parent row, a list filtered by id as many as the ids). `skip` is checked here too, so that a query past either
 * is refused before its first read.
 */

/** Rows a query may ask for; the app's largest query (the Explore pools tab) asks for about 2,300. */
export const MAX_QUERY_ROWS = 10_000

export interface CostAnswer {
  /** Rows the query may return at most; null when its variables do not coerce (execution says why). */
  rows: number | null
  /** The first refusal found: a `skip` past the limit, a `first` out of range, or too many rows. */
  refusal: string | null
}

/** Row counts past this are all "too many": keeps the sums finite on absurd documents. */
const CAP = Number.MAX_SAFE_INTEGER

export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined,
  maxRows: number = MAX_QUERY_ROWS,
): CostAnswer {
  const operation = getOperationAST(document, operationName)
  const root = schema.getQueryType()
  if (!operation || !root) return { rows: null, refusal: null }
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {})
  if (coerced.errors) return { rows: null, refusal: null }
  const values = coerced.coerced

  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)

  let refusal: string | null = null
  // A fragment's cost per row of its parent, computed once however often it is spread.
  const fragmentCosts = new Map<string, number>()

  /** Rows one row of `type` brings through this selection. */
  function perRow(selectionSet: SelectionSetNode, type: GraphQLNamedType): number {
    if (!(type instanceof GraphQLObjectType)) return 0
    let total = 0
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const field = type.getFields()[selection.name.value]
        if (!field || !selection.selectionSet) continue
        const multiplier = rowsOf(field, selection)
        total += multiplier * (1 + perRow(selection.selectionSet, getNamedType(field.type)))
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type
        total += perRow(selection.selectionSet, condition ?? type)
      } else {
        const name = selection.name.value
        let cost = fragmentCosts.get(name)
        if (cost === undefined) {
          const fragment = fragments.get(name)
          const condition = fragment && schema.getType(fragment.typeCondition.name.value)
          cost = fragment && condition ? perRow(fragment.selectionSet, condition) : 0
          fragmentCosts.set(name, cost)
        }
        total += cost
      }
      if (total > CAP) return CAP
    }
    return total
  }

  /** Rows a field returns per row of its parent: its `first` for a list, else one. */
  function rowsOf(
    field: GraphQLField<unknown, unknown>,
    node: Parameters<typeof getArgumentValues>[1],
  ): number {
    if (!isListType(getNullableType(field.type))) return 1
    let args: Record<string, unknown>
    try {
      args = getArgumentValues(field, node, values)
    } catch {
      // A bad argument is execution's to report; count the largest page meanwhile.
      return MAX_FIRST
    }
    const { first, skip } = args
    if (refusal === null && typeof skip === 'number' && (skip < 0 || skip > MAX_SKIP))
      refusal = `The \`skip\` argument must be between 0 and ${MAX_SKIP}, but is ${skip}`
    if (typeof first !== 'number') return 1
    if (refusal === null && (first < 0 || first > MAX_FIRST))
      refusal = `The \`first\` argument must be between 0 and ${MAX_FIRST}, but is ${first}`
    return Math.max(0, Math.min(first, MAX_FIRST, idBound(args.where)))
  }

  const rows = Math.min(CAP, perRow(operation.selectionSet, root))
  if (refusal === null && rows > maxRows)
    refusal = `The query may return up to ${rows} rows (the product of \`first\` along each nested list, summed); at most ${maxRows} are allowed`
  return { rows, refusal }
}

/**
 * Rows a filter on the entity's id lets through at most: one for `id: x`, the list's length for
 * `id_in: [...]` (ids are unique), else no bound. `transactions(where: { id: $hash }) { swaps { id } }`
 * is then 1 + 100 rows, not 100 + 10,000.
 */
function idBound(where: unknown): number {
  if (typeof where !== 'object' || where === null) return Number.POSITIVE_INFINITY
  const { id, id_in: ids } = where as { id?: unknown; id_in?: unknown }
  if (typeof id === 'string') return 1
  if (Array.isArray(ids)) return ids.length
  return Number.POSITIVE_INFINITY
}
