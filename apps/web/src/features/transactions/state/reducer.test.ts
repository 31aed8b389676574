import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  addReplacement,
  addTransaction,
  checkedTransaction,
  clearAllTransactions,
  finalizeTransaction,
  initialState,
  nonceUsed,
  recordChainDetails,
  transactionsReducer,
} from './reducer'
import { type SerializableTransactionReceipt, type TransactionState, TransactionType } from './types'

const FROM = '0x0000000000000000000000000000000000000abc'
const info = { type: TransactionType.APPROVAL, tokenAddress: '0xtoken', spender: '0xspender' } as const

const receipt: SerializableTransactionReceipt = {
  blockHash: '0xblock',
  blockNumber: 1234,
  contractAddress: null,
  from: FROM,
  status: 'success',
  to: '0xtoken',
  transactionHash: '0x0',
  transactionIndex: 3,
}

function reduce(state: TransactionState, ...actions: Parameters<typeof transactionsReducer>[1][]) {
  return actions.reduce(transactionsReducer, state)
}

describe('transactions reducer', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(1_000_000)
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('starts empty', () => {
    expect(transactionsReducer(undefined, { type: 'unknown' })).toEqual({})
  })

  describe('addTransaction', () => {
    it('records the transaction under its chain and hash with the time it was added', () => {
      const state = reduce(initialState, addTransaction({ chainId: 1, hash: '0x0', from: FROM, info }))
      expect(state).toEqual({
        1: { '0x0': { hash: '0x0', chainId: 1, from: FROM, info, addedTime: 1_000_000 } },
      })
    })

    it('throws when the hash already exists on that chain', () => {
      const state = reduce(initialState, addTransaction({ chainId: 1, hash: '0x0', from: FROM, info }))
      expect(() => reduce(state, addTransaction({ chainId: 1, hash: '0x0', from: FROM, info }))).toThrow(
        'Attempted to add existing transaction.',
      )
    })

    it('accepts the same hash on another chain', () => {
      const state = reduce(
        initialState,
        addTransaction({ chainId: 1, hash: '0x0', from: FROM, info }),
        addTransaction({ chainId: 10, hash: '0x0', from: FROM, info }),
      )
      expect(state[1]?.['0x0']?.chainId).toBe(1)
      expect(state[10]?.['0x0']?.chainId).toBe(10)
    })
  })

  it('clearAllTransactions clears only that chain', () => {
    const state = reduce(
      initialState,
      addTransaction({ chainId: 1, hash: '0x0', from: FROM, info }),
      addTransaction({ chainId: 1, hash: '0x1', from: FROM, info }),
      addTransaction({ chainId: 42161, hash: '0x2', from: FROM, info }),
      clearAllTransactions({ chainId: 1 }),
    )
    expect(state[1]).toBeUndefined()
    expect(Object.keys(state[42161] ?? {})).toEqual(['0x2'])
  })

  describe('checkedTransaction', () => {
    const added = () => reduce(initialState, addTransaction({ chainId: 1, hash: '0x0', from: FROM, info }))

    it('records the first checked block', () => {
      const state = reduce(added(), checkedTransaction({ chainId: 1, hash: '0x0', blockNumber: 10 }))
      expect(state[1]?.['0x0']?.lastCheckedBlockNumber).toBe(10)
    })

    it('keeps the highest checked block', () => {
      const state = reduce(
        added(),
        checkedTransaction({ chainId: 1, hash: '0x0', blockNumber: 12 }),
        checkedTransaction({ chainId: 1, hash: '0x0', blockNumber: 11 }),
      )
      expect(state[1]?.['0x0']?.lastCheckedBlockNumber).toBe(12)
      const later = reduce(state, checkedTransaction({ chainId: 1, hash: '0x0', blockNumber: 13 }))
      expect(later[1]?.['0x0']?.lastCheckedBlockNumber).toBe(13)
    })

    it('ignores unknown hashes and chains', () => {
      const before = added()
      const state = reduce(
        before,
        checkedTransaction({ chainId: 1, hash: '0xunknown', blockNumber: 10 }),
        checkedTransaction({ chainId: 5, hash: '0x0', blockNumber: 10 }),
      )
      expect(state).toEqual(before)
    })
  })

  describe('finalizeTransaction', () => {
    it('sets the receipt and the confirmation time', () => {
      const state = reduce(initialState, addTransaction({ chainId: 1, hash: '0x0', from: FROM, info }))
      vi.setSystemTime(1_060_000)
      const final = reduce(state, finalizeTransaction({ chainId: 1, hash: '0x0', receipt }))
      expect(final[1]?.['0x0']).toMatchObject({ receipt, confirmedTime: 1_060_000, addedTime: 1_000_000 })
    })

    it('ignores unknown hashes', () => {
      const before = reduce(initialState, addTransaction({ chainId: 1, hash: '0x0', from: FROM, info }))
      expect(reduce(before, finalizeTransaction({ chainId: 1, hash: '0x9', receipt }))).toEqual(before)
      expect(reduce(before, finalizeTransaction({ chainId: 3, hash: '0x0', receipt }))).toEqual(before)
    })
  })

  describe('hash first, replacements and nonce outcomes', () => {
    const sent = { nonce: 4, to: '0xrouter', data: '0xabcdef', value: '5', addedBlock: 100 }

    it('keeps what was sent with the hash', () => {
      const state = reduce(
        initialState,
        addTransaction({ chainId: 1, hash: '0x0', from: FROM, info, ...sent }),
      )
      expect(state[1]?.['0x0']).toMatchObject(sent)
    })

    it("records the chain's copy and each replacement once", () => {
      const details = {
        nonce: 5,
        to: '0xrouter',
        data: '0xabcdef',
        value: '5',
        gas: '21000',
        maxFeePerGas: '9',
      }
      const state = reduce(
        initialState,
        addTransaction({ chainId: 1, hash: '0x0', from: FROM, info, ...sent }),
        recordChainDetails({ chainId: 1, hash: '0x0', details }),
        addReplacement({ chainId: 1, hash: '0x0', replacement: { hash: '0x1', kind: 'speedup' } }),
        addReplacement({ chainId: 1, hash: '0x0', replacement: { hash: '0x1', kind: 'speedup' } }),
      )
      expect(state[1]?.['0x0']).toMatchObject({ ...details, fromChain: true })
      expect(state[1]?.['0x0']?.replacements).toEqual([
        { hash: '0x1', kind: 'speedup', addedTime: 1_000_000 },
      ])
    })

    it("finalizes with a replacement's receipt, following its hash", () => {
      const state = reduce(
        initialState,
        addTransaction({ chainId: 1, hash: '0x0', from: FROM, info }),
        finalizeTransaction({
          chainId: 1,
          hash: '0x0',
          receipt: { ...receipt, transactionHash: '0x1' },
          outcome: 'replaced',
        }),
      )
      expect(state[1]?.['0x0']).toMatchObject({ outcome: 'replaced', replacedBy: '0x1' })
    })

    it('marks a used nonce once, and never over a receipt', () => {
      const cancelled = reduce(
        initialState,
        addTransaction({ chainId: 1, hash: '0x0', from: FROM, info }),
        nonceUsed({ chainId: 1, hash: '0x0', outcome: 'cancelled', replacedBy: '0x2', receipt }),
        nonceUsed({ chainId: 1, hash: '0x0', outcome: 'dropped' }),
      )
      // A cancellation's receipt is not the record's: it did not do what the record says.
      expect(cancelled[1]?.['0x0']).toMatchObject({ outcome: 'cancelled', replacedBy: '0x2' })
      expect(cancelled[1]?.['0x0']?.receipt).toBeUndefined()
      const mined = reduce(
        initialState,
        addTransaction({ chainId: 1, hash: '0x0', from: FROM, info }),
        finalizeTransaction({ chainId: 1, hash: '0x0', receipt }),
        nonceUsed({ chainId: 1, hash: '0x0', outcome: 'dropped' }),
      )
      expect(mined[1]?.['0x0']?.outcome).toBeUndefined()
    })
  })
})
