export { useAllTransactions, usePendingTransactions, useTransactionAdder } from './hooks'
export {
  addTransaction,
  clearAllTransactions,
  isFailed,
  isPending,
  isSuccess,
  mergeStoredTransactions,
  mergeTransactionStates,
  sanitizeTransactions,
  TradeType,
  type TransactionDetails,
  type TransactionInfo,
  type TransactionState,
  TransactionType,
  transactionsReducer,
  VoteOption,
} from './state'
export { TransactionSummary } from './TransactionSummary'
export { TransactionUpdater } from './TransactionUpdater'
