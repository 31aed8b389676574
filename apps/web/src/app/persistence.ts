import type { AppStore, RootState } from '../core/store'
import {
  LISTS_STORAGE_KEY,
  type ListsState,
  mergeStoredLists,
  restoreLists,
  serializeLists,
} from '../features/lists'
import {
  debounce,
  loadPersisted,
  migrateUserState,
  SETTINGS_SAVE_DEBOUNCE_MS,
  type StorageLike,
  savePersisted,
  USER_STATE_VERSION,
} from '../features/settings'
import {
  mergeStoredTransactions,
  mergeTransactionStates,
  sanitizeTransactions,
  type TransactionState,
} from '../features/transactions'

/** One storage document holds everything the user must not lose: settings, saved tokens and pairs, transactions. */
export const STORAGE_KEY = 'exchange:state'

export function loadPersistedState(
  storage: StorageLike | undefined,
): Pick<RootState, 'user' | 'transactions' | 'lists'> {
  const stored = loadPersisted(STORAGE_KEY, storage)
  const document = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {}
  return {
    user: migrateUserState(stored),
    transactions: sanitizeTransactions(document.transactions),
    lists: restoreLists(loadPersisted(LISTS_STORAGE_KEY, storage)),
  }
}

/** URLs present before and gone after: lists the user removed in this tab. */
function removedListUrls(before: ListsState, after: ListsState): string[] {
  return Object.keys(before.byUrl).filter((url) => !after.byUrl[url])
}

/**
 * Writes the lists document, merged with what other tabs stored. When the contents do not fit in storage,
 * the URLs and choices are written without them (they are fetched again): never the other way round.
 */
function writeLists(state: ListsState, removedHere: ReadonlySet<string>, storage: StorageLike | undefined) {
  const stored = loadPersisted(LISTS_STORAGE_KEY, storage)
  const theirs = serializeLists(restoreLists(stored), false)
  const write = (withContents: boolean) =>
    savePersisted(
      LISTS_STORAGE_KEY,
      mergeStoredLists(serializeLists(state, withContents), theirs, removedHere),
      storage,
    )
  if (!write(true)) write(false)
}

/** Hashes present before and gone after: what the user cleared in this tab. */
function removedHashes(before: TransactionState, after: TransactionState): string[] {
  const removed: string[] = []
  for (const [chainId, records] of Object.entries(before)) {
    for (const hash of Object.keys(records)) if (!after[Number(chainId)]?.[hash]) removed.push(hash)
  }
  return removed
}

/**
 * Writes the document back: at once when transactions change (a sent transaction must survive an
 * immediate reload), otherwise at most once a second; pending writes are flushed when the page hides.
 * Other tabs share the storage: what they stored is merged in, never overwritten, except the records
 * the user cleared here; and their writes are merged into this tab as they happen.
 */
export function persistStore(store: AppStore, storage: StorageLike | undefined) {
  const cleared = new Set<string>()
  const write = () => {
    const { user, transactions } = store.getState()
    const stored = loadPersisted(STORAGE_KEY, storage)
    const theirs =
      typeof stored === 'object' && stored !== null
        ? sanitizeTransactions((stored as Record<string, unknown>).transactions)
        : {}
    savePersisted(
      STORAGE_KEY,
      {
        version: USER_STATE_VERSION,
        user,
        transactions: mergeTransactionStates(theirs, transactions, cleared),
      },
      storage,
    )
  }
  const writeSoon = debounce(write, SETTINGS_SAVE_DEBOUNCE_MS)
  const removedLists = new Set<string>()
  const writeListsSoon = debounce(
    () => writeLists(store.getState().lists, removedLists, storage),
    SETTINGS_SAVE_DEBOUNCE_MS,
  )
  let last = store.getState()
  const unsubscribe = store.subscribe(() => {
    const next = store.getState()
    if (next.transactions !== last.transactions) {
      for (const hash of removedHashes(last.transactions, next.transactions)) cleared.add(hash)
      writeSoon.cancel()
      write()
    } else if (next.user !== last.user) writeSoon()
    if (next.lists !== last.lists) {
      for (const url of removedListUrls(last.lists, next.lists)) removedLists.add(url)
      for (const url of Object.keys(next.lists.byUrl)) removedLists.delete(url)
      writeListsSoon()
    }
    last = next
  })
  const flush = () => {
    writeSoon.flush()
    writeListsSoon.flush()
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY || event.newValue === null) return
    try {
      const document = JSON.parse(event.newValue) as Record<string, unknown>
      const theirs = sanitizeTransactions(document.transactions)
      for (const hash of cleared) for (const records of Object.values(theirs)) delete records[hash]
      store.dispatch(mergeStoredTransactions(theirs))
    } catch {
      // Another tab wrote something unreadable: keep what this tab has.
    }
  }
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', flush)
    window.addEventListener('storage', onStorage)
  }
  return () => {
    unsubscribe()
    if (typeof window !== 'undefined') {
      window.removeEventListener('pagehide', flush)
      window.removeEventListener('storage', onStorage)
    }
  }
}
