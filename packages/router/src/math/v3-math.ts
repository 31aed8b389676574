/**
 * The Uniswap v3 core libraries (FullMath, TickMath, SqrtPriceMath, SwapMath, LiquidityMath) in
 * native bigint, step for step as the contracts compute them, including every rounding direction and
 * the overflow-dependent branches, so that amounts match the pools to the wei.
 *
 * A condition under which the contract would revert throws `V3MathError`; callers treat it as "this
 * amount cannot be swapped" rather than as a bug.
 */

export class V3MathError extends Error {
  override name = 'V3MathError'
}

export const Q96 = 1n << 96n
export const Q128 = 1n << 128n
export const MAX_UINT256 = (1n << 256n) - 1n
const UINT256_LIMIT = 1n << 256n
const UINT160_LIMIT = 1n << 160n
const MAX_UINT160 = UINT160_LIMIT - 1n

export const MIN_TICK = -887272
export const MAX_TICK = 887272
export const MIN_SQRT_RATIO = 4295128739n
export const MAX_SQRT_RATIO = 1461446703485210103287273052203988822378723970342n

/** The largest fee a pool can charge, in hundredths of a basis point (100%). */
const FEE_DENOMINATOR = 1_000_000n

// ---- FullMath / UnsafeMath ----

/** FullMath.mulDiv: floor(a * b / denominator), reverting when the result does not fit 256 bits. */
export function mulDiv(a: bigint, b: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new V3MathError('mulDiv by zero')
  const result = (a * b) / denominator
  if (result >= UINT256_LIMIT) throw new V3MathError('mulDiv overflow')
  return result
}

/** FullMath.mulDivRoundingUp. (One division: bigint division is the costly operation here.) */
export function mulDivRoundingUp(a: bigint, b: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new V3MathError('mulDiv by zero')
  const product = a * b
  let result = product / denominator
  if (result * denominator !== product) result += 1n
  if (result >= UINT256_LIMIT) throw new V3MathError('mulDiv overflow')
  return result
}

/** UnsafeMath.divRoundingUp (the contract never divides by zero here). */
export function divRoundingUp(x: bigint, y: bigint): bigint {
  const quotient = x / y
  return quotient * y === x ? quotient : quotient + 1n
}

// ---- TickMath ----

// The per-bit ratios of TickMath.getSqrtRatioAtTick: 1/sqrt(1.0001)^(2^i) in Q128.128.
const TICK_RATIOS: readonly bigint[] = [
  0xfffcb933bd6fad37aa2d162d1a594001n,
  0xfff97272373d413259a46990580e213an,
  0xfff2e50f5f656932ef12357cf3c7fdccn,
  0xffe5caca7e10e4e61c3624eaa0941cd0n,
  0xffcb9843d60f6159c9db58835c926644n,
  0xff973b41fa98c081472e6896dfb254c0n,
  0xff2ea16466c96a3843ec78b326b52861n,
  0xfe5dee046a99a2a811c461f1969c3053n,
  0xfcbe86c7900a88aedcffc83b479aa3a4n,
  0xf987a7253ac413176f2b074cf7815e54n,
  0xf3392b0822b70005940c7a398e4b70f3n,
  0xe7159475a2c29b7443b29c7fa6e889d9n,
  0xd097f3bdfd2022b8845ad8f792aa5825n,
  0xa9f746462d870fdf8a65dc1f90e061e5n,
  0x70d869a156d2a1b890bb3df62baf32f7n,
  0x31be135f97d08fd981231505542fcfa6n,
  0x9aa508b5b7a84e1c677de54f3e99bc9n,
  0x5d6af8dedb81196699c329225ee604n,
  0x2216e584f5fa1ea926041bedfe98n,
  0x48a170391f7dc42444e8fa2n,
]

// Ticks recur across quotes of the same pools; the ratio of a tick never changes.
const sqrtRatioCache = new Map<number, bigint>()

/** TickMath.getSqrtRatioAtTick: sqrt(1.0001^tick) in Q64.96, rounded up as the contract does. */
export function getSqrtRatioAtTick(tick: number): bigint {
  const cached = sqrtRatioCache.get(tick)
  if (cached !== undefined) return cached
  if (!Number.isInteger(tick) || tick < MIN_TICK || tick > MAX_TICK)
    throw new V3MathError('tick out of range')
  const absTick = Math.abs(tick)
  let ratio = absTick & 1 ? TICK_RATIOS[0]! : 1n << 128n
  for (let bit = 1; bit < TICK_RATIOS.length; bit++) {
    if (absTick & (1 << bit)) ratio = (ratio * TICK_RATIOS[bit]!) >> 128n
  }
  if (tick > 0) ratio = MAX_UINT256 / ratio
  const sqrtPriceX96 = (ratio >> 32n) + (ratio % (1n << 32n) === 0n ? 0n : 1n)
  if (sqrtRatioCache.size > 200_000) sqrtRatioCache.clear()
  sqrtRatioCache.set(tick, sqrtPriceX96)
  return sqrtPriceX96
}

/**
 * TickMath.getTickAtSqrtRatio: the greatest tick whose ratio is at most `sqrtPriceX96`. The contract
 * computes it with a log2 approximation whose result is, by its own specification and tests, exactly
 * this tick; a binary search over getSqrtRatioAtTick finds the same one. `low`/`high` narrow the
 * search when the caller knows the bracket.
 */
export function getTickAtSqrtRatio(sqrtPriceX96: bigint, low = MIN_TICK, high = MAX_TICK): number {
  if (sqrtPriceX96 < MIN_SQRT_RATIO || sqrtPriceX96 >= MAX_SQRT_RATIO)
    throw new V3MathError('sqrt ratio out of range')
  let lo = Math.max(low, MIN_TICK)
  let hi = Math.min(high, MAX_TICK)
  if (getSqrtRatioAtTick(lo) > sqrtPriceX96) lo = MIN_TICK
  if (hi < MAX_TICK && getSqrtRatioAtTick(hi + 1) <= sqrtPriceX96) hi = MAX_TICK
  // Invariant: ratio(lo) <= sqrtPrice, and the answer is in [lo, hi].
  while (lo < hi) {
    const mid = Math.floor((lo + hi + 1) / 2)
    if (getSqrtRatioAtTick(mid) <= sqrtPriceX96) lo = mid
    else hi = mid - 1
  }
  return lo
}

// ---- SqrtPriceMath ----

/** SqrtPriceMath.getNextSqrtPriceFromAmount0RoundingUp, with its overflow-dependent branches. */
export function getNextSqrtPriceFromAmount0RoundingUp(
  sqrtPX96: bigint,
  liquidity: bigint,
  amount: bigint,
  add: boolean,
): bigint {
  if (amount === 0n) return sqrtPX96
  const numerator1 = liquidity << 96n
  const product = amount * sqrtPX96
  if (add) {
    // The contract takes the precise path only when neither the product nor the sum overflows.
    if (product < UINT256_LIMIT) {
      const denominator = numerator1 + product
      if (denominator < UINT256_LIMIT) return mulDivRoundingUp(numerator1, sqrtPX96, denominator)
    }
    return divRoundingUp(numerator1, numerator1 / sqrtPX96 + amount)
  }
  if (product >= UINT256_LIMIT || numerator1 <= product) throw new V3MathError('price underflow')
  const result = mulDivRoundingUp(numerator1, sqrtPX96, numerator1 - product)
  if (result > MAX_UINT160) throw new V3MathError('uint160 overflow')
  return result
}

/** SqrtPriceMath.getNextSqrtPriceFromAmount1RoundingDown. */
export function getNextSqrtPriceFromAmount1RoundingDown(
  sqrtPX96: bigint,
  liquidity: bigint,
  amount: bigint,
  add: boolean,
): bigint {
  if (add) {
    const quotient = (amount << 96n) / liquidity
    const result = sqrtPX96 + quotient
    if (result > MAX_UINT160) throw new V3MathError('uint160 overflow')
    return result
  }
  const quotient = divRoundingUp(amount << 96n, liquidity)
  if (sqrtPX96 <= quotient) throw new V3MathError('price underflow')
  return sqrtPX96 - quotient
}

export function getNextSqrtPriceFromInput(
  sqrtPX96: bigint,
  liquidity: bigint,
  amountIn: bigint,
  zeroForOne: boolean,
): bigint {
  if (sqrtPX96 <= 0n || liquidity <= 0n) throw new V3MathError('no liquidity')
  return zeroForOne
    ? getNextSqrtPriceFromAmount0RoundingUp(sqrtPX96, liquidity, amountIn, true)
    : getNextSqrtPriceFromAmount1RoundingDown(sqrtPX96, liquidity, amountIn, true)
}

export function getNextSqrtPriceFromOutput(
  sqrtPX96: bigint,
  liquidity: bigint,
  amountOut: bigint,
  zeroForOne: boolean,
): bigint {
  if (sqrtPX96 <= 0n || liquidity <= 0n) throw new V3MathError('no liquidity')
  return zeroForOne
    ? getNextSqrtPriceFromAmount1RoundingDown(sqrtPX96, liquidity, amountOut, false)
    : getNextSqrtPriceFromAmount0RoundingUp(sqrtPX96, liquidity, amountOut, false)
}

/** SqrtPriceMath.getAmount0Delta (unsigned form). */
export function getAmount0Delta(sqrtA: bigint, sqrtB: bigint, liquidity: bigint, roundUp: boolean): bigint {
  let lower = sqrtA
  let upper = sqrtB
  if (lower > upper) [lower, upper] = [upper, lower]
  if (lower <= 0n) throw new V3MathError('zero price')
  const numerator1 = liquidity << 96n
  const numerator2 = upper - lower
  return roundUp
    ? divRoundingUp(mulDivRoundingUp(numerator1, numerator2, upper), lower)
    : mulDiv(numerator1, numerator2, upper) / lower
}

/** SqrtPriceMath.getAmount1Delta (unsigned form). */
export function getAmount1Delta(sqrtA: bigint, sqrtB: bigint, liquidity: bigint, roundUp: boolean): bigint {
  const difference = sqrtA > sqrtB ? sqrtA - sqrtB : sqrtB - sqrtA
  return roundUp ? mulDivRoundingUp(liquidity, difference, Q96) : mulDiv(liquidity, difference, Q96)
}

// ---- SwapMath ----

export interface SwapStep {
  sqrtRatioNextX96: bigint
  amountIn: bigint
  amountOut: bigint
  feeAmount: bigint
}

/**
 * SwapMath.computeSwapStep. `amountRemaining` is signed as in the contract: positive for an exact
 * input, negative for an exact output.
 */
export function computeSwapStep(
  sqrtRatioCurrentX96: bigint,
  sqrtRatioTargetX96: bigint,
  liquidity: bigint,
  amountRemaining: bigint,
  feePips: bigint,
): SwapStep {
  const zeroForOne = sqrtRatioCurrentX96 >= sqrtRatioTargetX96
  const exactIn = amountRemaining >= 0n
  let sqrtRatioNextX96: bigint
  let amountIn = 0n
  let amountOut = 0n

  if (exactIn) {
    const amountRemainingLessFee = mulDiv(amountRemaining, FEE_DENOMINATOR - feePips, FEE_DENOMINATOR)
    amountIn = zeroForOne
      ? getAmount0Delta(sqrtRatioTargetX96, sqrtRatioCurrentX96, liquidity, true)
      : getAmount1Delta(sqrtRatioCurrentX96, sqrtRatioTargetX96, liquidity, true)
    sqrtRatioNextX96 =
      amountRemainingLessFee >= amountIn
        ? sqrtRatioTargetX96
        : getNextSqrtPriceFromInput(sqrtRatioCurrentX96, liquidity, amountRemainingLessFee, zeroForOne)
  } else {
    amountOut = zeroForOne
      ? getAmount1Delta(sqrtRatioTargetX96, sqrtRatioCurrentX96, liquidity, false)
      : getAmount0Delta(sqrtRatioCurrentX96, sqrtRatioTargetX96, liquidity, false)
    sqrtRatioNextX96 =
      -amountRemaining >= amountOut
        ? sqrtRatioTargetX96
        : getNextSqrtPriceFromOutput(sqrtRatioCurrentX96, liquidity, -amountRemaining, zeroForOne)
  }

  const max = sqrtRatioTargetX96 === sqrtRatioNextX96
  if (zeroForOne) {
    if (!(max && exactIn)) amountIn = getAmount0Delta(sqrtRatioNextX96, sqrtRatioCurrentX96, liquidity, true)
    if (!(max && !exactIn))
      amountOut = getAmount1Delta(sqrtRatioNextX96, sqrtRatioCurrentX96, liquidity, false)
  } else {
    if (!(max && exactIn)) amountIn = getAmount1Delta(sqrtRatioCurrentX96, sqrtRatioNextX96, liquidity, true)
    if (!(max && !exactIn))
      amountOut = getAmount0Delta(sqrtRatioCurrentX96, sqrtRatioNextX96, liquidity, false)
  }

  // An exact output is capped at what remains to be filled.
  if (!exactIn && amountOut > -amountRemaining) amountOut = -amountRemaining

  const feeAmount =
    exactIn && sqrtRatioNextX96 !== sqrtRatioTargetX96
      ? amountRemaining - amountIn // the rest of the input is the fee
      : mulDivRoundingUp(amountIn, feePips, FEE_DENOMINATOR - feePips)

  return { sqrtRatioNextX96, amountIn, amountOut, feeAmount }
}

// ---- LiquidityMath ----

export function addDelta(liquidity: bigint, delta: bigint): bigint {
  const result = liquidity + delta
  if (result < 0n) throw new V3MathError('liquidity underflow')
  if (result >= Q128) throw new V3MathError('liquidity overflow')
  return result
}
