import { vi } from 'vitest'

/** What the batched transport's tests share: a recording fetch and JSON-RPC answers. */
export const URL = 'https://rpc.example/mainnet'
/** The failures as a caller sees them once the retries are used up. */
export const NO_RETRY = { retries: 0, baseDelayMs: 0, maxDelayMs: 0 }

export interface JsonRpcRequest {
  jsonrpc: string
  id: number
  method: string
  params?: unknown
}

export interface Call {
  url: string
  init: RequestInit
  requests: JsonRpcRequest[]
}

/** A fetch that records every call and answers with whatever `respond` makes of the parsed batch. */
export function fakeFetch(respond: (requests: JsonRpcRequest[]) => Response | Promise<Response>) {
  const calls: Call[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const requests = JSON.parse(String(init?.body)) as JsonRpcRequest[]
    calls.push({ url: String(input), init: init ?? {}, requests })
    return respond(requests)
  })
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch, mock: fetch }
}

export const json = (body: unknown, init?: ResponseInit) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
    ...init,
  })

/** Answers every request with `result: "<method>:<id>"`, so routing mistakes show. */
export const echo = (requests: JsonRpcRequest[]) =>
  json(requests.map(({ id, method }) => ({ jsonrpc: '2.0', id, result: `${method}:${id}` })))

/** Settles a promise into a value the assertions can look at, so no rejection goes unhandled. */
export function settle<T>(
  promise: Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  return promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  )
}
