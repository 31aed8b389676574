import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { addsNothing, mergeTransactionStates } from './merge'
import type {
  NonceOutcome,
  Replacement,
  SerializableTransactionReceipt,
  TransactionDetails,
  TransactionInfo,
  TransactionState,
} from './types'

export const initialState: TransactionState = {}

/** What was sent, as far as the app knows it when the wallet returns the hash. */
export type SentDetails = Pick<TransactionDetails, 'nonce' | 'to' | 'data' | 'value' | 'addedBlock'>

export interface AddTransactionPayload extends SentDetails {
  chainId: number
  hash: string
  from: string
  info: TransactionInfo
}

export interface FinalizeTransactionPayload {
  chainId: number
  hash: string
  receipt: SerializableTransactionReceipt
  /** Set when a replacement's receipt finalizes the record. */
  outcome?: 'replaced' | 'cancelled'
  revertReason?: string
}

/** The chain's copy of a sent transaction: what a speed-up or cancellation must outbid. */
export type ChainDetails = Required<Pick<TransactionDetails, 'nonce' | 'to' | 'data' | 'value' | 'gas'>> &
  Pick<TransactionDetails, 'maxFeePerGas' | 'maxPriorityFeePerGas' | 'gasPrice'>

const transactionsSlice = createSlice({
  name: 'transactions',
  initialState,
  reducers: {
    addTransaction: {
      reducer(state, action: PayloadAction<AddTransactionPayload & { addedTime: number }>) {
        const { chainId, hash, from, info, addedTime, nonce, to, data, value, addedBlock } = action.payload
        const chainTransactions = state[chainId] ?? {}
        // A second add would overwrite the first one's receipt and times; the sender has a bug.
        if (chainTransactions[hash]) throw Error('Attempted to add existing transaction.')
        const record: TransactionDetails = { hash, info, from, chainId, addedTime }
        if (nonce !== undefined) record.nonce = nonce
        if (to !== undefined) record.to = to
        if (data !== undefined) record.data = data
        if (value !== undefined) record.value = value
        if (addedBlock !== undefined) record.addedBlock = addedBlock
        chainTransactions[hash] = record
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
        const { chainId, hash, receipt, confirmedTime, outcome, revertReason } = action.payload
        const tx = state[chainId]?.[hash]
        if (!tx) return
        tx.receipt = receipt
        tx.confirmedTime = confirmedTime
        if (outcome) {
          tx.outcome = outcome
          tx.replacedBy = receipt.transactionHash
        }
        if (revertReason !== undefined) tx.revertReason = revertReason
      },
      prepare: (payload: FinalizeTransactionPayload) => ({
        payload: { ...payload, confirmedTime: Date.now() },
      }),
    },
    /** Another transaction used the nonce (see decide and classifyNonceTaker). */
    nonceUsed: {
      reducer(
        state,
        action: PayloadAction<{
          chainId: number
          hash: string
          outcome: NonceOutcome
          replacedBy?: string
          receipt?: SerializableTransactionReceipt
          confirmedTime: number
        }>,
      ) {
        const { chainId, hash, outcome, replacedBy, receipt, confirmedTime } = action.payload
        const tx = state[chainId]?.[hash]
        if (!tx || tx.receipt || tx.outcome) return
        tx.outcome = outcome
        tx.confirmedTime = confirmedTime
        if (replacedBy) tx.replacedBy = replacedBy
        // Only a replacement (same call) stands in for the original: its receipt is the record's.
        if (receipt && outcome === 'replaced') tx.receipt = receipt
      },
      prepare: (payload: {
        chainId: number
        hash: string
        outcome: NonceOutcome
        replacedBy?: string
        receipt?: SerializableTransactionReceipt
      }) => ({ payload: { ...payload, confirmedTime: Date.now() } }),
    },
    /** The chain's copy of the transaction: the nonce, fees and gas it was really sent with. */
    recordChainDetails(
      state,
      action: PayloadAction<{ chainId: number; hash: string; details: ChainDetails }>,
    ) {
      const { chainId, hash, details } = action.payload
      const tx = state[chainId]?.[hash]
      if (!tx) return
      Object.assign(tx, details, { fromChain: true })
    },
    /** A speed-up or cancellation sent from this app: its hash, recorded the moment the wallet returns it. */
    addReplacement: {
      reducer(state, action: PayloadAction<{ chainId: number; hash: string; replacement: Replacement }>) {
        const { chainId, hash, replacement } = action.payload
        const tx = state[chainId]?.[hash]
        if (!tx || tx.replacements?.some((entry) => entry.hash === replacement.hash)) return
        tx.replacements = [...(tx.replacements ?? []), replacement]
      },
      prepare: (payload: { chainId: number; hash: string; replacement: Omit<Replacement, 'addedTime'> }) => ({
        payload: { ...payload, replacement: { ...payload.replacement, addedTime: Date.now() } },
      }),
    },
  },
})

export const {
  addReplacement,
  addTransaction,
  clearAllTransactions,
  nonceUsed,
  recordChainDetails,
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
