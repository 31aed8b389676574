import { describe, expect, it } from 'vitest'
import { addsNothing, mergeTransactionStates } from './merge'
import { type TransactionDetails, TransactionType } from './types'

const record = (hash: string, extra: Partial<TransactionDetails> = {}): TransactionDetails => ({
  hash,
  from: '0x0000000000000000000000000000000000000001',
  chainId: 1,
  addedTime: 1,
  info: { type: TransactionType.DELEGATE, delegatee: '0x0000000000000000000000000000000000000002' },
  ...extra,
})
const receipt = {
  blockHash: '0x1',
  blockNumber: 5,
  contractAddress: null,
  from: '0x0000000000000000000000000000000000000001',
  status: 1 as const,
  to: null,
  transactionHash: '0xa',
  transactionIndex: 0,
}

describe('mergeTransactionStates', () => {
  it("keeps the other tab's records and ours", () => {
    const merged = mergeTransactionStates(
      { 1: { '0xa': record('0xa') } },
      { 1: { '0xb': record('0xb') }, 10: { '0xc': record('0xc') } },
    )
    expect(Object.keys(merged[1] ?? {}).sort()).toEqual(['0xa', '0xb'])
    expect(Object.keys(merged[10] ?? {})).toEqual(['0xc'])
  })

  it('prefers a record with a receipt, and ours otherwise', () => {
    const theirs = {
      1: { '0xa': record('0xa', { receipt, confirmedTime: 9 }), '0xb': record('0xb', { addedTime: 1 }) },
    }
    const ours = { 1: { '0xa': record('0xa'), '0xb': record('0xb', { addedTime: 2 }) } }
    const merged = mergeTransactionStates(theirs, ours)
    expect(merged[1]?.['0xa']?.receipt).toEqual(receipt)
    expect(merged[1]?.['0xb']?.addedTime).toBe(2)
  })

  it('leaves out what the user cleared here', () => {
    const merged = mergeTransactionStates(
      { 1: { '0xa': record('0xa'), '0xb': record('0xb') } },
      {},
      new Set(['0xa']),
    )
    expect(Object.keys(merged[1] ?? {})).toEqual(['0xb'])
  })
})

describe('addsNothing', () => {
  it('is true only when every record and receipt of theirs is known', () => {
    expect(addsNothing({ 1: { '0xa': record('0xa') } }, { 1: { '0xa': record('0xa') } })).toBe(true)
    expect(addsNothing({ 1: { '0xa': record('0xa') } }, {})).toBe(false)
    expect(addsNothing({ 1: { '0xa': record('0xa', { receipt }) } }, { 1: { '0xa': record('0xa') } })).toBe(
      false,
    )
    expect(addsNothing({ 1: { '0xa': record('0xa') } }, { 1: { '0xa': record('0xa', { receipt }) } })).toBe(
      true,
    )
  })
})

describe('merging what the chain decided', () => {
  it("takes the other tab's verdict on a used nonce, and joins both tabs' replacements", () => {
    const speedUp = { hash: '0xs', kind: 'speedup' as const, addedTime: 2 }
    const cancel = { hash: '0xc', kind: 'cancel' as const, addedTime: 3 }
    const theirs = {
      1: { '0xa': record('0xa', { outcome: 'dropped' }), '0xb': record('0xb', { replacements: [cancel] }) },
    }
    const ours = { 1: { '0xa': record('0xa'), '0xb': record('0xb', { replacements: [speedUp] }) } }
    const merged = mergeTransactionStates(theirs, ours)
    expect(merged[1]?.['0xa']?.outcome).toBe('dropped')
    expect(merged[1]?.['0xb']?.replacements).toEqual([speedUp, cancel])
    expect(addsNothing(theirs, ours)).toBe(false)
    expect(addsNothing(theirs, merged)).toBe(true)
  })
})
