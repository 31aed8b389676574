import { describe, expect, it } from 'vitest'
import { countdown, formatCountdown } from './countdown'

describe('the reward countdown', () => {
  const begin = 1_600_387_200
  const end = begin + 60 * 86_400

  it('counts down to the beginning, then to the end, then says the rewards have ended', () => {
    expect(countdown(begin - 90_061, begin, end)).toEqual({ phase: 'BEGINS', remaining: 90_061 })
    expect(countdown(begin, begin, end)).toEqual({ phase: 'BEGINS', remaining: 0 })
    expect(countdown(begin + 1, begin, end)).toEqual({ phase: 'ENDS', remaining: 60 * 86_400 - 1 })
    expect(countdown(end, begin, end)).toEqual({ phase: 'ENDS', remaining: 0 })
    expect(countdown(end + 1, begin, end)).toEqual({ phase: 'ENDED', remaining: undefined })
  })

  it('formats days:hh:mm:ss with unpadded days', () => {
    expect(formatCountdown(0)).toBe('0:00:00:00')
    expect(formatCountdown(59)).toBe('0:00:00:59')
    expect(formatCountdown(3_600)).toBe('0:01:00:00')
    expect(formatCountdown(90_061)).toBe('1:01:01:01')
    expect(formatCountdown(60 * 86_400 - 1)).toBe('59:23:59:59')
    expect(formatCountdown(1_460 * 86_400 + 45)).toBe('1460:00:00:45')
    expect(formatCountdown(12.9)).toBe('0:00:00:12')
  })
})
