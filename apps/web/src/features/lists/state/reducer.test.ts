import { describe, expect, it } from 'vitest'
import {
  ACCEPT_WITHOUT_PENDING_UPDATE_ERROR,
  acceptListUpdate,
  addList,
  disableList,
  enableList,
  fetchTokenList,
  initializeLists,
  initialListsState,
  listsReducer,
  removeList,
} from './reducer'
import { token, tokenList } from './testLists'
import type { ListEntry, ListsState } from './types'

const URL_A = 'https://a.example/list.json'
const URL_B = 'https://b.example/list.json'

const v1 = tokenList({ major: 1, minor: 0, patch: 0 })
const v1Again = tokenList({ major: 1, minor: 0, patch: 0 }, [token(1), token(2)])
const v2 = tokenList({ major: 1, minor: 1, patch: 0 }, [token(1), token(2)])

function entry(overrides: Partial<ListEntry> = {}): ListEntry {
  return { current: null, pendingUpdate: null, loadingRequestId: null, error: null, ...overrides }
}

function stateWith(byUrl: ListsState['byUrl'], activeListUrls?: string[]): ListsState {
  return { byUrl, activeListUrls }
}

describe('listsReducer', () => {
  it('starts with no lists and no active lists', () => {
    expect(listsReducer(undefined, { type: 'unknown' })).toEqual(initialListsState)
    expect(initialListsState).toEqual({ byUrl: {}, activeListUrls: undefined })
  })

  describe('fetchTokenList.pending', () => {
    it('creates the entry of an unknown URL as loading', () => {
      const state = listsReducer(initialListsState, fetchTokenList.pending({ url: URL_A, requestId: 'r1' }))
      expect(state.byUrl[URL_A]).toEqual(entry({ loadingRequestId: 'r1' }))
    })

    it('sets the request id and clears the error, keeping the lists', () => {
      const before = stateWith({ [URL_A]: entry({ current: v1, pendingUpdate: v2, error: 'boom' }) })
      const state = listsReducer(before, fetchTokenList.pending({ url: URL_A, requestId: 'r2' }))
      expect(state.byUrl[URL_A]).toEqual(
        entry({ current: v1, pendingUpdate: v2, loadingRequestId: 'r2', error: null }),
      )
    })
  })

  describe('fetchTokenList.fulfilled', () => {
    const loading = stateWith({ [URL_A]: entry({ loadingRequestId: 'r1' }) })

    it('makes the first load current', () => {
      const state = listsReducer(
        loading,
        fetchTokenList.fulfilled({ url: URL_A, tokenList: v1, requestId: 'r1' }),
      )
      expect(state.byUrl[URL_A]).toEqual(entry({ current: v1 }))
    })

    it('ignores a list of the same version as the current one, and stops loading', () => {
      const before = stateWith({ [URL_A]: entry({ current: v1, loadingRequestId: 'r2' }) })
      const state = listsReducer(
        before,
        fetchTokenList.fulfilled({ url: URL_A, tokenList: v1Again, requestId: 'r2' }),
      )
      expect(state.byUrl[URL_A]).toEqual(entry({ current: v1 }))
    })

    it('keeps a list of another version as the pending update', () => {
      const before = stateWith({ [URL_A]: entry({ current: v1, loadingRequestId: 'r2' }) })
      const state = listsReducer(
        before,
        fetchTokenList.fulfilled({ url: URL_A, tokenList: v2, requestId: 'r2' }),
      )
      expect(state.byUrl[URL_A]).toEqual(entry({ current: v1, pendingUpdate: v2 }))
    })

    it('ignores the answer to a request that is not the one loading', () => {
      const state = listsReducer(
        loading,
        fetchTokenList.fulfilled({ url: URL_A, tokenList: v1, requestId: 'old' }),
      )
      expect(state).toBe(loading)
    })

    it('ignores an answer when nothing is loading', () => {
      const idle = stateWith({ [URL_A]: entry({ current: v1 }) })
      const state = listsReducer(
        idle,
        fetchTokenList.fulfilled({ url: URL_A, tokenList: v2, requestId: 'r1' }),
      )
      expect(state).toBe(idle)
    })

    it('ignores an answer for a list removed while loading', () => {
      const removed = listsReducer(loading, removeList(URL_A))
      const state = listsReducer(
        removed,
        fetchTokenList.fulfilled({ url: URL_A, tokenList: v1, requestId: 'r1' }),
      )
      expect(state.byUrl[URL_A]).toBeUndefined()
    })
  })

  describe('fetchTokenList.rejected', () => {
    it('stores the error and stops loading, keeping the current list and the pending update', () => {
      const before = stateWith({ [URL_A]: entry({ current: v1, pendingUpdate: v2, loadingRequestId: 'r3' }) })
      const state = listsReducer(
        before,
        fetchTokenList.rejected({ url: URL_A, requestId: 'r3', errorMessage: 'Failed to download list' }),
      )
      expect(state.byUrl[URL_A]).toEqual(
        entry({ current: v1, pendingUpdate: v2, error: 'Failed to download list' }),
      )
    })

    it('ignores the failure of a request that is not the one loading', () => {
      const before = stateWith({ [URL_A]: entry({ current: v1, loadingRequestId: 'r3' }) })
      const state = listsReducer(
        before,
        fetchTokenList.rejected({ url: URL_A, requestId: 'r2', errorMessage: 'x' }),
      )
      expect(state).toBe(before)
      expect(state.byUrl[URL_A]?.error).toBeNull()
    })

    it('ignores a failure for an unknown URL', () => {
      const state = listsReducer(
        initialListsState,
        fetchTokenList.rejected({ url: URL_A, requestId: 'r1', errorMessage: 'x' }),
      )
      expect(state.byUrl[URL_A]).toBeUndefined()
    })
  })

  describe('addList', () => {
    it('adds an unloaded, inactive entry', () => {
      const state = listsReducer(initialListsState, addList(URL_A))
      expect(state.byUrl[URL_A]).toEqual(entry())
      expect(state.activeListUrls).toBeUndefined()
    })

    it('does nothing for a list already present', () => {
      const before = stateWith({ [URL_A]: entry({ current: v1 }) })
      expect(listsReducer(before, addList(URL_A))).toBe(before)
    })
  })

  describe('removeList', () => {
    it('removes the entry and drops the URL from the active lists', () => {
      const before = stateWith({ [URL_A]: entry({ current: v1 }), [URL_B]: entry() }, [URL_A, URL_B])
      const state = listsReducer(before, removeList(URL_A))
      expect(state.byUrl).toEqual({ [URL_B]: entry() })
      expect(state.activeListUrls).toEqual([URL_B])
    })

    it('leaves undefined active lists undefined', () => {
      const state = listsReducer(stateWith({ [URL_A]: entry() }), removeList(URL_A))
      expect(state).toEqual(stateWith({}))
    })
  })

  describe('enableList', () => {
    it('creates a missing entry and makes it active', () => {
      const state = listsReducer(stateWith({}, []), enableList(URL_A))
      expect(state.byUrl[URL_A]).toEqual(entry())
      expect(state.activeListUrls).toEqual([URL_A])
    })

    it('adds the URL to the active lists once', () => {
      const before = stateWith({ [URL_A]: entry({ current: v1 }), [URL_B]: entry() }, [URL_B])
      const once = listsReducer(before, enableList(URL_A))
      const twice = listsReducer(once, enableList(URL_A))
      expect(twice.activeListUrls).toEqual([URL_B, URL_A])
      expect(twice.byUrl[URL_A]).toEqual(entry({ current: v1 }))
    })

    it('starts the active lists when they were undefined', () => {
      expect(listsReducer(initialListsState, enableList(URL_A)).activeListUrls).toEqual([URL_A])
    })
  })

  describe('disableList', () => {
    it('drops the URL from the active lists and keeps its entry', () => {
      const before = stateWith({ [URL_A]: entry({ current: v1 }), [URL_B]: entry() }, [URL_A, URL_B])
      const state = listsReducer(before, disableList(URL_A))
      expect(state.activeListUrls).toEqual([URL_B])
      expect(state.byUrl[URL_A]).toEqual(entry({ current: v1 }))
    })
  })

  describe('acceptListUpdate', () => {
    it('moves the pending update to current', () => {
      const before = stateWith({ [URL_A]: entry({ current: v1, pendingUpdate: v2 }) })
      expect(listsReducer(before, acceptListUpdate(URL_A)).byUrl[URL_A]).toEqual(entry({ current: v2 }))
    })

    it('throws when there is no pending update', () => {
      const before = stateWith({ [URL_A]: entry({ current: v1 }) })
      expect(ACCEPT_WITHOUT_PENDING_UPDATE_ERROR).toBe('accept list update called without pending update')
      expect(() => listsReducer(before, acceptListUpdate(URL_A))).toThrow(
        /^accept list update called without pending update$/,
      )
      expect(() => listsReducer(before, acceptListUpdate(URL_B))).toThrow(
        /^accept list update called without pending update$/,
      )
    })
  })

  describe('initializeLists', () => {
    it('applies initializeDefaultLists to the store', () => {
      const state = listsReducer(
        stateWith({ [URL_B]: entry({ current: v1 }) }),
        initializeLists({ defaultListOfLists: [URL_A, URL_B], defaultActiveUrls: [URL_A] }),
      )
      expect(state).toEqual({
        byUrl: { [URL_A]: entry(), [URL_B]: entry({ current: v1 }) },
        activeListUrls: [URL_A],
        lastInitializedDefaultListOfLists: [URL_A, URL_B],
      })
    })
  })
})
