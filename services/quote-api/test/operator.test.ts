import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UNAVAILABLE } from '../src/chain.ts'
import { type QuoteApi, startQuoteApi } from '../src/server.ts'

/** Issue 48, item 4: the provider's error text is the operator's, behind QUOTE_API_OPERATOR_TOKEN. */

const TOKEN = 'operator-token-0123456789'
const SECRET = 'project 9f8e7d6c over its quota'
let rpc: Server
let api: QuoteApi

beforeAll(async () => {
  // A provider that refuses every call, naming the project in its answer.
  rpc = createServer((request, response) => {
    request.resume()
    request.on('end', () =>
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32005, message: SECRET } })),
    )
  })
  await new Promise<void>((resolve) => rpc.listen(0, '127.0.0.1', resolve))
  const rpcUrl = `http://127.0.0.1:${(rpc.address() as AddressInfo).port}`
  api = await startQuoteApi({
    port: 0,
    rpcUrls: { 1: rpcUrl },
    pollingIntervalMs: 50,
    http: { rateLimit: null, operatorToken: TOKEN },
  })
})
afterAll(async () => {
  await api?.close()
  await new Promise((resolve) => rpc.close(resolve))
})

const ready = async (headers: Record<string, string> = {}) => {
  const response = await fetch(`${api.url}/ready`, { headers })
  return {
    status: response.status,
    body: (await response.json()) as { chains: Record<string, { error?: string }> },
  }
}

describe("the quote API's readiness probe", () => {
  it('says a chain could not be read, and only to the operator what its provider said', async () => {
    let answer = await ready()
    for (let i = 0; i < 100 && !answer.body.chains[1]?.error; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      answer = await ready()
    }
    expect(answer.status).toBe(503)
    expect(answer.body.chains[1]!.error).toBe(UNAVAILABLE)
    expect(JSON.stringify(answer.body)).not.toMatch(/9f8e7d6c|quota|limit|RPC|HTTP/i)
    const wrong = await ready({ authorization: 'Bearer operator-token-wrong-value' })
    expect(wrong.body.chains[1]!.error).toBe(UNAVAILABLE)
    const operator = await ready({ authorization: `Bearer ${TOKEN}` })
    expect(operator.body.chains[1]!.error).not.toBe(UNAVAILABLE)
    expect(operator.body.chains[1]!.error).toBeTruthy()
  })

  it("answers a quote on that chain 503 without the provider's text", async () => {
    const query = new URLSearchParams({
      tokenInAddress: 'ETH',
      tokenInChainId: '1',
      tokenOutAddress: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      tokenOutChainId: '1',
      amount: '1000000000000000000',
      type: 'exactIn',
    })
    const response = await fetch(`${api.url}/v1/quote?${query}`)
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      errorCode: 'CHAIN_UNAVAILABLE',
      detail: 'Chain 1 is unreachable',
    })
  })
})
