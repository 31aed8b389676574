import type { Address, PoolState, V3PoolState } from '../types.ts'
import { type Curve, sideCapacity, v2Curve, v3Curve } from './dual/curves.ts'
import { acyclicFlow } from './dual/flowGraph.ts'
import { type DualLimits, type DualProblem, initialPrices, minimizeDual } from './dual/solve.ts'
import { type Edge, filledPaths, proportionalPaths, routeOf } from './dual-paths.ts'
import { floatReplay } from './flow-market.ts'
import { replayFlow, scaleDown, withRemainderOnLargest } from './flow-replay.ts'
import type { RouteQuote, TransferFees } from './quote-route.ts'
import type { Route } from './routes.ts'

/**
 * Flow routing by the dual (dual/solve.ts): the optimal flow over every pool the candidate routes use,
 * splitting and merging at every token, converted to paths that SwapRouter02 runs one after another.
 * The greedy allocation over whole paths (flow.ts) cannot shift flow at a hub without shifting whole
 * paths, and on trades that move prices by 10% it leaves up to 0.1% of the output behind (10M
 * USDC→USDT: three hubs, dozens of path combinations); the dual finds each pool's share directly.
 */

/**
 * Minimization limits for a quote: fewer iterations and a looser balance than the bench's bound, which
 * needs every digit; the flow is balanced on exact quotes afterwards anyway (dualFlowQuotes).
 */
const QUOTE_LIMITS: DualLimits = { iterations: 100, tolerance: 1e-11 }

/** Edges carrying less than this share of what leaves their token are dust, left out. */
const DUST = 1e-7

/** What is known of a v3 pool: the ticks of the bitmap words it was read with (the swap math stops there). */
function knownTickRange(pool: V3PoolState): [number, number] {
  const span = 256 * pool.tickSpacing
  return [pool.wordRange[0] * span, (pool.wordRange[1] * 256 + 255) * pool.tickSpacing]
}

function curveOf(pool: PoolState): Curve | undefined {
  if (pool.protocol === 'v2')
    return pool.reserve0 > 0n && pool.reserve1 > 0n ? v2Curve(pool.reserve0, pool.reserve1) : undefined
  if (pool.liquidity === 0n && pool.ticks.length === 0) return undefined
  const [lowestTick, highestTick] = knownTickRange(pool)
  return v3Curve({ ...pool, ticks: pool.ticks, lowestTick, highestTick })
}

/**
 * The optimal flow's paths for `amountIn` over `pools` (gas aside), each with its share of the input,
 * largest first. Paths longer than `maxHops` and beyond the `maxPaths` largest are left out and their
 * share handed to the others. Undefined when no flow reaches `tokenOut`.
 */
export function dualFlowPaths(
  pools: readonly PoolState[],
  tokenIn: Address,
  tokenOut: Address,
  amountIn: bigint,
  limits: DualFlowLimits,
): DualPaths | undefined {
  return dualFlowCandidates(pools, tokenIn, tokenOut, amountIn, limits)[0]
}

export interface DualFlowLimits {
  maxHops: number
  maxPaths: number
  mixed: boolean
}

/**
 * The optimal flow's paths in each way of dividing it (dualFlowPaths' proportional division first, then
 * the hub-filled one), for the caller to quote both and keep the better: neither wins everywhere (the
 * proportional one spreads a hub's every arrival over all its pools, the filled one swaps a v2 pair in
 * fewer pieces and pays less gas). Empty when no flow reaches `tokenOut`.
 */
export function dualFlowCandidates(
  pools: readonly PoolState[],
  tokenIn: Address,
  tokenOut: Address,
  amountIn: bigint,
  limits: DualFlowLimits,
): DualPaths[] {
  const tokens: Address[] = []
  const index = new Map<string, number>()
  const indexOf = (token: Address) => {
    const key = token.toLowerCase()
    let i = index.get(key)
    if (i === undefined) {
      i = tokens.length
      tokens.push(token)
      index.set(key, i)
    }
    return i
  }
  const live: { pool: PoolState; curve: Curve }[] = []
  const seen = new Set<string>()
  for (const pool of pools) {
    if (seen.has(pool.address)) continue
    seen.add(pool.address)
    const curve = curveOf(pool)
    if (curve) live.push({ pool, curve })
  }
  const sides = live.map(({ pool }) => [indexOf(pool.token0), indexOf(pool.token1)] as const)
  const inIndex = index.get(tokenIn.toLowerCase())
  const outIndex = index.get(tokenOut.toLowerCase())
  if (inIndex === undefined || outIndex === undefined || inIndex === outIndex) return []
  const problem: DualProblem = {
    curves: live.map((entry) => entry.curve),
    sides,
    tokenCount: tokens.length,
    inIndex,
    outIndex,
  }
  const total = Number(amountIn)
  const { nu, evaluation } = minimizeDual(problem, total, initialPrices(problem), QUOTE_LIMITS)
  const { edges, order } = flowEdges(problem, live, nu, evaluation.nets)
  const targets = new Map(edges.map((edge) => [edge.pool.address, edge.amount]))
  const candidates: DualPaths[] = []
  for (const divided of [
    // Largest first: the order they run in.
    proportionalPaths(edges, tokens.length, inIndex, outIndex, limits.maxHops).sort(
      (a, b) => b.share - a.share,
    ),
    // In the order their pieces were cut, which their amounts assume.
    filledPaths(edges, order, inIndex, outIndex, limits.maxHops),
  ]) {
    const smallest = [...divided].sort((a, b) => b.share - a.share)[limits.maxPaths - 1]?.share ?? 0
    const paths = divided.filter((path) => path.share >= smallest).slice(0, limits.maxPaths)
    if (paths.length === 0) continue
    const routes = paths.map((path) => routeOf(path.edges, tokens))
    if (!limits.mixed && routes.some((route) => route.protocol === 'mixed')) continue
    const key = routes.map((route) => route.key).join(';')
    if (candidates.some((candidate) => candidate.routes.map((route) => route.key).join(';') === key)) continue
    const sum = paths.reduce((total, path) => total + path.share, 0)
    candidates.push({
      routes,
      shares: paths.map((path) => path.share / sum),
      targets,
      bound: evaluation.value,
    })
  }
  return candidates
}

/**
 * The dual's paths quoted exactly as SwapRouter02 runs them, one after another. A path that meets a
 * pool after others gets a worse rate there than one before, so what the paths carry into their later
 * pools drifts from the dual's proportions. The inputs are balanced on the pools' float twins (see
 * `balancedInputs`), then quoted exactly once: the float model agrees with the exact math to about
 * 1e-12, far below what a round must gain (1 / STALL). Should the exact math refuse that division (a
 * pool at the end of its known ticks, where the twins round differently), it is balanced on exact
 * quotes instead.
 */
export function dualFlowQuotes(
  paths: DualPaths,
  amountIn: bigint,
  fees: TransferFees,
): RouteQuote[] | undefined {
  const replay = (amounts: readonly bigint[]) =>
    replayFlow(
      paths.routes.map((route, i) => ({ route, amountIn: amounts[i]! })),
      fees,
    )
  const onTwins = balancedInputs(paths, amountIn, (amounts) => {
    const replayed = floatReplay(
      paths.routes.map((route, i) => ({ route, amountIn: Number(amounts[i]!) })),
      fees,
    )
    return replayed && { total: replayed.outputs.reduce((t, out) => t + out, 0), into: replayed.into }
  })
  const quotes = onTwins && replay(onTwins)
  if (quotes) return quotes
  const exact = balancedInputs(paths, amountIn, (amounts) => {
    const quoted = replay(amounts)
    if (!quoted) return undefined
    const into = new Map<string, number>()
    for (const quote of quoted)
      quote.hops.forEach((hop, k) => {
        const pool = quote.route.pools[k]!.address
        into.set(pool, (into.get(pool) ?? 0) + Number(hop.amountIn))
      })
    return { total: Number(quoted.reduce((t, quote) => t + quote.amountOut, 0n)), into }
  })
  return exact && replay(exact)
}

/** What a division of the input delivers in all, and what enters each pool (raw units of its input). */
type DivisionValue = { total: number; into: Map<string, number> }

/**
 * The paths' raw inputs (summing to `amountIn`) after balancing by iterative proportional fitting: each
 * round scales every path's input by how far its pools' totals are from the dual's (the geometric mean
 * of target over total along the path), as `value` weighs them; the best round is kept. Undefined when
 * `value` refuses every division tried.
 */
function balancedInputs(
  paths: DualPaths,
  amountIn: bigint,
  value: (amounts: readonly bigint[]) => DivisionValue | undefined,
): bigint[] | undefined {
  let inputs = paths.shares.map((share) => share * Number(amountIn))
  let best: (DivisionValue & { inputs: number[]; amounts: bigint[] }) | undefined
  // How far a round moves towards the pools' totals: halved after a round that does not gain (the
  // next starts again from the best one), so that a step that overshoots does not end the balancing.
  let step = 1
  for (let round = 0; round < BALANCING_ROUNDS; round++) {
    const sum = inputs.reduce((total, input) => total + input, 0)
    const amounts = withRemainderOnLargest(
      inputs.map((input) => scaleDown(amountIn, input / sum)),
      amountIn,
    )
    const valued = value(amounts)
    if (valued) {
      const previous = best?.total
      if (previous === undefined || valued.total > previous) best = { ...valued, inputs, amounts }
      // A round that loses halves the step; rounds stop once one gains less than 1 / STALL of the output.
      if (previous !== undefined && valued.total <= previous) step /= 2
      else if (previous !== undefined && valued.total <= previous * (1 + 1 / STALL)) break
    } else step /= 2
    if (!best || step < MIN_STEP) break
    const from = best
    inputs = from.inputs.map((input, i) => {
      const pools = paths.routes[i]!.pools
      let factor = 1
      for (const pool of pools) factor *= paths.targets.get(pool.address)! / from.into.get(pool.address)!
      return input * factor ** (step / pools.length)
    })
  }
  return best?.amounts
}

/** Rounds of scaling the paths' inputs (dualFlowQuotes). */
const BALANCING_ROUNDS = 8
/** The smallest step a round takes towards the pools' totals (dualFlowQuotes). */
const MIN_STEP = 1 / 8
/** 1 / the share of the output a round must gain to go on. */
const STALL = 10_000_000

export interface DualPaths {
  /** Largest share first: the order they execute in. */
  routes: Route[]
  shares: number[]
  /** Per pool: what the dual's flow puts into it (raw units of its input token). */
  targets: Map<string, number>
  /** The dual's value: no flow over these pools delivers more (raw units of tokenOut, float). */
  bound: number
}

/**
 * The pools' trades at the dual prices as edges between tokens, without dust, without flows out of
 * tokenOut or into tokenIn, without cycles (only an arbitrage loop makes one: cut at its least
 * valuable edge), and only edges on a way from tokenIn to tokenOut.
 */
function flowEdges(
  problem: DualProblem,
  live: readonly { pool: PoolState; curve: Curve }[],
  nu: readonly number[],
  nets: readonly (readonly [number, number])[],
): { edges: Edge[]; order: number[] } {
  const all: Edge[] = live.map(({ pool, curve }, i) => {
    const [t0, t1] = problem.sides[i]!
    const [n0, n1] = nets[i]!
    const zeroForOne = n0 < 0
    const from = zeroForOne ? t0 : t1
    // A pool drained to the end of what is known of it takes at most that (the swap math stops there).
    const amount = Math.min(zeroForOne ? -n0 : -n1, sideCapacity(curve, zeroForOne) * (1 - 1e-9))
    return { pool, zeroForOne, from, to: zeroForOne ? t1 : t0, amount, worth: amount * nu[from]!, curve }
  })
  const leaving = new Array<number>(problem.tokenCount).fill(0)
  for (const edge of all) if (edge.amount > 0) leaving[edge.from]! += edge.amount
  const significant = all.filter((edge) => edge.amount > DUST * leaving[edge.from]!)
  return acyclicFlow(significant, problem.tokenCount, problem.inIndex, problem.outIndex)
}
