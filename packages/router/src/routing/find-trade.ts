import { getAddress } from 'viem'
import { type ChainRoutingConfig, MAX_HOPS, routingConfig, USD_PRICING_MAX_HOPS } from '../chains.ts'
import type {
  Address,
  PoolSnapshot,
  PoolState,
  Protocol,
  RouteProtocol,
  TokenInfo,
  TradeType,
} from '../types.ts'
import { dualFlowCandidates, dualFlowQuotes } from './dual-flow.ts'
import { floatQuote } from './float-sim.ts'
import {
  allocateFlow,
  DEFAULT_FLOW_OPTIONS,
  type FlowAllocation,
  type FlowOptions,
  flowAmounts,
  replayFlow,
  routesSharePools,
  withRemainderOnLargest,
} from './flow.ts'
import { replayFlowExactOut } from './flow-exact-out.ts'
import {
  applyFraction,
  type Fraction,
  formatUnitsTrimmed,
  routeGasUnits,
  routeMidPrice,
  spotRate,
} from './gas.ts'
import { quoteRoute, type RouteQuote, type TransferFees } from './quote-route.ts'
import { enumerateRoutes, type Route } from './routes.ts'
import { DEFAULT_SPLIT_OPTIONS, type SplitOptions, searchSplits, unitsToAmount } from './split.ts'

/** Names the chain's native coin (ETH) in a trade request; it trades as its wrapped token. */
export const NATIVE = 'NATIVE'

export interface TradeRequest {
  /** A token address, or NATIVE for the chain's native coin. */
  tokenIn: Address | typeof NATIVE
  tokenOut: Address | typeof NATIVE
  /** Raw amount of the input (exactIn) or of the output (exactOut). */
  amount: bigint
  tradeType: TradeType
  /** Default: both ('v2' only where the chain has it). */
  protocols?: readonly Protocol[]
  /** Routes mixing v2 and v3 pools, for exact input with both protocols; default true. */
  mixedRoutes?: boolean
  /** Pools per route, default 3 (spec §9). */
  maxHops?: number
  /** Routes a trade may be split across, default 6; 1 disables splitting. */
  maxSplits?: number
  /** Overrides the snapshot's gas price. */
  gasPriceWei?: bigint
  /** Overrides the built-in configuration of the chain. */
  config?: ChainRoutingConfig
  /** Tuning of the split search (tests and the bench use it). */
  splitOptions?: Partial<SplitOptions>
  /**
   * Exact input: routes of a split may share pools (flow merges at a hub token and splits again);
   * SwapRouter02 then runs them one after another, each on the state the earlier ones left, and the
   * quote counts exactly that. Such a trade has no router-sdk `Trade` (it refuses a pool twice): use
   * `swapRouter02Calldata`. Default false.
   */
  sharedPools?: boolean
  /** Tuning of the flow allocation (tests and the bench use it). */
  flowOptions?: Partial<FlowOptions>
}

export interface TradeHop {
  pool: PoolState
  tokenIn: TokenInfo
  tokenOut: TokenInfo
  /** What enters the pool and what it pays out. */
  amountIn: bigint
  amountOut: bigint
}

export interface TradeRoute {
  protocol: RouteProtocol
  /** Share of the specified amount (input for exact in, output for exact out), in percent. */
  percent: number
  /** Tokens along the route, input first (wrapped native). */
  tokenPath: TokenInfo[]
  /**
   * The pools as this route meets them: the snapshot's state, or, when routes share pools (see
   * `TradeRequest.sharedPools`), the state the routes listed before it leave (they execute in order).
   */
  pools: PoolState[]
  hops: TradeHop[]
  amountIn: bigint
  amountOut: bigint
  /** Output to ask SwapRouter02 for (exact out); see RouteQuote.routerAmountOut. */
  routerAmountOut: bigint
  gasUseEstimate: bigint
}

export interface Trade {
  chainId: number
  blockNumber: bigint
  tradeType: TradeType
  /** Wrapped tokens; `inputIsNative`/`outputIsNative` say when the trader pays or gets the native coin. */
  tokenIn: TokenInfo
  tokenOut: TokenInfo
  inputIsNative: boolean
  outputIsNative: boolean
  /** The specified amount (what the request named). */
  amount: bigint
  amountIn: bigint
  amountOut: bigint
  /** amountOut for exact in, amountIn for exact out. */
  quote: bigint
  /** The quote net of gas: less the gas (exact in), plus the gas (exact out), in the quote token. */
  quoteGasAdjusted: bigint
  gasUseEstimate: bigint
  gasPriceWei: bigint
  /** Gas cost in the quote token (the output token for exact in, the input token for exact out). */
  gasUseEstimateQuote: bigint
  /** Gas cost in US dollars as a decimal string, from the spec's USD pricing; undefined if unpriced. */
  gasUseEstimateUSD: string | undefined
  /** Price impact against the routes' mid prices, as a fraction (0.01 = 1%). */
  priceImpact: number
  routes: TradeRoute[]
  /**
   * Which search found the trade: one route, a split over pool-disjoint routes, the greedy flow over
   * routes that may share pools, or the dual's optimal flow (dual-flow.ts).
   */
  foundBy: 'route' | 'split' | 'flow' | 'dual flow'
}

/** What the router works out once per snapshot and reuses for every quote on it. */
interface SnapshotContext {
  routes: Map<string, Route[]>
  nativePrices: Map<string, Fraction | undefined>
  usdPerWei: Fraction | undefined | null
}
const contexts = new WeakMap<PoolSnapshot, SnapshotContext>()
function contextOf(snapshot: PoolSnapshot): SnapshotContext {
  let context = contexts.get(snapshot)
  if (!context) {
    context = { routes: new Map(), nativePrices: new Map(), usdPerWei: null }
    contexts.set(snapshot, context)
  }
  return context
}

function routesFor(
  snapshot: PoolSnapshot,
  config: ChainRoutingConfig,
  tokenIn: Address,
  tokenOut: Address,
  protocols: readonly Protocol[],
  maxHops: number,
  mixed: boolean,
): Route[] {
  const context = contextOf(snapshot)
  const key = `${tokenIn}>${tokenOut}:${protocols.join('+')}:${maxHops}:${mixed}`
  let routes = context.routes.get(key)
  if (!routes) {
    const fees = snapshot.transferFees
    const hasFee = (token: Address) => fees.has(token)
    routes = enumerateRoutes(snapshot.pools, tokenIn, tokenOut, {
      maxHops,
      protocols,
      mixed,
      intermediates: new Set(config.baseTokens.map((token) => token.address.toLowerCase())),
      // Fee-on-transfer tokens break v3 pools' balance checks: route them through v2 only.
      exclude: (pool) => pool.protocol === 'v3' && (hasFee(pool.token0) || hasFee(pool.token1)),
    })
    context.routes.set(key, routes)
  }
  return routes
}

/** The best single route by raw quote (no gas) for pricing: its mid price or undefined. */
function pricingRoute(
  snapshot: PoolSnapshot,
  config: ChainRoutingConfig,
  tokenIn: Address,
  tokenOut: Address,
  amount: bigint,
  tradeType: TradeType,
): Route | undefined {
  const routes = routesFor(snapshot, config, tokenIn, tokenOut, ['v2', 'v3'], USD_PRICING_MAX_HOPS, false)
  let best: RouteQuote | undefined
  for (const route of routes) {
    const quote = quoteRoute(route, amount, tradeType, snapshot.transferFees)
    if (!quote) continue
    if (
      !best ||
      (tradeType === 'exactIn' ? quote.amountOut > best.amountOut : quote.amountIn < best.amountIn)
    ) {
      best = quote
    }
  }
  return best?.route
}

/** Raw units of `token` per wei of the native coin, from the mid price of the best route (≤ 2 hops). */
function nativePrice(
  snapshot: PoolSnapshot,
  config: ChainRoutingConfig,
  token: Address,
): Fraction | undefined {
  const wrapped = config.wrappedNative.address
  if (token === wrapped) return { numerator: 1n, denominator: 1n }
  const context = contextOf(snapshot)
  if (context.nativePrices.has(token)) return context.nativePrices.get(token)
  // Priced by selling a tenth of a coin, or a thousandth where pools are shallow.
  let route: Route | undefined
  for (const amount of [10n ** 17n, 10n ** 15n]) {
    route = pricingRoute(snapshot, config, wrapped, token, amount, 'exactIn')
    if (route) break
  }
  const price = route ? routeMidPrice(route) : undefined
  context.nativePrices.set(token, price)
  return price
}

/**
 * Stablecoin units per wei (spec §9 USD pricing): the mid price of the best route of at most two hops
 * that buys the chain's reference amount of the stablecoin with the wrapped native coin.
 */
function usdPerWei(snapshot: PoolSnapshot, config: ChainRoutingConfig): Fraction | undefined {
  const context = contextOf(snapshot)
  if (context.usdPerWei !== null) return context.usdPerWei
  const { token, referenceAmount } = config.usdStable
  const route =
    pricingRoute(
      snapshot,
      config,
      config.wrappedNative.address,
      token.address,
      referenceAmount,
      'exactOut',
    ) ?? pricingRoute(snapshot, config, config.wrappedNative.address, token.address, 10n ** 15n, 'exactIn')
  context.usdPerWei = route ? routeMidPrice(route) : undefined
  return context.usdPerWei
}

/** Gas cost of `gasUnits` in US dollars, as a decimal string. */
export function gasCostUSD(
  snapshot: PoolSnapshot,
  gasUnits: bigint,
  gasPriceWei: bigint = snapshot.gasPriceWei,
  config: ChainRoutingConfig | undefined = routingConfig(snapshot.chainId),
): string | undefined {
  if (!config) return undefined
  const price = usdPerWei(snapshot, config)
  if (!price) return undefined
  const stableDecimals = config.usdStable.token.decimals
  // Twelve extra places keep cents exact for tiny L2 gas costs.
  const scaled = applyFraction(gasUnits * gasPriceWei * 10n ** 12n, price)
  const digits = formatUnitsTrimmed(scaled, stableDecimals + 12)
  const [whole, fraction = ''] = digits.split('.')
  return fraction ? `${whole}.${fraction.slice(0, 12)}` : `${whole}`
}

interface Scored {
  quotes: RouteQuote[]
  /** Sum of route outputs (exact in) or inputs (exact out). */
  total: bigint
  gasUnits: bigint
  gasQuote: bigint
  /** exact in: total − gas; exact out: −(total + gas). Bigger is better. */
  value: bigint
}

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
 * The best trade for a request on a snapshot: the single route or split across pool-disjoint routes
 * that gives the most output (exact in) or costs the least input (exact out) net of gas, with every
 * amount computed exactly. Undefined when no route can fill the amount.
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

  // Best single route. A float estimate of every route ranks them; the best few (and any within a
  // hair of the best) are quoted exactly, and the exact quotes decide.
  const amountFloat = Number(amount)
  const ranked: RankedRoute[] = routes
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
  let best: Scored | undefined
  let foundBy: Trade['foundBy'] = 'route'
  const consider = (route: Route) => {
    const quote = quoteRoute(route, amount, tradeType, fees)
    if (!quote) return
    const scored = score([quote])
    if (!best || scored.value > best.value) best = scored
  }
  const top = ranked[0]?.value ?? Number.NEGATIVE_INFINITY
  for (const [i, entry] of ranked.entries()) {
    if (entry.value === Number.NEGATIVE_INFINITY) break
    if (i >= EXACT_SINGLES && entry.value < top - Math.abs(top) * 1e-6) break
    consider(entry.route)
  }
  if (!best) {
    // The estimate found nothing (a route at the edge of its liquidity): scan exactly, best spot
    // bound first, until no route can beat the best found.
    const bounded = ranked
      .map((entry) => ({
        ...entry,
        bound: exactIn
          ? amountFloat * entry.rate * (1 + 1e-9) + 1 - entry.gas
          : -(amountFloat / entry.rate) * (1 - 1e-9) - entry.gas,
      }))
      .sort((a, b) => b.bound - a.bound)
    for (const entry of bounded) {
      if (best && entry.bound < Number((best as Scored).value)) break
      consider(entry.route)
    }
  }

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
  return buildTrade(snapshot, config, request, tokenIn, tokenOut, best, gasPriceWei, foundBy)
}

/** Routes quoted exactly for the best single route (more when their estimates tie). */
const EXACT_SINGLES = 3

interface RankedRoute {
  route: Route
  /** Spot rate (see spotRate). */
  rate: number
  /** Gas cost in the quote token. */
  gas: number
  /** Float estimate of the route alone: output less gas, or minus input plus gas. */
  value: number
}

/** Candidates the split search divides among, at most. */
const MAX_SPLIT_CANDIDATES = 16

/** The `count` routes giving the most output (or costing the least input) for `amount`, gas aside, by float estimate. */
function bestRoutesFor(
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

function bestSplit(
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

/** Paths a flow may use when the request sets no `maxSplits` (each one pays its gas). */
const FLOW_MAX_PATHS = 24

/** Flow divisions quoted exactly, at most. */
const FLOW_EXACT_QUOTES = 2

/** Paths the flow allocation chooses among, at most. */
const MAX_FLOW_CANDIDATES = 48

/** The best single route's price impact for an exact input `amount`, against the best spot rate (1 when it cannot fill). */
function priceImpactOf(ranked: readonly RankedRoute[], amount: bigint, fees: TransferFees): number {
  const maxRate = Math.max(...ranked.map((entry) => entry.rate))
  const top = ranked[0]
  const topOutput = top ? floatQuote(top.route, Number(amount), 'exactIn', fees) : undefined
  return topOutput === undefined ? 1 : 1 - topOutput / (Number(amount) * maxRate)
}

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
function bestFlow(
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
function bestDualFlow(
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
const dualFlowApplies = (
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
function bestFlowExactOut(
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

function buildTrade(
  snapshot: PoolSnapshot,
  config: ChainRoutingConfig,
  request: TradeRequest,
  tokenIn: Address,
  tokenOut: Address,
  best: Scored,
  gasPriceWei: bigint,
  foundBy: Trade['foundBy'],
): Trade {
  const exactIn = request.tradeType === 'exactIn'
  const tokenInfo = (address: Address): TokenInfo =>
    snapshot.tokens.get(address) ?? { chainId: snapshot.chainId, address, decimals: 18, symbol: 'UNKNOWN' }
  const amountIn = best.quotes.reduce((sum, q) => sum + q.amountIn, 0n)
  const amountOut = best.quotes.reduce((sum, q) => sum + q.amountOut, 0n)
  // Largest route first, as route displays list them; routes that share pools keep the order they
  // were quoted in, which is the order they must execute in.
  const shared = routesSharePools(best.quotes.map((quote) => quote.route))
  const quotes = shared
    ? best.quotes
    : [...best.quotes].sort((a, b) => {
        const [x, y] = exactIn ? [a.amountIn, b.amountIn] : [a.amountOut, b.amountOut]
        return x > y ? -1 : x < y ? 1 : 0
      })
  const original = new Map(snapshot.pools.map((pool) => [pool.address, pool]))
  let midOut = 0
  const routes: TradeRoute[] = quotes.map((quote) => {
    const share = exactIn ? quote.amountIn : quote.amountOut
    // Mid prices at the snapshot's state (a later route of a shared flow meets moved pools).
    const mid = routeMidPrice({
      ...quote.route,
      pools: quote.route.pools.map((pool) => original.get(pool.address) ?? pool),
    })
    midOut += (Number(quote.amountIn) * Number(mid.numerator)) / Number(mid.denominator)
    const tokenPath = quote.route.path.map(tokenInfo)
    return {
      protocol: quote.route.protocol,
      percent: Number((share * 10_000n) / request.amount) / 100,
      tokenPath,
      pools: [...quote.route.pools],
      hops: quote.hops.map((hop, i) => ({
        pool: quote.route.pools[i]!,
        tokenIn: tokenPath[i]!,
        tokenOut: tokenPath[i + 1]!,
        amountIn: hop.amountIn,
        amountOut: hop.amountOut,
      })),
      amountIn: quote.amountIn,
      amountOut: quote.amountOut,
      routerAmountOut: quote.routerAmountOut,
      gasUseEstimate: routeGasUnits(quote.route),
    }
  })
  const quote = exactIn ? amountOut : amountIn
  return {
    chainId: snapshot.chainId,
    blockNumber: snapshot.blockNumber,
    tradeType: request.tradeType,
    tokenIn: tokenInfo(tokenIn),
    tokenOut: tokenInfo(tokenOut),
    inputIsNative: request.tokenIn === NATIVE,
    outputIsNative: request.tokenOut === NATIVE,
    amount: request.amount,
    amountIn,
    amountOut,
    quote,
    quoteGasAdjusted: exactIn ? quote - best.gasQuote : quote + best.gasQuote,
    gasUseEstimate: best.gasUnits,
    gasPriceWei,
    gasUseEstimateQuote: best.gasQuote,
    gasUseEstimateUSD: gasCostUSD(snapshot, best.gasUnits, gasPriceWei, config),
    priceImpact: midOut > 0 ? 1 - Number(amountOut) / midOut : 0,
    foundBy,
    routes,
  }
}
