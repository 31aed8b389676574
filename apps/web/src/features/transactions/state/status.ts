import type { ReceiptStatus, TransactionDetails } from './types'

/** A transaction added longer ago than this no longer shows among the recent ones. */
export const RECENT_TRANSACTION_MS = 86_400_000

const SUCCESS_STATUSES: readonly (ReceiptStatus | undefined)[] = ['success', 1, '0x1', undefined]
const FAILURE_STATUSES: readonly (ReceiptStatus | undefined)[] = ['reverted', 0, '0x0']

type WithReceipt = Pick<TransactionDetails, 'receipt' | 'outcome'>

/**
 * What the chain says about a transaction, and nothing else decides it: 'pending' until its receipt (or
 * a replacement's) arrives or its nonce is used by another transaction; then 'success' or 'failed' by
 * the receipt's status, or 'cancelled' / 'dropped' by how the nonce was used (see NonceOutcome). A
 * transaction 'replaced' by a speed-up has the replacement's receipt, so its status is that one's.
 */
export type TransactionStatus = 'pending' | 'success' | 'failed' | 'cancelled' | 'dropped'

export function transactionStatus(tx: WithReceipt): TransactionStatus {
  if (tx.outcome === 'cancelled') return 'cancelled'
  if (tx.outcome === 'dropped') return 'dropped'
  if (!tx.receipt) return 'pending'
  return FAILURE_STATUSES.includes(tx.receipt.status) ? 'failed' : 'success'
}

export function isPending(tx: WithReceipt): boolean {
  return transactionStatus(tx) === 'pending'
}

/** Mined and not reverted. A receipt without status predates Byzantium, when failures were not recorded. */
export function isSuccess(tx: WithReceipt): boolean {
  return transactionStatus(tx) === 'success' && SUCCESS_STATUSES.includes(tx.receipt?.status)
}

export function isFailed(tx: WithReceipt): boolean {
  return transactionStatus(tx) === 'failed'
}

/** The hash a user should look up: the one that was mined when a speed-up replaced the original. */
export function minedHash(
  tx: Pick<TransactionDetails, 'hash' | 'receipt' | 'replacedBy' | 'outcome'>,
): string {
  return tx.receipt?.transactionHash ?? (tx.outcome ? tx.replacedBy : undefined) ?? tx.hash
}

/** Added within the last 24 hours. */
export function isTransactionRecent(
  tx: Pick<TransactionDetails, 'addedTime'>,
  now: number = Date.now(),
): boolean {
  return now - tx.addedTime < RECENT_TRANSACTION_MS
}

/**
 * The hash of a sent transaction, from a wallet's response: a bare hash (viem) or an object with `hash`.
 * Without a hash the transaction cannot be tracked, so sending must fail loudly.
 */
export function assertTransactionHash(
  response: string | { hash?: string | null | undefined } | null | undefined,
): string {
  const hash = typeof response === 'string' ? response : response?.hash
  if (typeof hash !== 'string' || hash.length === 0) throw Error('No transaction hash found.')
  return hash
}
