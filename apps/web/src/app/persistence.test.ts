import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { updateUserDarkMode, updateUserDeadline } from '../features/settings'
import { addTransaction, clearAllTransactions, TransactionType } from '../features/transactions'
import { loadPersistedState, persistStore, STORAGE_KEY } from './persistence'
import { createStore } from './store'

function memoryStorage() {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  }
}

const hash = `0x${'12'.repeat(32)}`

describe('persisted state', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('writes a sent transaction at once and settings after 1 s, and both survive a reload', () => {
    const storage = memoryStorage()
    const store = createStore(loadPersistedState(storage))
    persistStore(store, storage)

    store.dispatch(updateUserDarkMode({ userDarkMode: true }))
    expect(storage.data.get(STORAGE_KEY)).toBeUndefined()
    store.dispatch(
      addTransaction({
        chainId: 1,
        hash,
        from: '0x0000000000000000000000000000000000000001',
        info: { type: TransactionType.DELEGATE, delegatee: '0x0000000000000000000000000000000000000002' },
      }),
    )
    expect(loadPersistedState(storage).transactions[1]?.[hash]?.hash).toBe(hash)

    store.dispatch(updateUserDeadline({ userDeadline: 600 }))
    vi.advanceTimersByTime(999)
    expect(loadPersistedState(storage).user.userDeadline).toBe(1800)
    vi.advanceTimersByTime(1)
    const reloaded = createStore(loadPersistedState(storage)).getState()
    expect(reloaded.user.userDeadline).toBe(600)
    expect(reloaded.user.userDarkMode).toBe(true)
    expect(reloaded.transactions[1]?.[hash]).toBeDefined()
  })

  it('starts from defaults when the stored document is corrupt', () => {
    const storage = memoryStorage()
    storage.setItem(STORAGE_KEY, '{not json')
    const state = loadPersistedState(storage)
    expect(state.user.userSlippageTolerance).toBe('auto')
    expect(state.transactions).toEqual({})
  })

  it('never loses a transaction that another tab recorded, and keeps what this tab cleared cleared', () => {
    const storage = memoryStorage()
    const tabA = createStore(loadPersistedState(storage))
    const tabB = createStore(loadPersistedState(storage))
    persistStore(tabA, storage)
    persistStore(tabB, storage)
    const from = '0x0000000000000000000000000000000000000001'
    const info = {
      type: TransactionType.DELEGATE,
      delegatee: '0x0000000000000000000000000000000000000002',
    } as const
    const hashA = `0x${'aa'.repeat(32)}`
    const hashB = `0x${'bb'.repeat(32)}`
    tabA.dispatch(addTransaction({ chainId: 1, hash: hashA, from, info }))
    tabB.dispatch(addTransaction({ chainId: 1, hash: hashB, from, info }))
    expect(Object.keys(loadPersistedState(storage).transactions[1] ?? {}).sort()).toEqual([hashA, hashB])

    // The other tab's write reaches tab A as a storage event.
    window.dispatchEvent(
      new StorageEvent('storage', { key: STORAGE_KEY, newValue: storage.getItem(STORAGE_KEY) }),
    )
    expect(Object.keys(tabA.getState().transactions[1] ?? {}).sort()).toEqual([hashA, hashB])

    tabB.dispatch(clearAllTransactions({ chainId: 1 }))
    expect(loadPersistedState(storage).transactions[1]?.[hashB]).toBeUndefined()
  })
})
