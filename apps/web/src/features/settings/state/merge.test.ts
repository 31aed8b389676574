import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { mergeUserStates, userRecordKeys } from './merge'
import { migrateUserState } from './migrate'
import { createInitialUserState } from './reducer'
import type { SerializedToken } from './types'

const token = (address: string): SerializedToken => ({ chainId: 1, address, decimals: 18, symbol: 'T' })
const A = '0x00000000000000000000000000000000000000aa'
const B = '0x00000000000000000000000000000000000000bb'

describe('mergeUserStates', () => {
  it("keeps the tokens of both tabs, except those removed in this one, and the later tab's settings", () => {
    const ours = { ...createInitialUserState(100), userDeadline: 600, tokens: { 1: { [A]: token(A) } } }
    const theirs = { ...createInitialUserState(200), userDeadline: 900, tokens: { 1: { [B]: token(B) } } }
    const merged = mergeUserStates(ours, theirs, new Set())
    expect(Object.keys(merged.tokens[1] ?? {}).sort()).toEqual([A, B])
    expect(merged.userDeadline).toBe(900)
    const removed = mergeUserStates(ours, theirs, new Set([`token:1:${B}`]))
    expect(Object.keys(removed.tokens[1] ?? {})).toEqual([A])
    expect(mergeUserStates({ ...ours, timestamp: 300 }, theirs, new Set()).userDeadline).toBe(600)
  })

  it('lists the records it can merge', () => {
    expect(userRecordKeys({ tokens: { 1: { [A]: token(A) } }, pairs: {} })).toEqual(new Set([`token:1:${A}`]))
  })
})

describe('migrateUserState on random JSON', () => {
  it('never throws and keeps only tokens the SDK can represent', () => {
    const storedToken = fc.record({
      chainId: fc.oneof(fc.constant(1), fc.string(), fc.integer()),
      address: fc.oneof(fc.constant(A), fc.string()),
      decimals: fc.oneof(fc.integer({ min: -2, max: 300 }), fc.constant(null), fc.string(), fc.double()),
      symbol: fc.oneof(fc.string(), fc.integer()),
    })
    const document = fc.oneof(
      fc.jsonValue(),
      fc.record({
        version: fc.oneof(fc.integer(), fc.jsonValue()),
        user: fc.oneof(
          fc.jsonValue(),
          fc.record({ tokens: fc.dictionary(fc.string(), fc.dictionary(fc.string(), storedToken)) }),
        ),
      }),
    )
    fc.assert(
      fc.property(document, (stored) => {
        const user = migrateUserState(stored, 0)
        for (const tokens of Object.values(user.tokens)) {
          for (const stored of Object.values(tokens)) {
            expect(Number.isInteger(stored.decimals) && stored.decimals >= 0 && stored.decimals <= 254).toBe(
              true,
            )
          }
        }
      }),
    )
  })

  it('drops a stored token of 255 decimals and keeps the one beside it', () => {
    const user = migrateUserState({
      version: 2,
      user: { tokens: { 1: { [A]: { ...token(A), decimals: 255 }, [B]: token(B) } } },
    })
    expect(Object.keys(user.tokens[1] ?? {})).toEqual([B])
  })
})
