import { custom, fallback, type Transport } from 'viem'
import {
  backoffDelayMs,
  DEFAULT_REQUEST_TIMEOUT_MS,
  DEFAULT_RETRY_POLICY,
  isRetriedMethod,
  isTransientRpcError,
  type RetryPolicy,
} from './retryPolicy'

/** The batch window when none is given: requests made within it share one HTTP POST. */
export const DEFAULT_BATCH_WAIT_MS = 50

/** The code used for failures of the transport itself (HTTP status, malformed responses). */
export const UNEXPECTED_RESPONSE_CODE = -32000

/** A JSON-RPC error: either the node's own `error` object, or a response we could not use. */
export class JsonRpcError extends Error {
  override readonly name = 'JsonRpcError'
  readonly code: number
  readonly data: unknown

  constructor(message: string, code: number, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

export interface BatchedHttpOptions {
  /** Answers `eth_chainId` locally. Without it the chain of the client is used, else the node is asked. */
  chainId: number
  /** How long requests are collected before one POST sends them all. Default 50 ms. */
  batchWaitMs?: number
  /** The fetch to use; the global one (looked up at send time) when not given. */
  fetch?: typeof fetch
  /** How reads are tried again when the node fails (see retryPolicy.ts); `retries: 0` turns it off. */
  retry?: RetryPolicy
  /** How long one POST may take before its requests count as failed. Default 10 s. */
  timeoutMs?: number
  /** Source of randomness for the retry pauses, in [0, 1). */
  random?: () => number
}

export interface RpcRequestArguments {
  method: string
  params?: unknown
}

/** An EIP-1193-style request function; the second argument overrides the chain id for `eth_chainId`. */
export type BatchedRequest = (args: RpcRequestArguments, fallbackChainId?: number) => Promise<unknown>

interface Pending {
  id: number
  method: string
  /** The serialized `{ jsonrpc, id, method, params }`, so one unserializable request fails alone. */
  body: string
  /** Retries used so far. */
  attempt: number
  resolve(value: unknown): void
  reject(error: Error): void
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function unexpectedResponse(method: string, data?: unknown): JsonRpcError {
  return new JsonRpcError(
    `Received unexpected JSON-RPC response to ${method} request`,
    UNEXPECTED_RESPONSE_CODE,
    data,
  )
}

function errorFromObject(error: Record<string, unknown>): JsonRpcError {
  return new JsonRpcError(
    typeof error.message === 'string' ? error.message : 'JSON-RPC error',
    typeof error.code === 'number' ? error.code : UNEXPECTED_RESPONSE_CODE,
    error.data,
  )
}

/**
 * The request function behind {@link batchedHttp}: collects requests for `batchWaitMs` and POSTs them
 * as one JSON-RPC batch, routing each response entry back to its caller by id.
 */
export function createBatchedRequest(url: string, options?: Partial<BatchedHttpOptions>): BatchedRequest {
  const batchWaitMs = options?.batchWaitMs ?? DEFAULT_BATCH_WAIT_MS
  const policy = options?.retry ?? DEFAULT_RETRY_POLICY
  const timeoutMs = options?.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS
  const random = options?.random ?? Math.random
  let nextId = 1
  let queue: Pending[] = []

  /** A failure of the node rather than an answer: the request goes again, alone, after a pause. */
  function failed(pending: Pending, error: Error): void {
    if (!isRetriedMethod(pending.method) || pending.attempt >= policy.retries) {
      pending.reject(error)
      return
    }
    const delay = backoffDelayMs(pending.attempt, policy, random())
    pending.attempt += 1
    setTimeout(() => enqueue(pending), delay)
  }

  async function send(batch: Pending[]): Promise<void> {
    const failAll = (makeError: () => Error) => {
      for (const pending of batch) failed(pending, makeError())
    }
    // A local variable, not `options.fetch(...)`: browsers refuse fetch called on another `this`.
    const fetchFn = options?.fetch ?? globalThis.fetch
    const controller = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    // A hung connection may ignore the abort: the wait ends at the timeout either way.
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort()
        reject(new Error(`No response within ${timeoutMs} ms`))
      }, timeoutMs)
    })
    let response: Response
    let json: unknown
    try {
      response = await Promise.race([
        fetchFn(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          credentials: 'omit',
          body: `[${batch.map((pending) => pending.body).join(',')}]`,
          signal: controller.signal,
        }),
        timeout,
      ])
    } catch (cause) {
      clearTimeout(timer)
      failAll(() => new Error('Failed to send batch call', { cause }))
      return
    }
    if (!response.ok) {
      clearTimeout(timer)
      failAll(() => new JsonRpcError(`${response.status}: ${response.statusText}`, UNEXPECTED_RESPONSE_CODE))
      return
    }
    try {
      json = await Promise.race([response.json(), timeout])
    } catch (cause) {
      failAll(() => new Error('Failed to parse JSON response', { cause }))
      return
    } finally {
      clearTimeout(timer)
    }

    // JSON-RPC 2.0: a batch the server could not read at all is answered by one error with id null.
    if (isRecord(json) && json.id === null && isRecord(json.error)) {
      const error = errorFromObject(json.error)
      if (isTransientRpcError(error.code, error.message)) failAll(() => errorFromObject(json.error as never))
      else for (const pending of batch) pending.reject(errorFromObject(json.error as never))
      return
    }

    const byId = new Map(batch.map((pending) => [pending.id, pending]))
    // Some nodes answer a batch of one with a bare response object.
    const entries: unknown[] = Array.isArray(json) ? json : [json]
    for (const entry of entries) {
      if (!isRecord(entry) || typeof entry.id !== 'number') continue
      const pending = byId.get(entry.id)
      if (!pending) continue
      byId.delete(entry.id)
      if (isRecord(entry.error)) {
        const error = errorFromObject(entry.error)
        if (isTransientRpcError(error.code, error.message)) failed(pending, error)
        else pending.reject(error)
      } else if ('result' in entry) pending.resolve(entry.result)
      else failed(pending, unexpectedResponse(pending.method, entry))
    }
    for (const pending of byId.values()) failed(pending, unexpectedResponse(pending.method))
  }

  function flush(): void {
    const batch = queue
    queue = []
    if (batch.length === 0) return
    // `send` handles its own failures; this catch only guards against a bug leaving callers hanging.
    send(batch).catch((error: unknown) => {
      for (const pending of batch) pending.reject(error instanceof Error ? error : new Error(String(error)))
    })
  }

  function enqueue(pending: Pending): void {
    queue.push(pending)
    // The first request of a window opens it; the others ride along.
    if (queue.length === 1) setTimeout(flush, batchWaitMs)
  }

  return ({ method, params }, fallbackChainId) => {
    const chainId = options?.chainId ?? fallbackChainId
    if (method === 'eth_chainId' && chainId !== undefined) return Promise.resolve(`0x${chainId.toString(16)}`)
    return new Promise((resolve, reject) => {
      const id = nextId++
      let body: string
      try {
        body = JSON.stringify({ jsonrpc: '2.0', id, method, params })
      } catch (error) {
        reject(error)
        return
      }
      enqueue({ id, method, body, attempt: 0, resolve, reject })
    })
  }
}

/**
 * A viem transport that batches JSON-RPC requests to `url` for `batchWaitMs` (default 50 ms) into one
 * POST, and answers `eth_chainId` locally. Requests the node fails (HTTP errors, timeouts, lost
 * responses, its internal errors) are tried again with backoff and jitter (see retryPolicy.ts), each on
 * its own; a transaction is never sent twice.
 */
export function batchedHttp(url: string, options?: BatchedHttpOptions): Transport {
  // One queue per transport value, shared by every client built from it.
  const request = createBatchedRequest(url, options)
  return (parameters) =>
    custom(
      { request: (args: RpcRequestArguments) => request(args, parameters.chain?.id) },
      { key: 'batchedHttp', name: 'Batched HTTP JSON-RPC', retryCount: 0 },
    )(parameters)
}

/**
 * The transport of a chain with one or more RPC URLs: one batched, retrying transport per URL, and with
 * several, viem's fallback transport in front of them, ranking them by latency and stability and moving
 * to the next when one fails.
 */
export function chainTransport(
  chainId: number,
  urls: readonly string[],
  options: { rank?: boolean } = {},
): Transport {
  // With several URLs a failing one is left for the next soon; alone it gets the whole policy.
  const retry = urls.length > 1 ? { ...DEFAULT_RETRY_POLICY, retries: 2 } : DEFAULT_RETRY_POLICY
  const transports = urls.map((url) => batchedHttp(url, { chainId, retry }))
  const [only] = transports
  if (!only) throw new Error(`No RPC URL for chain ${chainId}`)
  if (transports.length === 1) return only
  return fallback(transports, { rank: options.rank === false ? false : { interval: 30_000 }, retryCount: 0 })
}

/**
 * The transport of a chain without any RPC URL (a retired test network whose public endpoint is gone):
 * every request fails at once, instead of going to a URL nobody runs (or to the page's own origin).
 */
export function noRpcTransport(chainId: number): Transport {
  return custom(
    {
      request: async () => {
        throw new Error(`No RPC URL for chain ${chainId}: configure one to use it`)
      },
    },
    { key: 'noRpc', name: 'No RPC URL', retryCount: 0 },
  )
}

/** One transport per chain id, each answering `eth_chainId` with its own id. */
export function createRpcUrlTransports(
  rpcUrls: Record<number, string | readonly string[]>,
): Record<number, Transport> {
  const transports: Record<number, Transport> = {}
  for (const [chainId, urls] of Object.entries(rpcUrls)) {
    transports[Number(chainId)] = chainTransport(Number(chainId), typeof urls === 'string' ? [urls] : urls)
  }
  return transports
}
