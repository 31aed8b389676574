import { describe, expect, it } from 'vitest'
import {
  individualRewardRate,
  isRewardActive,
  parseStakeAmount,
  parseUnitsStrict,
  ratePerWeek,
} from './rates'

const E18 = 10n ** 18n

describe('reward rates', () => {
  it('turns a rate per second into a rate per week (604,800 s)', () => {
    expect(ratePerWeek(1n)).toBe(604_800n)
    // 5,000,000 UNI over four years, per second, is about 23,972 UNI a week.
    const perSecond = (5_000_000n * E18) / (4n * 365n * 86_400n)
    expect(ratePerWeek(perSecond) / E18).toBe(23_972n)
    expect(ratePerWeek(0n)).toBe(0n)
  })

  it("gives a staker the pool's rate in proportion to the stake", () => {
    expect(individualRewardRate(1_000n, 250n, 1_000n)).toBe(250n)
    expect(individualRewardRate(1_000n, 1n, 3n)).toBe(333n)
    expect(individualRewardRate(1_000n, 1_000n, 1_000n)).toBe(1_000n)
    expect(individualRewardRate(1_000n, 0n, 1_000n)).toBe(0n)
    expect(individualRewardRate(1_000n, 5n, 0n)).toBe(0n)
  })

  it('is active without a period end or before it, by chain time', () => {
    expect(isRewardActive(undefined, 100)).toBe(true)
    expect(isRewardActive(0, 100)).toBe(true)
    expect(isRewardActive(200, undefined)).toBe(true)
    expect(isRewardActive(200, 199)).toBe(true)
    expect(isRewardActive(200, 200)).toBe(false)
    expect(isRewardActive(200, 201)).toBe(false)
  })
})

describe('the amount to stake', () => {
  it('parses decimals against the token decimals', () => {
    expect(parseUnitsStrict('1.5', 18)).toBe(15n * 10n ** 17n)
    expect(parseUnitsStrict('1,5', 18)).toBe(15n * 10n ** 17n)
    expect(parseUnitsStrict('.5', 18)).toBe(5n * 10n ** 17n)
    expect(parseUnitsStrict('0.000001', 6)).toBe(1n)
    expect(parseUnitsStrict('0.0000001', 6)).toBeUndefined()
    expect(parseUnitsStrict('0', 18)).toBeUndefined()
    expect(parseUnitsStrict('', 18)).toBeUndefined()
    expect(parseUnitsStrict('.', 18)).toBeUndefined()
    expect(parseUnitsStrict('1e18', 18)).toBeUndefined()
    expect(parseUnitsStrict('-1', 18)).toBeUndefined()
    expect(parseUnitsStrict('1.2.3', 18)).toBeUndefined()
  })

  it('must be positive and within the unstaked balance', () => {
    expect(parseStakeAmount('2', 18, 3n * E18)).toEqual({ amount: 2n * E18 })
    expect(parseStakeAmount('3', 18, 3n * E18)).toEqual({ amount: 3n * E18 })
    expect(parseStakeAmount('3.000000000000000001', 18, 3n * E18)).toEqual({ error: 'INSUFFICIENT_BALANCE' })
    expect(parseStakeAmount('1', 18, undefined)).toEqual({ error: 'INSUFFICIENT_BALANCE' })
    expect(parseStakeAmount('0', 18, 3n * E18)).toEqual({ error: 'ENTER_AMOUNT' })
    expect(parseStakeAmount('abc', 18, 3n * E18)).toEqual({ error: 'ENTER_AMOUNT' })
  })
})
