import { encodeFunctionResult, erc20Abi, type Hex, parseAbi } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Call } from './chunk.ts'
import { type CallResult, callState, createMulticallStore, toCallKey } from './store.ts'

const CHAIN = 1
const TOKEN = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const call = (index: number, gasRequired?: number): Call => ({
  address: TOKEN,
  callData: `0x${index.toString(16).padStart(8, '0')}`,
  ...(gasRequired === undefined ? {} : { gasRequired }),
})
const key = (c: Call) => toCallKey(c)

describe('toCallKey', () => {
  it('is address-callData in lower case', () => {
    expect(toCallKey({ address: TOKEN, callData: '0xABCDEF01' })).toBe(
      '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48-0xabcdef01',
    )
  })
})

describe('multicall store: listeners', () => {
  it('counts two listeners of the same call as one call', () => {
    const store = createMulticallStore(CHAIN)
    store.addListener('a', [call(1), call(2)])
    store.addListener('b', [{ ...call(1), address: TOKEN.toLowerCase() as Call['address'] }])
    expect(store.listenedCalls()).toHaveLength(2)
    expect(store.listenerCount(key(call(1)))).toBe(2)
    expect(store.listenerCount(key(call(2)))).toBe(1)
    expect(store.outdatedCalls(10n)).toHaveLength(2)

    store.removeListener('a')
    expect(store.listenedCalls().map(key)).toEqual([key(call(1))])
    expect(store.listenerCount(key(call(1)))).toBe(1)
    store.removeListener('b')
    expect(store.listenedCalls()).toEqual([])
    expect(store.outdatedCalls(10n)).toEqual([])
  })

  it('replaces the calls of a listener that registers again, and counts a repeated call once', () => {
    const store = createMulticallStore(CHAIN)
    store.addListener('a', [call(1), call(1)])
    expect(store.listenerCount(key(call(1)))).toBe(1)
    store.addListener('a', [call(2)])
    expect(store.listenedCalls().map(key)).toEqual([key(call(2))])
  })

  it('asks for the largest gasRequired of the listeners', () => {
    const store = createMulticallStore(CHAIN)
    store.addListener('a', [call(1)])
    store.addListener('b', [call(1, 300_000)])
    store.addListener('c', [call(1, 100_000)])
    expect(store.listenedCalls()).toEqual([call(1, 300_000)])
  })

  it('tells listener subscribers about changes of the listened calls', () => {
    const store = createMulticallStore(CHAIN)
    const onChange = vi.fn()
    const unsubscribe = store.subscribeListeners(onChange)
    const before = store.getListenersVersion()
    store.addListener('a', [call(1)])
    store.removeListener('a')
    store.removeListener('a')
    expect(onChange).toHaveBeenCalledTimes(2)
    expect(store.getListenersVersion()).not.toBe(before)
    unsubscribe()
    store.addListener('a', [call(1)])
    expect(onChange).toHaveBeenCalledTimes(2)
  })
})

describe('multicall store: results', () => {
  it('lists as outdated the calls with no result, an older result, and not being fetched for the block', () => {
    const store = createMulticallStore(CHAIN)
    store.addListener('a', [call(1), call(2), call(3)])
    expect(store.outdatedCalls(10n).map(key)).toEqual([call(1), call(2), call(3)].map(key))

    store.markFetching(CHAIN, 10n, [call(1)])
    store.updateResults(CHAIN, 9n, { [key(call(2))]: '0x01' })
    store.updateResults(CHAIN, 10n, { [key(call(3))]: '0x02' })
    expect(store.getState().fetchingBlockNumber[key(call(1))]).toBe(10n)
    // call 1 is being fetched for 10; call 2 is from 9; call 3 is from 10.
    expect(store.outdatedCalls(10n).map(key)).toEqual([key(call(2))])
    expect(store.outdatedCalls(11n).map(key)).toEqual([call(1), call(2), call(3)].map(key))
  })

  it('ignores results older than what is stored, and stores results of the same or a newer block', () => {
    const store = createMulticallStore(CHAIN)
    store.updateResults(CHAIN, 10n, { [key(call(1))]: '0x0a' })
    store.updateResults(CHAIN, 9n, { [key(call(1))]: '0x09' })
    expect(store.getState().callResults[key(call(1))]).toEqual({
      data: '0x0a',
      blockNumber: 10n,
      error: false,
    })
    store.updateResults(CHAIN, 10n, { [key(call(1))]: '0x1a' })
    expect(store.getState().callResults[key(call(1))]?.data).toBe('0x1a')
    store.updateResults(CHAIN, 11n, { [key(call(1))]: undefined })
    expect(store.getState().callResults[key(call(1))]).toEqual({
      data: undefined,
      blockNumber: 11n,
      error: false,
    })
  })

  it('keeps the fetching mark of a newer fetch when an older result arrives', () => {
    const store = createMulticallStore(CHAIN)
    store.addListener('a', [call(1)])
    store.markFetching(CHAIN, 10n, [call(1)])
    store.markFetching(CHAIN, 11n, [call(1)])
    store.updateResults(CHAIN, 10n, { [key(call(1))]: '0x0a' })
    expect(store.getState().fetchingBlockNumber[key(call(1))]).toBe(11n)
    expect(store.outdatedCalls(11n)).toEqual([])
    store.updateResults(CHAIN, 11n, { [key(call(1))]: '0x0b' })
    expect(store.getState().fetchingBlockNumber[key(call(1))]).toBeUndefined()
  })

  it('ignores another chain', () => {
    const store = createMulticallStore(CHAIN)
    store.updateResults(42161, 10n, { [key(call(1))]: '0x0a' })
    store.markFetching(42161, 10n, [call(1)])
    store.markErrors(42161, 10n, [call(1)])
    expect(store.getState().callResults).toEqual({})
    expect(store.getState().fetchingBlockNumber).toEqual({})
  })

  it('marks errors for the block, clearing the fetching mark, unless a newer result exists', () => {
    const store = createMulticallStore(CHAIN)
    store.addListener('a', [call(1), call(2)])
    store.markFetching(CHAIN, 10n, [call(1), call(2)])
    store.updateResults(CHAIN, 12n, { [key(call(2))]: '0x02' })
    store.markErrors(CHAIN, 10n, [call(1), call(2)])
    const { callResults, fetchingBlockNumber } = store.getState()
    expect(callResults[key(call(1))]).toEqual({ data: undefined, blockNumber: 10n, error: true })
    expect(callResults[key(call(2))]).toEqual({ data: '0x02', blockNumber: 12n, error: false })
    expect(fetchingBlockNumber).toEqual({})
    // A failed call is asked again on the next block only.
    expect(store.outdatedCalls(10n)).toEqual([])
    expect(store.outdatedCalls(11n).map(key)).toEqual([key(call(1))])
  })

  it('forgets a cancelled fetch', () => {
    const store = createMulticallStore(CHAIN)
    store.addListener('a', [call(1)])
    store.markFetching(CHAIN, 10n, [call(1)])
    expect(store.outdatedCalls(10n)).toEqual([])
    store.cancelFetching(CHAIN, 10n, [call(1)])
    expect(store.outdatedCalls(10n).map(key)).toEqual([key(call(1))])
  })

  it('replaces its state object on every change and tells subscribers', () => {
    const store = createMulticallStore(CHAIN)
    const onChange = vi.fn()
    store.subscribe(onChange)
    const before = store.getState()
    store.updateResults(CHAIN, 10n, { [key(call(1))]: '0x0a' })
    expect(store.getState()).not.toBe(before)
    expect(before.callResults).toEqual({})
    expect(onChange).toHaveBeenCalledTimes(1)
    store.setLatestBlockNumber(11n)
    store.setLatestBlockNumber(11n)
    expect(store.getState().latestBlockNumber).toBe(11n)
    expect(onChange).toHaveBeenCalledTimes(2)
    // The same result again changes nothing.
    store.updateResults(CHAIN, 10n, { [key(call(1))]: '0x0a' })
    expect(onChange).toHaveBeenCalledTimes(2)
  })
})

describe('callState', () => {
  const decoder = { abi: erc20Abi, functionName: 'balanceOf' } as const
  const balance: Hex = encodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', result: 42n })
  const loaded = (blockNumber: bigint, data: Hex = balance): CallResult => ({
    data,
    blockNumber,
    error: false,
  })

  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('is invalid without a call', () => {
    expect(callState(null, 10n, decoder)).toEqual({
      valid: false,
      loading: false,
      syncing: false,
      error: false,
      result: undefined,
    })
  })

  it('is loading without a result', () => {
    expect(callState(undefined, 10n, decoder)).toEqual({
      valid: true,
      loading: true,
      syncing: false,
      error: false,
      result: undefined,
    })
  })

  it('is loaded with the decoded result from the latest block', () => {
    const state = callState(loaded(10n), 10n, decoder)
    expect(state).toEqual({
      valid: true,
      loading: false,
      syncing: false,
      error: false,
      result: 42n,
      blockNumber: 10n,
    })
    const typed: bigint | undefined = state.result
    expect(typed).toBe(42n)
    expect(callState(loaded(10n), undefined, decoder).syncing).toBe(false)
  })

  it('is syncing with a result from an older block, and keeps that result', () => {
    expect(callState(loaded(9n), 10n, decoder)).toEqual({
      valid: true,
      loading: false,
      syncing: true,
      error: false,
      result: 42n,
      blockNumber: 9n,
    })
  })

  it('decodes several outputs as a tuple', () => {
    const abi = parseAbi(['function getReserves() view returns (uint112, uint112, uint32)'])
    const data = encodeFunctionResult({ abi, functionName: 'getReserves', result: [1n, 2n, 3] })
    const state = callState(loaded(10n, data), 10n, { abi, functionName: 'getReserves' })
    expect(state.result).toEqual([1n, 2n, 3])
  })

  it('is in error when the data is empty, the call reverted or the read failed', () => {
    expect(callState(loaded(10n, '0x'), 10n, decoder)).toMatchObject({
      valid: true,
      loading: false,
      error: true,
    })
    const reverted: CallResult = { data: undefined, blockNumber: 10n, error: false }
    expect(callState(reverted, 10n, decoder)).toMatchObject({ error: true, result: undefined })
    const failed: CallResult = { data: undefined, blockNumber: 9n, error: true }
    expect(callState(failed, 10n, decoder)).toMatchObject({ error: true, syncing: true })
    // The error flag wins even over data that would decode.
    expect(callState({ ...loaded(10n), error: true }, 10n, decoder)).toMatchObject({ error: true })
  })

  it('is in error, and logs, when decoding fails', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {})
    const state = callState(loaded(10n, '0x1234'), 10n, decoder)
    expect(state).toEqual({
      valid: true,
      loading: false,
      syncing: false,
      error: true,
      result: undefined,
      blockNumber: 10n,
    })
    expect(debug).toHaveBeenCalledTimes(1)
  })
})
