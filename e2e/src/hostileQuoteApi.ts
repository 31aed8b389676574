import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * The quote API turned hostile: a server in front of the real one that passes every answer through
 * `tamper` (the real answer, and the request's query). Stands for a compromised or impersonated quote
 * service: the app must check what it is sent, not trust it.
 */
export type QuoteAnswer = {
  amount: string
  quote: string
  route: Record<string, unknown>[][]
  legs?: unknown[]
  [key: string]: unknown
}

export interface HostileQuoteApi {
  url: string
  /** Answers changed by `tamper` so far. */
  tampered: number
  close(): Promise<void>
}

export async function startHostileQuoteApi(
  target: string,
  tamper: (answer: QuoteAnswer, query: URLSearchParams) => QuoteAnswer,
): Promise<HostileQuoteApi> {
  const state = { tampered: 0 }
  const server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { 'access-control-allow-headers': '*' }).end()
      return
    }
    const url = new URL(request.url ?? '/', 'http://proxy')
    fetch(`${target.replace(/\/+$/, '')}${url.pathname}${url.search}`)
      .then(async (upstream) => {
        const text = await upstream.text()
        if (upstream.status !== 200 || !url.pathname.endsWith('/v1/quote')) {
          response.writeHead(upstream.status, { 'content-type': 'application/json' }).end(text)
          return
        }
        const changed = tamper(JSON.parse(text) as QuoteAnswer, url.searchParams)
        state.tampered += 1
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(changed))
      })
      .catch(() => response.writeHead(502).end())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    get tampered() {
      return state.tampered
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
