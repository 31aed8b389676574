import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { addsNothing, mergeTransactionStates } from './merge'
import type { SerializableTransactionReceipt, TransactionInfo, TransactionState } from './types'

export const initialState: TransactionState = {}

export interface AddTransactionPayload {
  chainId: number
  hash: string
  from: string
  info: TransactionInfo
}

export interface FinalizeTransactionPayload {
  chainId: number
  hash: string
  receipt: SerializableTransactionReceipt
}

const transactionsSlice = createSlice({
  name: 'transactions',
  initialState,
  reducers: {
    addTransaction: {
      reducer(state, action: PayloadAction<AddTransactionPayload & { addedTime: number }>) {
        const { chainId, hash, from, info, addedTime } = action.payload
        const chainTransactions = state[chainId] ?? {}
        // A second add would overwrite the first one's receipt and times; the sender has a bug.
        if (chainTransactions[hash]) throw Error('Attempted to add existing transaction.')
        chainTransactions[hash] = { hash, info, from, chainId, addedTime }
        state[chainId] = chainTransactions
      },
      // Time is read when the action is created so that reducing the same actions gives the same state.
      prepare: (payload: AddTransactionPayload) => ({ payload: { ...payload, addedTime: Date.now() } }),
    },
    /** Records written by another tab join ours (see mergeTransactionStates). */
    mergeStoredTransactions(state, action: PayloadAction<TransactionState>) {
      // Unchanged state when there is nothing new: tabs would otherwise echo each other's writes.
      if (addsNothing(action.payload, state)) return state
      return mergeTransactionStates(action.payload, state)
    },
    clearAllTransactions(state, action: PayloadAction<{ chainId: number }>) {
      delete state[action.payload.chainId]
    },
    checkedTransaction(state, action: PayloadAction<{ chainId: number; hash: string; blockNumber: number }>) {
      const { chainId, hash, blockNumber } = action.payload
      const tx = state[chainId]?.[hash]
      if (!tx) return
      // Checks of different blocks may resolve out of order: never record an older block.
      tx.lastCheckedBlockNumber = Math.max(tx.lastCheckedBlockNumber ?? blockNumber, blockNumber)
    },
    finalizeTransaction: {
      reducer(state, action: PayloadAction<FinalizeTransactionPayload & { confirmedTime: number }>) {
        const { chainId, hash, receipt, confirmedTime } = action.payload
        const tx = state[chainId]?.[hash]
        if (!tx) return
        tx.receipt = receipt
        tx.confirmedTime = confirmedTime
      },
      prepare: (payload: FinalizeTransactionPayload) => ({
        payload: { ...payload, confirmedTime: Date.now() },
      }),
    },
  },
})

export const {
  addTransaction,
  clearAllTransactions,
  checkedTransaction,
  finalizeTransaction,
  mergeStoredTransactions,
} = transactionsSlice.actions

export const transactionsReducer = transactionsSlice.reducer

declare module '../../../core/store' {
  interface RootState {
    transactions: TransactionState
  }
}
