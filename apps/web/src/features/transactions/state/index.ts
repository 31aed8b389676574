export { mergeTransactionStates } from './merge'
export {
  bumpFee,
  classifyNonceTaker,
  decide,
  type Fees,
  findNonceBlock,
  MIN_FEE_BUMP_PERCENT,
  type NonceTaker,
  type Observation,
  replacementFees,
  type Verdict,
} from './nonce'
export { receiptRetryOptions, shouldCheck } from './polling'
export {
  type AddTransactionPayload,
  addReplacement,
  addTransaction,
  type ChainDetails,
  checkedTransaction,
  clearAllTransactions,
  type FinalizeTransactionPayload,
  finalizeTransaction,
  initialState as transactionsInitialState,
  mergeStoredTransactions,
  nonceUsed,
  recordChainDetails,
  type SentDetails,
  transactionsReducer,
} from './reducer'
export { CancelledError, type RetryOptions, retry, retryWaitMs } from './retry'
export { sanitizeTransactions } from './sanitize'
export { type ParsedTransactions, parseStoredTransactions } from './schema'
export {
  assertTransactionHash,
  isFailed,
  isPending,
  isSuccess,
  isTransactionRecent,
  minedHash,
  RECENT_TRANSACTION_MS,
  type TransactionStatus,
  transactionStatus,
} from './status'
export * from './types'
