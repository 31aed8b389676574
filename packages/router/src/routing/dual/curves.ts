import { getSqrtRatioAtTick, MAX_TICK, MIN_TICK } from '../../math/v3-math.ts'

/**
 * Pools as float curves for the dual of optimal routing (solve.ts): each direction of a pool is a
 * sequence of constant-product ranges, so that a pool's own arbitrage at given token prices has a
 * closed form (Angeris, Evans, Chitra, Boyd 2022; Diamandis, Resnick, Chitra, Angeris 2023).
 */

/**
 * One direction of a pool: from the current square-root price `s[0]`, boundaries `s[1..]`
 * (descending for selling token0, ascending for selling token1), `L[k]` the liquidity between `s[k]`
 * and `s[k+1]`, and `x[k]`/`y[k]` the token0/token1 amounts moved (to or from the curve, fee
 * excluded) from `s[0]` to `s[k]`. Square-root prices are in raw units: sqrt(token1 / token0).
 */
export interface Side {
  s: number[]
  L: number[]
  x: number[]
  y: number[]
}

export interface Curve {
  /** The fee factor γ: the share of an input that reaches the curve. */
  gamma: number
  /** Current square-root price. */
  sqrtPrice: number
  down: Side
  up: Side
}

const Q96 = 2 ** 96
const sqrtAtTick = (tick: number) => Number(getSqrtRatioAtTick(tick)) / Q96

function side(start: number, bounds: number[], liquidities: number[], descending: boolean): Side {
  const s = [start, ...bounds]
  const x = [0]
  const y = [0]
  for (let k = 0; k < bounds.length; k++) {
    const [hi, lo] = descending ? [s[k]!, s[k + 1]!] : [s[k + 1]!, s[k]!]
    const L = liquidities[k]!
    const dx = lo === 0 ? (L === 0 ? 0 : Number.POSITIVE_INFINITY) : L * (1 / lo - 1 / hi)
    const dy = hi === Number.POSITIVE_INFINITY ? (L === 0 ? 0 : Number.POSITIVE_INFINITY) : L * (hi - lo)
    x.push(x[k]! + dx)
    y.push(y[k]! + dy)
  }
  return { s, L: liquidities, x, y }
}

/** A v2 pair: one constant-product range, L = sqrt(reserve0 × reserve1), reaching 0 (down) or infinity (up). */
export function v2Curve(reserve0: bigint, reserve1: bigint): Curve {
  const r0 = Number(reserve0)
  const r1 = Number(reserve1)
  const sqrtPrice = Math.sqrt(r1 / r0)
  const L = Math.sqrt(r0) * Math.sqrt(r1)
  return {
    gamma: 0.997,
    sqrtPrice,
    down: side(sqrtPrice, [0], [L], true),
    up: side(sqrtPrice, [Number.POSITIVE_INFINITY], [L], false),
  }
}

export interface V3CurveInput {
  /** Hundredths of a basis point. */
  fee: number
  sqrtPriceX96: bigint
  /** slot0's tick. */
  tick: number
  liquidity: bigint
  /** Initialized ticks, ascending: every one between `lowestTick` and `highestTick`. */
  ticks: readonly { index: number; liquidityNet: bigint }[]
  /** Where what is known of the pool ends: its curve stops there (the whole range by default). */
  lowestTick?: number
  highestTick?: number
}

/** A v3 pool: range by range from its price, crossing its initialized ticks, to the ends of what is known. */
export function v3Curve(pool: V3CurveInput): Curve {
  const sqrtPrice = Number(pool.sqrtPriceX96) / Q96
  const lowest = Math.max(pool.lowestTick ?? MIN_TICK, MIN_TICK)
  const highest = Math.min(pool.highestTick ?? MAX_TICK, MAX_TICK)
  // Down: cross initialized ticks <= tick (subtracting liquidityNet), then the lowest known price.
  const downBounds: number[] = []
  const downL: number[] = []
  let L = pool.liquidity
  for (let i = pool.ticks.length - 1; i >= 0; i--) {
    const tick = pool.ticks[i]!
    if (tick.index > pool.tick || tick.index <= lowest) continue
    downBounds.push(sqrtAtTick(tick.index))
    downL.push(Number(L))
    L -= tick.liquidityNet
  }
  downBounds.push(Math.min(sqrtAtTick(lowest), sqrtPrice))
  downL.push(Number(L < 0n ? 0n : L))
  // Up: cross initialized ticks > tick (adding liquidityNet), then the highest known price.
  const upBounds: number[] = []
  const upL: number[] = []
  L = pool.liquidity
  for (const tick of pool.ticks) {
    if (tick.index <= pool.tick || tick.index >= highest) continue
    upBounds.push(sqrtAtTick(tick.index))
    upL.push(Number(L))
    L += tick.liquidityNet
  }
  upBounds.push(Math.max(sqrtAtTick(highest), sqrtPrice))
  upL.push(Number(L < 0n ? 0n : L))
  return {
    gamma: 1 - pool.fee / 1e6,
    sqrtPrice,
    down: side(sqrtPrice, downBounds, downL, true),
    up: side(sqrtPrice, upBounds, upL, false),
  }
}

/**
 * Amounts moved along one side from the current price to the square-root price `target` (capped at
 * the side's last boundary): token0 and token1 amounts, both to or from the curve, fee excluded, and
 * the liquidity at the target (0 when capped: nothing more moves there).
 */
function walk(side: Side, target: number, descending: boolean): { x: number; y: number; L: number } {
  const { s, L, x, y } = side
  // Ranges are few per swap but many per pool: binary search for the range holding the target.
  const last = s.length - 1
  const beyond = descending ? target <= s[last]! : target >= s[last]!
  if (beyond) return { x: x[last]!, y: y[last]!, L: 0 }
  let lo = 0
  let hi = last
  // Invariant: target is between s[lo] (reached) and s[hi] (not reached).
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1
    const past = descending ? target <= s[mid]! : target >= s[mid]!
    if (past) lo = mid
    else hi = mid
  }
  const from = s[lo]!
  const liquidity = L[lo]!
  const dx = descending ? liquidity * (1 / target - 1 / from) : liquidity * (1 / from - 1 / target)
  const dy = descending ? liquidity * (from - target) : liquidity * (target - from)
  return { x: x[lo]! + dx, y: y[lo]! + dy, L: liquidity }
}

/**
 * The pool's own arbitrage at prices (ν0, ν1) of its tokens: the trade maximizing ν0·Δ0 + ν1·Δ1
 * over what the pool accepts. Selling token0 moves the price down to where its marginal rate γ·P
 * equals ν0/ν1; selling token1 moves it up to where P/γ does. Returns the net amounts to the trader
 * `net` = [token0, token1] (one negative, or both zero) and their derivatives by the prices,
 * `jacobian[a][b]` = ∂net_a/∂ν_b (the pool's block of the dual's Hessian).
 */
export function arbitrage(
  curve: Curve,
  nu0: number,
  nu1: number,
): { net: [number, number]; jacobian: [[number, number], [number, number]] } {
  const ratio = nu0 / nu1
  const price = curve.sqrtPrice * curve.sqrtPrice
  const g = curve.gamma
  let net: [number, number] = [0, 0]
  // ∂net/∂s at the target s, and s itself: ∂s/∂ν0 = s/(2ν0), ∂s/∂ν1 = −s/(2ν1).
  let dnet: [number, number] = [0, 0]
  let s = 0
  if (g * price > ratio) {
    s = Math.sqrt(ratio / g)
    const moved = walk(curve.down, s, true)
    net = [-moved.x / g, moved.y]
    dnet = [moved.L / (g * s * s), -moved.L]
  } else if (price / g < ratio) {
    s = Math.sqrt(ratio * g)
    const moved = walk(curve.up, s, false)
    net = [moved.x, -moved.y / g]
    dnet = [moved.L / (s * s), -moved.L / g]
  }
  const ds0 = s / (2 * nu0)
  const ds1 = -s / (2 * nu1)
  return {
    net,
    jacobian: [
      [dnet[0] * ds0, dnet[0] * ds1],
      [dnet[1] * ds0, dnet[1] * ds1],
    ],
  }
}

/** The most a direction takes before its price reaches the side's last boundary (fee included). */
export function sideCapacity(curve: Curve, zeroForOne: boolean): number {
  const side = zeroForOne ? curve.down : curve.up
  return (zeroForOne ? side.x : side.y).at(-1)! / curve.gamma
}

/** The range of a side that `value` of `moved` falls in: the last k < the side's end with moved[k] <= value. */
function rangeOf(moved: readonly number[], value: number): number {
  let lo = 0
  let hi = moved.length - 1
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1
    if (moved[mid]! <= value) lo = mid
    else hi = mid
  }
  return lo
}

/**
 * Float model of an exact-input swap: the output for `amountIn` (fee included) along one side. The
 * output stops growing at the side's end.
 */
export function floatAmountOut(curve: Curve, zeroForOne: boolean, amountIn: number): number {
  const side = zeroForOne ? curve.down : curve.up
  const toCurve = amountIn * curve.gamma
  const moved = zeroForOne ? side.x : side.y
  const last = side.s.length - 1
  if (toCurve >= moved[last]!) return zeroForOne ? side.y[last]! : side.x[last]!
  const k = rangeOf(moved, toCurve)
  const from = side.s[k]!
  const L = side.L[k]!
  if (L === 0) return zeroForOne ? side.y[k]! : side.x[k]!
  const rest = toCurve - moved[k]!
  if (zeroForOne) {
    const to = 1 / (1 / from + rest / L)
    return side.y[k]! + L * (from - to)
  }
  const to = from + rest / L
  return side.x[k]! + L * (1 / from - 1 / to)
}

/**
 * The inverse of floatAmountOut: the input (fee included) whose output is `amountOut`, in closed form
 * within its range; infinite past what the side can give.
 */
export function floatAmountIn(curve: Curve, zeroForOne: boolean, amountOut: number): number {
  if (amountOut <= 0) return 0
  const side = zeroForOne ? curve.down : curve.up
  const given = zeroForOne ? side.y : side.x
  const taken = zeroForOne ? side.x : side.y
  const last = side.s.length - 1
  if (amountOut > given[last]!) return Number.POSITIVE_INFINITY
  // A range without liquidity gives nothing: the output is reached at the start of the next one.
  const k = rangeOf(given, amountOut)
  const from = side.s[k]!
  const L = side.L[k]!
  const rest = amountOut - given[k]!
  if (L === 0 || rest <= 0) return taken[k]! / curve.gamma
  if (zeroForOne) {
    const to = from - rest / L
    return (taken[k]! + L * (1 / to - 1 / from)) / curve.gamma
  }
  const to = 1 / (1 / from - rest / L)
  return (taken[k]! + L * (to - from)) / curve.gamma
}
