import { describe, expect, it } from 'vitest'
import { rangeStatus } from './rangeStatus'

const position = { tickLower: -60, tickUpper: 60, liquidity: 1000n }

describe('rangeStatus', () => {
  it('is in range from tickLower up to just below tickUpper', () => {
    expect(rangeStatus(-60, position)).toBe('IN_RANGE')
    expect(rangeStatus(0, position)).toBe('IN_RANGE')
    expect(rangeStatus(59, position)).toBe('IN_RANGE')
  })

  it('is out of range below tickLower and at or above tickUpper', () => {
    expect(rangeStatus(-61, position)).toBe('OUT_OF_RANGE')
    expect(rangeStatus(60, position)).toBe('OUT_OF_RANGE')
    expect(rangeStatus(1000, position)).toBe('OUT_OF_RANGE')
  })

  it('is closed with zero liquidity, whatever the price', () => {
    expect(rangeStatus(0, { ...position, liquidity: 0n })).toBe('CLOSED')
    expect(rangeStatus(undefined, { ...position, liquidity: 0n })).toBe('CLOSED')
  })

  it('is unknown while the pool tick is unknown', () => {
    expect(rangeStatus(undefined, position)).toBeUndefined()
  })
})
