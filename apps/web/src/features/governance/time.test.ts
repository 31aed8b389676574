import { describe, expect, it } from 'vitest'
import { blockTimestampEstimate, formatDays, votingPeriodDays } from './time'

describe('votingPeriodDays', () => {
  it("is the governor's period in its 5,760-block days: 40,320 blocks are the spec's 7 days", () => {
    expect(votingPeriodDays(40_320n)).toBe(7)
    expect(votingPeriodDays(80_640n)).toBe(14)
    expect(votingPeriodDays(5_760n)).toBe(1)
    expect(votingPeriodDays(17_280n + 2_880n)).toBe(3.5)
  })

  it('falls back to 7 days while the governor has not answered', () => {
    expect(votingPeriodDays(undefined)).toBe(7)
    expect(votingPeriodDays(0n)).toBe(7)
  })
})

describe('formatDays', () => {
  it('says days in the locale', () => {
    expect(formatDays(7, 'en-US')).toBe('7 days')
    expect(formatDays(1, 'en-US')).toBe('1 day')
    expect(formatDays(3.5, 'en-US')).toBe('3.5 days')
    expect(formatDays(7, 'de-DE')).toBe('7 Tage')
  })
})

describe('blockTimestampEstimate', () => {
  it('counts 12 s per block from the latest block', () => {
    expect(blockTimestampEstimate(110n, { number: 100, timestamp: 1_000 })).toBe(1_120_000)
  })
})
