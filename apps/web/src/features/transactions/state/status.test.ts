import { describe, expect, it } from 'vitest'
import {
  assertTransactionHash,
  isFailed,
  isPending,
  isSuccess,
  isTransactionRecent,
  RECENT_TRANSACTION_MS,
} from './status'
import type { ReceiptStatus, SerializableTransactionReceipt } from './types'

function withStatus(status: ReceiptStatus | undefined): { receipt: SerializableTransactionReceipt } {
  return {
    receipt: {
      blockHash: '0xb',
      blockNumber: 1,
      contractAddress: null,
      from: '0xf',
      to: '0xt',
      transactionHash: '0xh',
      transactionIndex: 0,
      ...(status === undefined ? {} : { status }),
    },
  }
}

describe('transaction status', () => {
  it('is pending without a receipt', () => {
    expect(isPending({})).toBe(true)
    expect(isSuccess({})).toBe(false)
    expect(isFailed({})).toBe(false)
  })

  it.each([
    ['success', true],
    [1, true],
    ['0x1', true],
    [undefined, true],
    ['reverted', false],
    [0, false],
    ['0x0', false],
  ] as const)('receipt status %s: success %s, failed the opposite', (status, success) => {
    const tx = withStatus(status)
    expect(isPending(tx)).toBe(false)
    expect(isSuccess(tx)).toBe(success)
    expect(isFailed(tx)).toBe(!success)
  })

  it('is recent for 24 hours after it was added', () => {
    const now = 10 * RECENT_TRANSACTION_MS
    expect(RECENT_TRANSACTION_MS).toBe(86_400_000)
    expect(isTransactionRecent({ addedTime: now }, now)).toBe(true)
    expect(isTransactionRecent({ addedTime: now - RECENT_TRANSACTION_MS + 1 }, now)).toBe(true)
    expect(isTransactionRecent({ addedTime: now - RECENT_TRANSACTION_MS }, now)).toBe(false)
    expect(isTransactionRecent({ addedTime: now - 2 * RECENT_TRANSACTION_MS }, now)).toBe(false)
  })
})

describe('assertTransactionHash', () => {
  it('returns the hash of a response object or a bare hash', () => {
    expect(assertTransactionHash({ hash: '0xabc' })).toBe('0xabc')
    expect(assertTransactionHash('0xdef')).toBe('0xdef')
  })

  it.each([
    ['an empty hash', { hash: '' }],
    ['a null hash', { hash: null }],
    ['no hash', {}],
    ['an empty string', ''],
    ['null', null],
    ['undefined', undefined],
  ])('throws for %s', (_, response) => {
    expect(() => assertTransactionHash(response)).toThrow(new Error('No transaction hash found.'))
  })
})
