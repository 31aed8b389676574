export { mergeTransactionStates } from './merge'
export { receiptRetryOptions, shouldCheck } from './polling'
export {
  type AddTransactionPayload,
  addTransaction,
  checkedTransaction,
  clearAllTransactions,
  type FinalizeTransactionPayload,
  finalizeTransaction,
  initialState as transactionsInitialState,
  mergeStoredTransactions,
  transactionsReducer,
} from './reducer'
export { CancelledError, type RetryOptions, retry, retryWaitMs } from './retry'
export { sanitizeTransactions } from './sanitize'
export {
  assertTransactionHash,
  isFailed,
  isPending,
  isSuccess,
  isTransactionRecent,
  RECENT_TRANSACTION_MS,
} from './status'
export * from './types'
