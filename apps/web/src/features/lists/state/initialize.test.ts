import { describe, expect, it } from 'vitest'
import { initializeDefaultLists, NEW_LIST_ENTRY } from './initialize'
import { tokenList } from './testLists'
import type { ListsState } from './types'

const A = 'https://a.example/list.json'
const B = 'https://b.example/list.json'
const C = 'https://c.example/list.json'
const USER = 'https://user.example/list.json'
const loaded = { ...NEW_LIST_ENTRY, current: tokenList({ major: 1, minor: 0, patch: 0 }) }

describe('initializeDefaultLists', () => {
  it('on first use adds the defaults, activates the default active ones and records the defaults', () => {
    const state = initializeDefaultLists({ byUrl: {}, activeListUrls: undefined }, [A, B], [A])
    expect(state).toEqual({
      byUrl: { [A]: NEW_LIST_ENTRY, [B]: NEW_LIST_ENTRY },
      activeListUrls: [A],
      lastInitializedDefaultListOfLists: [A, B],
    })
  })

  it('adds default active URLs that are not in the list of lists', () => {
    const state = initializeDefaultLists({ byUrl: {}, activeListUrls: undefined }, [A], [C])
    expect(Object.keys(state.byUrl)).toEqual([A, C])
    expect(state.activeListUrls).toEqual([C])
  })

  it('adds new defaults and keeps existing entries and the user’s active lists', () => {
    const before: ListsState = {
      byUrl: { [A]: loaded, [USER]: loaded },
      activeListUrls: [USER],
      lastInitializedDefaultListOfLists: [A],
    }
    const state = initializeDefaultLists(before, [A, B], [A, B])
    expect(state.byUrl).toEqual({ [A]: loaded, [USER]: loaded, [B]: NEW_LIST_ENTRY })
    expect(state.activeListUrls).toEqual([USER])
    expect(state.lastInitializedDefaultListOfLists).toEqual([A, B])
  })

  it('keeps an empty active list: only undefined means first use', () => {
    const state = initializeDefaultLists({ byUrl: {}, activeListUrls: [] }, [A], [A])
    expect(state.activeListUrls).toEqual([])
  })

  it('removes retired defaults that are not active, and never the user’s own lists', () => {
    const before: ListsState = {
      byUrl: { [A]: loaded, [B]: loaded, [USER]: loaded },
      activeListUrls: [],
      lastInitializedDefaultListOfLists: [A, B],
    }
    const state = initializeDefaultLists(before, [A], [A])
    expect(state.byUrl).toEqual({ [A]: loaded, [USER]: loaded })
  })

  it('keeps a retired default that the user enabled', () => {
    const before: ListsState = {
      byUrl: { [A]: loaded, [B]: loaded },
      activeListUrls: [B],
      lastInitializedDefaultListOfLists: [A, B],
    }
    const state = initializeDefaultLists(before, [A], [A])
    expect(state.byUrl).toEqual({ [A]: loaded, [B]: loaded })
    expect(state.activeListUrls).toEqual([B])
  })

  it('does not change its argument', () => {
    const before: ListsState = {
      byUrl: { [B]: loaded },
      activeListUrls: undefined,
      lastInitializedDefaultListOfLists: [B],
    }
    const copy = structuredClone(before)
    initializeDefaultLists(before, [A], [A])
    expect(before).toEqual(copy)
  })
})
