import { lazy } from 'react'

// The Activity page is its own chunk, loaded on first visit of /activity.
export const ActivityPage = lazy(() => import('./ActivityPage'))

export { useAllTransactions, usePendingTransactions, useTransactionAdder } from './hooks'
export { isSlippageRevert, sendFailureMessage, TRANSACTION_REJECTED } from './sendErrors'
export { TransactionList } from './TransactionList'
export { TransactionStatusText } from './TransactionStatusText'
export { TransactionSummary } from './TransactionSummary'
export { TransactionUpdater } from './TransactionUpdater'
