import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { HttpGuardOptions } from '@exchange/service-http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGateway } from '../src/gateway.ts'

/** Issue 48, item 4: a chain process's metrics are the operator's, behind INDEXER_OPERATOR_TOKEN. */

const TOKEN = 'operator-token-0123456789'
const GUARD: HttpGuardOptions = {
  corsOrigins: [],
  allowedHosts: 'any',
  rateLimit: null,
  trustedProxies: 0,
  maxBodyBytes: 1024,
  requestTimeoutMs: 5_000,
}

let backend: Server
const gateways: Server[] = []
let open: string
let closed: string

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  )

beforeAll(async () => {
  // Stands in for a chain's Ponder process: its metrics name its RPC endpoint.
  backend = createServer((request, response) => {
    if (request.url === '/metrics') response.end('ponder_rpc_request_duration{network="mainnet"} 1\n')
    else response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
  })
  const port = Number(new URL(await listen(backend)).port)
  const chains = [{ chainId: 1, network: 'mainnet', port }]
  gateways.push(createGateway(chains, GUARD), createGateway(chains, { ...GUARD, operatorToken: TOKEN }))
  open = await listen(gateways[0]!)
  closed = await listen(gateways[1]!)
})
afterAll(async () => {
  for (const gateway of gateways) {
    gateway.closeAllConnections()
    await new Promise((resolve) => gateway.close(resolve))
  }
  await new Promise((resolve) => backend.close(resolve))
})

describe("the gateway's per-chain metrics", () => {
  it('are served to no one without an operator token configured', async () => {
    const response = await fetch(`${open}/chains/1/metrics`)
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('ponder_')
    // The chain's other endpoints stay as they were.
    expect((await fetch(`${open}/chains/1/status`)).status).toBe(200)
  })

  it("are served with the operator's token only", async () => {
    const none = await fetch(`${closed}/chains/1/metrics`)
    expect(none.status).toBe(401)
    expect(none.headers.get('www-authenticate')).toBe('Bearer')
    expect(await none.text()).not.toContain('ponder_')
    const wrong = await fetch(`${closed}/chains/1/metrics`, { headers: { authorization: 'Bearer nope' } })
    expect(wrong.status).toBe(401)
    const right = await fetch(`${closed}/chains/1/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(right.status).toBe(200)
    expect(await right.text()).toContain('ponder_rpc_request_duration')
  })
})
