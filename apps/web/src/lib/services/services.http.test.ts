// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { createServices } from './services'

interface Received {
  method: string | undefined
  path: string | undefined
  contentType: string | undefined
  body: unknown
}

const WALLET = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984'
const HASH = '0x6b3f4a0f9e8b2c1d0e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d'
const R = `0x${'11'.repeat(32)}` as const
const S = `0x${'22'.repeat(32)}` as const

const received: Received[] = []
let server: Server
let base: string

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      text += chunk
    })
    request.on('end', () => resolve(text))
    request.on('error', reject)
  })

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const text = await readBody(request)
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      body = text
    }
    received.push({
      method: request.method,
      path: request.url,
      contentType: request.headers['content-type'],
      body,
    })
    if (request.url === '/compliance') {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ blocked: true }))
    } else {
      response.writeHead(204)
      response.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
})

it('sends every kind to a real HTTP receiver', async () => {
  const debug = vi.spyOn(console, 'debug')
  const services = createServices(
    {
      analyticsUrl: `${base}/analytics`,
      monitoringUrl: `${base}/monitoring`,
      complianceUrl: `${base}/compliance`,
    },
    { now: () => 1234, origin: 'https://app.example' },
  )
  services.pageView('/swap')
  services.webVital({ name: 'CLS', value: 0.25, id: 'cls-1' })
  services.exception(new Error('boom'), true)
  services.monitorTransaction({
    type: 'SWAP',
    chainId: 1,
    walletAddress: WALLET,
    hash: HASH,
    signature: `${R}${S.slice(2)}1b`,
  })
  services.walletConnected({ chainId: 1, walletAddress: WALLET, connector: 'Injected' })
  expect(await services.screenWallet(WALLET)).toEqual({ blocked: true })
  await services.flush()
  // The server answered every one, so nothing was logged as failed.
  expect(debug).not.toHaveBeenCalled()

  const byPath = (path: string) => received.filter((request) => request.path === path)
  expect(received).toHaveLength(6)
  for (const request of received) {
    expect(request.method).toBe('POST')
    expect(request.contentType).toBe('application/json')
  }
  // Separate connections may arrive in any order; compare as sets.
  const analytics = byPath('/analytics').map((request) => request.body)
  expect(analytics).toHaveLength(3)
  expect(analytics).toContainEqual({ type: 'pageview', path: '/swap', timestamp: 1234 })
  expect(analytics).toContainEqual({
    type: 'webvital',
    name: 'CLS',
    value: 250,
    id: 'cls-1',
    timestamp: 1234,
  })
  const exception = analytics.find((body) => (body as { type: string }).type === 'exception')
  expect(exception).toMatchObject({ type: 'exception', message: 'boom', fatal: true, timestamp: 1234 })
  expect((exception as { stack: string }).stack).toMatch(/^Error: boom/)

  const monitoring = byPath('/monitoring').map((request) => request.body)
  expect(monitoring).toHaveLength(2)
  expect(monitoring).toContainEqual({
    chainId: 1,
    origin: 'https://app.example',
    timestamp: 1234,
    hash: HASH,
    r: R,
    s: S,
    v: 27,
    type: 'SWAP',
    walletAddress: WALLET,
  })
  expect(monitoring).toContainEqual({
    chainId: 1,
    origin: 'https://app.example',
    timestamp: 1234,
    type: 'WALLET_CONNECTED',
    walletAddress: WALLET,
    connector: 'Injected',
  })

  expect(byPath('/compliance').map((request) => request.body)).toEqual([{ address: WALLET }])
})
