import type { TickInfo, V3PoolState } from '../types.ts'
import {
  addDelta,
  computeSwapStep,
  getSqrtRatioAtTick,
  getTickAtSqrtRatio,
  MAX_SQRT_RATIO,
  MAX_TICK,
  MIN_SQRT_RATIO,
  MIN_TICK,
  V3MathError,
} from './v3-math.ts'

/** The part of a pool's state that a swap changes. */
export interface V3SwapState {
  sqrtPriceX96: bigint
  tick: number
  liquidity: bigint
}

export interface V3SwapResult {
  /** Paid into the pool, fee included. */
  amountIn: bigint
  /** Paid out by the pool. */
  amountOut: bigint
  /** The pool's state after the swap. */
  state: V3SwapState
}

/** Why a swap cannot be quoted: the pool runs dry, the tick data ends, or the contract would revert. */
export type V3SwapFailure = 'insufficient-liquidity' | 'ticks-not-loaded' | 'reverts'

export class TicksNotLoadedError extends Error {
  override name = 'TicksNotLoadedError'
}

export const initialSwapState = (pool: V3PoolState): V3SwapState => ({
  sqrtPriceX96: pool.sqrtPriceX96,
  tick: pool.tick,
  liquidity: pool.liquidity,
})

/** Index of the last tick with index <= `value`, or -1. */
function lastAtOrBelow(ticks: readonly TickInfo[], value: number): number {
  let lo = 0
  let hi = ticks.length - 1
  let found = -1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    if (ticks[mid]!.index <= value) {
      found = mid
      lo = mid + 1
    } else hi = mid - 1
  }
  return found
}

/**
 * TickBitmap.nextInitializedTickWithinOneWord over the pool's loaded ticks. The search stops at the
 * edge of the current bitmap word exactly as the contract does: those word edges split the swap into
 * steps, and every step rounds on its own.
 */
export function nextInitializedTickWithinOneWord(
  pool: V3PoolState,
  tick: number,
  lte: boolean,
): { next: number; initialized: boolean; index: number } {
  const spacing = pool.tickSpacing
  const compressed = Math.floor(tick / spacing)
  const [firstWord, lastWord] = pool.wordRange
  if (lte) {
    const word = compressed >> 8
    if (word < firstWord || word > lastWord) throw new TicksNotLoadedError(`word ${word}`)
    const wordStart = word * 256 * spacing
    const index = lastAtOrBelow(pool.ticks, compressed * spacing)
    if (index >= 0 && pool.ticks[index]!.index >= wordStart) {
      return { next: pool.ticks[index]!.index, initialized: true, index }
    }
    return { next: wordStart, initialized: false, index: -1 }
  }
  const start = compressed + 1
  const word = start >> 8
  if (word < firstWord || word > lastWord) throw new TicksNotLoadedError(`word ${word}`)
  const wordEnd = (word * 256 + 255) * spacing
  const index = lastAtOrBelow(pool.ticks, start * spacing - 1) + 1
  if (index < pool.ticks.length && pool.ticks[index]!.index <= wordEnd) {
    return { next: pool.ticks[index]!.index, initialized: true, index }
  }
  return { next: wordEnd, initialized: false, index: -1 }
}

/**
 * UniswapV3Pool.swap as SwapRouter02 and QuoterV2 call it. `amountSpecified` > 0 is an exact input,
 * < 0 an exact output. Without `sqrtPriceLimitX96` (what routes pass: the limit one step inside the
 * price range) it returns a failure instead of a partial fill: SwapRouter02 reverts on a short exact
 * output, and a short exact input would not spend what the route was quoted for. With a limit (a
 * price-limited leg, held-split.ts), the swap stops there and `amountIn` is what it took; a limit
 * that is not strictly ahead of the pool's price reverts, as the pool's 'SPL' check does.
 */
export function simulateV3Swap(
  pool: V3PoolState,
  start: V3SwapState,
  zeroForOne: boolean,
  amountSpecified: bigint,
  priceLimitX96?: bigint,
): V3SwapResult | V3SwapFailure {
  if (amountSpecified === 0n) return 'reverts'
  const limited = priceLimitX96 !== undefined
  const sqrtPriceLimitX96 = priceLimitX96 ?? (zeroForOne ? MIN_SQRT_RATIO + 1n : MAX_SQRT_RATIO - 1n)
  if (
    zeroForOne
      ? sqrtPriceLimitX96 >= start.sqrtPriceX96 || sqrtPriceLimitX96 <= MIN_SQRT_RATIO
      : sqrtPriceLimitX96 <= start.sqrtPriceX96 || sqrtPriceLimitX96 >= MAX_SQRT_RATIO
  ) {
    return limited ? 'reverts' : 'insufficient-liquidity'
  }
  const exactInput = amountSpecified > 0n
  const feePips = BigInt(pool.fee)
  let remaining = amountSpecified
  let calculated = 0n
  let sqrtPriceX96 = start.sqrtPriceX96
  let tick = start.tick
  let liquidity = start.liquidity

  try {
    while (remaining !== 0n && sqrtPriceX96 !== sqrtPriceLimitX96) {
      const sqrtPriceStartX96 = sqrtPriceX96
      const step = nextInitializedTickWithinOneWord(pool, tick, zeroForOne)
      const tickNext = Math.min(Math.max(step.next, MIN_TICK), MAX_TICK)
      const sqrtPriceNextX96 = getSqrtRatioAtTick(tickNext)
      const target = (
        zeroForOne
          ? sqrtPriceNextX96 < sqrtPriceLimitX96
          : sqrtPriceNextX96 > sqrtPriceLimitX96
      )
        ? sqrtPriceLimitX96
        : sqrtPriceNextX96
      const swapStep = computeSwapStep(sqrtPriceX96, target, liquidity, remaining, feePips)
      sqrtPriceX96 = swapStep.sqrtRatioNextX96
      if (exactInput) {
        remaining -= swapStep.amountIn + swapStep.feeAmount
        calculated -= swapStep.amountOut
      } else {
        remaining += swapStep.amountOut
        calculated += swapStep.amountIn + swapStep.feeAmount
      }
      if (sqrtPriceX96 === sqrtPriceNextX96) {
        if (step.initialized) {
          const liquidityNet = pool.ticks[step.index]!.liquidityNet
          liquidity = addDelta(liquidity, zeroForOne ? -liquidityNet : liquidityNet)
        }
        tick = zeroForOne ? tickNext - 1 : tickNext
      } else if (sqrtPriceX96 !== sqrtPriceStartX96) {
        // The price stopped inside the step: its tick lies between the step's two ends.
        tick = zeroForOne
          ? getTickAtSqrtRatio(sqrtPriceX96, tickNext, tick)
          : getTickAtSqrtRatio(sqrtPriceX96, tick, tickNext)
      }
    }
  } catch (error) {
    if (error instanceof TicksNotLoadedError) return 'ticks-not-loaded'
    if (error instanceof V3MathError) return 'reverts'
    throw error
  }

  if (remaining !== 0n && !limited) return 'insufficient-liquidity'
  const state = { sqrtPriceX96, tick, liquidity }
  return exactInput
    ? { amountIn: amountSpecified - remaining, amountOut: -calculated, state }
    : { amountIn: calculated, amountOut: -(amountSpecified - remaining), state }
}
