/** Where a position stands against its pool's current price (spec section 4). */
export type RangeStatus = 'IN_RANGE' | 'OUT_OF_RANGE' | 'CLOSED'

/**
 * Closed when the position holds no liquidity; out of range when the current tick is below tickLower
 * or at/above tickUpper (the pool's active liquidity excludes the upper tick); otherwise in range.
 * Undefined while the pool's tick is unknown, unless the position is closed.
 */
export function rangeStatus(
  tickCurrent: number | undefined,
  position: { tickLower: number; tickUpper: number; liquidity: bigint },
): RangeStatus | undefined {
  if (position.liquidity === 0n) return 'CLOSED'
  if (tickCurrent === undefined) return undefined
  return tickCurrent < position.tickLower || tickCurrent >= position.tickUpper ? 'OUT_OF_RANGE' : 'IN_RANGE'
}
