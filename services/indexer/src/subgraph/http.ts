import { type ExecutionResult, GraphQLError, type GraphQLSchema, graphql } from 'graphql'
import { QueryError } from './query.ts'
import { createSubgraphContext, type SubgraphSource } from './schema.ts'

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

export interface GraphqlHttpAnswer {
  status: 200 | 400
  body: ExecutionResult | { errors: { message: string }[] }
}

const badRequest = (message: string): GraphqlHttpAnswer => ({ status: 400, body: { errors: [{ message }] } })

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
 * errors come back with status 200 in `errors`. Store failures are not shown to the client.
 */
export async function handleGraphqlRequest(
  schema: GraphQLSchema,
  source: SubgraphSource,
  request: GraphqlHttpRequest,
  logError: (error: unknown) => void = (error) => console.error('[indexer] GraphQL resolver failed:', error),
): Promise<GraphqlHttpAnswer> {
  const params = readParams(request)
  if (typeof params === 'string') return badRequest(params)
  const result = await graphql({
    schema,
    source: params.query,
    variableValues: params.variables,
    operationName: params.operationName,
    contextValue: createSubgraphContext(source),
  })
  if (!result.errors) return { status: 200, body: result }
  const errors = result.errors.map((error) => {
    const original = error.originalError
    if (!original || original instanceof QueryError || original instanceof GraphQLError) return error
    logError(original)
    return new GraphQLError('Internal error while reading the indexed data', {
      nodes: error.nodes,
      path: error.path,
    })
  })
  return { status: 200, body: { ...result, errors } }
}
