import { afterEach, describe, expect, it, vi } from 'vitest'
import { blockUpdates } from './blockUpdates'

afterEach(() => vi.useRealTimers())

describe('blockUpdates', () => {
  it('passes the first block on at once, and only the newest of a later burst after the delay', () => {
    vi.useFakeTimers()
    const update = vi.fn()
    const updates = blockUpdates<number>(update, 100)
    updates.push(1)
    expect(update.mock.calls).toEqual([[1]])
    updates.push(2)
    updates.push(3)
    vi.advanceTimersByTime(99)
    expect(update.mock.calls).toEqual([[1]])
    vi.advanceTimersByTime(1)
    expect(update.mock.calls).toEqual([[1], [3]])
  })
  it('drops a waiting block when cancelled', () => {
    vi.useFakeTimers()
    const update = vi.fn()
    const updates = blockUpdates<number>(update, 100)
    updates.push(1)
    updates.push(2)
    updates.cancel()
    vi.advanceTimersByTime(1_000)
    expect(update.mock.calls).toEqual([[1]])
  })
})
