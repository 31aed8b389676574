import type { ListEntry, ListsState } from './types'

/** The entry of a list that has never been loaded. */
export const NEW_LIST_ENTRY: ListEntry = Object.freeze({
  current: null,
  pendingUpdate: null,
  loadingRequestId: null,
  error: null,
})

/**
 * Brings the lists up to date with the app's defaults, on load and after an upgrade. Returns a new state and
 * leaves `state` unchanged.
 *
 * - Every default URL missing from `byUrl` is added (unloaded).
 * - A URL that was a default at the last initialization but is no longer one is removed, unless it is active:
 *   the user relies on its tokens, and can still remove it by hand.
 * - `activeListUrls` is set to the default active URLs (added to `byUrl` if missing) only when it is
 *   undefined, i.e. on first use: the user's own choice of lists is never overridden.
 */
export function initializeDefaultLists(
  state: ListsState,
  defaultListOfLists: readonly string[],
  defaultActiveUrls: readonly string[],
): ListsState {
  const byUrl: Record<string, ListEntry> = { ...state.byUrl }
  const defaults = new Set(defaultListOfLists)
  const active = new Set(state.activeListUrls ?? [])

  for (const url of state.lastInitializedDefaultListOfLists ?? []) {
    if (!defaults.has(url) && !active.has(url)) delete byUrl[url]
  }
  for (const url of defaultListOfLists) {
    if (!byUrl[url]) byUrl[url] = NEW_LIST_ENTRY
  }

  let activeListUrls = state.activeListUrls
  if (activeListUrls === undefined) {
    activeListUrls = [...new Set(defaultActiveUrls)]
    for (const url of activeListUrls) {
      if (!byUrl[url]) byUrl[url] = NEW_LIST_ENTRY
    }
  }

  return { ...state, byUrl, activeListUrls, lastInitializedDefaultListOfLists: [...defaultListOfLists] }
}
