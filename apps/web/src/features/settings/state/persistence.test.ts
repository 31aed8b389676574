import { describe, expect, it } from 'vitest'
import {
  getLocalStorage,
  loadPersisted,
  SETTINGS_SAVE_DEBOUNCE_MS,
  type StorageLike,
  savePersisted,
} from './persistence'

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Record<string, string> } {
  const data = { ...initial }
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value
    },
  }
}

const throwing: StorageLike = {
  getItem: () => {
    throw new Error('SecurityError')
  },
  setItem: () => {
    throw new Error('QuotaExceededError')
  },
}

describe('loadPersisted', () => {
  it('parses the stored JSON', () => {
    expect(loadPersisted('k', memoryStorage({ k: '{"version":2,"user":{"a":1}}' }))).toEqual({
      version: 2,
      user: { a: 1 },
    })
  })

  it.each(['{"version":2,', 'undefined', '', 'NaN', "{'a':1}"])(
    'returns undefined for corrupt JSON %j',
    (text) => {
      expect(loadPersisted('k', memoryStorage({ k: text }))).toBeUndefined()
    },
  )

  it('returns undefined when nothing is stored, storage throws or there is none', () => {
    expect(loadPersisted('k', memoryStorage())).toBeUndefined()
    expect(loadPersisted('k', throwing)).toBeUndefined()
    expect(loadPersisted('k', undefined)).toBeUndefined()
  })
})

describe('savePersisted', () => {
  it('stores JSON that loads back', () => {
    const storage = memoryStorage()
    expect(savePersisted('k', { version: 2, user: { x: [1, 'a'] } }, storage)).toBe(true)
    expect(storage.data.k).toBe('{"version":2,"user":{"x":[1,"a"]}}')
    expect(loadPersisted('k', storage)).toEqual({ version: 2, user: { x: [1, 'a'] } })
  })

  it('reports failure instead of throwing', () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(savePersisted('k', { a: 1 }, throwing)).toBe(false)
    expect(savePersisted('k', cyclic, memoryStorage())).toBe(false)
    expect(savePersisted('k', 10n, memoryStorage())).toBe(false)
    expect(savePersisted('k', undefined, memoryStorage())).toBe(false)
    expect(savePersisted('k', { a: 1 }, undefined)).toBe(false)
  })

  it('works with the browser’s localStorage', () => {
    const storage = getLocalStorage()
    expect(storage).toBe(window.localStorage)
    expect(savePersisted('persistence-test', { ok: true }, storage)).toBe(true)
    expect(loadPersisted('persistence-test', storage)).toEqual({ ok: true })
    window.localStorage.removeItem('persistence-test')
  })

  it('debounces saves by one second', () => {
    expect(SETTINGS_SAVE_DEBOUNCE_MS).toBe(1000)
  })
})
