import { BaseError, createPublicClient } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  batchedHttp,
  chainTransport,
  createBatchedRequest,
  createRpcUrlTransports,
  JsonRpcError,
  noRpcTransport,
} from './batchedHttp'
import { echo, fakeFetch, type JsonRpcRequest, json, NO_RETRY, URL } from './batchedHttp.fixtures'

afterEach(() => {
  vi.useRealTimers()
})

describe('as a viem transport', () => {
  it('batches the reads of a public client into one POST', async () => {
    const { calls, fetch } = fakeFetch((requests) =>
      json(
        requests.map(({ id, method }) => ({
          jsonrpc: '2.0',
          id,
          result: method === 'eth_getCode' ? '0x' : '0x5',
        })),
      ),
    )
    const client = createPublicClient({ transport: batchedHttp(URL, { chainId: 1, fetch }) })

    const [blockNumber, balance, code] = await Promise.all([
      client.getBlockNumber(),
      client.getBalance({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }),
      client.getCode({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }),
    ])

    expect(blockNumber).toBe(5n)
    expect(balance).toBe(5n)
    expect(code).toBeUndefined()
    expect(calls).toHaveLength(1)
    expect(calls[0]?.requests.map((r) => r.method).sort()).toEqual([
      'eth_blockNumber',
      'eth_getBalance',
      'eth_getCode',
    ])
  })

  it('keeps the JSON-RPC error (code, data) at the bottom of the cause chain and does not retry', async () => {
    const { mock, fetch } = fakeFetch(([only]) =>
      json([{ jsonrpc: '2.0', id: only?.id, error: { message: 'boom', code: -32603, data: '0xdead' } }]),
    )
    const client = createPublicClient({ transport: batchedHttp(URL, { chainId: 1, fetch, retry: NO_RETRY }) })

    const error = await client.request({ method: 'eth_blockNumber' }).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(BaseError)
    expect(error).toMatchObject({ code: -32603 })
    const root = (error as BaseError).walk()
    expect(root).toBeInstanceOf(JsonRpcError)
    expect(root).toMatchObject({ message: 'boom', code: -32603, data: '0xdead' })
    // -32603 is one viem would retry; the transport's own policy decides alone (here: no retry).
    expect(mock).toHaveBeenCalledTimes(1)
  })

  it('takes the chain id from the client when none is configured', async () => {
    const { calls, fetch } = fakeFetch(echo)
    vi.stubGlobal('fetch', fetch)
    try {
      const transport = batchedHttp(URL)
      const chain = {
        id: 137,
        name: 'Polygon',
        nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
        rpcUrls: { default: { http: [URL] } },
      }

      await expect(transport({ chain }).request({ method: 'eth_chainId' })).resolves.toBe('0x89')
      expect(calls).toHaveLength(0)
      // Neither configured nor known from the client: the node is asked.
      await expect(transport({}).request({ method: 'eth_chainId' })).resolves.toMatch(/^eth_chainId:/)
      expect(calls).toHaveLength(1)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

describe('retries', () => {
  const FAST = { retries: 3, baseDelayMs: 1, maxDelayMs: 2 }

  it('tries a read again after a 5xx, a lost connection and an internal error, and resolves', async () => {
    let call = 0
    const { calls, fetch } = fakeFetch((requests) => {
      call += 1
      if (call === 1) return json({}, { status: 503, statusText: 'Service Unavailable' })
      if (call === 2) return Promise.reject(new TypeError('fetch failed'))
      if (call === 3)
        return json(requests.map(({ id }) => ({ jsonrpc: '2.0', id, error: { code: -32603, message: 'x' } })))
      return echo(requests)
    })
    const request = createBatchedRequest(URL, { chainId: 1, fetch, retry: FAST })
    await expect(request({ method: 'eth_blockNumber' })).resolves.toMatch(/^eth_blockNumber:/)
    expect(calls).toHaveLength(4)
  })

  it('retries only the requests that failed, alone', async () => {
    let first = true
    const { calls, fetch } = fakeFetch(([a, b]) => {
      if (!first) return echo([a, b].filter((r): r is JsonRpcRequest => !!r))
      first = false
      // The first of the batch is answered; the second is missing from the answer.
      return json([{ jsonrpc: '2.0', id: a?.id, result: '0x1' }])
    })
    const request = createBatchedRequest(URL, { chainId: 1, fetch, retry: FAST })
    const [a, b] = await Promise.all([
      request({ method: 'eth_blockNumber' }),
      request({ method: 'eth_getBalance' }),
    ])
    expect(a).toBe('0x1')
    expect(b).toMatch(/^eth_getBalance:/)
    expect(calls[1]?.requests.map((r) => r.method)).toEqual(['eth_getBalance'])
  })

  it('never sends a transaction twice, even when its response was lost', async () => {
    const { calls, fetch } = fakeFetch(() => json({}, { status: 502, statusText: 'Bad Gateway' }))
    const request = createBatchedRequest(URL, { chainId: 1, fetch, retry: FAST })
    await expect(request({ method: 'eth_sendRawTransaction', params: ['0x02'] })).rejects.toMatchObject({
      code: -32000,
    })
    expect(calls).toHaveLength(1)
  })

  it('does not retry an answer about the request (a revert)', async () => {
    const { calls, fetch } = fakeFetch(([only]) =>
      json([{ jsonrpc: '2.0', id: only?.id, error: { message: 'execution reverted: STF', code: 3 } }]),
    )
    const request = createBatchedRequest(URL, { chainId: 1, fetch, retry: FAST })
    await expect(request({ method: 'eth_call' })).rejects.toMatchObject({ code: 3 })
    expect(calls).toHaveLength(1)
  })

  it('gives up with the last error after its retries', async () => {
    const { calls, fetch } = fakeFetch(() => json({}, { status: 500, statusText: 'Internal Server Error' }))
    const request = createBatchedRequest(URL, { chainId: 1, fetch, retry: FAST })
    await expect(request({ method: 'eth_call' })).rejects.toMatchObject({
      message: '500: Internal Server Error',
    })
    expect(calls).toHaveLength(4)
  })

  it('counts a request that takes longer than the timeout as failed, and tries again', async () => {
    let call = 0
    const { calls, fetch } = fakeFetch((requests) => {
      call += 1
      if (call === 1) return new Promise<Response>(() => {})
      return echo(requests)
    })
    // The fake fetch ignores the abort signal, as a hung connection would: the timeout still ends the wait.
    const request = createBatchedRequest(URL, { chainId: 1, fetch, retry: FAST, timeoutMs: 50 })
    await expect(request({ method: 'eth_blockNumber' })).resolves.toMatch(/^eth_blockNumber:/)
    expect(calls).toHaveLength(2)
  })
})

describe('createRpcUrlTransports', () => {
  it('puts a fallback in front of several URLs of a chain: the second answers when the first fails', async () => {
    const { calls, fetch } = fakeFetch((requests) => echo(requests))
    const failing = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('bad')) return json({}, { status: 500, statusText: 'down' })
      return fetch(input, init)
    })
    vi.stubGlobal('fetch', failing)
    try {
      // Without the ranker, whose pings would run on after the test.
      const transport = chainTransport(1, ['https://bad.example', 'https://good.example'], { rank: false })
      const client = createPublicClient({ transport })
      await expect(client.request({ method: 'eth_blockNumber' })).resolves.toMatch(/^eth_blockNumber:/)
      expect(calls.map((c) => c.url)).toContain('https://good.example')
    } finally {
      vi.unstubAllGlobals()
    }
  }, 30_000)

  it('makes one transport per chain, each answering its own chain id', async () => {
    const transports = createRpcUrlTransports({ 1: 'https://one.example', 10: 'https://ten.example' })

    expect(
      Object.keys(transports)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([1, 10])
    await expect(transports[1]?.({}).request({ method: 'eth_chainId' })).resolves.toBe('0x1')
    await expect(transports[10]?.({}).request({ method: 'eth_chainId' })).resolves.toBe('0xa')
  })

  it('sends each chain to its own URL', async () => {
    const { calls, fetch } = fakeFetch(echo)
    vi.stubGlobal('fetch', fetch)
    try {
      const transports = createRpcUrlTransports({ 1: 'https://one.example', 10: 'https://ten.example' })
      await Promise.all([
        transports[1]?.({}).request({ method: 'eth_blockNumber' }),
        transports[10]?.({}).request({ method: 'eth_blockNumber' }),
      ])
      expect(calls.map((c) => c.url).sort()).toEqual(['https://one.example', 'https://ten.example'])
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

describe('a chain without an RPC URL', () => {
  it('fails every request at once, and never fetches', async () => {
    const { calls, fetch } = fakeFetch(() => json({}))
    vi.stubGlobal('fetch', fetch)
    try {
      const client = createPublicClient({ transport: noRpcTransport(42) })
      await expect(client.getBlockNumber()).rejects.toThrow('No RPC URL for chain 42')
      expect(calls).toHaveLength(0)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
