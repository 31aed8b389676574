import { type Devnet, MAINNET, rpc, startDevnet, MAINNET_TOKENS as T } from '@exchange/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type QuoteApi, startQuoteApi } from '../src/server.ts'

/**
 * Issue 48, item 2: reading a new pair's pools is on a budget per client; quotes of known pairs are
 * not. Tokens are made on the devnet: code that answers every call with 18 (decimals() included).
 */

const ANSWERS_18 = '0x601260005260206000f3'
const tokenAt = (i: number) => `0x${(0xd15c0000 + i).toString(16).padStart(40, '0')}`

let devnet: Devnet
let api: QuoteApi

beforeAll(async () => {
  devnet = await startDevnet({ l1Port: 0 })
  const url = devnet.chains[MAINNET]!.url
  for (let i = 0; i < 12; i++) await rpc(url, 'anvil_setCode', [tokenAt(i), ANSWERS_18])
  api = await startQuoteApi({
    port: 0,
    rpcUrls: { [MAINNET]: url },
    http: { rateLimit: null, trustedProxies: 1 },
    discoveryLimit: { perSecond: 0.001, burst: 6 },
  })
}, 60_000)
afterAll(async () => {
  await api?.close()
  await devnet?.stop()
})

const quote = async (tokenOut: string, client = '203.0.113.1') => {
  const query = new URLSearchParams({
    tokenInAddress: 'ETH',
    tokenInChainId: '1',
    tokenOutAddress: tokenOut,
    tokenOutChainId: '1',
    amount: '1000000000000000000',
    type: 'exactIn',
  })
  const response = await fetch(`${api.url}/v1/quote?${query}`, { headers: { 'x-forwarded-for': client } })
  return { status: response.status, body: (await response.json()) as { errorCode?: string } }
}

describe('the budget of new pairs per client', () => {
  it("refuses a client's new pairs past its budget, and never its quotes of known pairs", async () => {
    expect((await quote(T.USDC.address)).status).toBe(200)
    // Five more new pairs fit the burst of six (no pool trades them: no route).
    for (let i = 0; i < 5; i++) expect((await quote(tokenAt(i))).status).toBe(404)
    const refused = await quote(tokenAt(5))
    expect(refused.status).toBe(429)
    expect(refused.body.errorCode).toBe('DISCOVERY_LIMITED')
    // Known pairs cost nothing.
    expect((await quote(T.USDC.address)).status).toBe(200)
    expect((await quote(tokenAt(0))).status).toBe(404)
    // Another client has its own budget.
    expect((await quote(tokenAt(6), '198.51.100.7')).status).toBe(404)
    expect(api.cacheSizes()[MAINNET]!.pairs).toBe(7)
  })
})
