import { getAmountOut } from '../math/v2-math.ts'
import { initialSwapState, simulateV3Swap, type V3SwapState } from '../math/v3-swap.ts'
import { afterTransferFee } from '../transfer-fees.ts'
import type { PoolState } from '../types.ts'
import type { FlowAllocation } from './flow.ts'
import type { HopAmounts, RouteQuote, TransferFees } from './quote-route.ts'
import type { Route } from './routes.ts'

/** Rounded-down shares of `total`: what rounding leaves over goes to the largest, so they sum to `total`. */
export function withRemainderOnLargest(shares: bigint[], total: bigint): bigint[] {
  const largest = shares.indexOf(shares.reduce((a, b) => (b > a ? b : a)))
  shares[largest]! += total - shares.reduce((sum, share) => sum + share, 0n)
  return shares
}

/** amount × fraction (0..1), rounded down, without losing bigint precision. */
export function scaleDown(amount: bigint, fraction: number): bigint {
  const ONE = 1n << 53n
  const scaled = BigInt(Math.floor(Math.min(1, Math.max(0, fraction)) * Number(ONE)))
  return (amount * scaled) / ONE
}

/** Exact amounts for a division on a grid: units to raw amounts, the rounding remainder to the largest. */
export function flowAmounts(amount: bigint, allocation: FlowAllocation): bigint[] {
  return withRemainderOnLargest(
    allocation.parts.map((part) => (amount * BigInt(part.units)) / BigInt(allocation.totalUnits)),
    amount,
  )
}

/** A pool's state while paths run one after another: a v3 pool's price and liquidity, a v2 pair's reserves. */
export type ExactState = V3SwapState | { reserve0: bigint; reserve1: bigint }

/**
 * One pool's swap while legs run one after another: on the state earlier legs left in `states` (else
 * the pool's own), which it then updates. `sqrtPriceLimitX96` stops a v3 swap at that price (then
 * `amountIn` is what it took). Returns the pool as the swap met it, or undefined if it cannot be filled.
 */
export function swapAt(
  states: Map<string, ExactState>,
  pool: PoolState,
  zeroForOne: boolean,
  amount: bigint,
  sqrtPriceLimitX96?: bigint,
): { met: PoolState; amountIn: bigint; amountOut: bigint } | undefined {
  const state = states.get(pool.address)
  if (pool.protocol === 'v2') {
    if (sqrtPriceLimitX96 !== undefined) return undefined
    const reserves = state && 'reserve0' in state ? state : pool
    const out = zeroForOne
      ? getAmountOut(amount, reserves.reserve0, reserves.reserve1)
      : getAmountOut(amount, reserves.reserve1, reserves.reserve0)
    if (out === undefined || out <= 0n) return undefined
    states.set(
      pool.address,
      zeroForOne
        ? { reserve0: reserves.reserve0 + amount, reserve1: reserves.reserve1 - out }
        : { reserve0: reserves.reserve0 - out, reserve1: reserves.reserve1 + amount },
    )
    return {
      met: { ...pool, reserve0: reserves.reserve0, reserve1: reserves.reserve1 },
      amountIn: amount,
      amountOut: out,
    }
  }
  const start = state && 'sqrtPriceX96' in state ? state : initialSwapState(pool)
  const met = { ...pool, ...start }
  const result = simulateV3Swap(met, start, zeroForOne, amount, sqrtPriceLimitX96)
  if (typeof result !== 'object' || result.amountOut <= 0n) return undefined
  states.set(pool.address, result.state)
  return { met, amountIn: result.amountIn, amountOut: result.amountOut }
}

/**
 * Quotes paths exactly in order, each on the pool states the earlier ones left, as SwapRouter02
 * executes them one call after another. Each quote's route carries the pools as that path meets them
 * (so quoting it alone gives the same amounts). Undefined if a path cannot be filled.
 */
export function replayFlow(
  parts: readonly { route: Route; amountIn: bigint }[],
  fees: TransferFees,
): RouteQuote[] | undefined {
  const states = new Map<string, ExactState>()
  const quotes: RouteQuote[] = []
  for (const { route, amountIn } of parts) {
    if (amountIn <= 0n) return undefined
    let amount = afterTransferFee(amountIn, fees.get(route.path[0]!)?.sellPpm ?? 0)
    const hops: HopAmounts[] = []
    const met: PoolState[] = []
    for (let i = 0; i < route.pools.length; i++) {
      const swapped = swapAt(states, route.pools[i]!, route.zeroForOne[i]!, amount)
      if (!swapped) return undefined
      met.push(swapped.met)
      hops.push({ amountIn: amount, amountOut: swapped.amountOut })
      amount = swapped.amountOut
    }
    const received = afterTransferFee(amount, fees.get(route.path.at(-1)!)?.buyPpm ?? 0)
    quotes.push({
      route: { ...route, pools: met },
      amountIn,
      amountOut: received,
      hops,
      routerAmountOut: received,
    })
  }
  return quotes
}

/** Whether any pool appears in more than one of the routes. */
export function routesSharePools(routes: readonly { pools: readonly PoolState[] }[]): boolean {
  const seen = new Set<string>()
  for (const route of routes) {
    for (const pool of route.pools) {
      if (seen.has(pool.address)) return true
      seen.add(pool.address)
    }
  }
  return false
}
