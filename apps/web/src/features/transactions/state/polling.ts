import { isL2 } from '../../../lib/chains'
import type { RetryOptions } from './retry'

const MINUTE_MS = 60_000

/**
 * Whether to ask for the receipt of `tx` now that the chain is at `lastBlockNumber`.
 * Older transactions are checked less often: one stuck for an hour is unlikely to be mined in the next block,
 * and every check is an RPC call.
 */
export function shouldCheck(
  lastBlockNumber: number,
  tx: { addedTime: number; receipt?: unknown; lastCheckedBlockNumber?: number },
  now: number,
): boolean {
  if (tx.receipt != null) return false
  if (tx.lastCheckedBlockNumber === undefined) return true
  const blocksSinceCheck = lastBlockNumber - tx.lastCheckedBlockNumber
  if (blocksSinceCheck < 1) return false
  const ageMs = now - tx.addedTime
  if (ageMs > 60 * MINUTE_MS) return blocksSinceCheck > 9
  if (ageMs >= 5 * MINUTE_MS) return blocksSinceCheck > 2
  return true
}

/**
 * Layer-2 nodes may answer before they have indexed a transaction they just accepted: retry the receipt
 * fetch a few times there. On layer 1 the next block triggers another check anyway.
 */
export function receiptRetryOptions(chainId: number): RetryOptions {
  return isL2(chainId) ? { n: 10, minWait: 250, maxWait: 1000 } : { n: 1, minWait: 0, maxWait: 0 }
}
