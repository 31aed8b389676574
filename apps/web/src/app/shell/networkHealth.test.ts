import { describe, expect, it } from 'vitest'
import { isNetworkStale, showNetworkError } from './networkHealth'

describe('isNetworkStale', () => {
  it('warns only once the latest block is older than the threshold', () => {
    const now = 1_700_000_000_000
    expect(isNetworkStale(now / 1000 - 600, now, 600_000)).toBe(false)
    expect(isNetworkStale(now / 1000 - 601, now, 600_000)).toBe(true)
    expect(isNetworkStale(now / 1000 - 800, now, 900_000)).toBe(false)
    expect(isNetworkStale(undefined, now, 600_000)).toBe(false)
  })
})

describe('showNetworkError', () => {
  it('shows only when the network failed and no wallet is connected', () => {
    expect(showNetworkError(true, false)).toBe(true)
    expect(showNetworkError(true, true)).toBe(false)
    expect(showNetworkError(false, false)).toBe(false)
  })
})
