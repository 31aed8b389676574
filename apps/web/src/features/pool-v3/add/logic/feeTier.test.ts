import { describe, expect, it } from 'vitest'
import {
  distributionPercent,
  feeFromRoute,
  feePercent,
  feeTierAutoSelection,
  feeTierAvailable,
  feeTierShown,
} from './feeTier'

describe('feeTierShown', () => {
  const known = { isLoading: false, isError: false, largestUsageFeeTier: 500 } as const
  it("is the route's tier whenever the route names one", () => {
    expect(feeTierShown({ ...known, feeAmount: 3000 })).toBe(3000)
    expect(feeTierShown({ ...known, feeAmount: 100, isLoading: true })).toBe(100)
    expect(feeTierShown({ ...known, feeAmount: 10000, isError: true })).toBe(10000)
  })
  it('is the most used tier, as the selector will select, once the distribution is known', () => {
    expect(feeTierShown({ ...known, feeAmount: undefined })).toBe(500)
  })
  it('is none while the distribution loads, fails or names no tier (the list opens instead)', () => {
    expect(feeTierShown({ ...known, feeAmount: undefined, isLoading: true })).toBeUndefined()
    expect(feeTierShown({ ...known, feeAmount: undefined, isError: true })).toBeUndefined()
    expect(feeTierShown({ ...known, feeAmount: undefined, largestUsageFeeTier: undefined })).toBeUndefined()
  })
})

describe('feeTierAutoSelection', () => {
  it('selects the tier with the largest TVL share when none is chosen', () => {
    expect(
      feeTierAutoSelection({
        feeAmount: undefined,
        isLoading: false,
        isError: false,
        largestUsageFeeTier: 500,
      }),
    ).toEqual({
      select: 500,
      showOptions: false,
    })
  })
  it('leaves a chosen tier alone and waits while loading', () => {
    expect(
      feeTierAutoSelection({ feeAmount: 3000, isLoading: false, isError: false, largestUsageFeeTier: 500 }),
    ).toBeUndefined()
    expect(
      feeTierAutoSelection({
        feeAmount: undefined,
        isLoading: true,
        isError: false,
        largestUsageFeeTier: 500,
      }),
    ).toBeUndefined()
  })
  it('opens the list on an error (stale data included) or when no pool exists', () => {
    expect(
      feeTierAutoSelection({
        feeAmount: undefined,
        isLoading: false,
        isError: true,
        largestUsageFeeTier: 500,
      }),
    ).toEqual({
      showOptions: true,
    })
    expect(
      feeTierAutoSelection({
        feeAmount: undefined,
        isLoading: false,
        isError: false,
        largestUsageFeeTier: undefined,
      }),
    ).toEqual({
      showOptions: true,
    })
  })
})

describe('fee tier display', () => {
  it('shows fees as percents of 1,000,000 and shares as integer percents', () => {
    expect(feePercent(100, 'en-US')).toBe('0.01%')
    expect(feePercent(3000, 'en-US')).toBe('0.3%')
    expect(distributionPercent(0.6666, 'en-US')).toBe('67%')
    expect(distributionPercent(0, 'en-US')).toBe('0%')
    expect(distributionPercent(undefined, 'en-US')).toBeUndefined()
  })
  it('formats them for the locale', () => {
    expect(feePercent(3000, 'de-DE')).toBe('0,3\u00a0%')
    expect(distributionPercent(0.6666, 'tr-TR')).toBe('%67')
  })
  it('accepts only the four tiers from the route, 0.01% on mainnet only', () => {
    expect(feeFromRoute('3000')).toBe(3000)
    expect(feeFromRoute('2500')).toBeUndefined()
    expect(feeFromRoute(undefined)).toBeUndefined()
    expect(feeTierAvailable(100, 1)).toBe(true)
    expect(feeTierAvailable(100, 42161)).toBe(false)
    expect(feeTierAvailable(500, 42161)).toBe(true)
  })
})
