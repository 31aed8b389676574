import { BaseError, type Hex } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import type { Call } from './chunk.ts'
import { fakeMulticallClient } from './fakeClient.ts'
import {
  CancelledError,
  fetchChunk,
  isHeaderNotFound,
  isNodeTrouble,
  isOutOfGas,
  type MulticallClient,
  NODE_TROUBLE_RETRIES,
  retryWaitMs,
  sleep,
} from './fetchChunk.ts'

const MULTICALL = '0x1F98415757620B543A52E61c46B32eB19261F984'
const TOKEN = '0x00000000000000000000000000000000000000aa'
const BLOCK = 123n

const call = (index: number, gasRequired?: number): Call => ({
  address: TOKEN,
  callData: `0x${index.toString(16).padStart(8, '0')}`,
  ...(gasRequired === undefined ? {} : { gasRequired }),
})
const calls = (count: number) => Array.from({ length: count }, (_, i) => call(i))

const noWait = () => Promise.resolve()
const quiet = { wait: noWait, onError: () => {} }

/** viem's shape of an RPC error: the node's message and data deep in the cause chain. */
function rpcError(message: string, data?: Hex) {
  const raw = Object.assign(new Error(message), { code: 3, data })
  return new BaseError('Call failed.', { cause: new BaseError('RPC Request failed.', { cause: raw }) })
}

describe('retryWaitMs', () => {
  it('waits 1000–2500 ms', () => {
    expect(retryWaitMs(() => 0)).toBe(1000)
    expect(retryWaitMs(() => 0.5)).toBe(1750)
    expect(retryWaitMs(() => 0.9999999)).toBe(2500)
    for (let i = 0; i < 100; i++) {
      const ms = retryWaitMs()
      expect(ms).toBeGreaterThanOrEqual(1000)
      expect(ms).toBeLessThanOrEqual(2500)
    }
  })
})

describe('error classification', () => {
  it('recognises out of gas in geth, anvil and revert-without-data forms', () => {
    expect(isOutOfGas(new Error('out of gas'))).toBe(true)
    expect(isOutOfGas(new Error('gas required exceeds allowance (30000000)'))).toBe(true)
    expect(isOutOfGas(rpcError('EVM error OutOfGas'))).toBe(true)
    expect(isOutOfGas(rpcError('execution reverted', '0x'))).toBe(true)
    expect(isOutOfGas(rpcError('execution reverted'))).toBe(true)
    expect(isOutOfGas(rpcError('execution reverted', '0x08c379a0'))).toBe(false)
    expect(isOutOfGas(new Error('rate limited'))).toBe(false)
  })

  it('recognises header not found anywhere in the cause chain', () => {
    expect(isHeaderNotFound(rpcError('header not found'))).toBe(true)
    expect(isHeaderNotFound(new Error('Header Not Found'))).toBe(true)
    expect(isHeaderNotFound(new Error('out of gas'))).toBe(false)
  })
})

describe('fetchChunk', () => {
  it('calls multicall at the block with gasRequired ?? 1,000,000 per call and returns results in order', async () => {
    const { client, requests } = fakeMulticallClient(undefined, (requested) => requested)
    const chunk = [call(0), call(1, 100_000), call(2)]
    const result = await fetchChunk(client, MULTICALL, chunk, BLOCK, quiet)
    expect(requests).toHaveLength(1)
    expect(requests[0]?.to).toBe(MULTICALL)
    expect(requests[0]?.blockNumber).toBe(BLOCK)
    expect(requests[0]?.calls.map((c) => c.gasLimit)).toEqual([1_000_000n, 100_000n, 1_000_000n])
    expect(requests[0]?.calls.map((c) => c.callData)).toEqual(chunk.map((c) => c.callData))
    expect(result).toEqual({
      blockNumber: BLOCK,
      results: chunk.map((c) => ({ success: true, returnData: c.callData })),
    })
  })

  it('reports the block number the contract reports, and reverted calls as unsuccessful', async () => {
    const { client } = fakeMulticallClient(
      (request) =>
        request.calls.map((c, i) => ({ success: i !== 1, returnData: i === 1 ? '0x' : c.callData })),
      () => 777n,
    )
    const result = await fetchChunk(client, MULTICALL, calls(3), BLOCK, quiet)
    expect(result.blockNumber).toBe(777n)
    expect(result.results.map((r) => r.success)).toEqual([true, false, true])
    expect(result.results.every((r) => r.error === undefined)).toBe(true)
  })

  it('does not call for an empty chunk', async () => {
    const { client, requests } = fakeMulticallClient()
    expect(await fetchChunk(client, MULTICALL, [], BLOCK, quiet)).toEqual({ blockNumber: BLOCK, results: [] })
    expect(requests).toHaveLength(0)
  })

  it('splits a chunk that runs out of gas in halves until the pieces fit', async () => {
    const { client, requests } = fakeMulticallClient((request) => {
      if (request.calls.length > 2) throw rpcError('EVM error OutOfGas')
      return request.calls.map((c) => ({ success: true, returnData: c.callData }))
    })
    const chunk = calls(8)
    const result = await fetchChunk(client, MULTICALL, chunk, BLOCK, quiet)
    expect(result.results).toEqual(chunk.map((c) => ({ success: true, returnData: c.callData })))
    // 8 → 4 + 4 → 2 + 2 + 2 + 2: one failure of 8, two of 4, four successes.
    expect(requests.map((r) => r.calls.length).sort()).toEqual([2, 2, 2, 2, 4, 4, 8])
    expect(requests.every((r) => r.blockNumber === BLOCK)).toBe(true)
  })

  it('splits down to single calls and marks the one that still fails as failed', async () => {
    const greedy = call(5).callData
    const onError = vi.fn()
    const { client, requests } = fakeMulticallClient((request) => {
      if (request.calls.some((c) => c.callData === greedy)) throw new Error('gas required exceeds allowance')
      return request.calls.map((c) => ({ success: true, returnData: c.callData }))
    })
    const chunk = calls(7)
    const result = await fetchChunk(client, MULTICALL, chunk, BLOCK, { wait: noWait, onError })
    expect(result.results.map((r) => r.success)).toEqual([true, true, true, true, true, false, true])
    expect(result.results[5]?.error).toBeInstanceOf(Error)
    expect(result.results.filter((r) => r.error !== undefined)).toHaveLength(1)
    expect(result.blockNumber).toBe(BLOCK)
    expect(onError).toHaveBeenCalledTimes(1)
    expect(onError.mock.calls[0]?.[1]).toEqual([call(5)])
    expect(requests.some((r) => r.calls.length === 1 && r.calls[0]?.callData === greedy)).toBe(true)
  })

  it('treats a revert without data as out of gas, but not a revert with data', async () => {
    const split = fakeMulticallClient((request) => {
      if (request.calls.length > 1) throw rpcError('execution reverted', '0x')
      return request.calls.map((c) => ({ success: true, returnData: c.callData }))
    })
    const splitResult = await fetchChunk(split.client, MULTICALL, calls(4), BLOCK, quiet)
    expect(splitResult.results.every((r) => r.success)).toBe(true)

    const reverting = fakeMulticallClient(() => {
      throw rpcError('execution reverted', '0x08c379a0')
    })
    const revertResult = await fetchChunk(reverting.client, MULTICALL, calls(4), BLOCK, quiet)
    expect(reverting.requests).toHaveLength(1)
    expect(revertResult.results.every((r) => !r.success && r.error !== undefined)).toBe(true)
  })

  it("retries 'header not found' after a random 1000–2500 ms wait, then succeeds", async () => {
    let failures = 2
    const { client, requests } = fakeMulticallClient((request) => {
      if (failures-- > 0) throw rpcError('header not found')
      return request.calls.map((c) => ({ success: true, returnData: c.callData }))
    })
    const waits: number[] = []
    const wait = async (ms: number) => {
      waits.push(ms)
    }
    const randoms = [0, 1]
    const random = () => randoms.shift() ?? 0.5
    const result = await fetchChunk(client, MULTICALL, calls(3), BLOCK, { wait, random, onError: () => {} })
    expect(requests).toHaveLength(3)
    expect(waits).toEqual([1000, 2500])
    expect(result.results.every((r) => r.success)).toBe(true)
  })

  it('retries without an attempt limit', async () => {
    let failures = 50
    const { client, requests } = fakeMulticallClient((request) => {
      if (failures-- > 0) throw new Error('header not found')
      return request.calls.map((c) => ({ success: true, returnData: c.callData }))
    })
    const result = await fetchChunk(client, MULTICALL, calls(2), BLOCK, quiet)
    expect(requests).toHaveLength(51)
    expect(result.results.every((r) => r.success)).toBe(true)
  })

  it("retries a chunk alone after the node's own trouble, then succeeds", async () => {
    let attempts = 0
    const wait = vi.fn(noWait)
    const { client, requests } = fakeMulticallClient((request) => {
      attempts += 1
      if (attempts <= 2) throw new Error('503: Service Unavailable')
      return request.calls.map((call) => ({ success: true, returnData: call.callData }))
    })
    const result = await fetchChunk(client, MULTICALL, calls(3), BLOCK, { wait, onError: () => {} })
    expect(requests).toHaveLength(3)
    expect(wait).toHaveBeenCalledTimes(2)
    expect(result.results.every((r) => r.success)).toBe(true)
  })

  it("marks every call failed when the node's trouble outlasts the retries, without split", async () => {
    const failure = new Error('429 Too Many Requests')
    const onError = vi.fn()
    const wait = vi.fn(noWait)
    const { client, requests } = fakeMulticallClient(() => {
      throw failure
    })
    const chunk = calls(4)
    const result = await fetchChunk(client, MULTICALL, chunk, BLOCK, { wait, onError })
    expect(requests).toHaveLength(1 + NODE_TROUBLE_RETRIES)
    expect(wait).toHaveBeenCalledTimes(NODE_TROUBLE_RETRIES)
    expect(onError).toHaveBeenCalledWith(failure, chunk)
    expect(result).toEqual({
      blockNumber: BLOCK,
      results: chunk.map(() => ({ success: false, returnData: '0x', error: failure })),
    })
  })

  it('marks the calls failed when the answer is empty or does not decode', async () => {
    const empty: MulticallClient = { call: async () => ({ data: undefined }) }
    const garbage: MulticallClient = { call: async () => ({ data: '0x1234' }) }
    for (const client of [empty, garbage]) {
      const result = await fetchChunk(client, MULTICALL, calls(2), BLOCK, quiet)
      expect(result.results.map((r) => r.success)).toEqual([false, false])
      expect(result.results.every((r) => r.error instanceof Error)).toBe(true)
    }
  })

  it('fails the calls when the multicall returns a different number of results', async () => {
    const { client } = fakeMulticallClient(() => [{ success: true, returnData: '0x01' }])
    const result = await fetchChunk(client, MULTICALL, calls(3), BLOCK, quiet)
    expect(result.results.every((r) => !r.success && r.error !== undefined)).toBe(true)
  })

  it('is cancelled while waiting to retry', async () => {
    const controller = new AbortController()
    const { client, requests } = fakeMulticallClient(() => {
      throw new Error('header not found')
    })
    const wait = vi.fn(async (_ms: number, signal?: AbortSignal) => {
      controller.abort()
      if (signal?.aborted) throw new CancelledError()
    })
    await expect(
      fetchChunk(client, MULTICALL, calls(2), BLOCK, { wait, signal: controller.signal, onError: () => {} }),
    ).rejects.toBeInstanceOf(CancelledError)
    expect(requests).toHaveLength(1)
    expect(wait).toHaveBeenCalledTimes(1)
  })

  it('starts no further attempt once cancelled, even if the wait ignores the signal', async () => {
    const controller = new AbortController()
    const { client, requests } = fakeMulticallClient(() => {
      throw new Error('header not found')
    })
    const wait = async () => {
      controller.abort()
    }
    await expect(
      fetchChunk(client, MULTICALL, calls(2), BLOCK, { wait, signal: controller.signal }),
    ).rejects.toBeInstanceOf(CancelledError)
    expect(requests).toHaveLength(1)
  })

  it('does not call at all when already cancelled', async () => {
    const { client, requests } = fakeMulticallClient()
    await expect(
      fetchChunk(client, MULTICALL, calls(2), BLOCK, { ...quiet, signal: AbortSignal.abort() }),
    ).rejects.toBeInstanceOf(CancelledError)
    expect(requests).toHaveLength(0)
  })

  it('cancels a real retry wait at once', async () => {
    vi.useFakeTimers()
    try {
      const controller = new AbortController()
      const { client, requests } = fakeMulticallClient(() => {
        throw new Error('header not found')
      })
      const pending = fetchChunk(client, MULTICALL, calls(1), BLOCK, { signal: controller.signal })
      const settled = expect(pending).rejects.toBeInstanceOf(CancelledError)
      await vi.advanceTimersByTimeAsync(10)
      expect(requests).toHaveLength(1)
      controller.abort()
      await settled
      expect(vi.getTimerCount()).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('sleep', () => {
  it('resolves after the time and rejects when aborted', async () => {
    vi.useFakeTimers()
    try {
      let done = false
      const pending = sleep(1500).then(() => {
        done = true
      })
      await vi.advanceTimersByTimeAsync(1499)
      expect(done).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      await pending
      expect(done).toBe(true)
      await expect(sleep(10, AbortSignal.abort())).rejects.toBeInstanceOf(CancelledError)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('isNodeTrouble', () => {
  it("tells the node's trouble from an answer about the call", () => {
    expect(isNodeTrouble(new Error('503: Service Unavailable'))).toBe(true)
    expect(isNodeTrouble(new Error('429 Too Many Requests'))).toBe(true)
    expect(
      isNodeTrouble(Object.assign(new Error('x'), { cause: new Error('Failed to send batch call') })),
    ).toBe(true)
    expect(isNodeTrouble(new Error('No response within 10000 ms'))).toBe(true)
    expect(isNodeTrouble(new Error('execution reverted: internal error'))).toBe(false)
    expect(isNodeTrouble(new Error('out of gas'))).toBe(false)
    expect(isNodeTrouble(new Error('No multicall contract answered at 0x1 in block 5'))).toBe(false)
  })
})
