import { useEffect, useId, useMemo, useRef, useSyncExternalStore } from 'react'
import type { Abi, Address, ContractFunctionName } from 'viem'
import { useClient } from 'wagmi'
import { useDebounce } from '../useDebounce.ts'
import type { Call } from './chunk.ts'
import { type CallArgs, encodeCall } from './encodeCall.ts'
import { multicallClientOf } from './fetchChunk.ts'
import {
  type CallReturnType,
  type CallState,
  callState,
  createMulticallStore,
  INVALID_CALL_STATE,
  type MulticallState,
  type MulticallStore,
  toCallKey,
} from './store.ts'
import { fetchOutdatedCalls } from './updater.ts'

/** Listener changes reach the updater after this quiet period; a new block is acted on at once. */
export const LISTENER_DEBOUNCE_MS = 100

const stores = new Map<number, MulticallStore>()

/** The module-level store of a chain, created on first use. */
export function getMulticallStore(chainId: number): MulticallStore {
  let store = stores.get(chainId)
  if (!store) {
    store = createMulticallStore(chainId)
    stores.set(chainId, store)
  }
  return store
}

/**
 * Drops every chain's store: the server renders one page after another in one process
 * (app/prerender.tsx), and each page's render must show only what was read for it.
 */
export function forgetMulticallStores(): void {
  stores.clear()
}

/** A key that changes exactly when the value does; handles the bigints of contract arguments. */
function stableKey(value: unknown): string {
  return JSON.stringify(value, (_key, entry: unknown) =>
    typeof entry === 'bigint' ? `${entry.toString()}n` : entry,
  )
}

const EMPTY_ABI: Abi = []
const noSubscription = () => () => {}
const noState = () => undefined

/**
 * Registers the calls with the chain's store while the component is mounted and returns the store's
 * state; undefined entries of `calls` are invalid calls and are not registered.
 */
function useListenedCalls(
  chainId: number | undefined,
  calls: readonly (Call | undefined)[],
): MulticallState | undefined {
  const listenerId = useId()
  const store = chainId === undefined ? undefined : getMulticallStore(chainId)
  const callsKey = calls.map((call) => (call ? `${toCallKey(call)}:${call.gasRequired ?? ''}` : '')).join(',')
  // Re-registers when the calls' content changes (callsKey), not on every new array.
  useEffect(() => {
    if (!store) return
    const valid = calls.filter((call): call is Call => call !== undefined)
    if (valid.length === 0) return
    store.addListener(listenerId, valid)
    return () => store.removeListener(listenerId)
  }, [store, listenerId, callsKey])
  // The same state on the server (the pre-render) and in hydration: nothing has been fetched before either.
  return useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    store?.getState ?? noState,
    store?.getState ?? noState,
  )
}

/** The call states of `calls` decoded against one function of an ABI. */
function useCallStates<const abi extends Abi, functionName extends ContractFunctionName<abi>>(
  chainId: number | undefined,
  calls: readonly (Call | undefined)[],
  abi: abi,
  functionName: functionName,
): CallState<CallReturnType<abi, functionName>>[] {
  const state = useListenedCalls(chainId, calls)
  return useMemo(
    () =>
      calls.map((call) => {
        if (!call || !state) return INVALID_CALL_STATE
        return callState(state.callResults[toCallKey(call)], state.latestBlockNumber, { abi, functionName })
      }),
    [calls, state, abi, functionName],
  )
}

export interface ContractRead<abi extends Abi, functionName extends ContractFunctionName<abi>> {
  /** Undefined makes the call invalid. */
  address: Address | undefined
  abi: abi
  functionName: functionName
  /** Undefined (or an undefined element) makes the call invalid, unless the function takes none. */
  args?: CallArgs<abi, functionName> | undefined
  gasRequired?: number
}

/** One read, kept fresh each block. */
export function useSingleCallResult<const abi extends Abi, functionName extends ContractFunctionName<abi>>(
  chainId: number | undefined,
  read: ContractRead<abi, functionName>,
): CallState<CallReturnType<abi, functionName>> {
  const { address, abi, functionName, args, gasRequired } = read
  const argsKey = stableKey(args)
  // Re-encodes when the arguments' content changes (argsKey), not on every new array.
  const calls = useMemo(
    () => [encodeCall(address, abi, functionName, args, gasRequired)],
    [address, abi, functionName, argsKey, gasRequired],
  )
  return useCallStates(chainId, calls, abi, functionName)[0] ?? INVALID_CALL_STATE
}

/**
 * `functionName(account)` on `address`, read each block while both are known: an account's balance,
 * nonce, votes or delegate. Invalid (no result) without an account.
 */
export function useAccountCall<const abi extends Abi, functionName extends ContractFunctionName<abi>>(
  chainId: number | undefined,
  read: Omit<ContractRead<abi, functionName>, 'args'>,
  account: Address | undefined,
): CallState<CallReturnType<abi, functionName>> {
  // The functions read this way take the account as their one argument, which the ABI's generic types
  // cannot say of every functionName.
  const args = (account ? [account] : undefined) as CallArgs<abi, functionName> | undefined
  return useSingleCallResult(chainId, { ...read, address: account ? read.address : undefined, args })
}

/** The same function of one contract with several argument lists: one state per argument list. */
export function useSingleContractMultipleData<
  const abi extends Abi,
  functionName extends ContractFunctionName<abi>,
>(
  chainId: number | undefined,
  contract: { address: Address | undefined; abi: abi } | undefined,
  functionName: functionName,
  argsList: readonly (CallArgs<abi, functionName> | undefined)[],
  gasRequired?: number,
): CallState<CallReturnType<abi, functionName>>[] {
  const address = contract?.address
  const abi = contract?.abi
  const argsKey = stableKey(argsList)
  // Re-encodes when the arguments' content changes (argsKey), not on every new array.
  const calls = useMemo(
    () =>
      argsList.map((args) => (abi ? encodeCall(address, abi, functionName, args, gasRequired) : undefined)),
    [address, abi, functionName, argsKey, gasRequired],
  )
  // Without a contract every call is invalid and nothing is decoded; an empty ABI stands in.
  return useCallStates(chainId, calls, abi ?? (EMPTY_ABI as abi), functionName)
}

/** The same function with the same arguments on several contracts: one state per address. */
export function useMultipleContractSingleData<
  const abi extends Abi,
  functionName extends ContractFunctionName<abi>,
>(
  chainId: number | undefined,
  addresses: readonly (Address | undefined)[],
  abi: abi,
  functionName: functionName,
  args?: CallArgs<abi, functionName>,
  gasRequired?: number,
): CallState<CallReturnType<abi, functionName>>[] {
  const argsKey = stableKey(args)
  const addressesKey = addresses.join(',')
  // Re-encodes when the arrays' content changes (the keys), not on every new array.
  const calls = useMemo(
    () => addresses.map((address) => encodeCall(address, abi, functionName, args, gasRequired)),
    [addressesKey, abi, functionName, argsKey, gasRequired],
  )
  return useCallStates(chainId, calls, abi, functionName)
}

/**
 * Keeps the listened calls of a chain fresh: on each new block, and when the listened calls change
 * (debounced 100 ms), fetches the outdated calls in chunks through the chain's
 * `UniswapInterfaceMulticall`. Fetches for an older block stop retrying when a new block arrives,
 * and all stop on unmount or a change of client. Render one per chain.
 */
export function MulticallUpdater({
  chainId,
  multicallAddress,
  latestBlockNumber,
}: {
  chainId: number
  /** The chain's UniswapInterfaceMulticall; a chain without one has no batched reads (its hooks stay loading). */
  multicallAddress: Address | undefined
  /** The app's one block subscription supplies the latest block; the updater starts no poll of its own. */
  latestBlockNumber: number | undefined
}): null {
  const store = getMulticallStore(chainId)
  const blockNumber = latestBlockNumber === undefined ? undefined : BigInt(latestBlockNumber)
  const bareClient = useClient({ chainId })
  const client = useMemo(() => (bareClient ? multicallClientOf(bareClient) : undefined), [bareClient])
  const listenersVersion = useSyncExternalStore(
    store.subscribeListeners,
    store.getListenersVersion,
    store.getListenersVersion,
  )
  const debouncedListenersVersion = useDebounce(listenersVersion, LISTENER_DEBOUNCE_MS)
  const current = useRef<{ blockNumber: bigint; controller: AbortController } | undefined>(undefined)

  useEffect(() => {
    if (blockNumber !== undefined) store.setLatestBlockNumber(blockNumber)
  }, [store, blockNumber])

  useEffect(
    () => () => {
      current.current?.controller.abort()
      current.current = undefined
    },
    [store, client],
  )

  // A new block, or a (debounced) change of the listened calls, starts a round.
  useEffect(() => {
    if (!client || blockNumber === undefined || !multicallAddress) return
    if (current.current?.blockNumber !== blockNumber) {
      current.current?.controller.abort()
      current.current = { blockNumber, controller: new AbortController() }
    }
    void fetchOutdatedCalls(store, client, multicallAddress, blockNumber, {
      signal: current.current.controller.signal,
    })
  }, [store, client, multicallAddress, blockNumber, debouncedListenersVersion])

  return null
}
