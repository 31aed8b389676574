import type { TokenList } from '@uniswap/token-lists'
import { NEW_LIST_ENTRY } from './initialize'
import { parseStoredList } from './storedList'
import type { ListEntry, ListsState } from './types'

/** The lists live in their own storage document: their contents are large and may be dropped to fit. */
export const LISTS_STORAGE_KEY = 'exchange:lists'

export interface PersistedLists {
  byUrl: Record<string, { current: TokenList | null; pendingUpdate: TokenList | null }>
  activeListUrls: string[] | undefined
  lastInitializedDefaultListOfLists?: string[]
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const stringArray = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : undefined

/**
 * The lists state from storage. Loads in flight and errors of the last session are not kept: every list is
 * fetched again on start. A stored list not shaped like one is dropped, and so is each invalid token of a
 * list (the rest of the list is kept); `onDrop` counts them.
 */
export function restoreLists(stored: unknown, onDrop: (count: number) => void = () => {}): ListsState {
  const storedList = (value: unknown): TokenList | null => {
    if (value === null || value === undefined) return null
    const parsed = parseStoredList(value)
    if (!parsed) {
      onDrop(1)
      return null
    }
    if (parsed.dropped > 0) onDrop(parsed.dropped)
    return parsed.list
  }
  if (!isRecord(stored)) return { byUrl: {}, activeListUrls: undefined }
  const byUrl: Record<string, ListEntry> = {}
  if (isRecord(stored.byUrl)) {
    for (const [url, entry] of Object.entries(stored.byUrl)) {
      const fields = isRecord(entry) ? entry : {}
      byUrl[url] = {
        ...NEW_LIST_ENTRY,
        current: storedList(fields.current),
        pendingUpdate: storedList(fields.pendingUpdate),
      }
    }
  }
  const lastInitialized = stringArray(stored.lastInitializedDefaultListOfLists)
  return {
    byUrl,
    activeListUrls: stringArray(stored.activeListUrls),
    ...(lastInitialized ? { lastInitializedDefaultListOfLists: lastInitialized } : {}),
  }
}

/**
 * What to store. With `withContents` false only the URLs and choices are kept, for when the contents do
 * not fit in storage: the user's lists and choices are what must never be lost; contents are fetched again.
 */
export function serializeLists(state: ListsState, withContents = true): PersistedLists {
  const byUrl: PersistedLists['byUrl'] = {}
  for (const [url, entry] of Object.entries(state.byUrl)) {
    byUrl[url] = withContents
      ? { current: entry.current, pendingUpdate: entry.pendingUpdate }
      : { current: null, pendingUpdate: null }
  }
  return {
    byUrl,
    activeListUrls: state.activeListUrls,
    ...(state.lastInitializedDefaultListOfLists
      ? { lastInitializedDefaultListOfLists: state.lastInitializedDefaultListOfLists }
      : {}),
  }
}

/**
 * Another tab may have added lists since this one loaded: they are kept in what this tab writes, unless
 * they were removed here. The same holds for the active lists.
 */
export function mergeStoredLists(
  ours: PersistedLists,
  theirs: PersistedLists,
  removedHere: ReadonlySet<string>,
): PersistedLists {
  const byUrl = { ...ours.byUrl }
  for (const [url, entry] of Object.entries(theirs.byUrl)) {
    if (!byUrl[url] && !removedHere.has(url)) byUrl[url] = entry
  }
  let activeListUrls = ours.activeListUrls
  if (activeListUrls && theirs.activeListUrls) {
    const added = theirs.activeListUrls.filter(
      (url) => !activeListUrls?.includes(url) && !removedHere.has(url) && byUrl[url],
    )
    activeListUrls = [...activeListUrls, ...added]
  }
  return { ...ours, byUrl, activeListUrls }
}
