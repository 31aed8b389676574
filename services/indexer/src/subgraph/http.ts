import {
  type DocumentNode,
  type ExecutionResult,
  execute,
  GraphQLError,
  type GraphQLSchema,
  parse,
  validate,
} from 'graphql'
import { createSubgraphContext, type SubgraphSource } from './context.ts'
import { queryCost } from './cost.ts'
import { checkLimits, checkText, DEFAULT_LIMITS, LimitError, type QueryLimits } from './limits.ts'
import { QueryError } from './query.ts'

export interface GraphqlHttpRequest {
  method: string
  contentType: string | null
  body: string | null
  searchParams: URLSearchParams
}

interface GraphqlParams {
  query: string
  variables: Record<string, unknown> | undefined
  operationName: string | undefined
}

/** An error as the client sees it. */
export interface PublicError {
  message: string
  locations?: unknown
  path?: unknown
}

export interface GraphqlHttpAnswer {
  status: 200 | 400
  body: { data?: ExecutionResult['data']; errors?: PublicError[] }
}

const badRequest = (message: string): GraphqlHttpAnswer => ({ status: 400, body: { errors: [{ message }] } })

/** A message goes back without the request's text beyond this many characters (a 30 MB name, say). */
const MAX_MESSAGE_LENGTH = 300
const clip = (message: string) =>
  message.length > MAX_MESSAGE_LENGTH ? `${message.slice(0, MAX_MESSAGE_LENGTH)}…` : message

/** An answer's errors as graph-node gives them: message and locations, nothing from the server. */
function publicErrors(errors: readonly GraphQLError[]): PublicError[] {
  return errors.map((error) => ({
    message: clip(error.message),
    ...(error.locations ? { locations: error.locations } : {}),
    ...(error.path ? { path: error.path } : {}),
  }))
}

export class QueryTimeoutError extends Error {}

/**
 * Documents that passed the limits and validation, by their text, per schema and limits: a page asks
 * the same few queries again and again (with other variables), and each is parsed, checked and
 * validated once. Bounded (least recently used out), and only for texts of a usual size.
 */
const CACHED_DOCUMENTS = 256
const CACHED_TEXT_LENGTH = 10_000
const documentCaches = new WeakMap<GraphQLSchema, WeakMap<QueryLimits, Map<string, DocumentNode>>>()

function documentCache(schema: GraphQLSchema, limits: QueryLimits): Map<string, DocumentNode> {
  let bySchema = documentCaches.get(schema)
  if (!bySchema) {
    bySchema = new WeakMap()
    documentCaches.set(schema, bySchema)
  }
  let documents = bySchema.get(limits)
  if (!documents) {
    documents = new Map()
    bySchema.set(limits, documents)
  }
  return documents
}

function remember(documents: Map<string, DocumentNode>, text: string, document: DocumentNode): void {
  if (text.length > CACHED_TEXT_LENGTH) return
  documents.set(text, document)
  if (documents.size > CACHED_DOCUMENTS) documents.delete(documents.keys().next().value!)
}

/** How many checked documents are kept for a schema and limits (for tests). */
export function cachedDocumentCount(schema: GraphQLSchema, limits: QueryLimits = DEFAULT_LIMITS): number {
  return documentCache(schema, limits).size
}

function readParams(request: GraphqlHttpRequest): GraphqlParams | string {
  let raw: Record<string, unknown>
  if (request.method === 'POST') {
    if (!request.body) return 'The request has no body'
    try {
      const parsed: unknown = JSON.parse(request.body)
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        return 'The body is not a JSON object'
      raw = parsed as Record<string, unknown>
    } catch {
      return 'The body is not valid JSON'
    }
  } else {
    const variables = request.searchParams.get('variables')
    let parsedVariables: unknown
    if (variables) {
      try {
        parsedVariables = JSON.parse(variables)
      } catch {
        return 'The variables parameter is not valid JSON'
      }
    }
    raw = {
      query: request.searchParams.get('query'),
      variables: parsedVariables,
      operationName: request.searchParams.get('operationName') ?? undefined,
    }
  }
  const { query, variables, operationName } = raw
  if (typeof query !== 'string' || query.trim() === '') return 'The request has no query'
  if (
    variables !== undefined &&
    variables !== null &&
    (typeof variables !== 'object' || Array.isArray(variables))
  )
    return 'variables must be an object'
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string')
    return 'operationName must be a string'
  return {
    query,
    variables: (variables ?? undefined) as Record<string, unknown> | undefined,
    operationName: operationName ?? undefined,
  }
}

/**
 * Runs one GraphQL request as graph-node does over HTTP: a malformed request is a 400, while query
 * errors come back with status 200 in `errors`. A query past the limits (limits.ts) is refused with
 * 400 before it runs; one that runs past the time limit is answered with an error and its remaining
 * reads are not made. Store failures and anything unexpected are logged, and the client gets a
 * generic message: never a stack, a path, or the request's own text at length.
 */
export async function handleGraphqlRequest(
  schema: GraphQLSchema,
  source: SubgraphSource,
  request: GraphqlHttpRequest,
  logError: (error: unknown) => void = (error) => console.error('[indexer] GraphQL resolver failed:', error),
  limits: QueryLimits = DEFAULT_LIMITS,
): Promise<GraphqlHttpAnswer> {
  try {
    return await runGraphql(schema, source, request, logError, limits)
  } catch (error) {
    logError(error)
    return { status: 200, body: { errors: [{ message: 'Internal error while running the query' }] } }
  }
}

async function runGraphql(
  schema: GraphQLSchema,
  source: SubgraphSource,
  request: GraphqlHttpRequest,
  logError: (error: unknown) => void,
  limits: QueryLimits,
): Promise<GraphqlHttpAnswer> {
  const params = readParams(request)
  if (typeof params === 'string') return badRequest(params)
  const documents = documentCache(schema, limits)
  let document = documents.get(params.query)
  if (document) {
    // Most recently used last: the oldest entry is the first to go.
    documents.delete(params.query)
    documents.set(params.query, document)
  } else {
    try {
      checkText(params.query, limits)
      document = parse(params.query, { maxTokens: limits.maxTokens })
      checkLimits(document, limits)
    } catch (error) {
      if (error instanceof LimitError) return badRequest(error.message)
      if (error instanceof GraphQLError) return { status: 200, body: { errors: publicErrors([error]) } }
      throw error
    }
    const invalid = validate(schema, document, undefined, { maxErrors: 10 })
    if (invalid.length > 0) return { status: 200, body: { errors: publicErrors(invalid) } }
    remember(documents, params.query, document)
  }

  // Refused before the first read: a query whose nested lists could return too many rows, or a skip past
  // graph-node's limit (answered as graph-node answers its query errors, in `errors` with status 200).
  const cost = queryCost(schema, document, params.variables, params.operationName, limits.maxRows)
  if (cost.refusal) return { status: 200, body: { errors: [{ message: cost.refusal }] } }

  const context = createSubgraphContext(source)
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), limits.timeoutMs)
  })
  const result = await Promise.race([
    Promise.resolve(
      execute({
        schema,
        document,
        variableValues: params.variables,
        operationName: params.operationName,
        contextValue: context,
      }),
    ),
    timedOut,
  ]).finally(() => clearTimeout(timer))
  if (result === 'timeout') {
    context.cancel()
    return {
      status: 200,
      body: { errors: [{ message: `The query ran longer than ${limits.timeoutMs} ms and was stopped` }] },
    }
  }
  if (!result.errors) return { status: 200, body: { data: result.data } }
  const errors = result.errors.map((error) => {
    const original = error.originalError
    if (!original || original instanceof QueryError || original instanceof GraphQLError) return error
    logError(original)
    return new GraphQLError('Internal error while reading the indexed data', {
      nodes: error.nodes,
      path: error.path,
    })
  })
  return { status: 200, body: { data: result.data, errors: publicErrors(errors) } }
}
