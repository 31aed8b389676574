import type { ReceiptStatus, TransactionDetails } from './types'

/** A transaction added longer ago than this no longer shows among the recent ones. */
export const RECENT_TRANSACTION_MS = 86_400_000

const SUCCESS_STATUSES: readonly (ReceiptStatus | undefined)[] = ['success', 1, '0x1', undefined]
const FAILURE_STATUSES: readonly (ReceiptStatus | undefined)[] = ['reverted', 0, '0x0']

type WithReceipt = Pick<TransactionDetails, 'receipt'>

export function isPending(tx: WithReceipt): boolean {
  return !tx.receipt
}

/** Mined and not reverted. A receipt without status predates Byzantium, when failures were not recorded. */
export function isSuccess(tx: WithReceipt): boolean {
  return tx.receipt !== undefined && SUCCESS_STATUSES.includes(tx.receipt.status)
}

export function isFailed(tx: WithReceipt): boolean {
  return tx.receipt !== undefined && FAILURE_STATUSES.includes(tx.receipt.status)
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
