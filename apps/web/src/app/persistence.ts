import {
  debounce,
  loadPersisted,
  migrateUserState,
  SETTINGS_SAVE_DEBOUNCE_MS,
  type StorageLike,
  savePersisted,
  USER_STATE_VERSION,
} from '../features/settings/state'
import { sanitizeTransactions } from '../features/transactions/state'
import type { AppStore, RootState } from './store'

/** One storage document holds everything the user must not lose: settings, saved tokens and pairs, transactions. */
export const STORAGE_KEY = 'exchange:state'

export function loadPersistedState(
  storage: StorageLike | undefined,
): Pick<RootState, 'user' | 'transactions'> {
  const stored = loadPersisted(STORAGE_KEY, storage)
  const document = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {}
  return { user: migrateUserState(stored), transactions: sanitizeTransactions(document.transactions) }
}

/**
 * Writes the document back: at once when transactions change (a sent transaction must survive an
 * immediate reload), otherwise at most once a second; pending writes are flushed when the page hides.
 */
export function persistStore(store: AppStore, storage: StorageLike | undefined) {
  const write = () => {
    const { user, transactions } = store.getState()
    savePersisted(STORAGE_KEY, { version: USER_STATE_VERSION, user, transactions }, storage)
  }
  const writeSoon = debounce(write, SETTINGS_SAVE_DEBOUNCE_MS)
  let last = store.getState()
  const unsubscribe = store.subscribe(() => {
    const next = store.getState()
    if (next.transactions !== last.transactions) {
      writeSoon.cancel()
      write()
    } else if (next.user !== last.user) writeSoon()
    last = next
  })
  const flush = () => writeSoon.flush()
  if (typeof window !== 'undefined') window.addEventListener('pagehide', flush)
  return () => {
    unsubscribe()
    if (typeof window !== 'undefined') window.removeEventListener('pagehide', flush)
  }
}
