import {
  type DocumentNode,
  type FragmentDefinitionNode,
  Kind,
  Lexer,
  type SelectionSetNode,
  Source,
  TokenKind,
  visit,
} from 'graphql'
import { MAX_QUERY_ROWS } from './cost.ts'

/**
 * What one GraphQL request may ask, checked on the parsed document before it is validated or run:
 * a query past any limit is refused with a message naming the limit, so that no single request can
 * occupy the server (500 aliases once took 98 s; 5,000 fragment spreads overflowed the stack).
 */
export interface QueryLimits {
  /** Tokens the parser reads before it gives up (bounds parse time and nesting). */
  maxTokens: number
  /** Nesting of selections: `ticks { pool { token0 { symbol } } }` is 4 deep. */
  maxDepth: number
  /** Nesting of any brackets ({, [, () in the text, checked before parsing (the parser recurses). */
  maxNesting: number
  /** Aliased fields in the document. */
  maxAliases: number
  /** Fields selected once every fragment is expanded where it is spread. */
  maxFields: number
  /** Fragment definitions, spreads and inline fragments in the document. */
  maxFragments: number
  /** Operations (query definitions) in the document. */
  maxOperations: number
  /** Rows a query may return: the product of `first` along each nested path, summed (cost.ts). */
  maxRows: number
  /**
   * A query still running after this long is answered with an error, and its remaining reads are not
   * made; on PostgreSQL a statement running longer is cancelled by the server (statement_timeout).
   */
  timeoutMs: number
}

/** Generous for the app's queries (depth 3, two aliases, no fragments) and for hand-written ones. */
export const DEFAULT_LIMITS: QueryLimits = {
  maxTokens: 10_000,
  maxDepth: 8,
  maxNesting: 24,
  maxAliases: 20,
  maxFields: 200,
  maxFragments: 30,
  maxOperations: 5,
  maxRows: MAX_QUERY_ROWS,
  timeoutMs: 10_000,
}

export class LimitError extends Error {}

const OPENING = new Set<string>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L])
const CLOSING = new Set<string>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R])

/**
 * Reads the text token by token (the lexer does not recurse) and stops at the first limit it can see
 * there: tokens, bracket nesting, aliases (a name and a colon outside parentheses) and fragment
 * spreads. An abusive query is thus refused after reading no more of it than the limit, before the
 * parser meets it. Syntax errors are left to the parser.
 */
export function checkText(text: string, limits: QueryLimits): void {
  const lexer = new Lexer(new Source(text))
  let tokens = 0
  let nesting = 0
  let parens = 0
  let aliases = 0
  let spreads = 0
  let previous: string | undefined
  for (;;) {
    let token: ReturnType<Lexer['advance']>
    try {
      token = lexer.advance()
    } catch {
      return
    }
    const kind = token.kind
    if (kind === TokenKind.EOF) return
    if (++tokens > limits.maxTokens)
      throw new LimitError(`The query is longer than ${limits.maxTokens} tokens`)
    if (OPENING.has(kind) && ++nesting > limits.maxNesting)
      throw new LimitError(`The query nests brackets more than ${limits.maxNesting} levels deep`)
    if (CLOSING.has(kind)) nesting--
    if (kind === TokenKind.PAREN_L) parens++
    if (kind === TokenKind.PAREN_R) parens--
    // Arguments, variables and input objects are all inside parentheses: outside, `name:` is an alias.
    if (
      kind === TokenKind.COLON &&
      previous === TokenKind.NAME &&
      parens === 0 &&
      ++aliases > limits.maxAliases
    )
      throw tooManyAliases(limits)
    if (kind === TokenKind.SPREAD && ++spreads > limits.maxFragments) throw tooManyFragments(limits)
    previous = kind
  }
}

const tooManyAliases = (limits: QueryLimits) =>
  new LimitError(`The query uses more than ${limits.maxAliases} aliases`)
const tooManyFragments = (limits: QueryLimits) =>
  new LimitError(`The query has more than ${limits.maxFragments} fragments and fragment spreads`)

interface Cost {
  fields: number
  depth: number
}

/** Throws a LimitError for the first limit the document exceeds. */
export function checkLimits(document: DocumentNode, limits: QueryLimits): void {
  let aliases = 0
  let fragments = 0
  let operations = 0
  // visit() walks the tree with its own stack, whatever its depth.
  visit(document, {
    Field(node) {
      if (node.alias) aliases++
    },
    FragmentDefinition() {
      fragments++
    },
    FragmentSpread() {
      fragments++
    },
    InlineFragment() {
      fragments++
    },
    OperationDefinition() {
      operations++
    },
  })
  if (aliases > limits.maxAliases) throw tooManyAliases(limits)
  if (fragments > limits.maxFragments) throw tooManyFragments(limits)
  if (operations > limits.maxOperations)
    throw new LimitError(
      `The document has ${operations} operations; at most ${limits.maxOperations} are allowed`,
    )

  const definitions = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) definitions.set(definition.name.value, definition)

  // Fragments are costed once each (a fragment spread twice counts twice, without walking it twice).
  const known = new Map<string, Cost>()
  const inProgress = new Set<string>()
  const tooDeep = () => new LimitError(`The query is nested more than ${limits.maxDepth} levels deep`)

  function costOf(selectionSet: SelectionSetNode, depth: number): Cost {
    if (depth > limits.maxDepth) throw tooDeep()
    let fields = 0
    let deepest = depth
    for (const selection of selectionSet.selections) {
      let cost: Cost
      if (selection.kind === Kind.FIELD) {
        cost = selection.selectionSet ? costOf(selection.selectionSet, depth + 1) : { fields: 0, depth }
        cost = { fields: cost.fields + 1, depth: Math.max(cost.depth, depth) }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        cost = costOf(selection.selectionSet, depth)
      } else {
        const name = selection.name.value
        const fragment = definitions.get(name)
        // Unknown fragments and cycles are left to validation, which names them.
        if (!fragment || inProgress.has(name)) continue
        let relative = known.get(name)
        if (!relative) {
          inProgress.add(name)
          relative = costOf(fragment.selectionSet, 0)
          inProgress.delete(name)
          known.set(name, relative)
        }
        cost = { fields: relative.fields, depth: depth + relative.depth }
        if (cost.depth > limits.maxDepth) throw tooDeep()
      }
      fields += cost.fields
      deepest = Math.max(deepest, cost.depth)
      if (fields > limits.maxFields)
        throw new LimitError(`The query selects more than ${limits.maxFields} fields`)
    }
    return { fields, depth: deepest }
  }

  let total = 0
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue
    total += costOf(definition.selectionSet, 1).fields
    if (total > limits.maxFields)
      throw new LimitError(`The query selects more than ${limits.maxFields} fields`)
  }
}
