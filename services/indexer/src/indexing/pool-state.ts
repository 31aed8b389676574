/**
 * Pure bookkeeping of a v3 pool from its events: tick liquidity, in-range liquidity and the
 * token amounts it holds. The indexing handlers only load rows, call these and store the result.
 */

export interface TickLiquidity {
  liquidityGross: bigint
  liquidityNet: bigint
}

export interface TickUpdate extends TickLiquidity {
  tickIdx: number
  /** False when liquidityGross fell to zero: the pool clears such a tick, and so do we. */
  initialized: boolean
}

/**
 * A position's liquidity change (positive on Mint, negative on Burn) as the pool applies it to its
 * two ticks: crossing the lower tick upwards adds the liquidity, crossing the upper one removes it.
 */
export function updatePositionTicks(
  ticks: { lower: TickLiquidity | undefined; upper: TickLiquidity | undefined },
  tickLower: number,
  tickUpper: number,
  liquidityDelta: bigint,
): [TickUpdate, TickUpdate] {
  if (tickLower >= tickUpper)
    throw new RangeError(`tickLower ${tickLower} must be below tickUpper ${tickUpper}`)
  return [
    updateTick(ticks.lower, tickLower, liquidityDelta, liquidityDelta),
    updateTick(ticks.upper, tickUpper, liquidityDelta, -liquidityDelta),
  ]
}

function updateTick(
  current: TickLiquidity | undefined,
  tickIdx: number,
  grossDelta: bigint,
  netDelta: bigint,
): TickUpdate {
  const liquidityGross = (current?.liquidityGross ?? 0n) + grossDelta
  const liquidityNet = (current?.liquidityNet ?? 0n) + netDelta
  if (liquidityGross < 0n) throw new RangeError(`tick ${tickIdx} would have negative gross liquidity`)
  if (liquidityGross === 0n && liquidityNet !== 0n)
    throw new RangeError(`tick ${tickIdx} has net liquidity ${liquidityNet} without gross liquidity`)
  return { tickIdx, liquidityGross, liquidityNet, initialized: liquidityGross > 0n }
}

/** The pool's in-range liquidity changes only when the position spans the current tick. */
export function activeLiquidityDelta(
  currentTick: number | null,
  tickLower: number,
  tickUpper: number,
  liquidityDelta: bigint,
): bigint {
  if (currentTick === null) return 0n
  return currentTick >= tickLower && currentTick < tickUpper ? liquidityDelta : 0n
}

export type BalanceEvent =
  | { kind: 'mint'; amount0: bigint; amount1: bigint }
  | { kind: 'burn' }
  | { kind: 'swap'; amount0: bigint; amount1: bigint }
  | { kind: 'collect'; amount0: bigint; amount1: bigint }
  | { kind: 'collectProtocol'; amount0: bigint; amount1: bigint }
  | { kind: 'flash'; paid0: bigint; paid1: bigint }

/**
 * How an event changes the tokens the pool holds (its TVL per token). Burn moves liquidity into
 * tokensOwed without moving a token: the tokens leave on Collect. Swap amounts are signed from the
 * pool's side (positive: the pool received). A flash loan returns the amount plus the fee (paid).
 */
export function balanceDelta(event: BalanceEvent): { amount0: bigint; amount1: bigint } {
  switch (event.kind) {
    case 'mint':
    case 'swap':
      return { amount0: event.amount0, amount1: event.amount1 }
    case 'burn':
      return { amount0: 0n, amount1: 0n }
    case 'collect':
    case 'collectProtocol':
      return { amount0: -event.amount0, amount1: -event.amount1 }
    case 'flash':
      return { amount0: event.paid0, amount1: event.paid1 }
  }
}
