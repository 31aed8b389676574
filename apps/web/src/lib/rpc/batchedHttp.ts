import { custom, type Transport } from 'viem'

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
  let nextId = 1
  let queue: Pending[] = []

  async function send(batch: Pending[]): Promise<void> {
    const rejectAll = (makeError: () => Error) => {
      for (const pending of batch) pending.reject(makeError())
    }
    // A local variable, not `options.fetch(...)`: browsers refuse fetch called on another `this`.
    const fetchFn = options?.fetch ?? globalThis.fetch
    let response: Response
    try {
      response = await fetchFn(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'omit',
        body: `[${batch.map((pending) => pending.body).join(',')}]`,
      })
    } catch (cause) {
      rejectAll(() => new Error('Failed to send batch call', { cause }))
      return
    }
    if (!response.ok) {
      rejectAll(
        () => new JsonRpcError(`${response.status}: ${response.statusText}`, UNEXPECTED_RESPONSE_CODE),
      )
      return
    }
    let json: unknown
    try {
      json = await response.json()
    } catch (cause) {
      rejectAll(() => new Error('Failed to parse JSON response', { cause }))
      return
    }

    // JSON-RPC 2.0: a batch the server could not read at all is answered by one error with id null.
    if (isRecord(json) && json.id === null && isRecord(json.error)) {
      const error = json.error
      rejectAll(() => errorFromObject(error))
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
      if (isRecord(entry.error)) pending.reject(errorFromObject(entry.error))
      else if ('result' in entry) pending.resolve(entry.result)
      else pending.reject(unexpectedResponse(pending.method, entry))
    }
    for (const pending of byId.values()) pending.reject(unexpectedResponse(pending.method))
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
      queue.push({ id, method, body, resolve, reject })
      // The first request of a window opens it; the others ride along.
      if (queue.length === 1) setTimeout(flush, batchWaitMs)
    })
  }
}

/**
 * A viem transport that batches JSON-RPC requests to `url` for `batchWaitMs` (default 50 ms) into one
 * POST, and answers `eth_chainId` locally. It does not retry: a failed batch rejects its requests once.
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

/** One batched transport per chain id, each answering `eth_chainId` with its own id. */
export function createRpcUrlTransports(rpcUrls: Record<number, string>): Record<number, Transport> {
  const transports: Record<number, Transport> = {}
  for (const [chainId, url] of Object.entries(rpcUrls)) {
    transports[Number(chainId)] = batchedHttp(url, { chainId: Number(chainId) })
  }
  return transports
}
