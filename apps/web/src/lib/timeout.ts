/**
 * Time limits for everything the app fetches from outside: a server that accepts the connection and never
 * answers must end in an error the user sees, never in "loading" forever.
 */

/** Token lists (each URL or gateway tried): then the next gateway, then 'Failed to download list {url}'. */
export const LIST_FETCH_TIMEOUT_MS = 10_000
/** Resolving a list's ENS name on chain: then 'Failed to resolve ENS name: {name}'. */
export const ENS_RESOLVE_TIMEOUT_MS = 10_000
/** The quote API: then the app routes in the browser, as for any other failure of the API. */
export const QUOTE_TIMEOUT_MS = 10_000
/** The indexer (pool ticks, fee-tier shares): then the screens say the data is not available until the next poll (30 s). */
export const INDEXER_TIMEOUT_MS = 15_000
/** The airdrop's claim data: then the account shows no claim (logged), tried again on the next load. */
export const CLAIM_DATA_TIMEOUT_MS = 15_000

/**
 * The simulation run just before the wallet is asked to sign: past this, the send goes on without it (the
 * estimate then meets the same node, and its failure is reported as for any send).
 */
export const PRESIGN_SIMULATION_TIMEOUT_MS = 5_000

export class TimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not answer within ${Math.round(ms / 1000)} s`)
    this.name = 'TimeoutError'
  }
}

/**
 * `fetch` that aborts after `timeoutMs` (also while the body is read, since the signal stays attached), or
 * when the caller's own signal aborts. A timeout rejects with TimeoutError.
 */
export async function fetchWithTimeout(
  input: string,
  init: RequestInit & { timeoutMs: number; fetch?: typeof fetch },
): Promise<Response> {
  const { timeoutMs, fetch: fetchImpl = globalThis.fetch, signal, ...rest } = init
  const timeout = AbortSignal.timeout(timeoutMs)
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout
  try {
    return await fetchImpl(input, { ...rest, signal: combined })
  } catch (error) {
    if (timeout.aborted && !signal?.aborted) throw new TimeoutError(input, timeoutMs)
    throw error
  }
}

/** A promise that rejects with TimeoutError when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(what, ms)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
