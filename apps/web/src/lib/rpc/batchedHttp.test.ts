import { createPublicClient } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { batchedHttp, createBatchedRequest, JsonRpcError } from './batchedHttp'
import { echo, fakeFetch, json, NO_RETRY, settle, URL } from './batchedHttp.fixtures'

afterEach(() => {
  vi.useRealTimers()
})

describe('batching', () => {
  it('sends requests made in one tick as one POST with one entry each', async () => {
    const { calls, fetch } = fakeFetch(echo)
    const request = createBatchedRequest(URL, { chainId: 1, fetch })

    const results = await Promise.all([
      request({ method: 'eth_blockNumber' }),
      request({ method: 'eth_getBalance', params: ['0xabc', 'latest'] }),
      request({ method: 'eth_gasPrice', params: [] }),
    ])

    expect(calls).toHaveLength(1)
    const [call] = calls
    expect(call?.url).toBe(URL)
    expect(call?.init.method).toBe('POST')
    expect(new Headers(call?.init.headers).get('content-type')).toBe('application/json')
    expect(call?.init.credentials).toBe('omit')
    expect(call?.requests).toEqual([
      { jsonrpc: '2.0', id: expect.any(Number), method: 'eth_blockNumber' },
      { jsonrpc: '2.0', id: expect.any(Number), method: 'eth_getBalance', params: ['0xabc', 'latest'] },
      { jsonrpc: '2.0', id: expect.any(Number), method: 'eth_gasPrice', params: [] },
    ])
    const ids = call?.requests.map((r) => r.id) ?? []
    expect(new Set(ids).size).toBe(3)
    expect(results).toEqual(call?.requests.map((r) => `${r.method}:${r.id}`))
  })

  it('sends requests 60 ms apart as two POSTs (fake timers)', async () => {
    vi.useFakeTimers()
    const { calls, fetch } = fakeFetch(echo)
    const request = createBatchedRequest(URL, { chainId: 1, fetch })

    const first = request({ method: 'eth_blockNumber' })
    await vi.advanceTimersByTimeAsync(49)
    expect(calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(11)
    expect(calls).toHaveLength(1)
    const second = request({ method: 'eth_gasPrice' })
    await vi.advanceTimersByTimeAsync(60)

    expect(calls).toHaveLength(2)
    expect(calls.map((c) => c.requests.map((r) => r.method))).toEqual([['eth_blockNumber'], ['eth_gasPrice']])
    expect(await first).toMatch(/^eth_blockNumber:/)
    expect(await second).toMatch(/^eth_gasPrice:/)
    // Ids stay unique across batches.
    expect(calls[0]?.requests[0]?.id).not.toBe(calls[1]?.requests[0]?.id)
  })

  it('sends requests 60 ms apart as two POSTs (real timers)', async () => {
    const { calls, fetch } = fakeFetch(echo)
    const request = createBatchedRequest(URL, { chainId: 1, fetch })

    const first = request({ method: 'eth_blockNumber' })
    await new Promise((resolve) => setTimeout(resolve, 60))
    const second = request({ method: 'eth_gasPrice' })
    await Promise.all([first, second])

    expect(calls).toHaveLength(2)
  })

  it('honours batchWaitMs', async () => {
    vi.useFakeTimers()
    const { calls, fetch } = fakeFetch(echo)
    const request = createBatchedRequest(URL, { chainId: 1, batchWaitMs: 200, fetch })

    const first = request({ method: 'eth_blockNumber' })
    await vi.advanceTimersByTimeAsync(100)
    const second = request({ method: 'eth_gasPrice' })
    await vi.advanceTimersByTimeAsync(99)
    expect(calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)

    expect(calls).toHaveLength(1)
    expect(calls[0]?.requests).toHaveLength(2)
    await expect(Promise.all([first, second])).resolves.toHaveLength(2)
  })

  it('uses the global fetch at send time when none is given', async () => {
    const { calls, fetch } = fakeFetch(echo)
    vi.stubGlobal('fetch', fetch)
    try {
      const request = createBatchedRequest(URL, { chainId: 1 })
      await expect(request({ method: 'eth_blockNumber' })).resolves.toMatch(/^eth_blockNumber:/)
      expect(calls).toHaveLength(1)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

describe('eth_chainId', () => {
  it('is answered locally as hex without a request', async () => {
    const { mock, fetch } = fakeFetch(echo)
    const request = createBatchedRequest(URL, { chainId: 42161, fetch })

    await expect(request({ method: 'eth_chainId' })).resolves.toBe('0xa4b1')
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(mock).not.toHaveBeenCalled()
  })

  it('is answered locally through a viem client', async () => {
    const { mock, fetch } = fakeFetch(echo)
    const client = createPublicClient({ transport: batchedHttp(URL, { chainId: 10, fetch }) })

    await expect(client.getChainId()).resolves.toBe(10)
    expect(mock).not.toHaveBeenCalled()
  })
})

describe('responses', () => {
  it('routes results to the right caller when the response array is out of order', async () => {
    const { fetch } = fakeFetch((requests) =>
      json(
        [...requests]
          .reverse()
          .map(({ id, params }) => ({ jsonrpc: '2.0', id, result: (params as string[])[0] })),
      ),
    )
    const request = createBatchedRequest(URL, { chainId: 1, fetch })

    const results = await Promise.all(
      ['a', 'b', 'c', 'd'].map((tag) => request({ method: 'eth_call', params: [tag] })),
    )

    expect(results).toEqual(['a', 'b', 'c', 'd'])
  })

  it('passes a JSON-RPC error on with its message, code and data, to that caller only', async () => {
    const { fetch } = fakeFetch(([ok, failing]) =>
      json([
        {
          jsonrpc: '2.0',
          id: failing?.id,
          error: { message: 'execution reverted', code: 3, data: '0x08c379a0' },
        },
        { jsonrpc: '2.0', id: ok?.id, result: '0x1' },
      ]),
    )
    const request = createBatchedRequest(URL, { chainId: 1, fetch })

    const [ok, failing] = await Promise.all([
      settle(request({ method: 'eth_blockNumber' })),
      settle(request({ method: 'eth_call' })),
    ])

    expect(ok).toEqual({ ok: true, value: '0x1' })
    expect(failing.ok).toBe(false)
    const error = (failing as { error: unknown }).error
    expect(error).toBeInstanceOf(JsonRpcError)
    expect(error).toMatchObject({ message: 'execution reverted', code: 3, data: '0x08c379a0' })
  })

  it('accepts a single response object when its id matches', async () => {
    const { fetch } = fakeFetch(([only]) => json({ jsonrpc: '2.0', id: only?.id, result: '0x2a' }))
    const request = createBatchedRequest(URL, { chainId: 1, fetch })

    await expect(request({ method: 'eth_blockNumber' })).resolves.toBe('0x2a')
  })

  it('routes a single response object to its request and rejects the others of the batch', async () => {
    const { fetch } = fakeFetch(([, second]) => json({ jsonrpc: '2.0', id: second?.id, result: '0x2a' }))
    const request = createBatchedRequest(URL, { chainId: 1, fetch, retry: NO_RETRY })

    const [first, second] = await Promise.all([
      settle(request({ method: 'eth_blockNumber' })),
      settle(request({ method: 'eth_gasPrice' })),
    ])

    expect(second).toEqual({ ok: true, value: '0x2a' })
    expect(first).toMatchObject({
      ok: false,
      error: { message: 'Received unexpected JSON-RPC response to eth_blockNumber request', code: -32000 },
    })
  })

  it('rejects a request whose id is missing from the response array', async () => {
    const { fetch } = fakeFetch(([first]) => json([{ jsonrpc: '2.0', id: first?.id, result: '0x1' }]))
    const request = createBatchedRequest(URL, { chainId: 1, fetch, retry: NO_RETRY })

    const [first, second] = await Promise.all([
      settle(request({ method: 'eth_blockNumber' })),
      settle(request({ method: 'eth_getBalance' })),
    ])

    expect(first).toEqual({ ok: true, value: '0x1' })
    expect(second.ok).toBe(false)
    const error = (second as { error: unknown }).error
    expect(error).toBeInstanceOf(JsonRpcError)
    expect(error).toMatchObject({
      message: 'Received unexpected JSON-RPC response to eth_getBalance request',
      code: -32000,
    })
  })

  it('rejects a request whose entry has neither result nor error', async () => {
    const { fetch } = fakeFetch(([only]) => json([{ jsonrpc: '2.0', id: only?.id }]))
    const request = createBatchedRequest(URL, { chainId: 1, fetch, retry: NO_RETRY })

    await expect(request({ method: 'eth_gasPrice' })).rejects.toMatchObject({
      message: 'Received unexpected JSON-RPC response to eth_gasPrice request',
      code: -32000,
      data: { jsonrpc: '2.0', id: expect.any(Number) },
    })
  })

  it('accepts a null result as a result', async () => {
    const { fetch } = fakeFetch(([only]) => json([{ jsonrpc: '2.0', id: only?.id, result: null }]))
    const request = createBatchedRequest(URL, { chainId: 1, fetch })

    await expect(request({ method: 'eth_getTransactionReceipt', params: ['0x01'] })).resolves.toBeNull()
  })

  it('rejects every request with a batch-level error (id null) passed on as is', async () => {
    const { fetch } = fakeFetch(() =>
      json({
        jsonrpc: '2.0',
        id: null,
        error: { message: 'rate limited', code: -32005, data: { retry: 1 } },
      }),
    )
    const request = createBatchedRequest(URL, { chainId: 1, fetch, retry: NO_RETRY })

    const settled = await Promise.all([
      settle(request({ method: 'eth_blockNumber' })),
      settle(request({ method: 'eth_gasPrice' })),
    ])

    for (const result of settled) {
      expect(result).toMatchObject({
        ok: false,
        error: { message: 'rate limited', code: -32005, data: { retry: 1 } },
      })
    }
  })
})

describe('failures of the whole batch', () => {
  async function rejectionsOf(fetch: typeof globalThis.fetch): Promise<unknown[]> {
    const request = createBatchedRequest(URL, { chainId: 1, fetch, retry: NO_RETRY })
    const settled = await Promise.all([
      settle(request({ method: 'eth_blockNumber' })),
      settle(request({ method: 'eth_gasPrice' })),
      settle(request({ method: 'eth_call' })),
    ])
    for (const result of settled) expect(result.ok).toBe(false)
    return settled.map((result) => (result as { error: unknown }).error)
  }

  it("rejects every request with 'Failed to send batch call' when fetch rejects", async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('fetch failed')))

    const errors = await rejectionsOf(fetch)

    for (const error of errors) {
      expect(error).toBeInstanceOf(Error)
      expect((error as Error).message).toBe('Failed to send batch call')
      expect((error as Error).cause).toBeInstanceOf(TypeError)
    }
  })

  it("rejects every request with 'Failed to parse JSON response' when the body is not JSON", async () => {
    const { fetch } = fakeFetch(() => new Response('<html>bad gateway</html>', { status: 200 }))

    const errors = await rejectionsOf(fetch)

    for (const error of errors) {
      expect(error).toBeInstanceOf(Error)
      expect((error as Error).message).toBe('Failed to parse JSON response')
    }
  })

  it("rejects every request with '{status}: {statusText}' and code -32000 on a non-2xx status", async () => {
    const { fetch } = fakeFetch(() =>
      json({ whatever: true }, { status: 503, statusText: 'Service Unavailable' }),
    )

    const errors = await rejectionsOf(fetch)

    for (const error of errors) {
      expect(error).toBeInstanceOf(JsonRpcError)
      expect(error).toMatchObject({ message: '503: Service Unavailable', code: -32000 })
    }
  })

  it('gives each caller its own error instance', async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('fetch failed')))

    const [a, b, c] = await rejectionsOf(fetch)

    expect(a).not.toBe(b)
    expect(b).not.toBe(c)
  })

  it('rejects only the request whose params cannot be serialized', async () => {
    const { calls, fetch } = fakeFetch(echo)
    const request = createBatchedRequest(URL, { chainId: 1, fetch, retry: NO_RETRY })

    const [bad, good] = await Promise.all([
      settle(request({ method: 'eth_call', params: [10n] })),
      settle(request({ method: 'eth_blockNumber' })),
    ])

    expect(bad.ok).toBe(false)
    expect(good.ok).toBe(true)
    expect(calls[0]?.requests.map((r) => r.method)).toEqual(['eth_blockNumber'])
  })
})
