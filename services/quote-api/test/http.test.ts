import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type QuoteApi, startQuoteApi } from '../src/server.ts'

/**
 * What the quote API puts in front of every request, against a chain whose RPC accepts connections
 * and never answers (so that a quote hangs): CORS allow-list, Host check, body limit, timeout, rate
 * limit, health and readiness.
 */

const APP = 'https://app.example'
let hanging: Server
const sockets = new Set<Socket>()
let api: QuoteApi
let limited: QuoteApi

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  )

beforeAll(async () => {
  hanging = createServer(() => {})
  hanging.on('connection', (socket) => sockets.add(socket))
  const rpc = `http://127.0.0.1:${await listen(hanging)}`
  api = await startQuoteApi({
    port: 0,
    rpcUrls: { 1: rpc },
    http: { corsOrigins: [APP], requestTimeoutMs: 800, rateLimit: null },
  })
  limited = await startQuoteApi({
    port: 0,
    rpcUrls: { 1: rpc },
    http: { corsOrigins: [APP], rateLimit: { perSecond: 2, burst: 5 } },
  })
})

afterAll(async () => {
  await api?.close()
  await limited?.close()
  for (const socket of sockets) socket.destroy()
  await new Promise((resolve) => hanging?.close(resolve))
})

const quotePath =
  '/v1/quote?tokenInAddress=ETH&tokenInChainId=1&tokenOutAddress=0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48&tokenOutChainId=1&amount=1000&type=exactIn'

/** A raw request, so that the Host header and the body can be anything. */
function raw(
  base: string,
  options: { method?: string; path?: string; headers?: Record<string, string>; body?: Buffer },
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  const url = new URL(base)
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: options.method ?? 'GET',
        path: options.path ?? '/health',
        headers: options.headers,
      },
      (answer) => {
        let text = ''
        answer.on('data', (chunk: Buffer) => {
          text += chunk.toString()
        })
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, text }))
      },
    )
    outgoing.on('error', reject)
    outgoing.end(options.body)
  })
}

describe('CORS', () => {
  it('answers an allowed origin with its own name, and another origin with no CORS header at all', async () => {
    const allowed = await fetch(`${api.url}/health`, { headers: { origin: APP } })
    expect(allowed.headers.get('access-control-allow-origin')).toBe(APP)
    expect(allowed.headers.get('vary')).toContain('Origin')
    const other = await fetch(`${api.url}/health`, { headers: { origin: 'https://evil.example' } })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
    const none = await fetch(`${api.url}/health`)
    expect(none.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('passes the preflight of an allowed origin only', async () => {
    const preflight = (origin: string) =>
      fetch(`${api.url}/v1/quote`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET' },
      })
    const allowed = await preflight(APP)
    expect(allowed.status).toBe(204)
    expect(allowed.headers.get('access-control-allow-origin')).toBe(APP)
    expect(allowed.headers.get('access-control-allow-methods')).toContain('GET')
    const refused = await preflight('http://localhost:3001')
    expect(refused.headers.get('access-control-allow-origin')).toBeNull()
    expect(refused.headers.get('access-control-allow-methods')).toBeNull()
  })

  it("allows the app's own origin under npm start by default", async () => {
    const defaults = await startQuoteApi({ port: 0, rpcUrls: {} })
    try {
      for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000']) {
        const answer = await fetch(`${defaults.url}/health`, { headers: { origin } })
        expect(answer.headers.get('access-control-allow-origin')).toBe(origin)
      }
      const other = await fetch(`${defaults.url}/health`, { headers: { origin: 'http://localhost:3001' } })
      expect(other.headers.get('access-control-allow-origin')).toBeNull()
    } finally {
      await defaults.close()
    }
  })
})

describe('Host header', () => {
  it('answers only to its loopback names when it listens on loopback (no DNS rebinding)', async () => {
    const port = new URL(api.url).port
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
      expect((await raw(api.url, { path: '/v1/nothing', headers: { host } })).status).toBe(404)
    }
    const rebound = await raw(api.url, { path: quotePath, headers: { host: `attacker.example:${port}` } })
    expect(rebound.status).toBe(421)
    expect(JSON.parse(rebound.text)).toEqual({
      errorCode: 'HOST_NOT_ALLOWED',
      detail: 'This server does not answer for that host name',
    })
    // A load balancer's probe may use any name.
    expect((await raw(api.url, { path: '/health', headers: { host: '10.0.0.7' } })).status).toBe(200)
  })
})

describe('request body', () => {
  it('refuses a body over the limit with 413, without reading or echoing it', async () => {
    const body = Buffer.alloc(2 * 1024 * 1024, 'A')
    const answer = await raw(api.url, {
      method: 'GET',
      path: quotePath,
      headers: { 'content-type': 'text/plain', 'content-length': String(body.length) },
      body,
    })
    expect(answer.status).toBe(413)
    expect(answer.text.length).toBeLessThan(200)
    expect(answer.text).not.toContain('AAAA')
    expect(JSON.parse(answer.text)).toMatchObject({ errorCode: 'BODY_TOO_LARGE' })
  })
})

describe('timeouts', () => {
  it('answers 503 TIMEOUT when a quote is not ready within the request timeout, and keeps serving', async () => {
    const started = Date.now()
    const answer = await fetch(`${api.url}${quotePath}`)
    expect(answer.status).toBe(503)
    expect(await answer.json()).toMatchObject({ errorCode: 'TIMEOUT' })
    expect(Date.now() - started).toBeLessThan(5_000)
    expect((await fetch(`${api.url}/health`)).status).toBe(200)
  })
})

describe('health and readiness', () => {
  it('is alive but not ready while no chain has been read', async () => {
    expect(await (await fetch(`${api.url}/health`)).json()).toEqual({ status: 'ok' })
    const ready = await fetch(`${api.url}/ready`)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toMatchObject({ status: 'unavailable', chains: { 1: { blockNumber: null } } })
  })
})

describe('rate limiting', () => {
  it('answers 429 with Retry-After past the burst, per client, and serves again after the wait', async () => {
    const statuses: number[] = []
    let retryAfter: string | null = null
    for (let i = 0; i < 8; i++) {
      const answer = await fetch(`${limited.url}/v1/nothing`)
      statuses.push(answer.status)
      if (answer.status === 429) {
        retryAfter = answer.headers.get('retry-after')
        expect(await answer.json()).toMatchObject({ errorCode: 'RATE_LIMITED' })
      } else await answer.arrayBuffer()
    }
    expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404])
    expect(statuses.slice(5)).toEqual([429, 429, 429])
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1)
    // Probes are never limited: a load balancer must see the instance as alive.
    expect((await fetch(`${limited.url}/health`)).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, Number(retryAfter) * 1000))
    expect((await fetch(`${limited.url}/v1/nothing`)).status).toBe(404)
  })
})
