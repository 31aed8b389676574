/** Settings are written at most once a second: sliders and typing dispatch many updates in a row. */
export const SETTINGS_SAVE_DEBOUNCE_MS = 1000

/** The part of the Web Storage API the helpers use; tests pass a plain object. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>

/** `window.localStorage`, or undefined where reading it throws (storage disabled) or there is no window. */
export function getLocalStorage(): StorageLike | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

/**
 * The value stored under `key`, parsed from JSON; undefined when missing, corrupt or unreadable.
 * Never throws: a broken store must not keep the app from starting.
 */
export function loadPersisted(key: string, storage: StorageLike | undefined): unknown {
  try {
    const text = storage?.getItem(key)
    if (text === null || text === undefined) return undefined
    const value: unknown = JSON.parse(text)
    return value
  } catch {
    return undefined
  }
}

/**
 * Stores `value` as JSON under `key`. Returns whether it was written; never throws
 * (quota exceeded, storage disabled, values JSON cannot represent).
 */
export function savePersisted(key: string, value: unknown, storage: StorageLike | undefined): boolean {
  if (!storage) return false
  try {
    const text = JSON.stringify(value)
    if (text === undefined) return false
    storage.setItem(key, text)
    return true
  } catch {
    return false
  }
}
