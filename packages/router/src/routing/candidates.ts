import type { TradeType } from '../types.ts'
import { floatQuote } from './float-sim.ts'
import { withRemainderOnLargest } from './flow-replay.ts'
import { routeGasUnits, spotRate } from './gas.ts'
import { quoteRoute, type RouteQuote, type TransferFees } from './quote-route.ts'
import type { Route } from './routes.ts'
import { DEFAULT_SPLIT_OPTIONS, searchSplits, unitsToAmount } from './split.ts'
import type { Scored, TradeRequest } from './trade.ts'

/** Routes quoted exactly for the best single route (more when their estimates tie). */
const EXACT_SINGLES = 3

export interface RankedRoute {
  route: Route
  /** Spot rate (see spotRate). */
  rate: number
  /** Gas cost in the quote token. */
  gas: number
  /** Float estimate of the route alone: output less gas, or minus input plus gas. */
  value: number
}

/**
 * Every route with its spot rate, gas and float estimate for `amount`, best estimate first; routes
 * with no rate (an empty pool on the way) are left out.
 */
export function rankRoutes(
  routes: readonly Route[],
  amount: bigint,
  tradeType: TradeType,
  fees: TransferFees,
  gasInQuote: (units: bigint) => bigint,
): RankedRoute[] {
  const exactIn = tradeType === 'exactIn'
  const amountFloat = Number(amount)
  return routes
    .map((route) => {
      const rate = spotRate(route, fees)
      const gas = Number(gasInQuote(routeGasUnits(route)))
      const estimate = floatQuote(route, amountFloat, tradeType, fees)
      const value =
        estimate === undefined ? Number.NEGATIVE_INFINITY : exactIn ? estimate - gas : -(estimate + gas)
      return { route, rate, gas, value }
    })
    .filter((entry) => entry.rate > 0 && Number.isFinite(entry.rate))
    .sort((a, b) => b.value - a.value)
}

/**
 * The best single route: the float estimates rank them; the best few (and any within a hair of the
 * best) are quoted exactly, and the exact quotes decide. When the estimate finds nothing (a route at
 * the edge of its liquidity), routes are quoted exactly, best spot bound first, until none can beat
 * the best found.
 */
export function bestSingleRoute(
  ranked: readonly RankedRoute[],
  amount: bigint,
  tradeType: TradeType,
  fees: TransferFees,
  score: (quotes: RouteQuote[]) => Scored,
): Scored | undefined {
  const exactIn = tradeType === 'exactIn'
  const amountFloat = Number(amount)
  // Returns the better of `current` and the route's own score (assigned by the caller, so that the
  // type checker follows `best` without a cast).
  const better = (current: Scored | undefined, route: Route): Scored | undefined => {
    const quote = quoteRoute(route, amount, tradeType, fees)
    if (!quote) return current
    const scored = score([quote])
    return !current || scored.value > current.value ? scored : current
  }
  let best: Scored | undefined
  const top = ranked[0]?.value ?? Number.NEGATIVE_INFINITY
  for (const [i, entry] of ranked.entries()) {
    if (entry.value === Number.NEGATIVE_INFINITY) break
    if (i >= EXACT_SINGLES && entry.value < top - Math.abs(top) * 1e-6) break
    best = better(best, entry.route)
  }
  if (best) return best
  const bounded = ranked
    .map((entry) => ({
      ...entry,
      bound: exactIn
        ? amountFloat * entry.rate * (1 + 1e-9) + 1 - entry.gas
        : -(amountFloat / entry.rate) * (1 - 1e-9) - entry.gas,
    }))
    .sort((a, b) => b.bound - a.bound)
  for (const entry of bounded) {
    if (best && entry.bound < Number(best.value)) break
    best = better(best, entry.route)
  }
  return best
}

/** Candidates the split search divides among, at most. */
const MAX_SPLIT_CANDIDATES = 16

/** The `count` routes giving the most output (or costing the least input) for `amount`, gas aside, by float estimate. */
export function bestRoutesFor(
  routes: readonly RankedRoute[],
  amount: bigint,
  tradeType: TradeType,
  fees: TransferFees,
  count: number,
): Route[] {
  if (amount <= 0n) return []
  const amountFloat = Number(amount)
  return routes
    .map((entry) => {
      const estimate = floatQuote(entry.route, amountFloat, tradeType, fees)
      const value =
        estimate === undefined ? Number.NEGATIVE_INFINITY : tradeType === 'exactIn' ? estimate : -estimate
      return { route: entry.route, value }
    })
    .filter((entry) => entry.value > Number.NEGATIVE_INFINITY)
    .sort((a, b) => b.value - a.value)
    .slice(0, count)
    .map((entry) => entry.route)
}

export function bestSplit(
  ranked: readonly RankedRoute[],
  amount: bigint,
  tradeType: TradeType,
  fees: TransferFees,
  maxSplits: number,
  gasInQuote: (units: bigint) => bigint,
  score: (quotes: RouteQuote[]) => Scored,
  request: TradeRequest,
): Scored | undefined {
  // Candidates: the best routes for slices of several sizes (a deep route wins the whole amount, a
  // cheap shallow one a small slice), the best marginal rates, and the best single routes.
  const candidates: Route[] = []
  const add = (route: Route) => {
    if (candidates.length < MAX_SPLIT_CANDIDATES && !candidates.some((c) => c.key === route.key)) {
      candidates.push(route)
    }
  }
  for (const entry of ranked.slice(0, 4)) add(entry.route)
  const bySpot = [...ranked].sort((a, b) => b.rate - a.rate)
  for (const divisor of [3n, 10n, 30n]) {
    for (const route of bestRoutesFor(bySpot, amount / divisor, tradeType, fees, 4)) add(route)
  }
  for (const entry of bySpot.slice(0, 4)) add(entry.route)
  const options = { ...DEFAULT_SPLIT_OPTIONS, ...request.splitOptions, maxSplits }
  const curves = new Map<string, Float64Array>()
  const search = () =>
    searchSplits(
      candidates.map((route) => ({ route, gas: gasInQuote(routeGasUnits(route)) })),
      amount,
      tradeType,
      fees,
      options,
      curves,
    )
  let result = search()
  // Any route whose spot rate beats the division's marginal rate could take a slice of it: add the
  // best of those the first candidates missed, and search again.
  const threshold = result.marginalRate
  if (threshold !== undefined) {
    const before = candidates.length
    for (const entry of bySpot) {
      if (entry.rate <= threshold || candidates.length >= MAX_SPLIT_CANDIDATES + 8) break
      if (!candidates.some((c) => c.key === entry.route.key)) candidates.push(entry.route)
    }
    if (candidates.length > before) result = search()
  }
  const allocations = result.allocations
  let best: Scored | undefined
  for (const allocation of allocations) {
    if (allocation.parts.length < 2) continue
    const amounts = withRemainderOnLargest(
      allocation.parts.map((part) => unitsToAmount(amount, part.units, allocation.totalUnits)),
      amount,
    )
    const quotes: RouteQuote[] = []
    for (const [i, part] of allocation.parts.entries()) {
      const quote = quoteRoute(candidates[part.candidate]!, amounts[i]!, tradeType, fees)
      if (!quote) break
      quotes.push(quote)
    }
    if (quotes.length !== allocation.parts.length) continue
    const scored = score(quotes)
    if (!best || scored.value > best.value) best = scored
  }
  return best
}

/** The best single route's price impact for an exact input `amount`, against the best spot rate (1 when it cannot fill). */
export function priceImpactOf(ranked: readonly RankedRoute[], amount: bigint, fees: TransferFees): number {
  const maxRate = Math.max(...ranked.map((entry) => entry.rate))
  const top = ranked[0]
  const topOutput = top ? floatQuote(top.route, Number(amount), 'exactIn', fees) : undefined
  return topOutput === undefined ? 1 : 1 - topOutput / (Number(amount) * maxRate)
}
