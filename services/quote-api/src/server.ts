import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { findBestTrade, NATIVE, type PoolSnapshot, routingConfig, type TokenInfo } from '@exchange/router'
import { swapRouter02Calldata } from '@exchange/router/sdk'
import { ChainRuntime, ChainUnavailableError, defaultPollingInterval } from './chain.ts'
import { type ParamError, parseQuoteParams, type QuoteParams } from './params.ts'
import { buildQuoteResponse, type QuoteResponse } from './response.ts'

export interface QuoteApiOptions {
  /** 0 picks a free port. */
  port: number
  host?: string
  /** JSON-RPC URL per chain id; the chains served are those the router knows among these. */
  rpcUrls: Partial<Record<number, string>>
  /** Block polling interval in ms, per chain or for all (default 1000 on layer 1, 250 on layer 2). */
  pollingIntervalMs?: number | Partial<Record<number, number>>
}

export interface QuoteApi {
  url: string
  close(): Promise<void>
}

/** SwapRouter02's address, the same on every chain the router serves. */
const SWAP_ROUTER_02 = '0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45'

type Body = Record<string, unknown>

/** When each request started, for the Server-Timing header (time spent in this process). */
const started = new WeakMap<ServerResponse, number>()

function send(response: ServerResponse, status: number, body: Body) {
  const text = JSON.stringify(body)
  const since = started.get(response)
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    // The app calls from its own origin; answers hold public chain data only.
    'access-control-allow-origin': '*',
    ...(since === undefined
      ? {}
      : { 'server-timing': `total;dur=${(performance.now() - since).toFixed(2)}` }),
  })
  response.end(text)
}

const badRequest = (response: ServerResponse, error: ParamError) => send(response, 400, { ...error })

/**
 * Computed answers of the current block, shared by identical requests: the answer depends on the
 * request and the block only. Bounded; emptied when the block moves on.
 */
class AnswerCache {
  private block = -1n
  private readonly entries = new Map<string, Omit<QuoteResponse, 'quoteId'> | null>()

  get(block: bigint, key: string) {
    if (block !== this.block) return undefined
    return this.entries.get(key)
  }

  set(block: bigint, key: string, value: Omit<QuoteResponse, 'quoteId'> | null) {
    if (block !== this.block) {
      this.entries.clear()
      this.block = block
    }
    if (this.entries.size >= 2000) this.entries.delete(this.entries.keys().next().value!)
    this.entries.set(key, value)
  }
}

/** Starts the quote API: GET /v1/quote and GET /healthz. */
export async function startQuoteApi(options: QuoteApiOptions): Promise<QuoteApi> {
  const chains = new Map<number, ChainRuntime>()
  for (const [key, url] of Object.entries(options.rpcUrls)) {
    const chainId = Number(key)
    if (!url || !routingConfig(chainId)) continue
    const interval =
      typeof options.pollingIntervalMs === 'number'
        ? options.pollingIntervalMs
        : (options.pollingIntervalMs?.[chainId] ?? defaultPollingInterval(chainId))
    chains.set(chainId, new ChainRuntime(chainId, url, interval))
  }
  const supported = new Map(
    [...chains.values()].map((chain) => [
      chain.chainId,
      { nativeSymbol: chain.config.nativeSymbol, wrappedNative: chain.config.wrappedNative.address },
    ]),
  )
  const answers = new Map<number, AnswerCache>(
    [...chains.keys()].map((chainId) => [chainId, new AnswerCache()]),
  )

  async function quote(params: QuoteParams, query: string, response: ServerResponse) {
    const chain = chains.get(params.chainId)!
    const config = chain.config
    let snapshot: PoolSnapshot
    let tokenIn: TokenInfo | undefined
    let tokenOut: TokenInfo | undefined
    try {
      await chain.fresh()
      tokenIn = params.tokenIn === NATIVE ? config.wrappedNative : await chain.cache.loadToken(params.tokenIn)
      tokenOut =
        params.tokenOut === NATIVE ? config.wrappedNative : await chain.cache.loadToken(params.tokenOut)
      if (!tokenIn) {
        return badRequest(response, {
          errorCode: 'TOKEN_IN_INVALID',
          field: 'tokenInAddress',
          detail: `Could not find token with address "${params.tokenIn}"`,
        })
      }
      if (!tokenOut) {
        return badRequest(response, {
          errorCode: 'TOKEN_OUT_INVALID',
          field: 'tokenOutAddress',
          detail: `Could not find token with address "${params.tokenOut}"`,
        })
      }
      snapshot = await chain.cache.snapshot(tokenIn.address, tokenOut.address)
    } catch (error) {
      const detail =
        error instanceof ChainUnavailableError ? error.message : `Chain ${params.chainId} is unreachable`
      return send(response, 503, { errorCode: 'CHAIN_UNAVAILABLE', detail })
    }

    const cache = answers.get(params.chainId)!
    let answer = cache.get(snapshot.blockNumber, query)
    if (answer === undefined) {
      const trade = findBestTrade(snapshot, {
        tokenIn: params.tokenIn,
        tokenOut: params.tokenOut,
        amount: params.amount,
        tradeType: params.type,
        protocols: params.protocols,
        maxHops: params.maxHops,
      })
      answer = null
      if (trade) {
        const { quoteId: _, ...rest } = buildQuoteResponse(trade, snapshot, '')
        answer = rest
        if (params.swap) {
          const { calldata, value } = swapRouter02Calldata(trade, {
            slippageBips: params.swap.slippageBips,
            recipient: params.swap.recipient,
            deadline: Math.floor(Date.now() / 1000) + params.swap.deadlineSeconds,
          })
          answer = { ...rest, methodParameters: { calldata, value, to: SWAP_ROUTER_02 } }
        }
      }
      // Calldata carries a deadline from now: only plain quotes are shared.
      if (!params.swap) cache.set(snapshot.blockNumber, query, answer)
    }
    if (!answer) return send(response, 404, { errorCode: 'NO_ROUTE', detail: 'No route found' })
    send(response, 200, { quoteId: crypto.randomUUID().slice(0, 8), ...answer })
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost')
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, OPTIONS',
        'access-control-allow-headers': 'content-type',
        'access-control-max-age': '86400',
      })
      return response.end()
    }
    if (request.method !== 'GET')
      return send(response, 405, { errorCode: 'METHOD_NOT_ALLOWED', detail: 'Use GET' })
    if (url.pathname === '/healthz') {
      const report = Object.fromEntries([...chains.values()].map((chain) => [chain.chainId, chain.health()]))
      const healthy = [...chains.values()].some((chain) => chain.healthy)
      return send(response, healthy ? 200 : 503, { status: healthy ? 'ok' : 'unavailable', chains: report })
    }
    if (url.pathname === '/v1/quote' || url.pathname === '/v1/quote/') {
      const parsed = parseQuoteParams(url.searchParams, supported)
      if (!parsed.ok) return badRequest(response, parsed.error)
      const canonical = [...url.searchParams.entries()].sort(([a], [b]) => a.localeCompare(b))
      return quote(parsed.params, JSON.stringify(canonical), response)
    }
    send(response, 404, { errorCode: 'NOT_FOUND', detail: `No route for ${url.pathname}` })
  }

  const server = createServer((request, response) => {
    started.set(response, performance.now())
    handle(request, response).catch((error: unknown) => {
      // Whatever went wrong, the request gets an answer and the process carries on.
      const detail = error instanceof Error ? error.message.split('\n')[0] : 'Internal error'
      if (!response.headersSent) send(response, 500, { errorCode: 'INTERNAL_ERROR', detail })
      else response.destroy()
    })
  })
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\n\r\n')
  })
  server.keepAliveTimeout = 65_000

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  for (const chain of chains.values()) chain.start()
  const address = server.address() as AddressInfo
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
  return {
    url: `http://${host}:${address.port}`,
    close: async () => {
      for (const chain of chains.values()) chain.stop()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
