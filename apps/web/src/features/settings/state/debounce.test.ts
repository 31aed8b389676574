import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { debounce } from './debounce'

describe('debounce', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('calls once, with the latest arguments, after the calls stop for the delay', () => {
    const fn = vi.fn((_value: number) => {})
    const save = debounce(fn, 1000)
    save(1)
    vi.advanceTimersByTime(600)
    save(2)
    vi.advanceTimersByTime(600)
    save(3)
    vi.advanceTimersByTime(999)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(1)
    expect(fn).toHaveBeenCalledWith(3)
  })

  it('calls again for calls after the delay', () => {
    const fn = vi.fn((_value: string) => {})
    const save = debounce(fn, 1000)
    save('a')
    vi.advanceTimersByTime(1000)
    save('b')
    vi.advanceTimersByTime(1000)
    expect(fn.mock.calls).toEqual([['a'], ['b']])
  })

  it('cancel drops the pending call', () => {
    const fn = vi.fn()
    const save = debounce(fn, 1000)
    save()
    save.cancel()
    vi.advanceTimersByTime(5000)
    expect(fn).not.toHaveBeenCalled()
  })

  it('flush runs the pending call at once, and only once', () => {
    const fn = vi.fn((_value: number) => {})
    const save = debounce(fn, 1000)
    save(7)
    save.flush()
    expect(fn).toHaveBeenCalledWith(7)
    vi.advanceTimersByTime(5000)
    save.flush()
    expect(fn).toHaveBeenCalledTimes(1)
  })
})
