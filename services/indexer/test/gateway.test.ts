import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { HttpGuardOptions } from '@exchange/service-http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGateway, route } from '../src/gateway.ts'

const APP = 'http://localhost:3000'
const GUARD: HttpGuardOptions = {
  corsOrigins: [APP],
  allowedHosts: ['localhost', '127.0.0.1', '::1'],
  rateLimit: null,
  trustedProxies: 0,
  maxBodyBytes: 128 * 1024,
  requestTimeoutMs: 2_000,
}

describe('route', () => {
  const chains = [1, 42161]

  it("sends each chain's public subgraph path to its process, with the query string", () => {
    expect(route('/subgraphs/name/uniswap/uniswap-v3', chains)).toEqual({
      kind: 'chain',
      chainId: 1,
      path: '/subgraphs/name/uniswap/uniswap-v3',
      graphql: true,
    })
    expect(route('/subgraphs/name/ianlapham/uniswap-arbitrum-one?query=%7B%7D', chains)).toEqual({
      kind: 'chain',
      chainId: 42161,
      path: '/subgraphs/name/ianlapham/uniswap-arbitrum-one?query=%7B%7D',
      graphql: true,
    })
  })

  it("reaches a process's own endpoints under /chains/{id}, and no other path of it", () => {
    expect(route('/chains/42161/metrics', chains)).toEqual({
      kind: 'chain',
      chainId: 42161,
      path: '/metrics',
      graphql: false,
    })
    expect(route('/chains/10/metrics', chains)).toEqual({ kind: 'none' })
    expect(route('/chains/1/graphql', chains)).toEqual({ kind: 'none' })
    expect(route('/chains/1/status/../x', chains)).toEqual({ kind: 'none' })
  })

  it('answers health, readiness and status itself, and nothing else', () => {
    expect(route('/health', chains)).toEqual({ kind: 'health' })
    expect(route('/ready', chains)).toEqual({ kind: 'ready' })
    expect(route('/status', chains)).toEqual({ kind: 'status' })
    expect(route('/subgraphs/name/uniswap/uniswap-v3', [42161])).toEqual({ kind: 'none' })
    expect(route('/graphql', chains)).toEqual({ kind: 'none' })
  })
})

describe('the gateway', () => {
  let backend: Server
  let gateway: Server
  let base: string
  const received: { method?: string; url?: string; body: string; contentType?: string }[] = []

  const listen = (server: Server) =>
    new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
    )

  beforeAll(async () => {
    // Stands in for the chain-1 Ponder process.
    backend = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString()
      })
      request.on('end', () => {
        received.push({
          method: request.method,
          url: request.url,
          body,
          contentType: request.headers['content-type'],
        })
        if (request.url === '/status') {
          response.writeHead(200, { 'content-type': 'application/json' })
          response.end(JSON.stringify({ mainnet: { ready: true, block: { number: 7, timestamp: 1 } } }))
        } else if (request.url === '/ready') {
          response.writeHead(200).end()
        } else if (body.includes('crash')) {
          response.writeHead(500, { 'content-type': 'text/plain' })
          response.end(
            `TypeError: x occurred in '/work/app/ponder/src/api/index.ts:12:3' while handling ${body}`,
          )
        } else {
          response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
          response.end(JSON.stringify({ data: { echo: body } }))
        }
      })
    })
    const backendPort = await listen(backend)
    // Chain 42161's process is not running: nothing listens on its port.
    const closed = createServer()
    const deadPort = await listen(closed)
    await new Promise((resolve) => closed.close(resolve))
    gateway = createGateway(
      [
        { chainId: 1, network: 'mainnet', port: backendPort },
        { chainId: 42161, network: 'arbitrum', port: deadPort },
      ],
      GUARD,
    )
    base = `http://127.0.0.1:${await listen(gateway)}`
  })

  afterAll(async () => {
    gateway.closeAllConnections()
    await new Promise((resolve) => gateway.close(resolve))
    await new Promise((resolve) => backend.close(resolve))
  })

  it('forwards a GraphQL POST to the chain process and its answer back', async () => {
    const query = JSON.stringify({ query: '{ _meta { block { number } } }' })
    const response = await fetch(`${base}/subgraphs/name/uniswap/uniswap-v3`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: APP },
      body: query,
    })
    expect(response.status).toBe(200)
    // The app's origin, not the process's own `*`.
    expect(response.headers.get('access-control-allow-origin')).toBe(APP)
    expect(await response.json()).toEqual({ data: { echo: query } })
    expect(received.at(-1)).toEqual({
      method: 'POST',
      url: '/subgraphs/name/uniswap/uniswap-v3',
      body: query,
      contentType: 'application/json',
    })
  })

  it('answers 503 for a chain whose process is not running, and not ready', async () => {
    const response = await fetch(`${base}/subgraphs/name/ianlapham/uniswap-arbitrum-one`, {
      method: 'POST',
      body: '{}',
    })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      errors: [{ message: 'The indexer of chain 42161 is not running' }],
    })
    const ready = await fetch(`${base}/ready`)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toEqual({ status: 'catching up', chains: { 1: true, 42161: false } })
    expect((await fetch(`${base}/health`)).status).toBe(200)
  })

  it('merges the status of the chains by chain id', async () => {
    expect(await (await fetch(`${base}/status`)).json()).toEqual({
      1: { ready: true, block: { number: 7, timestamp: 1 } },
      42161: null,
    })
  })

  it('answers 404 elsewhere', async () => {
    expect((await fetch(`${base}/subgraphs/name/someone/else`)).status).toBe(404)
  })

  it('gives another origin no CORS header, even where the process answers with `*`', async () => {
    const other = await fetch(`${base}/subgraphs/name/uniswap/uniswap-v3`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: '{"query":"{ _meta { block { number } } }"}',
    })
    expect(other.status).toBe(200)
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await fetch(`${base}/subgraphs/name/uniswap/uniswap-v3`, {
      method: 'OPTIONS',
      headers: {
        origin: APP,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(APP)
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type')
  })

  it('refuses a 30 MB body with 413 without forwarding or echoing it', async () => {
    const before = received.length
    const body = JSON.stringify({ query: `{ ${'x'.repeat(30 * 1024 * 1024)} }` })
    const response = await fetch(`${base}/subgraphs/name/uniswap/uniswap-v3`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    }).catch((error: unknown) => error)
    // The client may see the 413 or, having sent on after it, the closed connection: never an echo.
    if (response instanceof Response) {
      expect(response.status).toBe(413)
      const text = await response.text()
      expect(text.length).toBeLessThan(200)
      expect(text).not.toContain('xxxx')
    }
    expect(received.length).toBe(before)
    // Declared too large: refused before a byte of it is read.
    const { request } = await import('node:http')
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = request(
        `${base}/subgraphs/name/uniswap/uniswap-v3`,
        { method: 'POST', headers: { 'content-length': String(30 * 1024 * 1024) } },
        (answer) => {
          answer.resume()
          resolve(answer.statusCode ?? 0)
        },
      )
      outgoing.on('error', reject)
      outgoing.write('{')
    })
    expect(status).toBe(413)
  })

  it("answers a process's failure without its text (file paths, the request)", async () => {
    const response = await fetch(`${base}/subgraphs/name/uniswap/uniswap-v3`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"crash"}',
    })
    expect(response.status).toBe(500)
    const text = await response.text()
    expect(text).not.toContain('/work')
    expect(text).not.toContain('crash')
    expect(JSON.parse(text)).toEqual({ errors: [{ message: 'Internal error while running the query' }] })
  })

  it('answers only to its loopback names', async () => {
    const { request } = await import('node:http')
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = request(`${base}/status`, { headers: { host: 'rebound.example' } }, (answer) => {
        answer.resume()
        resolve(answer.statusCode ?? 0)
      })
      outgoing.on('error', reject)
      outgoing.end()
    })
    expect(status).toBe(421)
  })
})

describe('the gateway under a rate limit', () => {
  it('answers 429 with Retry-After past the burst, but never to the probes', async () => {
    const gateway = createGateway([], { ...GUARD, rateLimit: { perSecond: 1, burst: 3 } })
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`
    try {
      const answers = []
      for (let i = 0; i < 5; i++) answers.push(await fetch(`${base}/status`))
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429, 429])
      expect(answers[3]!.headers.get('retry-after')).toBe('1')
      expect(await answers[3]!.json()).toEqual({
        errors: [{ message: 'Too many requests: retry after the time in Retry-After' }],
      })
      expect((await fetch(`${base}/health`)).status).toBe(200)
      expect((await fetch(`${base}/ready`)).status).toBe(200)
    } finally {
      gateway.closeAllConnections()
      await new Promise((resolve) => gateway.close(resolve))
    }
  })
})

describe('the gateway and abusive queries', () => {
  it('refuses a query past the text limits itself, without forwarding it', async () => {
    let forwarded = 0
    const backend = createServer((_request, response) => {
      forwarded++
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{}}')
    })
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve))
    const gateway = createGateway(
      [{ chainId: 1, network: 'mainnet', port: (backend.address() as AddressInfo).port }],
      GUARD,
    )
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/subgraphs/name/uniswap/uniswap-v3`
    try {
      const aliases = `{ ${Array.from({ length: 500 }, (_, i) => `a${i}: pools { id }`).join(' ')} }`
      const posted = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: aliases }),
      })
      expect(posted.status).toBe(400)
      expect(await posted.json()).toEqual({ errors: [{ message: 'The query uses more than 20 aliases' }] })
      const asGet = await fetch(`${url}?${new URLSearchParams({ query: aliases })}`)
      expect(asGet.status).toBe(400)
      expect(forwarded).toBe(0)
      const normal = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ pools { id } }' }),
      })
      expect(normal.status).toBe(200)
      expect(forwarded).toBe(1)
    } finally {
      gateway.closeAllConnections()
      await new Promise((resolve) => gateway.close(resolve))
      await new Promise((resolve) => backend.close(resolve))
    }
  })
})
