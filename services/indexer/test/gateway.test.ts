import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGateway, route } from '../src/gateway.ts'

describe('route', () => {
  const chains = [1, 42161]

  it("sends each chain's public subgraph path to its process, with the query string", () => {
    expect(route('/subgraphs/name/uniswap/uniswap-v3', chains)).toEqual({
      kind: 'chain',
      chainId: 1,
      path: '/subgraphs/name/uniswap/uniswap-v3',
    })
    expect(route('/subgraphs/name/ianlapham/uniswap-arbitrum-one?query=%7B%7D', chains)).toEqual({
      kind: 'chain',
      chainId: 42161,
      path: '/subgraphs/name/ianlapham/uniswap-arbitrum-one?query=%7B%7D',
    })
  })

  it("reaches a process's own endpoints under /chains/{id}", () => {
    expect(route('/chains/42161/metrics', chains)).toEqual({
      kind: 'chain',
      chainId: 42161,
      path: '/metrics',
    })
    expect(route('/chains/10/metrics', chains)).toEqual({ kind: 'none' })
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
    gateway = createGateway([
      { chainId: 1, network: 'mainnet', port: backendPort },
      { chainId: 42161, network: 'arbitrum', port: deadPort },
    ])
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
      headers: { 'content-type': 'application/json' },
      body: query,
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
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
    expect((await fetch(`${base}/ready`)).status).toBe(503)
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
})
