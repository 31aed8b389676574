import type { Address, PoolState, RouteProtocol, V3PoolState } from '../types.ts'
import { type Curve, sideCapacity, v2Curve, v3Curve } from './dual/curves.ts'
import { acyclicFlow } from './dual/flowGraph.ts'
import { type DualLimits, type DualProblem, initialPrices, minimizeDual } from './dual/solve.ts'
import { replayFlow, withRemainderOnLargest } from './flow.ts'
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

interface Edge {
  pool: PoolState
  zeroForOne: boolean
  from: number
  to: number
  /** What the pool takes at the dual prices (raw units of its input token). */
  amount: number
  /** That amount's worth at the dual prices. */
  worth: number
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
  limits: { maxHops: number; maxPaths: number; mixed: boolean },
): DualPaths | undefined {
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
  if (inIndex === undefined || outIndex === undefined || inIndex === outIndex) return undefined
  const problem: DualProblem = {
    curves: live.map((entry) => entry.curve),
    sides,
    tokenCount: tokens.length,
    inIndex,
    outIndex,
  }
  const total = Number(amountIn)
  const { nu, evaluation } = minimizeDual(problem, total, initialPrices(problem), QUOTE_LIMITS)
  const edges = flowEdges(problem, live, nu, evaluation.nets)
  const paths = proportionalPaths(edges, tokens.length, inIndex, outIndex, limits.maxHops)
    .sort((a, b) => b.share - a.share)
    .slice(0, limits.maxPaths)
  if (paths.length === 0) return undefined
  const routes = paths.map((path) => routeOf(path.edges, tokens))
  if (!limits.mixed && routes.some((route) => route.protocol === 'mixed')) return undefined
  const sum = paths.reduce((total, path) => total + path.share, 0)
  return {
    routes,
    shares: paths.map((path) => path.share / sum),
    targets: new Map(edges.map((edge) => [edge.pool.address, edge.amount])),
    bound: evaluation.value,
  }
}

/**
 * The dual's paths quoted exactly as SwapRouter02 runs them, one after another. A path that meets a
 * pool after others gets a worse rate there than one before, so what the paths carry into their later
 * pools drifts from the dual's proportions. Each round (iterative proportional fitting) scales every
 * path's input by how far its pools' totals are from the dual's (the geometric mean of target over
 * total along the path); the best round is kept.
 */
export function dualFlowQuotes(
  paths: DualPaths,
  amountIn: bigint,
  fees: TransferFees,
): RouteQuote[] | undefined {
  let inputs = paths.shares.map((share) => share * Number(amountIn))
  let best: { quotes: RouteQuote[]; total: bigint } | undefined
  for (let round = 0; round < BALANCING_ROUNDS; round++) {
    const sum = inputs.reduce((total, input) => total + input, 0)
    const amounts = withRemainderOnLargest(
      inputs.map((input) => scaleDown(amountIn, input / sum)),
      amountIn,
    )
    const quotes = replayFlow(
      paths.routes.map((route, i) => ({ route, amountIn: amounts[i]! })),
      fees,
    )
    if (!quotes) break
    const total = quotes.reduce((t, quote) => t + quote.amountOut, 0n)
    // Rounds stop once they gain less than STALL of the output.
    if (best && total <= best.total + best.total / STALL) {
      if (total > best.total) best = { quotes, total }
      break
    }
    best = { quotes, total }
    const into = new Map<string, number>()
    for (const quote of quotes)
      quote.hops.forEach((hop, k) => {
        const pool = quote.route.pools[k]!.address
        into.set(pool, (into.get(pool) ?? 0) + Number(hop.amountIn))
      })
    inputs = inputs.map((input, i) => {
      const pools = paths.routes[i]!.pools
      let factor = 1
      for (const pool of pools) factor *= paths.targets.get(pool.address)! / into.get(pool.address)!
      return input * factor ** (1 / pools.length)
    })
  }
  return best?.quotes
}

/** Rounds of scaling the paths' inputs (dualFlowQuotes). */
const BALANCING_ROUNDS = 8
/** 1 / the share of the output a round must gain to go on. */
const STALL = 10_000_000n

export interface DualPaths {
  /** Largest share first: the order they execute in. */
  routes: Route[]
  shares: number[]
  /** Per pool: what the dual's flow puts into it (raw units of its input token). */
  targets: Map<string, number>
  /** The dual's value: no flow over these pools delivers more (raw units of tokenOut, float). */
  bound: number
}

/** amount × fraction (0..1), rounded down, without losing bigint precision. */
function scaleDown(amount: bigint, fraction: number): bigint {
  const ONE = 1n << 53n
  const scaled = BigInt(Math.floor(Math.min(1, Math.max(0, fraction)) * Number(ONE)))
  return (amount * scaled) / ONE
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
): Edge[] {
  const all: Edge[] = live.map(({ pool, curve }, i) => {
    const [t0, t1] = problem.sides[i]!
    const [n0, n1] = nets[i]!
    const zeroForOne = n0 < 0
    const from = zeroForOne ? t0 : t1
    // A pool drained to the end of what is known of it takes at most that (the swap math stops there).
    const amount = Math.min(zeroForOne ? -n0 : -n1, sideCapacity(curve, zeroForOne) * (1 - 1e-9))
    return { pool, zeroForOne, from, to: zeroForOne ? t1 : t0, amount, worth: amount * nu[from]! }
  })
  const leaving = new Array<number>(problem.tokenCount).fill(0)
  for (const edge of all) if (edge.amount > 0) leaving[edge.from]! += edge.amount
  const significant = all.filter((edge) => edge.amount > DUST * leaving[edge.from]!)
  return acyclicFlow(significant, problem.tokenCount, problem.inIndex, problem.outIndex).edges
}

/**
 * Paths with their shares of the input, as SwapRouter02 can run the flow (it cannot divide what a
 * swap left with the router among several pools, so every division is a path of its own): each token divides what
 * reaches it among its edges in the dual's proportions, whichever edge brought it, so a path's share
 * is the product of its edges' proportions (the paths through a hub split what each brings alike,
 * and every pool gets the dual's amount in its own token's units). Paths whose share falls below
 * MIN_SHARE are not followed further.
 */
function proportionalPaths(
  edges: readonly Edge[],
  tokenCount: number,
  inIndex: number,
  outIndex: number,
  maxHops: number,
): { edges: Edge[]; share: number }[] {
  const outgoing = Array.from({ length: tokenCount }, () => [] as Edge[])
  for (const edge of edges) outgoing[edge.from]!.push(edge)
  const sums = outgoing.map((out) => out.reduce((total, edge) => total + edge.amount, 0))
  const paths: { edges: Edge[]; share: number }[] = []
  const visit = (token: number, path: Edge[], share: number) => {
    if (token === outIndex) {
      paths.push({ edges: path, share })
      return
    }
    if (path.length >= maxHops) return
    for (const edge of outgoing[token]!) {
      const next = (share * edge.amount) / sums[token]!
      if (next >= MIN_SHARE) visit(edge.to, [...path, edge], next)
    }
  }
  visit(inIndex, [], 1)
  return paths
}

/** Paths with less of the input than this are left out (their share goes to the others). */
const MIN_SHARE = 1e-4

function routeOf(edges: readonly Edge[], tokens: readonly Address[]): Route {
  const pools = edges.map((edge) => edge.pool)
  const protocols = new Set(pools.map((pool) => pool.protocol))
  const protocol: RouteProtocol = protocols.size > 1 ? 'mixed' : pools[0]!.protocol
  return {
    protocol,
    pools,
    path: [tokens[edges[0]!.from]!, ...edges.map((edge) => tokens[edge.to]!)],
    zeroForOne: edges.map((edge) => edge.zeroForOne),
    key: pools.map((pool) => pool.address).join(','),
  }
}
