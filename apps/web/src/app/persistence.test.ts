import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { updateUserDarkMode, updateUserDeadline } from '../features/settings/state'
import { addTransaction, TransactionType } from '../features/transactions/state'
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
})
