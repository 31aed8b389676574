import { getAmountIn, getAmountOut } from '../math/v2-math.ts'
import { initialSwapState, simulateV3Swap, type V3SwapState } from '../math/v3-swap.ts'
import { afterTransferFee } from '../transfer-fees.ts'
import type { Address, TradeType, TransferFee, V2PairState } from '../types.ts'
import type { Route } from './routes.ts'

export type TransferFees = ReadonlyMap<Address, TransferFee>

export interface HopAmounts {
  /** What enters the pool (after the input token's transfer fee, if any). */
  amountIn: bigint
  /** What the pool pays out. */
  amountOut: bigint
}

/** A route quoted exactly for one amount, as SwapRouter02 would execute it on the pools' state. */
export interface RouteQuote {
  route: Route
  /** What the trader pays. */
  amountIn: bigint
  /** What the trader receives (exact in), or the output asked for (exact out). */
  amountOut: bigint
  hops: HopAmounts[]
  /**
   * The output to ask SwapRouter02 for on an exact-output route. It exceeds `amountOut` only when a
   * fee on transfer has to be covered so that the trader still receives `amountOut`.
   */
  routerAmountOut: bigint
}

const buyPpm = (fees: TransferFees, token: Address | undefined) =>
  token ? (fees.get(token)?.buyPpm ?? 0) : 0
const sellPpm = (fees: TransferFees, token: Address | undefined) =>
  token ? (fees.get(token)?.sellPpm ?? 0) : 0

/** The smallest amount whose transfer still delivers at least `amount` (inverse of afterTransferFee). */
export function beforeTransferFee(amount: bigint, ppm: number): bigint {
  if (ppm <= 0) return amount
  let gross = (amount * 1_000_000n + BigInt(1_000_000 - ppm) - 1n) / BigInt(1_000_000 - ppm)
  while (gross > 0n && afterTransferFee(gross - 1n, ppm) >= amount) gross -= 1n
  while (afterTransferFee(gross, ppm) < amount) gross += 1n
  return gross
}

const v2Reserves = (pair: V2PairState, zeroForOne: boolean): [bigint, bigint] =>
  zeroForOne ? [pair.reserve0, pair.reserve1] : [pair.reserve1, pair.reserve0]

/** Forward through the route from `amountIn`, as SwapRouter02's exactInput and V2 swaps do. */
export function quoteExactIn(route: Route, amountIn: bigint, fees: TransferFees): RouteQuote | undefined {
  let amount = afterTransferFee(amountIn, sellPpm(fees, route.path[0]))
  const hops: HopAmounts[] = []
  for (let i = 0; i < route.pools.length; i++) {
    const pool = route.pools[i]!
    const zeroForOne = route.zeroForOne[i]!
    let out: bigint | undefined
    if (pool.protocol === 'v2') out = getAmountOut(amount, ...v2Reserves(pool, zeroForOne))
    else {
      const result = simulateV3Swap(pool, initialSwapState(pool), zeroForOne, amount)
      out = typeof result === 'object' ? result.amountOut : undefined
    }
    // A pool that pays nothing makes v2 revert and the trade pointless.
    if (out === undefined || out <= 0n) return undefined
    hops.push({ amountIn: amount, amountOut: out })
    amount = out
  }
  const received = afterTransferFee(amount, buyPpm(fees, route.path.at(-1)))
  return { route, amountIn, amountOut: received, hops, routerAmountOut: received }
}

/**
 * Backward through the route for an exact output. v3: each pool must pay exactly what the next one
 * needs (SwapRouter02's exactOutput). v2: SwapRouter02 charges getAmountsIn's first amount and then
 * swaps forward on balances, which delivers at least the output asked for; with a fee on transfer the
 * output asked of the router is raised until the trader still receives `amountOut`.
 */
export function quoteExactOut(route: Route, amountOut: bigint, fees: TransferFees): RouteQuote | undefined {
  // SwapRouter02 has no exact output for a route mixing v2 and v3.
  if (amountOut <= 0n || route.protocol === 'mixed') return undefined
  if (route.protocol === 'v3') {
    const hops: HopAmounts[] = new Array(route.pools.length)
    let amount = amountOut
    for (let i = route.pools.length - 1; i >= 0; i--) {
      const pool = route.pools[i]!
      if (pool.protocol !== 'v3') return undefined
      const result = simulateV3Swap(pool, initialSwapState(pool), route.zeroForOne[i]!, -amount)
      if (typeof result !== 'object') return undefined
      hops[i] = { amountIn: result.amountIn, amountOut: amount }
      amount = result.amountIn
    }
    return { route, amountIn: amount, amountOut, hops, routerAmountOut: amountOut }
  }

  const sell = sellPpm(fees, route.path[0])
  const buy = buyPpm(fees, route.path.at(-1))
  const execute = (requested: bigint) => {
    let needed = requested
    for (let i = route.pools.length - 1; i >= 0; i--) {
      const next = getAmountIn(needed, ...v2Reserves(route.pools[i] as V2PairState, route.zeroForOne[i]!))
      if (next === undefined) return undefined
      needed = next
    }
    let amount = afterTransferFee(needed, sell)
    const hops: HopAmounts[] = []
    for (let i = 0; i < route.pools.length; i++) {
      const out = getAmountOut(amount, ...v2Reserves(route.pools[i] as V2PairState, route.zeroForOne[i]!))
      if (out === undefined || out <= 0n) return undefined
      hops.push({ amountIn: amount, amountOut: out })
      amount = out
    }
    return { amountIn: needed, delivered: afterTransferFee(amount, buy), hops }
  }

  let requested = amountOut
  let result = execute(requested)
  if (!result) return undefined
  if (result.delivered < amountOut) {
    // Only a fee on transfer gets here: find the smallest request that still delivers amountOut.
    let low = requested
    let high = beforeTransferFee(amountOut, buy)
    let highResult = execute(high)
    while (highResult && highResult.delivered < amountOut) {
      low = high
      high += high - amountOut + 1n
      highResult = execute(high)
    }
    if (!highResult) return undefined
    while (high - low > 1n) {
      const mid = (low + high) / 2n
      const midResult = execute(mid)
      if (midResult && midResult.delivered >= amountOut) {
        high = mid
        highResult = midResult
      } else low = mid
    }
    requested = high
    result = highResult
  }
  return { route, amountIn: result.amountIn, amountOut, hops: result.hops, routerAmountOut: requested }
}

export function quoteRoute(
  route: Route,
  amount: bigint,
  tradeType: TradeType,
  fees: TransferFees,
): RouteQuote | undefined {
  return tradeType === 'exactIn' ? quoteExactIn(route, amount, fees) : quoteExactOut(route, amount, fees)
}

/**
 * Walks a route's amount curve in increments, carrying each pool's state from one increment to the
 * next (as if the increments were separate swaps in a row). The split search uses it to price many
 * slices of a trade at the cost of one swap; the chosen split is then quoted exactly.
 */
export class RouteCursor {
  private readonly v3States: (V3SwapState | undefined)[]
  private readonly reserves: ([bigint, bigint] | undefined)[]
  private dead = false

  constructor(
    readonly route: Route,
    private readonly tradeType: TradeType,
    private readonly fees: TransferFees,
  ) {
    this.v3States = route.pools.map((pool) => (pool.protocol === 'v3' ? initialSwapState(pool) : undefined))
    this.reserves = route.pools.map((pool, i) =>
      pool.protocol === 'v2' ? v2Reserves(pool, route.zeroForOne[i]!) : undefined,
    )
  }

  /**
   * Adds `delta` of the specified side (input for exact in, output for exact out) and returns what
   * it yields (exact in: more output) or costs (exact out: more input); undefined once the route
   * cannot take more.
   */
  advance(delta: bigint): bigint | undefined {
    if (this.dead) return undefined
    if (delta === 0n) return 0n
    const result = this.tradeType === 'exactIn' ? this.pushInput(delta) : this.pullOutput(delta)
    if (result === undefined) this.dead = true
    return result
  }

  private pushInput(delta: bigint): bigint | undefined {
    const { route } = this
    let amount = afterTransferFee(delta, sellPpm(this.fees, route.path[0]))
    for (let i = 0; i < route.pools.length && amount > 0n; i++) {
      const pool = route.pools[i]!
      const reserves = this.reserves[i]
      if (reserves) {
        const out = getAmountOut(amount, reserves[0], reserves[1])
        if (out === undefined) return undefined
        reserves[0] += amount
        reserves[1] -= out
        amount = out
      } else if (pool.protocol === 'v3') {
        const result = simulateV3Swap(pool, this.v3States[i]!, route.zeroForOne[i]!, amount)
        if (typeof result !== 'object') return undefined
        this.v3States[i] = result.state
        amount = result.amountOut
      }
    }
    return afterTransferFee(amount, buyPpm(this.fees, route.path.at(-1)))
  }

  private pullOutput(delta: bigint): bigint | undefined {
    const { route } = this
    let amount = beforeTransferFee(delta, buyPpm(this.fees, route.path.at(-1)))
    for (let i = route.pools.length - 1; i >= 0; i--) {
      const pool = route.pools[i]!
      const reserves = this.reserves[i]
      if (reserves) {
        const needed = getAmountIn(amount, reserves[0], reserves[1])
        if (needed === undefined) return undefined
        reserves[0] += needed
        reserves[1] -= amount
        amount = needed
      } else if (pool.protocol === 'v3') {
        const result = simulateV3Swap(pool, this.v3States[i]!, route.zeroForOne[i]!, -amount)
        if (typeof result !== 'object') return undefined
        this.v3States[i] = result.state
        amount = result.amountIn
      }
    }
    return beforeTransferFee(amount, sellPpm(this.fees, route.path[0]))
  }
}
