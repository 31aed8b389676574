import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  blockBucket,
  blocksSwapInto,
  defaultListKeys,
  needsSafetyProbe,
  SAFETY_BLOCK_RANGE,
  safetyWarning,
  taxBasisPoints,
  tokenSafetyQueryKey,
  tokenTax,
} from './logic'

const HONEY = '0x4E0e4E0E4e0E4e0E4e0e4e0E4e0e4E0E4E0E4E01'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

describe('the cache of verdicts', () => {
  it('groups blocks in ranges of 50', () => {
    expect(SAFETY_BLOCK_RANGE).toBe(50)
    expect(blockBucket(0)).toBe(0)
    expect(blockBucket(49)).toBe(0)
    expect(blockBucket(50)).toBe(1)
    expect(blockBucket(21_000_123)).toBe(420_002)
    expect(() => blockBucket(-1)).toThrow(RangeError)
    expect(() => blockBucket(1.5)).toThrow(RangeError)
    expect(() => blockBucket(10, 0)).toThrow(RangeError)
  })
  it('puts every block of a range in one bucket, and the next block after it in the next', () => {
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 40 }), fc.integer({ min: 1, max: 10_000 }), (block, range) => {
        const bucket = blockBucket(block, range)
        expect(bucket * range).toBeLessThanOrEqual(block)
        expect(blockBucket((bucket + 1) * range, range)).toBe(bucket + 1)
        expect(blockBucket(bucket * range + range - 1, range)).toBe(bucket)
      }),
    )
  })
  it('keys a verdict by chain, token (in any case) and range', () => {
    expect(tokenSafetyQueryKey(1, HONEY, 7)).toEqual(['token-safety', 1, HONEY.toLowerCase(), 7])
    expect(tokenSafetyQueryKey(1, HONEY.toLowerCase(), 7)).toEqual(tokenSafetyQueryKey(1, HONEY, 7))
    expect(tokenSafetyQueryKey(42161, HONEY, 7)).not.toEqual(tokenSafetyQueryKey(1, HONEY, 7))
    expect(tokenSafetyQueryKey(1, HONEY, 8)).not.toEqual(tokenSafetyQueryKey(1, HONEY, 7))
  })
})

describe('which tokens are probed', () => {
  const defaults = defaultListKeys([{ tokens: [{ chainId: 1, address: USDC }] }])
  it('probes a token outside the active default lists, whatever the case of its address', () => {
    expect(needsSafetyProbe({ isNative: false, chainId: 1, address: HONEY }, defaults)).toBe(true)
    expect(needsSafetyProbe({ isNative: false, chainId: 1, address: USDC.toLowerCase() }, defaults)).toBe(
      false,
    )
    // The same address on another chain is another token.
    expect(needsSafetyProbe({ isNative: false, chainId: 10, address: USDC }, defaults)).toBe(true)
  })
  it('never probes the native coin or nothing', () => {
    expect(needsSafetyProbe({ isNative: true, chainId: 1 }, defaults)).toBe(false)
    expect(needsSafetyProbe(undefined, defaults)).toBe(false)
    expect(needsSafetyProbe(null, defaults)).toBe(false)
  })
})

describe('what a verdict says and blocks', () => {
  it('gives one of the three warnings, or none', () => {
    expect(safetyWarning({ kind: 'honeypot' })).toEqual({ kind: 'honeypot' })
    expect(safetyWarning({ kind: 'transfers-blocked' })).toEqual({ kind: 'transfers-blocked' })
    expect(safetyWarning({ kind: 'tax', buyPercent: 5, sellPercent: 5 })).toEqual({
      kind: 'tax',
      buyPercent: 5,
      sellPercent: 5,
    })
    expect(safetyWarning({ kind: 'none' })).toBeUndefined()
    expect(safetyWarning({ kind: 'unknown', why: 'no-pair' })).toBeUndefined()
    expect(safetyWarning(undefined)).toBeUndefined()
  })
  it('blocks a swap into a honeypot unless expert mode is on, and nothing else', () => {
    expect(blocksSwapInto({ kind: 'honeypot' }, false)).toBe(true)
    expect(blocksSwapInto({ kind: 'honeypot' }, true)).toBe(false)
    expect(blocksSwapInto({ kind: 'transfers-blocked' }, false)).toBe(false)
    expect(blocksSwapInto({ kind: 'tax', buyPercent: 50, sellPercent: 50 }, false)).toBe(false)
    expect(blocksSwapInto(undefined, false)).toBe(false)
  })
})

describe('taxes in basis points', () => {
  it('converts the probe’s percent, rounding up', () => {
    expect(taxBasisPoints(5)).toBe(500)
    expect(taxBasisPoints(0.02)).toBe(2)
    expect(taxBasisPoints(33.3333)).toBe(3334)
    expect(taxBasisPoints(0)).toBe(0)
    expect(taxBasisPoints(-1)).toBe(0)
    expect(taxBasisPoints(Number.NaN)).toBe(0)
    expect(taxBasisPoints(120)).toBe(10_000)
  })
  it('never gives less than the percent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (millionths) => {
        const percent = millionths / 10_000
        expect(taxBasisPoints(percent) / 100).toBeGreaterThanOrEqual(percent)
        expect(taxBasisPoints(percent) / 100 - percent).toBeLessThan(0.01)
      }),
    )
  })
  it('gives the taxes of a taxed token only', () => {
    expect(tokenTax({ kind: 'tax', buyPercent: 5, sellPercent: 0 })).toEqual({ buyBps: 500, sellBps: 0 })
    expect(tokenTax({ kind: 'none' })).toBeUndefined()
    expect(tokenTax({ kind: 'honeypot' })).toBeUndefined()
  })
})
