import { getSqrtRatioAtTick, MAX_TICK, MIN_TICK } from '../math/v3-math.ts'
import type { Address, TradeType, TransferFee, V3PoolState } from '../types.ts'
import type { Route } from './routes.ts'

/**
 * Approximate swap simulation in float64 for the search. Finding the best split means pricing
 * thousands of slices; doing that with the exact bigint pool math costs milliseconds per request.
 * Here the same concentrated-liquidity formulas run on doubles, stepping from one initialized tick to
 * the next (word boundaries and rounding do not matter at this precision, about 1e-12). The search
 * ranks and divides with these numbers; every amount the router returns is then computed exactly.
 */

export interface FloatPool {
  /** sqrt(price) at each initialized tick, ascending, and the liquidity crossing it adds going up. */
  sqrtPrices: Float64Array
  liquidityNets: Float64Array
  /** The price range whose ticks are loaded; beyond it a swap is refused, as the exact math does. */
  lowerWall: number
  upperWall: number
  /** Index of the last initialized tick at or below the pool's current tick (-1 if none). */
  startIndex: number
  sqrtPrice: number
  liquidity: number
  feeFactor: number
}

const Q96 = 2 ** 96
const floatPools = new WeakMap<V3PoolState, FloatPool>()

export function floatPool(pool: V3PoolState): FloatPool {
  let cached = floatPools.get(pool)
  if (cached) return cached
  const sqrtPrices = new Float64Array(pool.ticks.length)
  const liquidityNets = new Float64Array(pool.ticks.length)
  let startIndex = -1
  pool.ticks.forEach((tick, i) => {
    sqrtPrices[i] = Number(getSqrtRatioAtTick(tick.index)) / Q96
    liquidityNets[i] = Number(tick.liquidityNet)
    if (tick.index <= pool.tick) startIndex = i
  })
  const spacing = pool.tickSpacing
  const lowerTick = Math.max(MIN_TICK, pool.wordRange[0] * 256 * spacing)
  const upperTick = Math.min(MAX_TICK, (pool.wordRange[1] * 256 + 255) * spacing)
  cached = {
    sqrtPrices,
    liquidityNets,
    lowerWall: Number(getSqrtRatioAtTick(lowerTick)) / Q96,
    upperWall: Number(getSqrtRatioAtTick(upperTick)) / Q96,
    startIndex,
    sqrtPrice: Number(pool.sqrtPriceX96) / Q96,
    liquidity: Number(pool.liquidity),
    feeFactor: 1 - pool.fee / 1e6,
  }
  floatPools.set(pool, cached)
  return cached
}

export interface FloatV3State {
  pool: FloatPool
  sqrtPrice: number
  liquidity: number
  /** Last initialized tick at or below the price. */
  index: number
}

/**
 * Swaps `amount` (input if exactIn, output otherwise) through a v3 pool state, mutating it; returns
 * the other side's amount, or undefined when the loaded liquidity cannot fill it.
 */
export function swapV3(
  state: FloatV3State,
  zeroForOne: boolean,
  amount: number,
  exactIn: boolean,
): number | undefined {
  const { pool } = state
  const fee = pool.feeFactor
  let remaining = amount
  let result = 0
  for (let guard = 0; remaining > 0 && guard < 100_000; guard++) {
    const L = state.liquidity
    const p = state.sqrtPrice
    if (zeroForOne) {
      const tickBound = state.index >= 0 ? pool.sqrtPrices[state.index]! : 0
      const isWall = tickBound <= pool.lowerWall
      const b = isWall ? pool.lowerWall : tickBound
      // token0 in, token1 out, price falls to b.
      const inToBound = L * (1 / b - 1 / p)
      const outToBound = L * (p - b)
      if (exactIn ? remaining * fee >= inToBound : remaining >= outToBound) {
        if (exactIn) {
          remaining -= inToBound / fee
          result += outToBound
        } else {
          remaining -= outToBound
          result += inToBound / fee
        }
        state.sqrtPrice = b
        if (isWall) return remaining > 1e-9 * amount ? undefined : result
        state.liquidity -= pool.liquidityNets[state.index]!
        state.index--
      } else {
        if (L <= 0) return undefined
        if (exactIn) {
          const next = 1 / (1 / p + (remaining * fee) / L)
          result += L * (p - next)
          state.sqrtPrice = next
        } else {
          const next = p - remaining / L
          result += (L * (1 / next - 1 / p)) / fee
          state.sqrtPrice = next
        }
        remaining = 0
      }
    } else {
      const nextIndex = state.index + 1
      const tickBound =
        nextIndex < pool.sqrtPrices.length ? pool.sqrtPrices[nextIndex]! : Number.POSITIVE_INFINITY
      const isWall = tickBound >= pool.upperWall
      const b = isWall ? pool.upperWall : tickBound
      // token1 in, token0 out, price rises to b.
      const inToBound = L * (b - p)
      const outToBound = L * (1 / p - 1 / b)
      if (exactIn ? remaining * fee >= inToBound : remaining >= outToBound) {
        if (exactIn) {
          remaining -= inToBound / fee
          result += outToBound
        } else {
          remaining -= outToBound
          result += inToBound / fee
        }
        state.sqrtPrice = b
        if (isWall) return remaining > 1e-9 * amount ? undefined : result
        state.liquidity += pool.liquidityNets[nextIndex]!
        state.index = nextIndex
      } else {
        if (L <= 0) return undefined
        if (exactIn) {
          const next = p + (remaining * fee) / L
          result += L * (1 / p - 1 / next)
          state.sqrtPrice = next
        } else {
          const inverse = 1 / p - remaining / L
          if (inverse <= 0) return undefined
          const next = 1 / inverse
          result += (L * (next - p)) / fee
          state.sqrtPrice = next
        }
        remaining = 0
      }
    }
  }
  return result
}

/** Float twin of RouteCursor: walks a route's amount curve slice by slice. */
export class FloatCursor {
  private readonly v3: (FloatV3State | undefined)[]
  private readonly v2: ([number, number] | undefined)[]
  private readonly sellFactor: number
  private readonly buyFactor: number
  private dead = false

  constructor(
    readonly route: Route,
    private readonly tradeType: TradeType,
    fees: ReadonlyMap<Address, TransferFee>,
  ) {
    this.v3 = route.pools.map((pool) => {
      if (pool.protocol !== 'v3') return undefined
      const float = floatPool(pool)
      return { pool: float, sqrtPrice: float.sqrtPrice, liquidity: float.liquidity, index: float.startIndex }
    })
    this.v2 = route.pools.map((pool, i) => {
      if (pool.protocol !== 'v2') return undefined
      const [r0, r1] = [Number(pool.reserve0), Number(pool.reserve1)]
      return route.zeroForOne[i] ? [r0, r1] : [r1, r0]
    })
    this.sellFactor = 1 - (fees.get(route.path[0]!)?.sellPpm ?? 0) / 1e6
    this.buyFactor = 1 - (fees.get(route.path.at(-1)!)?.buyPpm ?? 0) / 1e6
  }

  /**
   * Adds `delta` of the specified side; returns the output gained (exact in) or the input it costs
   * (exact out), or undefined once the route cannot take more.
   */
  advance(delta: number): number | undefined {
    if (this.dead) return undefined
    if (delta <= 0) return 0
    const result = this.tradeType === 'exactIn' ? this.forward(delta) : this.backward(delta)
    if (result === undefined || !Number.isFinite(result)) {
      this.dead = true
      return undefined
    }
    return result
  }

  private forward(delta: number): number | undefined {
    let amount = delta * this.sellFactor
    for (let i = 0; i < this.route.pools.length; i++) {
      const reserves = this.v2[i]
      if (reserves) {
        const withFee = amount * 997
        const out = (withFee * reserves[1]) / (reserves[0] * 1000 + withFee)
        reserves[0] += amount
        reserves[1] -= out
        amount = out
      } else {
        const out = swapV3(this.v3[i]!, this.route.zeroForOne[i]!, amount, true)
        if (out === undefined) return undefined
        amount = out
      }
    }
    return amount * this.buyFactor
  }

  private backward(delta: number): number | undefined {
    let amount = delta / this.buyFactor
    for (let i = this.route.pools.length - 1; i >= 0; i--) {
      const reserves = this.v2[i]
      if (reserves) {
        if (amount >= reserves[1]) return undefined
        const needed = (reserves[0] * amount * 1000) / ((reserves[1] - amount) * 997)
        reserves[0] += needed
        reserves[1] -= amount
        amount = needed
      } else {
        const needed = swapV3(this.v3[i]!, this.route.zeroForOne[i]!, amount, false)
        if (needed === undefined) return undefined
        amount = needed
      }
    }
    return amount / this.sellFactor
  }
}

/** A route's float quote for one amount: output (exact in) or input (exact out); undefined if it cannot fill it. */
export function floatQuote(
  route: Route,
  amount: number,
  tradeType: TradeType,
  fees: ReadonlyMap<Address, TransferFee>,
): number | undefined {
  if (tradeType === 'exactOut' && route.protocol === 'mixed') return undefined
  return new FloatCursor(route, tradeType, fees).advance(amount)
}
