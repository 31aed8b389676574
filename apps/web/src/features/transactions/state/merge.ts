import type { TransactionDetails, TransactionState } from './types'

/** Decided by the chain: mined, or its nonce used by another transaction. */
const settled = (record: TransactionDetails) => !!record.receipt || !!record.outcome

/** The copy that knows more: a settled one, else the one with more replacements or the chain's details. */
function better(ours: TransactionDetails, theirs: TransactionDetails | undefined): TransactionDetails {
  if (!theirs || settled(ours)) return ours
  if (settled(theirs)) return { ...ours, ...theirs }
  const replacements = [...(ours.replacements ?? [])]
  for (const entry of theirs.replacements ?? [])
    if (!replacements.some((mine) => mine.hash === entry.hash)) replacements.push(entry)
  const merged = !ours.fromChain && theirs.fromChain ? { ...ours, ...theirs } : ours
  return replacements.length > (merged.replacements?.length ?? 0) ? { ...merged, replacements } : merged
}

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
      merged[hash] = better(record, theirs[chainId]?.[hash])
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
      return !!mine && better(mine, record) === mine
    }),
  )
}
