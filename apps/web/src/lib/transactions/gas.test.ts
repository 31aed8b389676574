import { describe, expect, it } from 'vitest'
import { calculateGasMargin } from './gas'

describe('calculateGasMargin', () => {
  it('adds 20%, rounding down', () => {
    expect(calculateGasMargin(100_000n)).toBe(120_000n)
    expect(calculateGasMargin(109_826n)).toBe(131_791n)
    expect(calculateGasMargin(0n)).toBe(0n)
  })
})
