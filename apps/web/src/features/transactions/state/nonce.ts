import type { NonceOutcome, SerializableTransactionReceipt, TransactionDetails } from './types'

/** The transaction that used a nonce, as the chain has it. */
export interface NonceTaker {
  hash: string
  from: string
  to: string | null
  input: string
  value: bigint
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').toLowerCase() === (b ?? '').toLowerCase()

/**
 * How `taker` used the nonce of `original`: the same target and calldata is a replacement (a wallet's
 * speed-up), a zero-value transfer from the sender to itself is a cancellation, anything else means
 * the original was dropped.
 */
export function classifyNonceTaker(
  original: Pick<TransactionDetails, 'from' | 'to' | 'data'>,
  taker: NonceTaker,
): NonceOutcome {
  if (original.data !== undefined && same(taker.to, original.to) && same(taker.input, original.data))
    return 'replaced'
  if (taker.value === 0n && same(taker.to, taker.from) && same(taker.from, original.from)) return 'cancelled'
  return 'dropped'
}

/** What one look at the chain found for a pending transaction; `undefined` wherever the read failed. */
export interface Observation {
  /**
   * The receipt of each hash sent with this nonce from this app (the transaction's own and its
   * replacements'): a receipt, `null` when the node says it has none, `undefined` when the read failed.
   */
  receipts: Record<string, SerializableTransactionReceipt | null | undefined>
  /** The account's transaction count at the latest block, read before the receipts. */
  accountNonce: number | undefined
}

export type Verdict =
  | { kind: 'wait' }
  /** Mined: by its own hash, or by one of its replacements (which one says `receipt.transactionHash`). */
  | { kind: 'mined'; receipt: SerializableTransactionReceipt; outcome?: 'replaced' | 'cancelled' }
  /** Another transaction used the nonce: find it (then classifyNonceTaker) to say how. */
  | { kind: 'nonce-used' }

/**
 * The decision for a pending transaction from what the chain said. A receipt of any of its hashes decides
 * it. Without one, only proof decides: the account's nonce (read first) has passed this transaction's
 * while the node says none of its hashes was mined. A failed read is never a verdict: it means 'wait'.
 */
export function decide(
  tx: Pick<TransactionDetails, 'hash' | 'nonce' | 'replacements'>,
  observation: Observation,
): Verdict {
  const hashes = [tx.hash, ...(tx.replacements ?? []).map((replacement) => replacement.hash)]
  for (const hash of hashes) {
    const receipt = observation.receipts[hash]
    if (!receipt) continue
    if (hash === tx.hash) return { kind: 'mined', receipt }
    const kind = tx.replacements?.find((replacement) => replacement.hash === hash)?.kind
    return { kind: 'mined', receipt, outcome: kind === 'cancel' ? 'cancelled' : 'replaced' }
  }
  if (tx.nonce === undefined || observation.accountNonce === undefined) return { kind: 'wait' }
  if (observation.accountNonce <= tx.nonce) return { kind: 'wait' }
  // Every receipt must have been read as absent: a failed read might have hidden ours.
  if (hashes.some((hash) => observation.receipts[hash] !== null)) return { kind: 'wait' }
  return { kind: 'nonce-used' }
}

/**
 * The first block in [low, high] at the end of which the account's transaction count exceeds `nonce`:
 * the block holding the transaction that used it. Binary search, about log2(high - low) reads.
 * Resolves `undefined` when even `high` does not exceed it; rejects when a read fails.
 */
export async function findNonceBlock(
  nonce: number,
  low: number,
  high: number,
  countAt: (block: number) => Promise<number>,
): Promise<number | undefined> {
  if (high < low || (await countAt(high)) <= nonce) return undefined
  let lo = low
  let hi = high
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2)
    if ((await countAt(mid)) > nonce) hi = mid
    else lo = mid + 1
  }
  return lo
}

/** The least a wallet accepts for a replacement: each fee at least 10% higher (geth's and MetaMask's rule). */
export const MIN_FEE_BUMP_PERCENT = 10n

/** `fee` raised by the minimum bump, rounded up, plus one wei so that rounding never leaves it equal. */
export function bumpFee(fee: bigint): bigint {
  return (fee * (100n + MIN_FEE_BUMP_PERCENT) + 99n) / 100n + 1n
}

export interface Fees {
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
}

/**
 * The fees of a speed-up or cancellation: each of the original's EIP-1559 fees raised by at least the
 * minimum bump, and never below what the network asks now (`current`), so that it is also mined soon.
 */
export function replacementFees(original: Fees, current: Fees | undefined): Fees {
  const priority = bumpFee(original.maxPriorityFeePerGas)
  const max = bumpFee(original.maxFeePerGas)
  const maxPriorityFeePerGas =
    current && current.maxPriorityFeePerGas > priority ? current.maxPriorityFeePerGas : priority
  let maxFeePerGas = current && current.maxFeePerGas > max ? current.maxFeePerGas : max
  if (maxFeePerGas < maxPriorityFeePerGas) maxFeePerGas = maxPriorityFeePerGas
  return { maxFeePerGas, maxPriorityFeePerGas }
}
