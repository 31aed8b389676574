import { describe, expect, it } from 'vitest'
import { transactionDeadline } from './deadline'

describe('transactionDeadline', () => {
  it('adds the user deadline to the block time on layer 1 and a fixed 300 s on layer 2', () => {
    expect(transactionDeadline(1_000, 1_800, false)).toBe(2_800n)
    expect(transactionDeadline(1_000, 1_800, true)).toBe(1_300n)
    expect(transactionDeadline(undefined, 1_800, false)).toBeUndefined()
  })
})
