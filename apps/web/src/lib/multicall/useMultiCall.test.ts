import { act, render, renderHook, waitFor } from '@testing-library/react'
import { createElement } from 'react'
import { type Address, encodeFunctionData, encodeFunctionResult, erc20Abi } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeMulticallClient } from './fakeClient.ts'
import type { MulticallClient } from './fetchChunk.ts'
import { toCallKey } from './store.ts'
import {
  getMulticallStore,
  MulticallUpdater,
  useMultipleContractSingleData,
  useSingleCallResult,
  useSingleContractMultipleData,
} from './useMultiCall.ts'

const wagmi = vi.hoisted(() => ({
  blockNumber: undefined as bigint | undefined,
  client: undefined as unknown,
}))
vi.mock('wagmi', () => ({
  useClient: () => wagmi.client,
}))
// The updater calls viem's `call` action on the bare client; here the fake client answers it directly.
vi.mock('viem/actions', () => ({
  call: (client: { call(parameters: unknown): unknown }, parameters: unknown) => client.call(parameters),
}))

/** The block the test's chain is at, as the app's block subscription would pass it. */
const blockOf = () => (wagmi.blockNumber === undefined ? undefined : Number(wagmi.blockNumber))

const USDC: Address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const DAI: Address = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const ALICE: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const MULTICALL: Address = '0x1F98415757620B543A52E61c46B32eB19261F984'

const balanceCall = (token: Address, account: Address) => ({
  address: token,
  callData: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [account] }),
})
const balanceData = (amount: bigint) =>
  encodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', result: amount })

let nextChainId = 5000
let chainId = 0
beforeEach(() => {
  nextChainId += 1
  chainId = nextChainId
})

describe('useSingleCallResult', () => {
  it('listens while mounted and goes from loading to loaded to syncing', () => {
    const store = getMulticallStore(chainId)
    const { result, unmount } = renderHook(() =>
      useSingleCallResult(chainId, {
        address: USDC,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [ALICE],
      }),
    )
    const key = toCallKey(balanceCall(USDC, ALICE))
    expect(result.current).toMatchObject({ valid: true, loading: true })
    expect(store.listenerCount(key)).toBe(1)

    act(() => {
      store.setLatestBlockNumber(10n)
      store.updateResults(chainId, 10n, { [key]: balanceData(5n) })
    })
    expect(result.current).toEqual({
      valid: true,
      loading: false,
      syncing: false,
      error: false,
      result: 5n,
      blockNumber: 10n,
    })
    act(() => store.setLatestBlockNumber(11n))
    expect(result.current).toMatchObject({ syncing: true, result: 5n })

    unmount()
    expect(store.listenerCount(key)).toBe(0)
  })

  it('is invalid without an address or with an undefined argument, and listens to nothing', () => {
    const store = getMulticallStore(chainId)
    const account: Address | undefined = undefined
    const noAddress = renderHook(() =>
      useSingleCallResult(chainId, {
        address: undefined,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [ALICE],
      }),
    )
    const noAccount = renderHook(() =>
      useSingleCallResult(chainId, {
        address: USDC,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: account ? [account] : undefined,
      }),
    )
    expect(noAddress.result.current).toMatchObject({ valid: false, loading: false })
    expect(noAccount.result.current).toMatchObject({ valid: false, loading: false })
    expect(store.listenedCalls()).toEqual([])
  })

  it('does not register again when rendered with equal arguments', () => {
    const store = getMulticallStore(chainId)
    const { rerender } = renderHook(() =>
      useSingleCallResult(chainId, {
        address: USDC,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [ALICE],
      }),
    )
    const version = store.getListenersVersion()
    rerender()
    rerender()
    expect(store.getListenersVersion()).toBe(version)
  })
})

describe('useMultipleContractSingleData and useSingleContractMultipleData', () => {
  it('give one state per address or argument list and share calls between hooks', () => {
    const store = getMulticallStore(chainId)
    const many = renderHook(() =>
      useMultipleContractSingleData(chainId, [USDC, undefined, DAI], erc20Abi, 'balanceOf', [ALICE], 100_000),
    )
    const single = renderHook(() =>
      useSingleContractMultipleData(chainId, { address: USDC, abi: erc20Abi }, 'balanceOf', [[ALICE], [BOB]]),
    )
    expect(many.result.current.map((state) => state.valid)).toEqual([true, false, true])
    expect(single.result.current.map((state) => state.loading)).toEqual([true, true])
    expect(store.listenedCalls()).toHaveLength(3)
    expect(store.listenerCount(toCallKey(balanceCall(USDC, ALICE)))).toBe(2)
    expect(store.listenedCalls().find((c) => c.address === USDC && c.gasRequired === 100_000)).toBeDefined()

    act(() => {
      store.setLatestBlockNumber(3n)
      store.updateResults(chainId, 3n, {
        [toCallKey(balanceCall(USDC, ALICE))]: balanceData(1n),
        [toCallKey(balanceCall(USDC, BOB))]: balanceData(2n),
        [toCallKey(balanceCall(DAI, ALICE))]: undefined,
      })
    })
    expect(many.result.current.map((state) => [state.result, state.error])).toEqual([
      [1n, false],
      [undefined, false],
      [undefined, true],
    ])
    expect(single.result.current.map((state) => state.result)).toEqual([1n, 2n])

    many.unmount()
    expect(store.listenerCount(toCallKey(balanceCall(USDC, ALICE)))).toBe(1)
  })

  it('are all invalid without a contract', () => {
    const { result } = renderHook(() =>
      useSingleContractMultipleData(
        chainId,
        undefined as { address: Address; abi: typeof erc20Abi } | undefined,
        'balanceOf',
        [[ALICE]],
      ),
    )
    expect(result.current).toEqual([
      { valid: false, loading: false, syncing: false, error: false, result: undefined },
    ])
  })
})

describe('MulticallUpdater', () => {
  afterEach(() => {
    wagmi.blockNumber = undefined
    wagmi.client = undefined
  })

  it('fetches the listened calls on each block and after a listener change', async () => {
    const balances = new Map<string, bigint>([
      [balanceCall(USDC, ALICE).callData, 7n],
      [balanceCall(USDC, BOB).callData, 8n],
    ])
    const fake = fakeMulticallClient((request) =>
      request.calls.map((c) => ({ success: true, returnData: balanceData(balances.get(c.callData) ?? 0n) })),
    )
    const client: MulticallClient = fake.client
    wagmi.client = client
    wagmi.blockNumber = 10n

    const alice = renderHook(() =>
      useSingleCallResult(1, { address: USDC, abi: erc20Abi, functionName: 'balanceOf', args: [ALICE] }),
    )
    const updater = render(
      createElement(MulticallUpdater, {
        chainId: 1,
        multicallAddress: MULTICALL,
        latestBlockNumber: blockOf(),
      }),
    )
    await waitFor(() => expect(alice.result.current).toMatchObject({ loading: false, result: 7n }))
    expect(fake.requests.map((r) => [r.to, r.blockNumber, r.calls.length])).toEqual([
      ['0x1F98415757620B543A52E61c46B32eB19261F984', 10n, 1],
    ])

    balances.set(balanceCall(USDC, ALICE).callData, 9n)
    wagmi.blockNumber = 11n
    updater.rerender(
      createElement(MulticallUpdater, {
        chainId: 1,
        multicallAddress: MULTICALL,
        latestBlockNumber: blockOf(),
      }),
    )
    await waitFor(() => expect(alice.result.current).toMatchObject({ syncing: false, result: 9n }))
    expect(fake.requests.map((r) => r.blockNumber)).toEqual([10n, 11n])

    const bob = renderHook(() =>
      useSingleCallResult(1, { address: USDC, abi: erc20Abi, functionName: 'balanceOf', args: [BOB] }),
    )
    await waitFor(() => expect(bob.result.current).toMatchObject({ result: 8n }))
    // Only the new call was asked for, at the same block.
    expect(fake.requests.at(-1)?.calls.map((c) => c.callData)).toEqual([balanceCall(USDC, BOB).callData])
    expect(fake.requests.at(-1)?.blockNumber).toBe(11n)

    updater.unmount()
    alice.unmount()
    bob.unmount()
  })
})
