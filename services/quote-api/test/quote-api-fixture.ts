import {
  ARBITRUM_ONE,
  type Devnet,
  devnetClient,
  freePort,
  MAINNET,
  OPTIMISM,
  startDevnet,
  MAINNET_TOKENS as T,
} from '@exchange/devnet'
import { parseQuoteResponse, type QuoteAnswer, quoteAnswerSchema } from '@exchange/quote-format'
import { parseEther } from 'viem'
import { afterAll, beforeAll, expect } from 'vitest'
import { type QuoteApi, startQuoteApi } from '../src/server.ts'

/**
 * The quote API against the devnet replica, for the quote-*.test.ts files: the devnet started from the
 * snapshot once a file, an API serving its three chains, and one whose Optimism answers nothing.
 */

export let devnet: Devnet
export let api: QuoteApi
/** Serves mainnet and an Optimism whose RPC URL answers nothing. */
export let partialApi: QuoteApi
export let client: ReturnType<typeof devnetClient>

/** Starts the devnet and both APIs before the file's tests; stops them after them. */
export function onQuoteApi() {
  beforeAll(async () => {
    devnet = await startDevnet({ l1Port: 0, l2Port: 0, opPort: 0 })
    client = devnetClient(MAINNET, devnet.chains[MAINNET]!.url)
    api = await startQuoteApi({
      port: 0,
      rpcUrls: {
        [MAINNET]: devnet.chains[MAINNET]!.url,
        [OPTIMISM]: devnet.chains[OPTIMISM]!.url,
        [ARBITRUM_ONE]: devnet.chains[ARBITRUM_ONE]!.url,
      },
      pollingIntervalMs: 100,
    })
    // Optimism is served but its RPC URL answers nothing: quotes there must get 503.
    const deadPort = await freePort()
    partialApi = await startQuoteApi({
      port: 0,
      rpcUrls: { [MAINNET]: devnet.chains[MAINNET]!.url, [OPTIMISM]: `http://127.0.0.1:${deadPort}` },
      pollingIntervalMs: 100,
    })
  })

  afterAll(async () => {
    await partialApi?.close()
    await api?.close()
    await devnet?.stop()
  })
}

export async function get(query: Record<string, string>, path = '/v1/quote', server = api) {
  const response = await fetch(`${server.url}${path}?${new URLSearchParams(query)}`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

export const quoteQuery = (overrides: Record<string, string>) => ({
  tokenInAddress: T.WETH.address,
  tokenInChainId: '1',
  tokenOutAddress: T.USDC.address,
  tokenOutChainId: '1',
  amount: parseEther('1').toString(),
  type: 'exactIn',
  ...overrides,
})

/**
 * A route, read with the answer's schemas (@exchange/quote-format): every answer of these tests is of
 * the format the service writes, and one the app reads.
 */
export async function quote(overrides: Record<string, string>) {
  const { status, body } = await get(quoteQuery(overrides))
  expect(status, JSON.stringify(body)).toBe(200)
  expect(quoteAnswerSchema.safeParse(body).error?.issues, JSON.stringify(body)).toBeUndefined()
  expect(parseQuoteResponse(body), 'the app reads it').toBeDefined()
  return body as unknown as QuoteAnswer
}

export const tokenJson = (token: { address: string; symbol: string; decimals: number }, chainId = 1) => ({
  address: token.address,
  chainId,
  symbol: token.symbol,
  decimals: String(token.decimals),
})
