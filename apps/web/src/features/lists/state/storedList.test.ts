import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { restoreLists } from './persist'
import { parseStoredList } from './storedList'

const good = {
  chainId: 1,
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
}
const list = (tokens: unknown[]) => ({
  name: 'Stored',
  timestamp: '2026-11-23T00:00:00.000Z',
  version: { major: 1, minor: 0, patch: 0 },
  tokens,
})

describe('stored lists', () => {
  it('drops each invalid token alone and keeps the good ones beside it', () => {
    const bad = [
      { ...good, decimals: null },
      { ...good, decimals: 300 },
      { ...good, decimals: 'x' },
      { ...good, decimals: 1.5 },
      { ...good, chainId: '1' },
      { ...good, address: 'nope' },
      null,
      'USDC',
    ]
    const parsed = parseStoredList(list([good, ...bad, { ...good, decimals: 255 }]))
    // 255 is a valid uint8: the token map refuses it, visibly, rather than storage losing it.
    expect(parsed?.list.tokens).toEqual([good, { ...good, decimals: 255 }])
    expect(parsed?.dropped).toBe(bad.length)
  })

  it('restores a state from any JSON without throwing, with only valid tokens', () => {
    const token = fc.oneof(
      fc.constant(good),
      fc.record({
        chainId: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
        address: fc.oneof(fc.constant(good.address), fc.string()),
        name: fc.oneof(fc.string(), fc.integer()),
        symbol: fc.oneof(fc.string(), fc.constant(null)),
        decimals: fc.oneof(fc.integer({ min: -5, max: 400 }), fc.string(), fc.double(), fc.constant(null)),
      }),
      fc.jsonValue(),
    )
    const stored = fc.oneof(
      fc.jsonValue(),
      fc.record({
        byUrl: fc.dictionary(
          fc.string(),
          fc.record({
            current: fc.oneof(fc.jsonValue(), fc.array(token).map(list)),
            pendingUpdate: fc.jsonValue(),
          }),
        ),
        activeListUrls: fc.oneof(fc.array(fc.string()), fc.jsonValue()),
      }),
    )
    fc.assert(
      fc.property(stored, (value) => {
        const state = restoreLists(value)
        for (const entry of Object.values(state.byUrl)) {
          for (const stored of [entry.current, entry.pendingUpdate]) {
            for (const t of stored?.tokens ?? []) {
              expect(Number.isInteger(t.chainId) && t.chainId > 0).toBe(true)
              expect(Number.isInteger(t.decimals) && t.decimals >= 0 && t.decimals <= 255).toBe(true)
              expect(typeof t.symbol).toBe('string')
            }
          }
        }
      }),
    )
  })

  it('counts what it dropped', () => {
    let dropped = 0
    restoreLists(
      { byUrl: { a: { current: list([good, { ...good, decimals: 'x' }]) }, b: { current: 5 } } },
      (n) => {
        dropped += n
      },
    )
    expect(dropped).toBe(2)
  })
})
