import { createAction, createSlice, current, type PayloadAction } from '@reduxjs/toolkit'
import { type TokenList, versionComparator } from '@uniswap/token-lists'
import { initializeDefaultLists, NEW_LIST_ENTRY } from './initialize'
import type { ListsState } from './types'

export const initialListsState: ListsState = { byUrl: {}, activeListUrls: undefined }

export const ACCEPT_WITHOUT_PENDING_UPDATE_ERROR = 'accept list update called without pending update'

/**
 * The load of a list, in three steps dispatched by whoever fetches it. Each load has its own `requestId`:
 * only the answer to the latest request of a URL counts.
 */
export const fetchTokenList = {
  pending: createAction<{ url: string; requestId: string }>('lists/fetchTokenList/pending'),
  fulfilled: createAction<{ url: string; tokenList: TokenList; requestId: string }>(
    'lists/fetchTokenList/fulfilled',
  ),
  rejected: createAction<{ url: string; requestId: string; errorMessage: string }>(
    'lists/fetchTokenList/rejected',
  ),
}

const listsSlice = createSlice({
  name: 'lists',
  initialState: initialListsState,
  reducers: {
    addList(state, { payload: url }: PayloadAction<string>) {
      if (!state.byUrl[url]) state.byUrl[url] = { ...NEW_LIST_ENTRY }
    },
    removeList(state, { payload: url }: PayloadAction<string>) {
      delete state.byUrl[url]
      if (state.activeListUrls) state.activeListUrls = state.activeListUrls.filter((u) => u !== url)
    },
    enableList(state, { payload: url }: PayloadAction<string>) {
      if (!state.byUrl[url]) state.byUrl[url] = { ...NEW_LIST_ENTRY }
      // Enabling before the defaults were applied makes this the only active list, as a choice of the user.
      if (!state.activeListUrls) state.activeListUrls = [url]
      else if (!state.activeListUrls.includes(url)) state.activeListUrls.push(url)
    },
    disableList(state, { payload: url }: PayloadAction<string>) {
      if (state.activeListUrls) state.activeListUrls = state.activeListUrls.filter((u) => u !== url)
    },
    acceptListUpdate(state, { payload: url }: PayloadAction<string>) {
      const entry = state.byUrl[url]
      if (!entry?.pendingUpdate) throw new Error(ACCEPT_WITHOUT_PENDING_UPDATE_ERROR)
      entry.current = entry.pendingUpdate
      entry.pendingUpdate = null
    },
    /** Applies initializeDefaultLists to the store, on load and after an upgrade. */
    initializeLists(
      state,
      { payload }: PayloadAction<{ defaultListOfLists: string[]; defaultActiveUrls: string[] }>,
    ) {
      return initializeDefaultLists(current(state), payload.defaultListOfLists, payload.defaultActiveUrls)
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(fetchTokenList.pending, (state, { payload: { url, requestId } }) => {
        const entry = state.byUrl[url] ?? { ...NEW_LIST_ENTRY }
        state.byUrl[url] = { ...entry, loadingRequestId: requestId, error: null }
      })
      .addCase(fetchTokenList.fulfilled, (state, { payload: { url, tokenList, requestId } }) => {
        const entry = state.byUrl[url]
        // A stale answer, or the list was removed while loading.
        if (!entry || entry.loadingRequestId !== requestId) return
        entry.loadingRequestId = null
        entry.error = null
        if (!entry.current) entry.current = tokenList
        else if (versionComparator(entry.current.version, tokenList.version) !== 0)
          entry.pendingUpdate = tokenList
      })
      .addCase(fetchTokenList.rejected, (state, { payload: { url, requestId, errorMessage } }) => {
        const entry = state.byUrl[url]
        // Only the awaited request may fail the load: an older request's failure says nothing about the list.
        if (!entry || entry.loadingRequestId !== requestId) return
        entry.loadingRequestId = null
        entry.error = errorMessage
      }),
})

export const { addList, removeList, enableList, disableList, acceptListUpdate, initializeLists } =
  listsSlice.actions
export const listsReducer = listsSlice.reducer

declare module '../../../core/store' {
  interface RootState {
    lists: ListsState
  }
}
