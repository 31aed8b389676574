import { lazy } from 'react'

// The Activity page is its own chunk, loaded on first visit of /activity.
export const ActivityPage = lazy(() => import('./ActivityPage'))

export { TransactionDialog } from './flow/TransactionDialog'
export { AttemptingView, FailedView, SubmittedView, TransactionFlowBody } from './flow/TransactionViews'
export {
  type FlowOptions,
  IDLE,
  isAttempting,
  type PreparedTransaction,
  type TransactionFlow,
  type TransactionFlowState,
  useTransactionFlow,
} from './flow/useTransactionFlow'
export {
  useAllTransactions,
  usePendingTransactions,
  useTransactionAdder,
  useTransactionRecord,
} from './hooks'
export {
  addTransaction,
  clearAllTransactions,
  isFailed,
  isPending,
  isSuccess,
  mergeStoredTransactions,
  mergeTransactionStates,
  minedHash,
  type ParsedTransactions,
  parseStoredTransactions,
  type SentDetails,
  sanitizeTransactions,
  TradeType,
  type TransactionDetails,
  type TransactionInfo,
  type TransactionState,
  type TransactionStatus,
  TransactionType,
  transactionStatus,
  transactionsReducer,
  VoteOption,
} from './state'
export { TransactionList } from './TransactionList'
export { TransactionStatusText } from './TransactionStatusText'
export { TransactionSummary } from './TransactionSummary'
export { TransactionUpdater } from './TransactionUpdater'
