import { describe, expect, it } from 'vitest'
import { calculateGasMargin, isUserRejection } from './write'

describe('sending', () => {
  it('raises a gas estimate by 20%', () => {
    expect(calculateGasMargin(100_000n)).toBe(120_000n)
    expect(calculateGasMargin(87_654n)).toBe(105_184n)
  })

  it('recognises a rejection by the user, also when wrapped', () => {
    expect(isUserRejection({ code: 4001 })).toBe(true)
    expect(isUserRejection(new Error('x', { cause: { code: 4001 } }))).toBe(true)
    expect(isUserRejection({ code: -32603 })).toBe(false)
    expect(isUserRejection(undefined)).toBe(false)
  })
})
