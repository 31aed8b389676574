import { describe, expect, it } from 'vitest'
import type { Call } from './chunk.ts'
import { fakeMulticallClient } from './fakeClient.ts'
import { createMulticallStore, toCallKey } from './store.ts'
import { fetchOutdatedCalls } from './updater.ts'

const CHAIN = 1
const MULTICALL = '0x1F98415757620B543A52E61c46B32eB19261F984'
const TOKEN = '0x00000000000000000000000000000000000000aa'
const call = (index: number): Call => ({
  address: TOKEN,
  callData: `0x${index.toString(16).padStart(8, '0')}`,
})
const calls = (count: number) => Array.from({ length: count }, (_, i) => call(i))
const quiet = { wait: () => Promise.resolve(), onError: () => {} }

describe('fetchOutdatedCalls', () => {
  it('reads the outdated calls in chunks and stores the results', async () => {
    const store = createMulticallStore(CHAIN)
    store.addListener('a', calls(5))
    const { client, requests } = fakeMulticallClient()
    // 200,000 gas counted per call: two calls per 400,000 chunk.
    await fetchOutdatedCalls(store, client, MULTICALL, 10n, { ...quiet, chunkGasLimit: 400_000 })
    expect(requests.map((r) => r.calls.length)).toEqual([2, 2, 1])
    const { callResults, fetchingBlockNumber } = store.getState()
    for (const c of calls(5)) {
      expect(callResults[toCallKey(c)]).toEqual({ data: c.callData, blockNumber: 10n, error: false })
    }
    expect(fetchingBlockNumber).toEqual({})
    expect(store.outdatedCalls(10n)).toEqual([])
  })

  it('fetches nothing when every call is fresh or already being fetched for the block', async () => {
    const store = createMulticallStore(CHAIN)
    store.addListener('a', calls(2))
    let release = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const { client, requests } = fakeMulticallClient(async (request) => {
      await gate
      return request.calls.map((c) => ({ success: true, returnData: c.callData }))
    })
    const first = fetchOutdatedCalls(store, client, MULTICALL, 10n, quiet)
    await fetchOutdatedCalls(store, client, MULTICALL, 10n, quiet)
    expect(requests).toHaveLength(1)
    release()
    await first
    await fetchOutdatedCalls(store, client, MULTICALL, 10n, quiet)
    expect(requests).toHaveLength(1)
    await fetchOutdatedCalls(store, client, MULTICALL, 11n, quiet)
    expect(requests).toHaveLength(2)
  })

  it('stores a reverted call without data and marks a failed read as an error', async () => {
    const store = createMulticallStore(CHAIN)
    const [ok, reverts, greedy] = calls(3) as [Call, Call, Call]
    store.addListener('a', [ok, reverts, greedy])
    const { client } = fakeMulticallClient((request) => {
      if (request.calls.some((c) => c.callData === greedy.callData)) throw new Error('out of gas')
      return request.calls.map((c) => ({
        success: c.callData !== reverts.callData,
        returnData: c.callData === reverts.callData ? '0x' : c.callData,
      }))
    })
    await fetchOutdatedCalls(store, client, MULTICALL, 10n, quiet)
    const { callResults } = store.getState()
    expect(callResults[toCallKey(ok)]).toEqual({ data: ok.callData, blockNumber: 10n, error: false })
    expect(callResults[toCallKey(reverts)]).toEqual({ data: undefined, blockNumber: 10n, error: false })
    expect(callResults[toCallKey(greedy)]).toEqual({ data: undefined, blockNumber: 10n, error: true })
  })

  it('forgets a cancelled fetch so that it is asked again', async () => {
    const store = createMulticallStore(CHAIN)
    store.addListener('a', calls(2))
    const controller = new AbortController()
    const { client } = fakeMulticallClient(() => {
      throw new Error('header not found')
    })
    await fetchOutdatedCalls(store, client, MULTICALL, 10n, {
      signal: controller.signal,
      wait: async () => controller.abort(),
    })
    expect(store.getState().fetchingBlockNumber).toEqual({})
    expect(store.getState().callResults).toEqual({})
    expect(store.outdatedCalls(10n)).toHaveLength(2)
  })
})
