import { describe, expect, it } from 'vitest'
import { sanitizeTransactions } from './sanitize'

const hash = `0x${'ab'.repeat(32)}`
const record = {
  hash,
  from: '0x0000000000000000000000000000000000000001',
  chainId: 1,
  addedTime: 1,
  info: { type: 'DELEGATE', delegatee: '0x0000000000000000000000000000000000000002' },
}

describe('sanitizeTransactions', () => {
  it('keeps valid records and drops the broken ones beside them', () => {
    const stored = {
      1: { [hash]: record, '0x1234': record, [`0x${'cd'.repeat(32)}`]: { ...record, addedTime: 'x' } },
      abc: { [hash]: record },
      42161: 'garbage',
    }
    expect(sanitizeTransactions(stored)).toEqual({ 1: { [hash]: record } })
  })

  it('returns an empty state for anything that is not an object', () => {
    for (const stored of [undefined, null, 3, 'x', []]) expect(sanitizeTransactions(stored)).toEqual({})
  })
})
