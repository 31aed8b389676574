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
  mergeUserStates,
  migrateUserState,
  replaceUserState,
  SETTINGS_SAVE_DEBOUNCE_MS,
  type StorageLike,
  sameUserState,
  savePersisted,
  USER_STATE_VERSION,
  type UserState,
  userRecordKeys,
} from '../features/settings'
import {
  mergeStoredTransactions,
  mergeTransactionStates,
  sanitizeTransactions,
  type TransactionState,
} from '../features/transactions'

/** One storage document holds everything the user must not lose: settings, saved tokens and pairs, transactions. */
export const STORAGE_KEY = 'exchange:state'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** How many records a stored `{ [chainId]: { [key]: record } }` map holds, whatever they are. */
function storedRecordCount(value: unknown): number {
  if (!isRecord(value)) return 0
  return Object.values(value).reduce<number>(
    (count, records) => count + (isRecord(records) ? Object.keys(records).length : 0),
    0,
  )
}

/** The user's settings, tokens and pairs from a stored document; records that fail validation are dropped. */
function readUser(stored: unknown, report: (count: number, what: string) => void): UserState {
  const user = migrateUserState(stored)
  const rawUser = isRecord(stored) && isRecord(stored.user) ? stored.user : {}
  report(storedRecordCount(rawUser.tokens) - storedRecordCount(user.tokens), 'imported tokens')
  report(storedRecordCount(rawUser.pairs) - storedRecordCount(user.pairs), 'saved pairs')
  return user
}

/** Logs how many stored records were dropped: the app starts with every good record beside them. */
function reportDropped(count: number, what: string) {
  if (count > 0) console.warn(`Dropped ${count} invalid stored ${what}; the others were kept`)
}

/**
 * The persisted state, validated record by record: settings field by field, each imported token, pair,
 * transaction, list and list token alone. What fails is dropped and counted in the console; never a crash.
 */
export function loadPersistedState(
  storage: StorageLike | undefined,
): Pick<RootState, 'user' | 'transactions' | 'lists'> {
  const stored = loadPersisted(STORAGE_KEY, storage)
  const document = isRecord(stored) ? stored : {}
  let droppedListRecords = 0
  const lists = restoreLists(loadPersisted(LISTS_STORAGE_KEY, storage), (count) => {
    droppedListRecords += count
  })
  reportDropped(droppedListRecords, 'lists or list tokens')
  return {
    user: readUser(stored, reportDropped),
    transactions: sanitizeTransactions(document.transactions),
    lists,
  }
}

/**
 * The way out of the crash screen: the settings and the page's own state are what may have failed, so
 * the settings go back to their defaults in storage too (so that a reload does not bring the crash
 * back); transactions, lists and imported tokens and pairs are kept.
 */
export function resetStoredSettings(storage: StorageLike | undefined, user: UserState): void {
  const stored = loadPersisted(STORAGE_KEY, storage)
  const document = isRecord(stored) ? stored : {}
  savePersisted(STORAGE_KEY, { ...document, version: USER_STATE_VERSION, user }, storage)
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
  /** Tokens and pairs the user removed in this tab: another tab's copy of them is not merged back. */
  const removedUserRecords = new Set<string>()
  const write = () => {
    const { user, transactions } = store.getState()
    const stored = loadPersisted(STORAGE_KEY, storage)
    const theirs = isRecord(stored) ? sanitizeTransactions(stored.transactions) : {}
    // Another tab may have imported a token since this one loaded: it is kept, never overwritten.
    const theirUser = isRecord(stored) ? migrateUserState(stored) : undefined
    savePersisted(
      STORAGE_KEY,
      {
        version: USER_STATE_VERSION,
        user: theirUser ? mergeUserStates(user, theirUser, removedUserRecords) : user,
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
    if (next.user !== last.user) {
      const after = userRecordKeys(next.user)
      for (const key of userRecordKeys(last.user)) if (!after.has(key)) removedUserRecords.add(key)
      for (const key of after) removedUserRecords.delete(key)
    }
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
      const document: unknown = JSON.parse(event.newValue)
      if (!isRecord(document)) return
      const theirs = sanitizeTransactions(document.transactions)
      for (const hash of cleared) for (const records of Object.values(theirs)) delete records[hash]
      store.dispatch(mergeStoredTransactions(theirs))
      // Their settings, tokens and pairs, validated like a load, merged with this tab's.
      const ours = store.getState().user
      const merged = mergeUserStates(ours, migrateUserState(document), removedUserRecords)
      if (!sameUserState(ours, merged)) store.dispatch(replaceUserState(merged))
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
