/** On layer 2 every transaction gets this many seconds after the latest block (reference-values.md). */
export const L2_DEADLINE_FROM_NOW = 300

/**
 * The deadline of a transaction sent now, in Unix seconds: the latest block's time plus the user's deadline
 * on layer 1, plus the fixed 300 s on layer 2 (the user's setting is ignored there). Undefined until a
 * block time is known.
 */
export function transactionDeadline(
  blockTimestamp: number | undefined,
  userDeadlineSeconds: number,
  l2: boolean,
): bigint | undefined {
  if (blockTimestamp === undefined) return undefined
  return BigInt(blockTimestamp + (l2 ? L2_DEADLINE_FROM_NOW : userDeadlineSeconds))
}
