import type { TransactionState } from './types'

const HASH = /^0x[0-9a-fA-F]{64}$/

/**
 * What was stored for the transactions slice, kept record by record: a record with a valid hash,
 * a numeric chain and an info object survives; anything else (a corrupt store, a foreign key) is
 * dropped without touching the valid ones.
 */
export function sanitizeTransactions(stored: unknown): TransactionState {
  const result: TransactionState = {}
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return result
  for (const [chainKey, records] of Object.entries(stored)) {
    const chainId = Number(chainKey)
    if (!Number.isInteger(chainId) || chainId <= 0) continue
    if (typeof records !== 'object' || records === null) continue
    for (const [hash, record] of Object.entries(records as Record<string, unknown>)) {
      if (!HASH.test(hash) || typeof record !== 'object' || record === null) continue
      const details = record as Record<string, unknown>
      const info = details.info as Record<string, unknown> | undefined
      if (details.hash !== hash || typeof details.addedTime !== 'number' || typeof info?.type !== 'string')
        continue
      result[chainId] ??= {}
      ;(result[chainId] as Record<string, unknown>)[hash] = details
    }
  }
  return result
}
