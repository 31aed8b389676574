import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http'
import { subgraphPath } from './settings.ts'

/**
 * The indexer's one public HTTP address in front of the per-chain Ponder processes: each chain's
 * subgraph path goes to its process, `/chains/{id}/...` reaches a process's own endpoints
 * (/status, /metrics, /ready), and /health, /ready and /status answer for the whole.
 */

export type Route =
  | { kind: 'chain'; chainId: number; path: string }
  | { kind: 'health' }
  | { kind: 'ready' }
  | { kind: 'status' }
  | { kind: 'none' }

export function route(url: string, chainIds: readonly number[]): Route {
  const [path = '/', query] = url.split('?', 2)
  const search = query === undefined ? '' : `?${query}`
  for (const chainId of chainIds) {
    if (path === subgraphPath(chainId)) return { kind: 'chain', chainId, path: path + search }
  }
  const direct = /^\/chains\/(\d+)(\/.*)$/.exec(path)
  if (direct && chainIds.includes(Number(direct[1])))
    return { kind: 'chain', chainId: Number(direct[1]), path: direct[2]! + search }
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

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    // The app calls from another origin; Ponder answers its own routes with the same header.
    'access-control-allow-origin': '*',
  })
  response.end(text)
}

function proxy(incoming: IncomingMessage, response: ServerResponse, chain: GatewayChain, path: string): void {
  const headers = { ...incoming.headers, host: `127.0.0.1:${chain.port}` }
  const outgoing = request(
    { host: '127.0.0.1', port: chain.port, method: incoming.method, path, headers },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(response)
    },
  )
  outgoing.on('error', () => {
    if (response.headersSent) response.destroy()
    else
      sendJson(response, 503, {
        errors: [{ message: `The indexer of chain ${chain.chainId} is not running` }],
      })
  })
  incoming.pipe(outgoing)
}

async function childAnswer(chain: GatewayChain, path: string): Promise<Response | null> {
  try {
    return await fetch(`http://127.0.0.1:${chain.port}${path}`)
  } catch {
    return null
  }
}

export function createGateway(chains: readonly GatewayChain[]): Server {
  const chainIds = chains.map((chain) => chain.chainId)
  return createServer((incoming, response) => {
    const target = route(incoming.url ?? '/', chainIds)
    switch (target.kind) {
      case 'chain':
        proxy(incoming, response, chains.find((chain) => chain.chainId === target.chainId)!, target.path)
        return
      case 'health':
        response.writeHead(200).end()
        return
      case 'ready':
        void Promise.all(chains.map((chain) => childAnswer(chain, '/ready'))).then((answers) => {
          const ready = answers.every((answer) => answer?.status === 200)
          response.writeHead(ready ? 200 : 503, { 'content-type': 'text/plain' })
          response.end(ready ? '' : 'Historical indexing is not complete.')
        })
        return
      case 'status':
        void Promise.all(
          chains.map(async (chain) => {
            const answer = await childAnswer(chain, '/status')
            const status = answer?.ok ? ((await answer.json()) as Record<string, unknown> | null) : null
            return [chain.chainId, status?.[chain.network] ?? null] as const
          }),
        ).then((entries) => sendJson(response, 200, Object.fromEntries(entries)))
        return
      case 'none':
        sendJson(response, 404, { errors: [{ message: `No subgraph at ${incoming.url}` }] })
        return
    }
  })
}
