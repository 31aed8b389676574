import { describe, expect, it } from 'vitest'
import { receiptRetryOptions, shouldCheck } from './polling'

const MINUTE = 60_000
const NOW = 1_700_000_000_000
const LAST_BLOCK = 1000

/** A pending transaction added `ageMs` before NOW and last checked `blocksAgo` blocks before LAST_BLOCK. */
function pending(ageMs: number, blocksAgo?: number) {
  return {
    addedTime: NOW - ageMs,
    ...(blocksAgo === undefined ? {} : { lastCheckedBlockNumber: LAST_BLOCK - blocksAgo }),
  }
}

describe('shouldCheck', () => {
  it.each([
    // never checked: always, whatever the age
    ['never checked, new', pending(0), true],
    ['never checked, 2 hours old', pending(120 * MINUTE), true],
    // under 5 minutes: at least one block since the last check
    ['1 min, checked this block', pending(MINUTE, 0), false],
    ['1 min, 1 block since', pending(MINUTE, 1), true],
    ['4:59.999, 1 block since', pending(5 * MINUTE - 1, 1), true],
    // 5 to 60 minutes (both ends included): more than 2 blocks
    ['exactly 5 min, 1 block since', pending(5 * MINUTE, 1), false],
    ['exactly 5 min, 2 blocks since', pending(5 * MINUTE, 2), false],
    ['exactly 5 min, 3 blocks since', pending(5 * MINUTE, 3), true],
    ['30 min, 2 blocks since', pending(30 * MINUTE, 2), false],
    ['30 min, 3 blocks since', pending(30 * MINUTE, 3), true],
    ['exactly 60 min, 2 blocks since', pending(60 * MINUTE, 2), false],
    ['exactly 60 min, 3 blocks since', pending(60 * MINUTE, 3), true],
    // over 60 minutes: more than 9 blocks
    ['60 min + 1 ms, 3 blocks since', pending(60 * MINUTE + 1, 3), false],
    ['60 min + 1 ms, 9 blocks since', pending(60 * MINUTE + 1, 9), false],
    ['60 min + 1 ms, 10 blocks since', pending(60 * MINUTE + 1, 10), true],
    ['1 day, 9 blocks since', pending(1440 * MINUTE, 9), false],
    ['1 day, 10 blocks since', pending(1440 * MINUTE, 10), true],
    // a check recorded beyond the known block (another provider is ahead): wait
    ['1 min, checked ahead of the block', pending(MINUTE, -1), false],
  ])('%s → %s', (_, tx, expected) => {
    expect(shouldCheck(LAST_BLOCK, tx, NOW)).toBe(expected)
  })

  it('never checks a transaction that has a receipt', () => {
    const receipt = { status: 'success' }
    expect(shouldCheck(LAST_BLOCK, { ...pending(0), receipt }, NOW)).toBe(false)
    expect(shouldCheck(LAST_BLOCK, { ...pending(MINUTE, 100), receipt }, NOW)).toBe(false)
  })
})

describe('receiptRetryOptions', () => {
  it.each([10, 69, 42161, 421611])('retries often on layer-2 chain %i', (chainId) => {
    expect(receiptRetryOptions(chainId)).toEqual({ n: 10, minWait: 250, maxWait: 1000 })
  })

  it.each([1, 3, 4, 5, 42, 56])('retries once, at once, on chain %i', (chainId) => {
    expect(receiptRetryOptions(chainId)).toEqual({ n: 1, minWait: 0, maxWait: 0 })
  })
})
