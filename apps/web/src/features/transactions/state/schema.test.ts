import { describe, expect, it } from 'vitest'
import { parseStoredTransactions } from './schema'

const hash = `0x${'ab'.repeat(32)}`
const other = `0x${'cd'.repeat(32)}`
const from = '0x0000000000000000000000000000000000000001'
const swap = {
  hash,
  from,
  chainId: 1,
  addedTime: 1_700_000_000_000,
  nonce: 4,
  to: '0x68b3465833fb72a70ecdf485e0e4c7bd8665fc45',
  data: '0x5ae401dc',
  value: '500000000000000000',
  replacements: [{ hash: other, kind: 'speedup', addedTime: 1_700_000_001_000 }],
  info: {
    type: 'SWAP',
    tradeType: 0,
    inputCurrencyId: 'ETH',
    outputCurrencyId: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    inputCurrencyAmountRaw: '500000000000000000',
    expectedOutputCurrencyAmountRaw: '1000000',
    minimumOutputCurrencyAmountRaw: '990000',
  },
}

describe('parseStoredTransactions', () => {
  it('keeps a full record as it was stored', () => {
    expect(parseStoredTransactions({ 1: { [hash]: swap } })).toEqual({
      transactions: { 1: { [hash]: swap } },
      dropped: 0,
    })
  })

  it("keeps a swap's recipient, and drops a record whose recipient is not an address", () => {
    const sent = { ...swap, info: { ...swap.info, recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' } }
    expect(parseStoredTransactions({ 1: { [hash]: sent } }).transactions).toEqual({ 1: { [hash]: sent } })
    const bad = { ...swap, info: { ...swap.info, recipient: 'alice.eth' } }
    expect(parseStoredTransactions({ 1: { [hash]: bad } })).toEqual({ transactions: {}, dropped: 1 })
  })

  it('drops and counts each bad record, keeping the good ones beside it', () => {
    const bad = [
      { ...swap, hash: other }, // under another hash's key
      { ...swap, chainId: 10 }, // under another chain's key
      { ...swap, nonce: -1 },
      { ...swap, data: 'not hex' },
      { ...swap, value: '1e18' },
      { ...swap, info: { ...swap.info, inputCurrencyAmountRaw: { evil: true } } },
      {
        ...swap,
        info: { type: 'VOTE', governorAddress: 'x', proposalId: { toString: 1 }, decision: 1, reason: '' },
      },
      { ...swap, info: { type: 'NOT_A_TYPE' } },
      { ...swap, replacements: [{ hash: 'x', kind: 'speedup', addedTime: 1 }] },
      { ...swap, outcome: 'exploded' },
      { ...swap, receipt: { status: 1 } },
      'garbage',
      null,
    ]
    const stored = { 1: { [hash]: swap, ...Object.fromEntries(bad.map((record, i) => [`k${i}`, record])) } }
    // The keys above are not hashes: give each bad record its own valid key too.
    const keyed = {
      1: {
        [hash]: swap,
        ...Object.fromEntries(bad.map((record, i) => [`0x${String(i).padStart(64, '0')}`, record])),
      },
    }
    expect(parseStoredTransactions(stored)).toEqual({
      transactions: { 1: { [hash]: swap } },
      dropped: bad.length,
    })
    expect(parseStoredTransactions(keyed)).toEqual({
      transactions: { 1: { [hash]: swap } },
      dropped: bad.length,
    })
  })

  it('drops a chain entry that is not an object of records', () => {
    expect(parseStoredTransactions({ 1: 'garbage', 10: [swap] })).toEqual({ transactions: {}, dropped: 2 })
  })

  it('returns nothing for nothing stored, and counts a stored non-object', () => {
    expect(parseStoredTransactions(undefined)).toEqual({ transactions: {}, dropped: 0 })
    expect(parseStoredTransactions(3)).toEqual({ transactions: {}, dropped: 1 })
  })
})
