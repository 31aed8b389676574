import {
  type Abi,
  type AbiStateMutability,
  type ContractFunctionName,
  type ContractFunctionReturnType,
  type DecodeFunctionResultParameters,
  decodeFunctionResult,
  type Hex,
} from 'viem'
import type { Call } from './chunk.ts'

/** `${address}-${callData}`, lower-cased: one entry per distinct read, whoever listens to it. */
export type CallKey = string

export function toCallKey(call: Pick<Call, 'address' | 'callData'>): CallKey {
  return `${call.address}-${call.callData}`.toLowerCase()
}

/** The latest known answer to one call. */
export interface CallResult {
  /** What the call returned; undefined when it reverted or the read failed. */
  data: Hex | undefined
  /** The block the answer is from. */
  blockNumber: bigint
  /** True when the read itself failed (RPC error), as opposed to the call reverting. */
  error: boolean
}

/** Immutable: every change replaces the object, so it can serve `useSyncExternalStore` as is. */
export interface MulticallState {
  callResults: Readonly<Record<CallKey, CallResult>>
  /** The block each call is being fetched for, while a fetch is under way. */
  fetchingBlockNumber: Readonly<Record<CallKey, bigint>>
  /** The chain's latest block as the updater last saw it. */
  latestBlockNumber: bigint | undefined
}

export interface MulticallStore {
  readonly chainId: number
  getState(): MulticallState
  /** Told after every change of the state; returns the unsubscribe function. */
  subscribe(onChange: () => void): () => void
  /** Registers (or replaces) the calls a listener, e.g. one hook instance, wants kept fresh. */
  addListener(listenerId: string, calls: readonly Call[]): void
  removeListener(listenerId: string): void
  /** The distinct calls listened to, each once, with the largest `gasRequired` any listener asked. */
  listenedCalls(): Call[]
  /** How many listeners want the call with this key. */
  listenerCount(key: CallKey): number
  /** Told whenever the listened calls change; returns the unsubscribe function. */
  subscribeListeners(onChange: () => void): () => void
  /** Changes whenever the listened calls change. */
  getListenersVersion(): number
  setLatestBlockNumber(blockNumber: bigint): void
  /** Listened calls whose result is older than the block and that are not being fetched for it. */
  outdatedCalls(blockNumber: bigint): Call[]
  /** Records that the calls are being fetched for the block. */
  markFetching(chainId: number, blockNumber: bigint, calls: readonly Call[]): void
  /**
   * Stores results (data, or undefined for a reverted call) from a block. A result older than the
   * stored one is ignored; results for another chain are ignored.
   */
  updateResults(
    chainId: number,
    blockNumber: bigint,
    results: Readonly<Record<CallKey, Hex | undefined>>,
  ): void
  /** Forgets that the calls are being fetched for the block (the fetch was cancelled). */
  cancelFetching(chainId: number, blockNumber: bigint, calls: readonly Call[]): void
  /** Marks the calls fetched for the block as failed (`error: true`), unless a newer result exists. */
  markErrors(chainId: number, blockNumber: bigint, calls: readonly Call[]): void
}

export function createMulticallStore(chainId: number): MulticallStore {
  let state: MulticallState = { callResults: {}, fetchingBlockNumber: {}, latestBlockNumber: undefined }
  const stateSubscribers = new Set<() => void>()
  const listenerSubscribers = new Set<() => void>()
  const listeners = new Map<string, readonly Call[]>()
  let listenersVersion = 0

  const setState = (next: MulticallState) => {
    state = next
    for (const notify of [...stateSubscribers]) notify()
  }
  const listenersChanged = () => {
    listenersVersion += 1
    for (const notify of [...listenerSubscribers]) notify()
  }

  const listened = (): Map<CallKey, { call: Call; count: number }> => {
    const byKey = new Map<CallKey, { call: Call; count: number }>()
    for (const calls of listeners.values()) {
      // A listener asking for the same call twice still counts once.
      const seen = new Set<CallKey>()
      for (const call of calls) {
        const key = toCallKey(call)
        if (seen.has(key)) continue
        seen.add(key)
        const entry = byKey.get(key)
        if (!entry) {
          byKey.set(key, { call: { ...call }, count: 1 })
          continue
        }
        entry.count += 1
        if (call.gasRequired !== undefined) {
          entry.call.gasRequired = Math.max(entry.call.gasRequired ?? 0, call.gasRequired)
        }
      }
    }
    return byKey
  }

  return {
    chainId,
    getState: () => state,
    subscribe(onChange) {
      stateSubscribers.add(onChange)
      return () => {
        stateSubscribers.delete(onChange)
      }
    },
    addListener(listenerId, calls) {
      listeners.set(listenerId, [...calls])
      listenersChanged()
    },
    removeListener(listenerId) {
      if (listeners.delete(listenerId)) listenersChanged()
    },
    listenedCalls: () => [...listened().values()].map((entry) => entry.call),
    listenerCount: (key) => listened().get(key)?.count ?? 0,
    subscribeListeners(onChange) {
      listenerSubscribers.add(onChange)
      return () => {
        listenerSubscribers.delete(onChange)
      }
    },
    getListenersVersion: () => listenersVersion,
    setLatestBlockNumber(blockNumber) {
      if (state.latestBlockNumber === blockNumber) return
      setState({ ...state, latestBlockNumber: blockNumber })
    },
    outdatedCalls(blockNumber) {
      return [...listened().entries()]
        .filter(([key]) => {
          const fetching = state.fetchingBlockNumber[key]
          if (fetching !== undefined && fetching >= blockNumber) return false
          const result = state.callResults[key]
          return result === undefined || result.blockNumber < blockNumber
        })
        .map(([, entry]) => entry.call)
    },
    markFetching(forChain, blockNumber, calls) {
      if (forChain !== chainId || calls.length === 0) return
      const fetchingBlockNumber = { ...state.fetchingBlockNumber }
      for (const call of calls) {
        const key = toCallKey(call)
        const current = fetchingBlockNumber[key]
        if (current === undefined || current < blockNumber) fetchingBlockNumber[key] = blockNumber
      }
      setState({ ...state, fetchingBlockNumber })
    },
    cancelFetching(forChain, blockNumber, calls) {
      if (forChain !== chainId || calls.length === 0) return
      const fetchingBlockNumber = { ...state.fetchingBlockNumber }
      for (const call of calls) {
        const key = toCallKey(call)
        if (fetchingBlockNumber[key] === blockNumber) delete fetchingBlockNumber[key]
      }
      setState({ ...state, fetchingBlockNumber })
    },
    updateResults(forChain, blockNumber, results) {
      if (forChain !== chainId) return
      const callResults = { ...state.callResults }
      const fetchingBlockNumber = { ...state.fetchingBlockNumber }
      let changed = false
      for (const [rawKey, data] of Object.entries(results)) {
        const key = rawKey.toLowerCase()
        const fetching = fetchingBlockNumber[key]
        if (fetching !== undefined && fetching <= blockNumber) delete fetchingBlockNumber[key]
        const current = callResults[key]
        if (current !== undefined && current.blockNumber > blockNumber) continue
        if (current?.blockNumber === blockNumber && current.data === data && !current.error) continue
        callResults[key] = { data, blockNumber, error: false }
        changed = true
      }
      if (
        changed ||
        Object.keys(fetchingBlockNumber).length !== Object.keys(state.fetchingBlockNumber).length
      ) {
        setState({ ...state, callResults, fetchingBlockNumber })
      }
    },
    markErrors(forChain, blockNumber, calls) {
      if (forChain !== chainId || calls.length === 0) return
      const callResults = { ...state.callResults }
      const fetchingBlockNumber = { ...state.fetchingBlockNumber }
      for (const call of calls) {
        const key = toCallKey(call)
        const fetching = fetchingBlockNumber[key]
        if (fetching !== undefined && fetching <= blockNumber) delete fetchingBlockNumber[key]
        const current = callResults[key]
        if (current !== undefined && current.blockNumber > blockNumber) continue
        callResults[key] = { data: undefined, blockNumber, error: true }
      }
      setState({ ...state, callResults, fetchingBlockNumber })
    },
  }
}

/** What a hook returns for one call. */
export interface CallState<T> {
  /** There is a call (an address and encodable arguments). */
  valid: boolean
  /** Valid, but no result has arrived yet. */
  loading: boolean
  /** The result is from a block older than the latest. */
  syncing: boolean
  /** The call reverted, returned nothing, failed to be read, or its data did not decode. */
  error: boolean
  /** The decoded result (a single output unwrapped, several as a tuple), when there is one. */
  result: T | undefined
  /** The block the answer is from, once there is one. */
  blockNumber?: bigint
}

export const INVALID_CALL_STATE: CallState<never> = {
  valid: false,
  loading: false,
  syncing: false,
  error: false,
  result: undefined,
}
export const LOADING_CALL_STATE: CallState<never> = {
  valid: true,
  loading: true,
  syncing: false,
  error: false,
  result: undefined,
}

/** The function of the ABI whose result is decoded. */
export interface CallDecoder<abi extends Abi, functionName extends ContractFunctionName<abi>> {
  abi: abi
  functionName: functionName
}

export type CallReturnType<
  abi extends Abi,
  functionName extends ContractFunctionName<abi>,
> = ContractFunctionReturnType<abi, AbiStateMutability, functionName>

/**
 * The state of one call from its stored result: `null` when there is no call (invalid), undefined
 * when the call has no result yet (loading); otherwise loaded, and syncing while the result is from
 * a block older than `latestBlockNumber` (an unknown latest block counts as not syncing). In error
 * when the data is empty or does not decode; a decoding failure is logged.
 */
export function callState<const abi extends Abi, functionName extends ContractFunctionName<abi>>(
  result: CallResult | undefined | null,
  latestBlockNumber: bigint | undefined,
  decoder: CallDecoder<abi, functionName>,
): CallState<CallReturnType<abi, functionName>> {
  if (result === null) return INVALID_CALL_STATE
  if (result === undefined) return LOADING_CALL_STATE
  const syncing = latestBlockNumber !== undefined && result.blockNumber < latestBlockNumber
  const { data, blockNumber } = result
  if (result.error || data === undefined || data === '0x') {
    return { valid: true, loading: false, syncing, error: true, result: undefined, blockNumber }
  }
  try {
    // The generic parameters of decodeFunctionResult do not follow through a generic ABI; the
    // widened form decodes the same way and the return type is restated below.
    const decoded = decodeFunctionResult({
      abi: decoder.abi,
      functionName: decoder.functionName,
      data,
    } as DecodeFunctionResultParameters) as CallReturnType<abi, functionName>
    return { valid: true, loading: false, syncing, error: false, result: decoded, blockNumber }
  } catch (error) {
    console.debug(`Failed to decode the result of ${decoder.functionName}`, data, error)
    return { valid: true, loading: false, syncing, error: true, result: undefined, blockNumber }
  }
}
