import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { QuoteAnswer } from '@exchange/quote-format'
import { findBestTrade, NATIVE, type PoolSnapshot, routingConfig, type TokenInfo } from '@exchange/router'
import { swapRouter02Calldata } from '@exchange/router/sdk'
import {
  clientKey,
  createHttpGuard,
  type HttpGuardOptions,
  type RateLimit,
  RateLimiter,
  type Refuse,
  readGuardEnv,
} from '@exchange/service-http'
import { ChainRuntime, ChainUnavailableError, defaultPollingInterval, operatorView } from './chain.ts'
import { discoveryLimitFromEnv } from './discovery-limit.ts'
import { answerKey, type ParamError, parseQuoteParams, type QuoteParams } from './params.ts'
import { buildQuoteResponse } from './response.ts'

export interface QuoteApiOptions {
  /** 0 picks a free port. */
  port: number
  host?: string
  /** JSON-RPC URL per chain id; the chains served are those the router knows among these. */
  rpcUrls: Partial<Record<number, string>>
  /** Block polling interval in ms, per chain or for all (default 1000 on layer 1, 250 on layer 2). */
  pollingIntervalMs?: number | Partial<Record<number, number>>
  /**
   * CORS allow-list, Host check, rate limit, body limit and timeout; what is not given comes from
   * the environment (readGuardEnv: CORS_ORIGINS, ALLOWED_HOSTS, TRUST_PROXY, QUOTE_API_RATE_LIMIT,
   * QUOTE_API_REQUEST_TIMEOUT_MS), else QUOTE_API_DEFAULTS, the app's origin under `npm start`
   * (http://localhost:3000) and the loopback host names when listening on loopback.
   */
  http?: Partial<HttpGuardOptions>
  /**
   * New token pairs (pairs whose pools the cache has not read) a client may ask for, per second with
   * its burst; null: no limit. From QUOTE_API_DISCOVERY_LIMIT (per second, bursts of twenty times
   * that; 0 turns it off), else DEFAULT_DISCOVERY_LIMIT. Quotes of known pairs do not count.
   */
  discoveryLimit?: RateLimit | null
}

/** The quote API's limits when nothing else is configured (see readGuardEnv for the variables). */
export const QUOTE_API_DEFAULTS = {
  /** A client polling the app's quotes asks a few times a second at most. */
  rateLimitPerSecond: 20,
  /** The API takes GET requests only: any body is refused past this. */
  maxBodyBytes: 16 * 1024,
  requestTimeoutMs: 15_000,
} as const

/**
 * An amount more than this many times the token's total supply cannot be meant (2^256-1 wei of WETH):
 * refused rather than quoted. The margin leaves room for a supply that grows between two blocks.
 */
export const SUPPLY_MARGIN = 10n
/** The native coin has no totalSupply(): its bound is a billion coins (Ether's supply is ~120 million). */
export const NATIVE_AMOUNT_BOUND = 10n ** 27n

export interface QuoteApi {
  url: string
  /** What each chain's pool cache holds (pairs, candidates, pools, tokens), for tests and benchmarks. */
  cacheSizes(): Record<number, { pairs: number; candidates: number; pools: number; tokens: number }>
  close(): Promise<void>
}

/** SwapRouter02's address, the same on every chain the router serves. */
const SWAP_ROUTER_02 = '0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45'

type Body = Record<string, unknown>

/** When each request started, for the Server-Timing header (time spent in this process). */
const started = new WeakMap<ServerResponse, number>()

function send(response: ServerResponse, status: number, body: Body, headers: Record<string, string> = {}) {
  if (response.headersSent) return
  const text = JSON.stringify(body)
  const since = started.get(response)
  // CORS headers, when the caller's origin is allowed, were set by the guard.
  response.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'x-content-type-options': 'nosniff',
    ...(since === undefined
      ? {}
      : { 'server-timing': `total;dur=${(performance.now() - since).toFixed(2)}` }),
  })
  response.end(text)
}

const badRequest = (response: ServerResponse, error: ParamError) => send(response, 400, { ...error })

const refuse: Refuse = (response, status, errorCode, detail, headers) =>
  send(response, status, { errorCode, detail }, headers as Record<string, string> | undefined)

/**
 * Computed answers of the current block, shared by identical requests: the answer depends on the
 * request and the block only. Bounded; emptied when the block moves on.
 */
class AnswerCache {
  private block = -1n
  private readonly entries = new Map<string, Omit<QuoteAnswer, 'quoteId'> | null>()

  get(block: bigint, key: string) {
    if (block !== this.block) return undefined
    return this.entries.get(key)
  }

  set(block: bigint, key: string, value: Omit<QuoteAnswer, 'quoteId'> | null) {
    if (block !== this.block) {
      this.entries.clear()
      this.block = block
    }
    if (this.entries.size >= 2000) this.entries.delete(this.entries.keys().next().value!)
    this.entries.set(key, value)
  }
}

/** Starts the quote API: GET /v1/quote, /health (liveness), /ready and /healthz (readiness). */
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

  const discoveryLimit =
    options.discoveryLimit === undefined ? discoveryLimitFromEnv() : options.discoveryLimit
  const discoveries = discoveryLimit ? new RateLimiter(discoveryLimit) : null

  async function quote(params: QuoteParams, client: string, response: ServerResponse) {
    const query = answerKey(params)
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
      // The amount is of the input for exact in, of the output for exact out.
      const specified = params.type === 'exactIn' ? params.tokenIn : params.tokenOut
      const bound =
        specified === NATIVE
          ? NATIVE_AMOUNT_BOUND
          : await chain
              .totalSupply(specified)
              .then((supply) => (supply === null ? null : supply * SUPPLY_MARGIN))
      if (bound !== null && params.amount > bound) {
        return badRequest(response, {
          errorCode: 'VALIDATION_ERROR',
          field: 'amount',
          detail: `amount is more than ${SUPPLY_MARGIN} times the token's total supply`,
        })
      }
      // A new pair is read on chain (its candidate pools): each client has a budget of them.
      if (discoveries && !chain.cache.knows(tokenIn.address, tokenOut.address)) {
        const decision = discoveries.take(client)
        if (!decision.allowed)
          return send(
            response,
            429,
            {
              errorCode: 'DISCOVERY_LIMITED',
              detail: 'Too many new token pairs: retry after the time in Retry-After',
            },
            { 'retry-after': String(decision.retryAfterSeconds) },
          )
      }
      snapshot = await chain.cache.snapshot(tokenIn.address, tokenOut.address)
    } catch (error) {
      const detail =
        error instanceof ChainUnavailableError ? error.message : `Chain ${params.chainId} is unreachable`
      return send(response, 503, { errorCode: 'CHAIN_UNAVAILABLE', detail })
    }

    const cache = answers.get(params.chainId)!
    // Calldata carries a deadline from now: only plain quotes are shared.
    let answer = params.swap ? undefined : cache.get(snapshot.blockNumber, query)
    if (answer === undefined) {
      const trade = findBestTrade(snapshot, {
        tokenIn: params.tokenIn,
        tokenOut: params.tokenOut,
        amount: params.amount,
        tradeType: params.type,
        protocols: params.protocols,
        maxHops: params.maxHops,
        // Routes may share pools (flow merged and split again at hub tokens) when the answer carries
        // the calldata, encoded here in the order the quote runs them, or when the client says it
        // encodes such routes in order itself (a client that builds one router-sdk Trade from the
        // routes could not: it refuses a pool twice).
        sharedPools: params.swap !== undefined || params.sharedPools,
        // Held splits (the answer's legs) only for clients that encode legs, or with the calldata.
        heldSplits: params.swap !== undefined || params.heldSplits,
      })
      answer = null
      if (trade) {
        const { quoteId: _, ...rest } = buildQuoteResponse(trade, snapshot, '')
        answer = rest
        if (params.swap) {
          const { calldata, value } = swapRouter02Calldata(trade, {
            slippageBips: params.swap.slippageBips,
            recipient: params.swap.recipient,
            deadline: (await chain.deadlineBase()) + params.swap.deadlineSeconds,
          })
          answer = { ...rest, methodParameters: { calldata, value, to: SWAP_ROUTER_02 } }
        }
      }
      if (!params.swap) cache.set(snapshot.blockNumber, query, answer)
    }
    if (!answer) return send(response, 404, { errorCode: 'NO_ROUTE', detail: 'No route found' })
    const body: QuoteAnswer = { quoteId: crypto.randomUUID().slice(0, 8), ...answer }
    send(response, 200, body)
  }

  const host = options.host ?? '127.0.0.1'
  const guard = createHttpGuard(
    { ...readGuardEnv('QUOTE_API', host, QUOTE_API_DEFAULTS), ...options.http },
    { probes: ['/health', '/ready', '/healthz'], methods: ['GET', 'OPTIONS'], refuse },
  )

  function chainReport(operator: boolean) {
    return Object.fromEntries([...chains.values()].map((chain) => [chain.chainId, chain.health(operator)]))
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    let url: URL
    try {
      url = new URL(request.url ?? '/', 'http://localhost')
    } catch {
      return send(response, 400, {
        errorCode: 'BAD_REQUEST',
        detail: 'The request target is not a valid path',
      })
    }
    if (!guard.admit(request, response, url.pathname)) return
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return send(response, 405, { errorCode: 'METHOD_NOT_ALLOWED', detail: 'Use GET' }, { allow: 'GET' })
    switch (url.pathname) {
      // Liveness: the process serves requests.
      case '/health':
        return send(response, 200, { status: 'ok' })
      // Readiness: a load balancer sends quotes here only while a chain's pool state is fresh.
      case '/ready':
      case '/healthz': {
        const ready = [...chains.values()].some((chain) => chain.healthy)
        const operator = guard.isOperator(request)
        return send(response, ready ? 200 : 503, {
          status: ready ? 'ok' : 'unavailable',
          chains: chainReport(operator),
          // The operator also sees what the process holds: its memory and each chain's pool cache.
          ...(operator ? { process: operatorView(chains.values()) } : {}),
        })
      }
      case '/v1/quote':
      case '/v1/quote/': {
        const parsed = parseQuoteParams(url.searchParams, supported)
        if (!parsed.ok) return badRequest(response, parsed.error)
        return quote(parsed.params, clientKey(guard.clientOf(request)), response)
      }
    }
    send(response, 404, { errorCode: 'NOT_FOUND', detail: 'No such path' })
  }

  const server = createServer((request, response) => {
    started.set(response, performance.now())
    handle(request, response).catch((error: unknown) => {
      // Whatever went wrong, the request gets an answer (without the error's text, which may hold
      // paths or input) and the process carries on.
      console.error('quote API: request failed', error)
      if (!response.headersSent)
        send(response, 500, { errorCode: 'INTERNAL_ERROR', detail: 'Internal error' })
      else response.destroy()
    })
  })
  guard.configure(server)
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\n\r\n')
  })
  server.keepAliveTimeout = 65_000

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  for (const chain of chains.values()) chain.start()
  const address = server.address() as AddressInfo
  const hostPart = address.family === 'IPv6' ? `[${address.address}]` : address.address
  return {
    url: `http://${hostPart}:${address.port}`,
    cacheSizes: () =>
      Object.fromEntries([...chains.values()].map((chain) => [chain.chainId, chain.cache.size])),
    close: async () => {
      for (const chain of chains.values()) chain.stop()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
