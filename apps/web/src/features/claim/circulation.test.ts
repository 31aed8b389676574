import { describe, expect, it } from 'vitest'
import {
  circulatingSupply,
  RELEASE_SCHEDULE,
  released,
  STAKING_GENESIS,
  scheduledCirculation,
  VESTING_YEARS,
} from './circulation'

const UNI = (amount: number) => BigInt(Math.round(amount * 1_000)) * 10n ** 15n
const DAY = 86_400
const [Y0, Y1, Y2, Y3, Y4] = VESTING_YEARS

describe('the circulating supply schedule', () => {
  it('uses the yearly unlock dates of the specification', () => {
    expect(VESTING_YEARS).toEqual([1_600_387_200, 1_631_923_200, 1_663_459_200, 1_694_995_200, 1_726_531_200])
  })

  it('is 150,000,000 UNI before the genesis and at it', () => {
    expect(scheduledCirculation(STAKING_GENESIS - 1_000)).toBe(UNI(150_000_000))
    expect(scheduledCirculation(STAKING_GENESIS)).toBe(UNI(150_000_000))
  })

  it('releases the 20,000,000 of staking rewards linearly over the first 60 days, nothing else before the cliff', () => {
    expect(scheduledCirculation(STAKING_GENESIS + 15 * DAY)).toBe(UNI(155_000_000))
    expect(scheduledCirculation(STAKING_GENESIS + 30 * DAY - 1)).toBe(
      UNI(150_000_000) + (UNI(20_000_000) * BigInt(30 * DAY - 1)) / BigInt(60 * DAY),
    )
  })

  it('releases the first year (172,000,000 treasury, 160,000,000 team) from the 30-day cliff, linearly to 2021-09-18', () => {
    const cliff = Y0 + 30 * DAY
    const atCliff = UNI(150_000_000) + UNI(10_000_000) + ((UNI(172_000_000) + UNI(160_000_000)) * 30n) / 365n
    expect(scheduledCirculation(cliff)).toBe(atCliff)
    // Half way through the first year (the staking rewards are all out by then).
    const half = Y0 + (Y1 - Y0) / 2
    expect(scheduledCirculation(half)).toBe(UNI(150_000_000 + 20_000_000 + 86_000_000 + 80_000_000))
    expect(scheduledCirculation(Y1)).toBe(UNI(150_000_000 + 20_000_000 + 172_000_000 + 160_000_000))
  })

  it('adds each later yearly tranche over its window: 12,900,000 + 12,000,000, 8,600,000 + 8,000,000, 4,300,000 + 4,000,000', () => {
    const afterYear1 = 502_000_000
    expect(scheduledCirculation(Y1 + (Y2 - Y1) / 2)).toBe(UNI(afterYear1 + 6_450_000 + 6_000_000))
    expect(scheduledCirculation(Y2)).toBe(UNI(afterYear1 + 24_900_000))
    expect(scheduledCirculation(Y2 + (Y3 - Y2) / 4)).toBe(
      UNI(afterYear1 + 24_900_000 + 2_150_000 + 2_000_000),
    )
    expect(scheduledCirculation(Y3)).toBe(UNI(afterYear1 + 24_900_000 + 16_600_000))
    expect(scheduledCirculation(Y3 + (Y4 - Y3) / 2)).toBe(
      UNI(afterYear1 + 41_500_000 + 2_150_000 + 2_000_000),
    )
    expect(scheduledCirculation(Y4)).toBe(UNI(551_800_000))
    expect(scheduledCirculation(Y4 + 10 * 365 * DAY)).toBe(UNI(551_800_000))
  })

  it('releases nothing of a tranche before its start or before its cliff, and all of it from its end', () => {
    const first = RELEASE_SCHEDULE[1]!
    expect(first.cliff).toBe(Y0 + 30 * DAY)
    expect(released(first, Y0 + 29 * DAY)).toBe(0n)
    expect(released(first, Y1)).toBe(UNI(172_000_000))
    const later = RELEASE_SCHEDULE[2]!
    expect(released(later, Y1)).toBe(0n)
    expect(released(later, Y1 + 1)).toBeGreaterThan(0n)
    expect(released(later, Y2)).toBe(UNI(12_900_000))
  })

  it('leaves out the treasury balance, never going below zero', () => {
    expect(circulatingSupply(Y4 + DAY, UNI(400_000_000))).toBe(UNI(151_800_000))
    expect(circulatingSupply(STAKING_GENESIS - 1, UNI(400_000_000))).toBe(0n)
    expect(circulatingSupply(Y1, 0n)).toBe(UNI(502_000_000))
  })
})
