import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CancelledError, retry, retryWaitMs } from './retry'

describe('retryWaitMs', () => {
  it('stays within [minWait, maxWait]', () => {
    expect(retryWaitMs(250, 1000, 0)).toBe(250)
    expect(retryWaitMs(250, 1000, 0.5)).toBe(625)
    expect(retryWaitMs(250, 1000, 0.9999999)).toBe(1000)
    expect(retryWaitMs(0, 0, 0.7)).toBe(0)
  })
})

describe('retry', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  /** Rejects the first `failures` calls, then resolves with the call number. */
  function failing(failures: number) {
    let calls = 0
    const fn = vi.fn(async () => {
      calls += 1
      if (calls <= failures) throw new Error(`failure ${calls}`)
      return calls
    })
    return fn
  }

  it('resolves with the first success without waiting', async () => {
    const fn = failing(0)
    const { promise } = retry(fn, { n: 3, minWait: 100, maxWait: 100 })
    await expect(promise).resolves.toBe(1)
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('waits between tries and resolves once fn succeeds', async () => {
    const fn = failing(2)
    const { promise } = retry(fn, { n: 3, minWait: 100, maxWait: 100 })
    await vi.advanceTimersByTimeAsync(0)
    expect(fn).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(99)
    expect(fn).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fn).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(100)
    expect(fn).toHaveBeenCalledTimes(3)
    await expect(promise).resolves.toBe(3)
  })

  it('tries n + 1 times in all, then rejects with the last error', async () => {
    const fn = failing(Number.POSITIVE_INFINITY)
    const { promise } = retry(fn, { n: 2, minWait: 10, maxWait: 10 })
    const outcome = expect(promise).rejects.toThrow('failure 3')
    await vi.advanceTimersByTimeAsync(1000)
    await outcome
    expect(fn).toHaveBeenCalledTimes(3)
  })

  it('with n = 0 does not retry', async () => {
    const fn = failing(1)
    const { promise } = retry(fn, { n: 0, minWait: 0, maxWait: 0 })
    await expect(promise).rejects.toThrow('failure 1')
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('counts a synchronous throw as a failed try', async () => {
    let calls = 0
    const fn = vi.fn((): Promise<string> => {
      calls += 1
      if (calls === 1) throw new Error('sync')
      return Promise.resolve('ok')
    })
    const { promise } = retry(fn, { n: 1, minWait: 0, maxWait: 0 })
    await vi.advanceTimersByTimeAsync(0)
    await expect(promise).resolves.toBe('ok')
    expect(fn).toHaveBeenCalledTimes(2)
  })

  it('waits a random time between minWait and maxWait', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    const fn = failing(1)
    retry(fn, { n: 1, minWait: 200, maxWait: 600 })
    await vi.advanceTimersByTimeAsync(399)
    expect(fn).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fn).toHaveBeenCalledTimes(2)
  })

  it('cancel rejects with CancelledError and stops further tries', async () => {
    const fn = failing(Number.POSITIVE_INFINITY)
    const { promise, cancel } = retry(fn, { n: 5, minWait: 100, maxWait: 100 })
    await vi.advanceTimersByTimeAsync(0)
    cancel()
    await expect(promise).rejects.toBeInstanceOf(CancelledError)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('cancel after success changes nothing', async () => {
    const { promise, cancel } = retry(failing(0), { n: 1, minWait: 0, maxWait: 0 })
    await expect(promise).resolves.toBe(1)
    cancel()
    await expect(promise).resolves.toBe(1)
  })
})
