import { describe, expect, it } from 'vitest'
import {
  assertTransactionHash,
  isFailed,
  isPending,
  isSuccess,
  isTransactionRecent,
  minedHash,
  RECENT_TRANSACTION_MS,
  transactionStatus,
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

describe('transactionStatus', () => {
  const mined = withStatus(1).receipt
  const reverted = withStatus(0).receipt

  it('is pending with neither a receipt nor a used nonce', () => {
    expect(transactionStatus({})).toBe('pending')
    expect(isPending({})).toBe(true)
  })

  it("follows the receipt, also a replacement's", () => {
    expect(transactionStatus({ receipt: mined })).toBe('success')
    expect(transactionStatus({ receipt: reverted })).toBe('failed')
    expect(transactionStatus({ receipt: mined, outcome: 'replaced' })).toBe('success')
    expect(isSuccess({ receipt: mined, outcome: 'replaced' })).toBe(true)
  })

  it('says cancelled or dropped when another transaction used the nonce, never success or failure', () => {
    for (const outcome of ['cancelled', 'dropped'] as const) {
      expect(transactionStatus({ outcome })).toBe(outcome)
      expect(isPending({ outcome })).toBe(false)
      expect(isSuccess({ outcome })).toBe(false)
      expect(isFailed({ outcome })).toBe(false)
    }
  })

  it('links the hash that was mined', () => {
    const hash = '0x01'
    expect(minedHash({ hash })).toBe(hash)
    expect(minedHash({ hash, outcome: 'replaced', receipt: { ...mined, transactionHash: '0x02' } })).toBe(
      '0x02',
    )
    expect(minedHash({ hash, outcome: 'cancelled', replacedBy: '0x03' })).toBe('0x03')
  })
})
