import { MAX_HOPS } from '../chains.ts'
import type { Address } from '../types.ts'
import { bestRoutesFor, priceImpactOf, type RankedRoute } from './candidates.ts'
import { dualFlowCandidates, dualFlowQuotes } from './dual-flow.ts'
import { allocateFlow, DEFAULT_FLOW_OPTIONS, type FlowAllocation } from './flow.ts'
import { replayFlowExactOut } from './flow-exact-out.ts'
import { flowAmounts, replayFlow, withRemainderOnLargest } from './flow-replay.ts'
import type { RouteQuote, TransferFees } from './quote-route.ts'
import type { Scored, TradeRequest } from './trade.ts'

/**
 * The searches that divide a trade as a flow: the greedy allocation over candidate paths (flow.ts),
 * which may merge and re-split at hub tokens, the dual's optimal flow (dual-flow.ts), and the exact
 * output divided as the exact input that yields it would be.
 */

/** Paths a flow may use when the request sets no `maxSplits` (each one pays its gas). */
export const FLOW_MAX_PATHS = 24

/** Flow divisions quoted exactly, at most. */
const FLOW_EXACT_QUOTES = 2

/** Paths the flow allocation chooses among, at most. */
const MAX_FLOW_CANDIDATES = 48

/**
 * Flow divisions of an exact input `amount`, the most promising first, each with its parts in the order
 * they execute (largest first): candidate paths by spot rate and by output at several sizes, divided
 * greedily by marginal output (see flow.ts). `dualTried`: the caller tries the dual's flow for this
 * trade as well (bestDualFlow).
 */
export function flowAllocations(
  ranked: readonly RankedRoute[],
  amount: bigint,
  fees: TransferFees,
  maxPaths: number,
  request: TradeRequest,
  dualTried = false,
): FlowAllocation[] {
  const chosen = new Map<string, RankedRoute>()
  const add = (entry: RankedRoute) => {
    if (chosen.size < MAX_FLOW_CANDIDATES && !chosen.has(entry.route.key)) chosen.set(entry.route.key, entry)
  }
  const byKey = new Map(ranked.map((entry) => [entry.route.key, entry]))
  for (const entry of ranked.slice(0, 6)) add(entry)
  for (const divisor of [4n, 16n, 64n]) {
    for (const route of bestRoutesFor(ranked, amount / divisor, 'exactIn', fees, 6))
      add(byKey.get(route.key)!)
  }
  for (const entry of [...ranked].sort((a, b) => b.rate - a.rate)) add(entry)
  const candidates = [...chosen.values()]
  // The grid's loss shrinks with the price impact over the square of the steps: a trade that moves
  // prices little needs few steps (the best single route's impact against the best spot rate).
  const impact = priceImpactOf(ranked, amount, fees)
  const steps = impact < 0.003 ? 60 : impact < 0.02 ? 120 : DEFAULT_FLOW_OPTIONS.steps
  // Taking increments back pays on trades that move prices (10M USDC→USDT: from 0.990 to 0.999 of
  // the optimum) and costs a few milliseconds: only there.
  const improve = impact >= 0.02
  // Pool-disjoint paths always; with shared pools also the flow that merges and re-splits (the
  // greedy cannot undo a step, so neither division dominates the other), unless the dual's optimal
  // flow is tried for this trade (bestDualFlow), which merges and re-splits exactly where it pays.
  const modes = request.sharedPools === true && !dualTried ? [false, true] : [false]
  const allocations = modes.flatMap((sharedPools) =>
    allocateFlow(
      candidates.map((entry) => entry.route),
      amount,
      fees,
      candidates.map((entry) => entry.gas),
      { ...DEFAULT_FLOW_OPTIONS, steps, improve, maxPaths, sharedPools, ...request.flowOptions },
    ),
  )
  // Exact quotes cost far more than the float allocation: only the most promising few.
  return allocations
    .filter((allocation) => allocation.parts.length >= 2)
    .sort((a, b) => b.net - a.net)
    .slice(0, FLOW_EXACT_QUOTES)
    .map((allocation) => {
      // Largest part first: the order they execute in, and the order the trade lists them.
      const parts = [...allocation.parts].sort((a, b) => b.units - a.units)
      return { ...allocation, parts }
    })
}

/** A division of an exact input `amount` quoted exactly, its parts one after another. */
const replayAllocation = (allocation: FlowAllocation, amount: bigint, fees: TransferFees) => {
  const amounts = flowAmounts(amount, allocation)
  return replayFlow(
    allocation.parts.map((part, i) => ({ route: part.route, amountIn: amounts[i]! })),
    fees,
  )
}

/** The best flow division of an exact input, each division quoted exactly in order. */
export function bestFlow(
  ranked: readonly RankedRoute[],
  amount: bigint,
  fees: TransferFees,
  maxPaths: number,
  score: (quotes: RouteQuote[]) => Scored,
  request: TradeRequest,
  dualTried: boolean,
): Scored | undefined {
  let best: Scored | undefined
  for (const allocation of flowAllocations(ranked, amount, fees, maxPaths, request, dualTried)) {
    const quotes = replayAllocation(allocation, amount, fees)
    if (!quotes) continue
    const scored = score(quotes)
    if (!best || scored.value > best.value) best = scored
  }
  return best
}

/**
 * The optimal flow by the dual over every pool the candidate routes use (dual-flow.ts), quoted exactly
 * in order. The caller asks for it only where dualFlowApplies.
 */
export function bestDualFlow(
  ranked: readonly RankedRoute[],
  amount: bigint,
  tokenIn: Address,
  tokenOut: Address,
  fees: TransferFees,
  score: (quotes: RouteQuote[]) => Scored,
  request: TradeRequest,
): Scored | undefined {
  const candidates = dualFlowCandidates(
    ranked.flatMap((entry) => entry.route.pools),
    tokenIn,
    tokenOut,
    amount,
    {
      maxHops: request.maxHops ?? MAX_HOPS,
      maxPaths: request.maxSplits ?? DUAL_FLOW_MAX_PATHS,
      mixed: ranked.some((entry) => entry.route.protocol === 'mixed'),
    },
  )
  let best: Scored | undefined
  for (const paths of candidates) {
    const quotes = dualFlowQuotes(paths, amount, fees)
    const scored = quotes && score(quotes)
    if (scored && (!best || scored.value > best.value)) best = scored
  }
  return best
}

/** The best single route's price impact from which the dual's flow is tried. */
const DUAL_FLOW_IMPACT = 0.02

/**
 * Whether the dual's flow is tried for an exact input: its pools may be shared and it moves prices enough
 * for the greedy's whole paths to leave output behind; smaller trades keep their few milliseconds.
 */
export const dualFlowApplies = (
  ranked: readonly RankedRoute[],
  amount: bigint,
  fees: TransferFees,
  request: TradeRequest,
) => request.sharedPools === true && priceImpactOf(ranked, amount, fees) >= DUAL_FLOW_IMPACT

/**
 * Paths the dual's flow may use when the request sets no `maxSplits`: a division at each hub is a path
 * per combination (10M USDC→USDT: 41), and each pays its gas, which the score weighs.
 */
const DUAL_FLOW_MAX_PATHS = 48

/**
 * The best flow division of an exact output: divided as the exact input that yields about that output
 * would be (starting from the input `estimate` of the best split, then one secant step), each path's
 * share of that input's output scaled to the asked output and quoted exactly in order.
 */
export function bestFlowExactOut(
  ranked: readonly RankedRoute[],
  amountOut: bigint,
  estimate: bigint,
  fees: TransferFees,
  maxPaths: number,
  score: (quotes: RouteQuote[]) => Scored,
  request: TradeRequest,
): Scored | undefined {
  // SwapRouter02 takes no mixed exact-output path. The allocation nets gas off the output: gas in
  // the input token becomes output at each route's spot rate.
  const usable = ranked
    .filter((entry) => entry.route.protocol !== 'mixed')
    .map((entry) => ({ ...entry, gas: entry.gas * entry.rate }))
  let best: Scored | undefined
  let input = estimate
  for (let round = 0; round < 2 && input > 0n; round++) {
    let produced: bigint | undefined
    for (const allocation of flowAllocations(usable, input, fees, maxPaths, request)) {
      const forward = replayAllocation(allocation, input, fees)
      if (!forward) continue
      const total = forward.reduce((sum, quote) => sum + quote.amountOut, 0n)
      if (total <= 0n) continue
      produced ??= total
      const outputs = withRemainderOnLargest(
        forward.map((quote) => (quote.amountOut * amountOut) / total),
        amountOut,
      )
      const quotes = replayFlowExactOut(
        allocation.parts.flatMap((part, i) =>
          outputs[i]! > 0n ? [{ route: part.route, amountOut: outputs[i]! }] : [],
        ),
      )
      if (!quotes) continue
      const scored = score(quotes)
      if (!best || scored.value > best.value) best = scored
    }
    if (produced === undefined) break
    input = (input * amountOut) / produced
  }
  return best
}
