import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from './afterNextPaint'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('afterNextPaint', () => {
  it('runs the work in a task after the next frame, not in the frame', () => {
    vi.useFakeTimers()
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    vi.stubGlobal('cancelAnimationFrame', () => {})
    const work = vi.fn()
    afterNextPaint(work)
    vi.advanceTimersByTime(100)
    expect(work).not.toHaveBeenCalled()
    frames.shift()?.(0)
    expect(work).not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(work).toHaveBeenCalledOnce()
  })
  it('never runs cancelled work, whether cancelled before the frame or after it', () => {
    vi.useFakeTimers()
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    vi.stubGlobal('cancelAnimationFrame', () => frames.splice(0))
    const before = vi.fn()
    afterNextPaint(before)()
    frames.shift()?.(0)
    const after = vi.fn()
    const cancel = afterNextPaint(after)
    frames.shift()?.(0)
    cancel()
    vi.advanceTimersByTime(10)
    expect(before).not.toHaveBeenCalled()
    expect(after).not.toHaveBeenCalled()
  })
})
