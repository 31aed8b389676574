import { describe, expect, it } from 'vitest'
import { mergeStoredLists, restoreLists, serializeLists } from './persist'
import { addList, enableList, fetchTokenList, listsReducer } from './reducer'
import { tokenList } from './testLists'
import type { ListsState } from './types'

const URL_A = 'https://a.example/list.json'
const URL_B = 'https://b.example/list.json'

function loaded(): ListsState {
  let state = listsReducer(undefined, enableList(URL_A))
  state = listsReducer(state, fetchTokenList.pending({ url: URL_A, requestId: 'r1' }))
  state = listsReducer(
    state,
    fetchTokenList.fulfilled({
      url: URL_A,
      tokenList: tokenList({ major: 1, minor: 0, patch: 0 }),
      requestId: 'r1',
    }),
  )
  return listsReducer(state, addList(URL_B))
}

describe('lists persistence', () => {
  it('restores what was serialized, without loads in flight or errors', () => {
    let state = loaded()
    state = listsReducer(state, fetchTokenList.pending({ url: URL_B, requestId: 'r2' }))
    const restored = restoreLists(JSON.parse(JSON.stringify(serializeLists(state))))
    expect(restored.activeListUrls).toEqual([URL_A])
    expect(restored.byUrl[URL_A]?.current).toEqual(tokenList({ major: 1, minor: 0, patch: 0 }))
    expect(restored.byUrl[URL_B]).toEqual({
      current: null,
      pendingUpdate: null,
      loadingRequestId: null,
      error: null,
    })
  })

  it('keeps URLs and choices without the contents when asked to', () => {
    const restored = restoreLists(serializeLists(loaded(), false))
    expect(Object.keys(restored.byUrl)).toEqual([URL_A, URL_B])
    expect(restored.byUrl[URL_A]?.current).toBeNull()
    expect(restored.activeListUrls).toEqual([URL_A])
  })

  it('drops stored contents that are not shaped like a list, and survives garbage', () => {
    const restored = restoreLists({
      byUrl: { [URL_A]: { current: { name: 'x' } } },
      activeListUrls: [URL_A, 3],
    })
    expect(restored.byUrl[URL_A]?.current).toBeNull()
    expect(restored.activeListUrls).toEqual([URL_A])
    expect(restoreLists('garbage')).toEqual({ byUrl: {}, activeListUrls: undefined })
    expect(restoreLists(undefined).activeListUrls).toBeUndefined()
  })

  it('keeps lists another tab added, but not those removed here', () => {
    const ours = serializeLists(listsReducer(undefined, enableList(URL_A)))
    const theirs = serializeLists(listsReducer(listsReducer(undefined, enableList(URL_A)), enableList(URL_B)))
    expect(Object.keys(mergeStoredLists(ours, theirs, new Set()).byUrl)).toEqual([URL_A, URL_B])
    expect(mergeStoredLists(ours, theirs, new Set()).activeListUrls).toEqual([URL_A, URL_B])
    const merged = mergeStoredLists(ours, theirs, new Set([URL_B]))
    expect(Object.keys(merged.byUrl)).toEqual([URL_A])
    expect(merged.activeListUrls).toEqual([URL_A])
  })
})
