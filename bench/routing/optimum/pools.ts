import { type Curve, v2Curve, v3Curve } from '@exchange/router'

export { arbitrage, type Curve, floatAmountOut } from '@exchange/router'

/**
 * The pools the optimum is computed over, as plain data read at one block. Token identifiers are
 * any strings (addresses in the bench, letters in the tests); amounts are raw token units.
 */
export interface V2Pool {
  kind: 'v2'
  id: string
  token0: string
  token1: string
  reserve0: bigint
  reserve1: bigint
}

export interface V3Pool {
  kind: 'v3'
  id: string
  token0: string
  token1: string
  /** Hundredths of a basis point (500 = 0.05%). */
  fee: number
  tickSpacing: number
  sqrtPriceX96: bigint
  /** slot0's tick. */
  tick: number
  liquidity: bigint
  /** Every initialized tick of the pool, ascending (all of them: the solver may walk to either end). */
  ticks: readonly { index: number; liquidityNet: bigint }[]
}

export type OptimumPool = V2Pool | V3Pool

/** A pool's float curve, with the pool it models (the recovered flow swaps it exactly). */
export interface PoolCurve extends Curve {
  pool: OptimumPool
}

/** The float model of a pool, built once per solve: the router's curves (the whole tick range). */
export function curveOf(pool: OptimumPool): PoolCurve {
  const curve = pool.kind === 'v2' ? v2Curve(pool.reserve0, pool.reserve1) : v3Curve(pool)
  return { ...curve, pool }
}
