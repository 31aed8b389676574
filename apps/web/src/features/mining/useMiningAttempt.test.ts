import { act, renderHook } from '@testing-library/react'
import type { Hex } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TransactionRequest } from '../../lib/transactions/useSendTransaction'
import { useMiningAttempt } from './useMiningAttempt'

/** What the wallet does with the next request: the test sets it. */
const wallet = vi.hoisted(() => ({
  send: (_request: unknown): Promise<Hex> => Promise.reject(new Error('unset')),
}))
vi.mock('../../lib/transactions/useSendTransaction', () => ({
  useSendTransaction: () => (request: unknown) => wallet.send(request),
}))

const REQUEST: TransactionRequest = { to: '0x0000000000000000000000000000000000000001', data: '0x3d18b912' }
const HASH: Hex = `0x${'ab'.repeat(32)}`

afterEach(() => vi.restoreAllMocks())

describe('useMiningAttempt', () => {
  it('shows what is sent while the wallet is asked, then records the transaction and keeps its hash', async () => {
    let confirm: (hash: Hex) => void = () => {}
    wallet.send = () => new Promise((resolve) => (confirm = resolve))
    const record = vi.fn()
    const { result } = renderHook(() => useMiningAttempt<{ earned: bigint }>(() => {}, 'Claim'))
    let running: Promise<void> = Promise.resolve()
    act(() => {
      running = result.current.send({ earned: 5n }, REQUEST, record)
    })
    expect(result.current.attempt).toEqual({ earned: 5n })
    await act(async () => {
      confirm(HASH)
      await running
    })
    expect(record).toHaveBeenCalledWith(HASH)
    expect(result.current.attempt).toEqual({ earned: 5n, hash: HASH })
  })

  it('goes back to the form when the wallet refuses, recording nothing and logging no error', async () => {
    wallet.send = () => Promise.reject(Object.assign(new Error('User rejected'), { code: 4001 }))
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const record = vi.fn()
    const { result } = renderHook(() => useMiningAttempt<{ earned: bigint }>(() => {}, 'Claim'))
    await act(() => result.current.send({ earned: 5n }, REQUEST, record))
    expect(result.current.attempt).toBeUndefined()
    expect(record).not.toHaveBeenCalled()
    expect(logged).not.toHaveBeenCalled()
  })

  it('logs any other failure, and dismissing forgets the attempt', async () => {
    wallet.send = () => Promise.reject(new Error('node down'))
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const onDismiss = vi.fn()
    const { result } = renderHook(() => useMiningAttempt<{ staked: bigint }>(onDismiss, 'Withdraw'))
    await act(() => result.current.send({ staked: 1n }, REQUEST, () => {}))
    expect(logged).toHaveBeenCalledWith('Withdraw failed', expect.any(Error))
    expect(result.current.attempt).toBeUndefined()
    wallet.send = () => Promise.resolve(HASH)
    await act(() => result.current.send({ staked: 1n }, REQUEST, () => {}))
    expect(result.current.attempt?.hash).toBe(HASH)
    act(() => result.current.dismiss())
    expect(result.current.attempt).toBeUndefined()
    expect(onDismiss).toHaveBeenCalledOnce()
  })
})
