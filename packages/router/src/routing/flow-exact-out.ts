import { getAmountIn, getAmountOut } from '../math/v2-math.ts'
import { initialSwapState, simulateV3Swap } from '../math/v3-swap.ts'
import type { PoolState } from '../types.ts'
import type { ExactState } from './flow-replay.ts'
import type { HopAmounts, RouteQuote } from './quote-route.ts'
import type { Route } from './routes.ts'

/**
 * Quotes exact-output paths in order, each on the pool states the earlier ones left, as SwapRouter02
 * executes one exact-output call after another. Paths are all-v2 or all-v3 (SwapRouter02 takes no
 * mixed exact-output path); no fee-on-transfer tokens.
 *
 * A v3 path asks each pool for exactly what the next needs, last pool first. A v2 path pays the
 * first pair `getAmountsIn` of the output on the reserves it meets and then swaps forward from what
 * each pair received (SwapRouter02's fee-on-transfer-safe loop), so its pairs move by the forward
 * amounts, which may deliver a few wei more than asked. Each quote's route carries the pools as that
 * path meets them, so quoting it alone gives the same input. Undefined if a path cannot be filled.
 */
export function replayFlowExactOut(
  parts: readonly { route: Route; amountOut: bigint }[],
): RouteQuote[] | undefined {
  const states = new Map<string, ExactState>()
  const quotes: RouteQuote[] = []
  for (const { route, amountOut } of parts) {
    if (amountOut <= 0n) return undefined
    const met: PoolState[] = route.pools.map((pool) => {
      const state = states.get(pool.address)
      if (pool.protocol === 'v2') return state && 'reserve0' in state ? { ...pool, ...state } : pool
      return { ...pool, ...(state && 'sqrtPriceX96' in state ? state : initialSwapState(pool)) }
    })
    const quoted = route.protocol === 'v2' ? v2Path(route, met, amountOut) : v3Path(route, met, amountOut)
    if (!quoted) return undefined
    for (const [address, state] of quoted.after) states.set(address, state)
    quotes.push({
      route: { ...route, pools: met },
      amountIn: quoted.hops[0]!.amountIn,
      amountOut,
      hops: quoted.hops,
      routerAmountOut: amountOut,
    })
  }
  return quotes
}

function v2Path(route: Route, met: PoolState[], amountOut: bigint) {
  const reserves = met.map((pool, i) => {
    if (pool.protocol !== 'v2') throw new Error('a v2 path holds a v3 pool')
    return route.zeroForOne[i] ? [pool.reserve0, pool.reserve1] : [pool.reserve1, pool.reserve0]
  }) as [bigint, bigint][]
  // getAmountsIn, last pair first.
  let amount = amountOut
  for (let i = reserves.length - 1; i >= 0; i--) {
    const needed = getAmountIn(amount, reserves[i]![0], reserves[i]![1])
    if (needed === undefined) return undefined
    amount = needed
  }
  // Then forward from what the first pair is paid.
  const hops: HopAmounts[] = []
  const after: [string, ExactState][] = []
  for (const [i, [reserveIn, reserveOut]] of reserves.entries()) {
    const out = getAmountOut(amount, reserveIn, reserveOut)
    if (out === undefined || out <= 0n) return undefined
    hops.push({ amountIn: amount, amountOut: out })
    const pool = met[i]!
    const [reserve0, reserve1] = route.zeroForOne[i]
      ? [reserveIn + amount, reserveOut - out]
      : [reserveOut - out, reserveIn + amount]
    after.push([pool.address, { reserve0, reserve1 }])
    amount = out
  }
  return { hops, after }
}

function v3Path(route: Route, met: PoolState[], amountOut: bigint) {
  const hops: HopAmounts[] = []
  const after: [string, ExactState][] = []
  let amount = amountOut
  for (let i = met.length - 1; i >= 0; i--) {
    const pool = met[i]!
    if (pool.protocol !== 'v3') throw new Error('a v3 path holds a v2 pair')
    const result = simulateV3Swap(pool, pool, route.zeroForOne[i]!, -amount)
    // A pool that cannot pay the whole output stops short: SwapRouter02 then reverts.
    if (typeof result !== 'object' || result.amountOut !== amount) return undefined
    hops.unshift({ amountIn: result.amountIn, amountOut: amount })
    after.push([pool.address, result.state])
    amount = result.amountIn
  }
  return { hops, after }
}
