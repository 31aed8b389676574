import { getAddress } from 'viem'
import { MAX_HOPS, routingConfig } from '../chains.ts'
import type { PoolSnapshot } from '../types.ts'
import { bestSingleRoute, bestSplit, rankRoutes } from './candidates.ts'
import { bestDualFlow, bestFlow, bestFlowExactOut, dualFlowApplies, FLOW_MAX_PATHS } from './flow-search.ts'
import { applyFraction, routeGasUnits } from './gas.ts'
import { heldSplitLegs, legsAsPaths, replayLegs } from './held-split.ts'
import { nativePrice, routesFor } from './pricing.ts'
import type { RouteQuote } from './quote-route.ts'
import type { Route } from './routes.ts'
import { DEFAULT_SPLIT_OPTIONS } from './split.ts'
import { buildTrade, NATIVE, type Scored, type Trade, type TradeRequest } from './trade.ts'

/**
 * Every route the router considers for a request: at most `maxHops` pools through the chain's base
 * tokens, in the protocols asked for, mixed v2/v3 routes for exact input, and no v3 pool of a
 * fee-on-transfer token.
 */
export function tradeRoutes(snapshot: PoolSnapshot, request: TradeRequest): Route[] {
  const config = request.config ?? routingConfig(snapshot.chainId)
  if (!config) return []
  const wrapped = config.wrappedNative.address
  const tokenIn = request.tokenIn === NATIVE ? wrapped : getAddress(request.tokenIn)
  const tokenOut = request.tokenOut === NATIVE ? wrapped : getAddress(request.tokenOut)
  const protocols = (request.protocols ?? ['v2', 'v3']).filter((p) => p === 'v3' || config.v2Factory)
  // Mixed v2/v3 routes when both protocols are allowed (SwapRouter02 runs them for exact input only).
  const mixed = request.tradeType === 'exactIn' && protocols.length === 2 && request.mixedRoutes !== false
  return routesFor(snapshot, config, tokenIn, tokenOut, protocols, request.maxHops ?? MAX_HOPS, mixed)
}

/**
 * The best trade for a request on a snapshot: the single route, split across pool-disjoint routes
 * (candidates.ts) or flow (flow-search.ts) that gives the most output (exact in) or costs the least
 * input (exact out) net of gas, with every amount computed exactly. Undefined when no route can fill
 * the amount.
 */
export function findBestTrade(snapshot: PoolSnapshot, request: TradeRequest): Trade | undefined {
  const config = request.config ?? routingConfig(snapshot.chainId)
  if (!config || request.amount <= 0n) return undefined
  const wrapped = config.wrappedNative.address
  const tokenIn = request.tokenIn === NATIVE ? wrapped : getAddress(request.tokenIn)
  const tokenOut = request.tokenOut === NATIVE ? wrapped : getAddress(request.tokenOut)
  if (tokenIn === tokenOut) return undefined
  const { tradeType, amount } = request
  const exactIn = tradeType === 'exactIn'
  const fees = snapshot.transferFees
  const routes = tradeRoutes(snapshot, request)
  if (routes.length === 0) return undefined

  const gasPriceWei = request.gasPriceWei ?? snapshot.gasPriceWei
  const quoteToken = exactIn ? tokenOut : tokenIn
  const priceOfNative = nativePrice(snapshot, config, quoteToken)
  const gasInQuote = (units: bigint) =>
    priceOfNative ? applyFraction(units * gasPriceWei, priceOfNative) : 0n

  const score = (quotes: RouteQuote[]): Scored => {
    const total = quotes.reduce((sum, q) => sum + (exactIn ? q.amountOut : q.amountIn), 0n)
    const gasUnits = quotes.reduce((sum, q) => sum + routeGasUnits(q.route), 0n)
    const gasQuote = gasInQuote(gasUnits)
    return { quotes, total, gasUnits, gasQuote, value: exactIn ? total - gasQuote : -(total + gasQuote) }
  }

  const ranked = rankRoutes(routes, amount, tradeType, fees, gasInQuote)
  const amountFloat = Number(amount)
  let best = bestSingleRoute(ranked, amount, tradeType, fees, score)
  let foundBy: Trade['foundBy'] = 'route'

  // A split pays at least two routes' gas and, by concavity, can at best trade everything at the
  // best spot rate: try one only when that bound beats the best single route.
  const maxSplits = request.maxSplits ?? DEFAULT_SPLIT_OPTIONS.maxSplits
  if (maxSplits > 1 && ranked.length > 1) {
    const maxRate = Math.max(...ranked.map((entry) => entry.rate))
    const twoGas = 2 * Math.min(...ranked.map((entry) => entry.gas))
    const splitBound = exactIn
      ? amountFloat * maxRate * (1 + 1e-9) - twoGas
      : -(amountFloat / maxRate) - twoGas
    if (!best || splitBound > Number(best.value)) {
      // An exact input that the dual's flow routes (bestDualFlow) skips the split search: over the same
      // pools the dual is optimal gas aside, and the greedy's pool-disjoint division weighs the gas.
      const dualTried = exactIn && fees.size === 0 && dualFlowApplies(ranked, amount, fees, request)
      const split = dualTried
        ? undefined
        : bestSplit(ranked, amount, tradeType, fees, maxSplits, gasInQuote, score, request)
      if (split && (!best || split.value > best.value)) [best, foundBy] = [split, 'split']
      // The flow allocation, which may also merge and re-split at hub tokens.
      const maxPaths = request.maxSplits ?? FLOW_MAX_PATHS
      if (exactIn && fees.size === 0) {
        const flow = bestFlow(ranked, amount, fees, maxPaths, score, request, dualTried)
        if (flow && (!best || flow.value > best.value)) [best, foundBy] = [flow, 'flow']
        const dual = dualTried
          ? bestDualFlow(ranked, amount, tokenIn, tokenOut, fees, score, request)
          : undefined
        if (dual && (!best || dual.value > best.value)) [best, foundBy] = [dual, 'dual flow']
      }
      if (!exactIn && fees.size === 0 && best) {
        const flow = bestFlowExactOut(ranked, amount, best.total, fees, maxPaths, score, request)
        if (flow && flow.value > best.value) [best, foundBy] = [flow, 'flow']
      }
    }
  }
  if (!best) return undefined
  if (exactIn && request.heldSplits && request.sharedPools && fees.size === 0) {
    const held = heldSplit(best.quotes, gasInQuote)
    if (held && held.value > best.value) best = held
  }
  return buildTrade(snapshot, config, request, tokenIn, tokenOut, best, gasPriceWei, foundBy)
}

/** The flow's paths run as a held split (held-split.ts), scored; undefined when none applies. */
function heldSplit(quotes: RouteQuote[], gasInQuote: (units: bigint) => bigint): Scored | undefined {
  const planned = heldSplitLegs(quotes)
  const legs = planned && replayLegs(planned)
  if (!legs) return undefined
  const total = legs.reduce((sum, leg) => sum + (leg.leg.holdsOutput ? 0n : leg.amountOut), 0n)
  // Every leg is a call of its own, priced as a route.
  const gasUnits = legs.reduce((sum, leg) => sum + routeGasUnits(leg.leg.route), 0n)
  const gasQuote = gasInQuote(gasUnits)
  return { quotes: legsAsPaths(legs), total, gasUnits, gasQuote, value: total - gasQuote, legs }
}
