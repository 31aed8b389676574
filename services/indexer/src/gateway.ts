import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http'
import { createHttpGuard, type HttpGuardOptions, type Refuse } from '@exchange/service-http'
import { subgraphPath, v2SubgraphPath } from './settings.ts'
import { checkText, DEFAULT_LIMITS, LimitError } from './subgraph/limits.ts'

export { INDEXER_DEFAULTS } from './http-defaults.ts'

/**
 * The indexer's one public HTTP address in front of the per-chain Ponder processes (`ponder start`
 * on the indexing instance, `ponder serve` on a reader): each chain's subgraph path goes to its
 * process, `/chains/{id}/{status,metrics,ready,health}` reach a process's own endpoints (metrics with
 * the operator's token only), and
 * /health, /ready and /status answer for the whole. Every request first passes the guard (Host,
 * CORS allow-list, rate limit, body limit, timeout); answers from a process carry only its status,
 * content type and body, and a failure inside one is answered without its text.
 */

export type Route =
  | { kind: 'chain'; chainId: number; path: string; graphql: boolean }
  | { kind: 'health' }
  | { kind: 'ready' }
  | { kind: 'status' }
  | { kind: 'none' }

/** A process's own endpoints reachable through the gateway. */
const PROCESS_ENDPOINTS = new Set(['/status', '/metrics', '/ready', '/health'])
/**
 * Endpoints for the operator only (issue 48): Ponder's Prometheus metrics name the RPC requests, the
 * database pools and the handlers' timings. Served with the operator's token (INDEXER_OPERATOR_TOKEN),
 * to no one without it.
 */
const OPERATOR_ENDPOINTS = new Set(['/metrics'])

export function route(url: string, chainIds: readonly number[]): Route {
  const [path = '/', query] = url.split('?', 2)
  const search = query === undefined ? '' : `?${query}`
  for (const chainId of chainIds) {
    if (path === subgraphPath(chainId) || path === v2SubgraphPath(chainId))
      return { kind: 'chain', chainId, path: path + search, graphql: true }
  }
  const direct = /^\/chains\/(\d+)(\/[a-z]+)$/.exec(path)
  if (direct && chainIds.includes(Number(direct[1])) && PROCESS_ENDPOINTS.has(direct[2]!))
    return { kind: 'chain', chainId: Number(direct[1]), path: direct[2]!, graphql: false }
  if (path === '/health') return { kind: 'health' }
  if (path === '/ready') return { kind: 'ready' }
  if (path === '/status') return { kind: 'status' }
  return { kind: 'none' }
}

export interface GatewayChain {
  chainId: number
  network: string
  /** Where the chain's Ponder process listens (127.0.0.1). */
  port: number
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  if (response.headersSent) return
  const text = JSON.stringify(body)
  response.writeHead(status, {
    ...headers,
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'x-content-type-options': 'nosniff',
  })
  response.end(text)
}

/** graph-node's error shape: `{ errors: [{ message }] }`. */
const refuse: Refuse = (response, status, _code, message, headers) =>
  sendJson(response, status, { errors: [{ message }] }, headers as Record<string, string> | undefined)

function forward(
  incoming: IncomingMessage,
  response: ServerResponse,
  chain: GatewayChain,
  path: string,
  body: string | null,
): void {
  const headers: Record<string, string> = { host: `127.0.0.1:${chain.port}` }
  if (body !== null) {
    headers['content-type'] = incoming.headers['content-type'] ?? 'application/json'
    headers['content-length'] = String(Buffer.byteLength(body))
  }
  const outgoing = request(
    { host: '127.0.0.1', port: chain.port, method: incoming.method, path, headers },
    (answer) => {
      const status = answer.statusCode ?? 502
      if (status >= 500 && status !== 503) {
        // Whatever the process said (it may name files or echo the request), the client gets this.
        answer.resume()
        sendJson(response, 500, { errors: [{ message: 'Internal error while running the query' }] })
        return
      }
      if (response.headersSent) return answer.resume()
      const type = answer.headers['content-type']
      response.writeHead(status, {
        ...(type ? { 'content-type': type } : {}),
        ...(answer.headers['content-length'] ? { 'content-length': answer.headers['content-length'] } : {}),
        'x-content-type-options': 'nosniff',
      })
      answer.pipe(response)
    },
  )
  // The client went away or the request timed out: stop waiting for the process.
  response.once('close', () => outgoing.destroy())
  outgoing.on('error', () => {
    if (response.headersSent) response.destroy()
    else
      sendJson(response, 503, {
        errors: [{ message: `The indexer of chain ${chain.chainId} is not running` }],
      })
  })
  outgoing.end(body ?? undefined)
}

/** The limit a GraphQL request's text exceeds, if any (the process checks everything else). */
function textLimitRefusal(path: string, body: string | null): string | null {
  let query: unknown
  if (body === null) query = new URLSearchParams(path.split('?')[1] ?? '').get('query')
  else {
    try {
      query = (JSON.parse(body) as { query?: unknown } | null)?.query
    } catch {
      return null
    }
  }
  if (typeof query !== 'string') return null
  try {
    checkText(query, DEFAULT_LIMITS)
    return null
  } catch (error) {
    if (error instanceof LimitError) return error.message
    throw error
  }
}

async function childAnswer(chain: GatewayChain, path: string): Promise<Response | null> {
  try {
    return await fetch(`http://127.0.0.1:${chain.port}${path}`, { signal: AbortSignal.timeout(5_000) })
  } catch {
    return null
  }
}

export function createGateway(chains: readonly GatewayChain[], options: HttpGuardOptions): Server {
  const chainIds = chains.map((chain) => chain.chainId)
  const guard = createHttpGuard(options, {
    probes: ['/health', '/ready'],
    methods: ['GET', 'POST', 'OPTIONS'],
    refuse,
  })

  async function handle(incoming: IncomingMessage, response: ServerResponse) {
    const url = incoming.url ?? '/'
    const target = route(url, chainIds)
    const path = url.split('?', 1)[0] ?? '/'
    if (!guard.admit(incoming, response, path)) return
    const post = incoming.method === 'POST'
    if (!post && incoming.method !== 'GET' && incoming.method !== 'HEAD')
      return refuse(response, 405, 'METHOD_NOT_ALLOWED', 'Use GET or POST', { allow: 'GET, POST' })
    switch (target.kind) {
      case 'chain': {
        const chain = chains.find((candidate) => candidate.chainId === target.chainId)!
        if (post && !target.graphql)
          return refuse(response, 405, 'METHOD_NOT_ALLOWED', 'Use GET', { allow: 'GET' })
        if (!target.graphql && OPERATOR_ENDPOINTS.has(target.path) && !guard.isOperator(incoming)) {
          if (!options.operatorToken) return refuse(response, 404, 'NOT_FOUND', 'No subgraph at this path')
          return refuse(response, 401, 'UNAUTHORIZED', "This path needs the operator's token", {
            'www-authenticate': 'Bearer',
          })
        }
        const body = post ? await guard.readBody(incoming, response) : null
        if (post && body === null) return
        // A query past the text limits is refused here, and never occupies the chain's process.
        const refusal = target.graphql ? textLimitRefusal(target.path, body) : null
        if (refusal) return refuse(response, 400, 'QUERY_LIMIT', refusal)
        forward(incoming, response, chain, target.path, body)
        return
      }
      case 'health':
        return sendJson(response, 200, { status: 'ok' })
      case 'ready': {
        // Ready once every chain's process has caught up with its chain (an indexer) or finds the
        // indexed data complete in the database (a reader).
        const answers = await Promise.all(chains.map((chain) => childAnswer(chain, '/ready')))
        const states = Object.fromEntries(
          chains.map((chain, i) => [chain.chainId, answers[i]?.status === 200]),
        )
        const ready = Object.values(states).every(Boolean)
        return sendJson(response, ready ? 200 : 503, {
          status: ready ? 'ready' : 'catching up',
          chains: states,
        })
      }
      case 'status': {
        const entries = await Promise.all(
          chains.map(async (chain) => {
            const answer = await childAnswer(chain, '/status')
            const status = answer?.ok
              ? ((await answer.json().catch(() => null)) as Record<string, unknown> | null)
              : null
            return [chain.chainId, status?.[chain.network] ?? null] as const
          }),
        )
        return sendJson(response, 200, Object.fromEntries(entries))
      }
      case 'none':
        return refuse(response, 404, 'NOT_FOUND', 'No subgraph at this path')
    }
  }

  const server = createServer((incoming, response) => {
    handle(incoming, response).catch((error: unknown) => {
      console.error('[indexer] request failed:', error)
      if (!response.headersSent) refuse(response, 500, 'INTERNAL_ERROR', 'Internal error')
      else response.destroy()
    })
  })
  guard.configure(server)
  return server
}
