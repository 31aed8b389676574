import { describe, expect, it } from 'vitest'
import { interactionToNextPaint } from './vitalsInPage.ts'

const interactions = (durations: number[]) =>
  durations.map((duration, index) => ({ id: index + 1, duration, name: 'keydown' }))

describe('interactionToNextPaint', () => {
  it('is 0 without an interaction of 16 ms or more (the browser reports none shorter)', () => {
    expect(interactionToNextPaint([])).toBe(0)
  })

  it('is the longest interaction below 50 interactions', () => {
    expect(interactionToNextPaint(interactions([40, 144, 64, 80]))).toBe(144)
  })

  it('leaves out the longest of every 50, as web-vitals does (the 98th percentile)', () => {
    const durations = Array.from({ length: 120 }, (_, index) => index + 16)
    // 120 interactions: the two longest (135, 134) are left out.
    expect(interactionToNextPaint(interactions(durations))).toBe(133)
  })
})
