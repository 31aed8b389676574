import { TickMath } from '@uniswap/v3-sdk'
import type { V2Pool, V3Pool } from './pools.ts'

/** Test fixtures: pools built from reserves or from positions, as a chain would hold them. */
export function v2(id: string, token0: string, token1: string, reserve0: bigint, reserve1: bigint): V2Pool {
  return { kind: 'v2', id, token0, token1, reserve0, reserve1 }
}

export const SPACING: Record<number, number> = { 100: 1, 500: 10, 3000: 60, 10000: 200 }

/**
 * A v3 pool at `tick` (its price a fraction `within` of the way to the next tick) holding
 * `positions` (tickLower, tickUpper, liquidity), with slot0's liquidity and the ticks' liquidityNet
 * derived as the pool keeps them.
 */
export function v3(
  id: string,
  token0: string,
  token1: string,
  fee: number,
  tick: number,
  positions: readonly [number, number, bigint][],
  within = 0.5,
): V3Pool {
  const low = BigInt(TickMath.getSqrtRatioAtTick(tick).toString())
  const high = BigInt(TickMath.getSqrtRatioAtTick(tick + 1).toString())
  const sqrtPriceX96 = low + ((high - low) * BigInt(Math.floor(within * 1e6))) / 1_000_000n
  const net = new Map<number, bigint>()
  let liquidity = 0n
  for (const [lower, upper, amount] of positions) {
    net.set(lower, (net.get(lower) ?? 0n) + amount)
    net.set(upper, (net.get(upper) ?? 0n) - amount)
    if (lower <= tick && tick < upper) liquidity += amount
  }
  const ticks = [...net.entries()]
    .filter(([, value]) => value !== 0n)
    .sort(([a], [b]) => a - b)
    .map(([index, liquidityNet]) => ({ index, liquidityNet }))
  return {
    kind: 'v3',
    id,
    token0,
    token1,
    fee,
    tickSpacing: SPACING[fee]!,
    sqrtPriceX96,
    tick,
    liquidity,
    ticks,
  }
}
