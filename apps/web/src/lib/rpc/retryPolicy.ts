/**
 * When a JSON-RPC read is tried again. A public node on a bad day answers 5xx, times out or closes the
 * connection: those are the node's fault, not the request's, and another try (after a pause that grows
 * and is spread at random, so that many clients do not retry in step) usually gets an answer. What the
 * node answered on purpose (a revert, a bad parameter) would be answered the same way again.
 */
export interface RetryPolicy {
  /** Tries after the first one. */
  retries: number
  /** The pause before the first retry, doubled for each later one. */
  baseDelayMs: number
  /** The longest pause. */
  maxDelayMs: number
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { retries: 6, baseDelayMs: 150, maxDelayMs: 3_000 }

/** How long one HTTP request may take before it counts as failed (and is tried again). */
export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000

/**
 * The pause before retry number `attempt` (0 for the first retry): `baseDelayMs · 2^attempt`, capped at
 * `maxDelayMs`, then scaled by a random factor in [0.5, 1) ("equal jitter").
 */
export function backoffDelayMs(attempt: number, policy: RetryPolicy, random: number = Math.random()): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt))
  return Math.round(ceiling * (0.5 + Math.min(Math.max(random, 0), 1) / 2))
}

/**
 * Methods that change state somewhere: a retry could send twice. A transaction whose response was lost may
 * well have been sent; only the chain can tell (by its hash), never a second send.
 */
const NOT_RETRIED = new Set(['eth_sendRawTransaction', 'eth_sendTransaction', 'eth_sendRawTransactionSync'])

export function isRetriedMethod(method: string): boolean {
  return !NOT_RETRIED.has(method)
}

/**
 * JSON-RPC error codes a node uses for its own trouble (internal error, limit exceeded, resource
 * unavailable, rate limits), as opposed to an answer about the request.
 */
const TRANSIENT_RPC_CODES = new Set([-32603, -32005, -32002, -32007, 429])

/** A message that is an answer about the request, whatever the code says. */
const DETERMINISTIC_MESSAGE = /revert|nonce|insufficient funds|invalid|not found|unknown block|already known/i

export function isTransientRpcError(code: number, message: string): boolean {
  return TRANSIENT_RPC_CODES.has(code) && !DETERMINISTIC_MESSAGE.test(message)
}
