import { parseStoredTransactions } from './schema'
import type { TransactionState } from './types'

/** The valid records of what was stored (see parseStoredTransactions, which also counts the dropped ones). */
export function sanitizeTransactions(stored: unknown): TransactionState {
  const { transactions, dropped } = parseStoredTransactions(stored)
  if (dropped > 0) console.warn(`Dropped ${dropped} stored transaction record(s) that failed validation`)
  return transactions
}
