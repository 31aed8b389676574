import { describe, expect, it } from 'vitest'
import { claimBreakdown } from './breakdown'

const UNI = (amount: number) => BigInt(Math.round(amount * 10_000)) * 10n ** 14n

describe('the claim breakdown', () => {
  it('gives users 400 UNI and liquidity providers the rest', () => {
    expect(claimBreakdown({ isSOCKS: false, isLP: true, isUser: true }, UNI(1_634.5678))).toEqual({
      user: UNI(400),
      liquidity: UNI(1_234.5678),
    })
  })

  it('gives SOCKS holders 1,000 UNI', () => {
    expect(claimBreakdown({ isSOCKS: true, isLP: false, isUser: true }, UNI(1_400))).toEqual({
      user: UNI(400),
      socks: UNI(1_000),
    })
    expect(claimBreakdown({ isSOCKS: true, isLP: true, isUser: true }, UNI(1_499))).toEqual({
      user: UNI(400),
      socks: UNI(1_000),
      liquidity: UNI(99),
    })
  })

  it('is all liquidity for a liquidity provider only', () => {
    expect(claimBreakdown({ isSOCKS: false, isLP: true, isUser: false }, UNI(250.75))).toEqual({
      liquidity: UNI(250.75),
    })
  })

  it('shows no liquidity part when the total does not cover the other parts', () => {
    expect(claimBreakdown({ isSOCKS: true, isLP: true, isUser: true }, UNI(1_000))).toEqual({
      user: UNI(400),
      socks: UNI(1_000),
    })
    expect(claimBreakdown({ isSOCKS: false, isLP: true, isUser: true }, UNI(400))).toEqual({
      user: UNI(400),
      liquidity: 0n,
    })
    expect(claimBreakdown({ isSOCKS: false, isLP: false, isUser: false }, UNI(5))).toEqual({})
  })
})
