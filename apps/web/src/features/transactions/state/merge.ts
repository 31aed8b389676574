import type { TransactionDetails, TransactionState } from './types'

/**
 * Two copies of the transaction records (another tab's and ours) combined without losing either:
 * every record of both survives, a record with a receipt beats the same record without one, and
 * otherwise `ours` wins. Hashes in `removed` (cleared here by the user) are left out.
 */
export function mergeTransactionStates(
  theirs: TransactionState,
  ours: TransactionState,
  removed: ReadonlySet<string> = new Set(),
): TransactionState {
  const result: TransactionState = {}
  const chainIds = new Set([...Object.keys(theirs), ...Object.keys(ours)].map(Number))
  for (const chainId of chainIds) {
    const merged: Record<string, TransactionDetails> = {}
    const ourRecords = ours[chainId] ?? {}
    for (const [hash, record] of Object.entries(theirs[chainId] ?? {})) {
      if (!removed.has(hash) && !ourRecords[hash]) merged[hash] = record
    }
    for (const [hash, record] of Object.entries(ourRecords)) {
      const other = theirs[chainId]?.[hash]
      merged[hash] = !record.receipt && other?.receipt ? { ...record, ...other } : record
    }
    if (Object.keys(merged).length > 0) result[chainId] = merged
  }
  return result
}

/** True when `theirs` holds nothing `ours` lacks (no new record, no receipt we do not have). */
export function addsNothing(theirs: TransactionState, ours: TransactionState): boolean {
  return Object.keys(theirs).every((chainId) =>
    Object.entries(theirs[Number(chainId)] ?? {}).every(([hash, record]) => {
      const mine = ours[Number(chainId)]?.[hash]
      return !!mine && (!!mine.receipt || !record.receipt)
    }),
  )
}
