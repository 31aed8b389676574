import type { Address, PoolState, RouteProtocol, V3PoolState } from '../types.ts'
import { type Curve, floatAmountIn, floatAmountOut, sideCapacity, v2Curve, v3Curve } from './dual/curves.ts'
import { acyclicFlow } from './dual/flowGraph.ts'
import { type DualLimits, type DualProblem, initialPrices, minimizeDual } from './dual/solve.ts'
import { floatReplay, replayFlow, withRemainderOnLargest } from './flow.ts'
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
  /** The pool's float curve (what a piece of its trade gives, by where in the trade it comes). */
  curve: Curve
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

/**
 * Paths with their shares of the input, as SwapRouter02 runs the flow path by path, each paid by
 * the trader, so every division is a path of its own (dividing what a swap left with the router would
 * take price-limited legs, not built yet: see the README's routing notes): each token divides what
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

/**
 * Paths with their shares of the input, each token's arrivals filled into its pools in turn (largest
 * arrival into the largest pool until one is used up, then the next: the north-west corner rule), tokens
 * in flow order. Each pool still gets the dual's share of what reaches its token, but an arrival is
 * divided only where it overflows a pool, so a hub makes about as many paths as it has arrivals and pools
 * together, not their product. What that saves: a v2 pair swapped in pieces keeps every earlier piece's
 * fee in its reserves and gives the later pieces a worse price (a v3 pool's fee stays outside its curve),
 * so the pair that the proportional division cuts into nine pieces (200k UNI→USDC: 0.045% of that pair's
 * output) is swapped in one or two; and fewer paths pay less gas.
 */
function filledPaths(
  edges: readonly Edge[],
  order: readonly number[],
  inIndex: number,
  outIndex: number,
  maxHops: number,
): { edges: Edge[]; share: number }[] {
  // A partial path: per hop, the pool, what it had taken before this path's piece and the piece (in the
  // pool's input units); what it brings to its last token; its place in the order the paths run in
  // (lexicographic: the order its pieces were cut, which is also the order they meet each pool in).
  type Hop = { edge: Edge; start: number; input: number }
  type Arrival = { hops: Hop[]; amount: number; rank: number[] }
  const before = (a: Arrival, b: Arrival) => {
    for (let k = 0; k < Math.min(a.rank.length, b.rank.length); k++)
      if (a.rank[k] !== b.rank[k]) return a.rank[k]! - b.rank[k]!
    return a.rank.length - b.rank.length
  }
  const out = (hop: Hop, x: number) =>
    floatAmountOut(hop.edge.curve, hop.edge.zeroForOne, hop.start + x) -
    floatAmountOut(hop.edge.curve, hop.edge.zeroForOne, hop.start)
  /** The part of a hop's piece that yields `y` of its output. */
  const inputFor = (hop: Hop, y: number) => {
    if (y <= 0) return 0
    const earlier = floatAmountOut(hop.edge.curve, hop.edge.zeroForOne, hop.start)
    const input = floatAmountIn(hop.edge.curve, hop.edge.zeroForOne, earlier + y) - hop.start
    return Math.min(Math.max(input, 0), hop.input)
  }
  /**
   * The sub-path of `path` that carries [from, to) of what it brings: the hops are swapped piece after
   * piece, so an earlier piece gets an earlier (better) part of each pool than a later one.
   */
  const slice = (path: Arrival, from: number, to: number): Hop[] => {
    const hops: Hop[] = []
    let [low, high] = [from, to]
    for (let k = path.hops.length - 1; k >= 0; k--) {
      const hop = path.hops[k]!
      const a = inputFor(hop, low)
      const b = inputFor(hop, high)
      hops.unshift({ edge: hop.edge, start: hop.start + a, input: b - a })
      ;[low, high] = [a, b]
    }
    return hops
  }
  // Hops from each token to tokenOut along the flow: an arrival takes only pools that still get there.
  const hopsToOut = new Array<number>(order.length).fill(Number.POSITIVE_INFINITY)
  hopsToOut[outIndex] = 0
  for (const token of [...order].reverse())
    for (const edge of edges)
      if (edge.from === token) hopsToOut[token] = Math.min(hopsToOut[token]!, hopsToOut[edge.to]! + 1)
  // What each pool has taken so far.
  const taken = new Map<Edge, number>()
  const leaving = edges.filter((edge) => edge.from === inIndex).reduce((sum, edge) => sum + edge.amount, 0)
  const arriving = new Map<number, Arrival[]>([[inIndex, [{ hops: [], amount: leaving, rank: [] }]]])
  const done: { edges: Edge[]; share: number }[] = []
  const add = (path: Arrival, from: number, piece: number, edge: Edge, index: number) => {
    const hops = path.hops.length === 0 ? [] : slice(path, from, from + piece)
    const share = (hops[0]?.input ?? piece) / leaving
    if (share < MIN_SHARE) return
    const hop = { edge, start: taken.get(edge) ?? 0, input: piece }
    taken.set(edge, hop.start + piece)
    const next = arriving.get(edge.to) ?? []
    next.push({ hops: [...hops, hop], amount: out(hop, piece), rank: [...path.rank, index] })
    arriving.set(edge.to, next)
  }
  for (const token of order) {
    const here = (arriving.get(token) ?? []).sort(before)
    if (token === outIndex) {
      for (const path of here)
        done.push({ edges: path.hops.map((hop) => hop.edge), share: path.hops[0]!.input / leaving })
      continue
    }
    const outgoing = edges.filter((edge) => edge.from === token)
    if (here.length === 0 || outgoing.length === 0) continue
    // The pools take the dual's amounts, scaled to what arrives (the same where the flow balances).
    const total = here.reduce((sum, path) => sum + path.amount, 0)
    const outTotal = outgoing.reduce((sum, edge) => sum + edge.amount, 0)
    const room = new Map(outgoing.map((edge) => [edge, (total * edge.amount) / outTotal]))
    // Float leftovers below this are rounding, not a piece of their own.
    const epsilon = total * 1e-12
    for (const path of here) {
      const usable = outgoing.filter((edge) => path.hops.length + 1 + hopsToOut[edge.to]! <= maxHops)
      let used = 0
      let index = 0
      for (const edge of [...usable].sort((a, b) => room.get(b)! - room.get(a)!)) {
        const piece = Math.min(path.amount - used, room.get(edge)!)
        if (piece <= epsilon) break
        add(path, used, piece, edge, index++)
        room.set(edge, room.get(edge)! - piece)
        used += piece
        if (path.amount - used <= epsilon) break
      }
      // What no usable pool has room for goes over them in the dual's proportions (the balancing of
      // dualFlowQuotes then weighs it against the rest).
      const left = path.amount - used
      const usableTotal = usable.reduce((sum, edge) => sum + edge.amount, 0)
      if (left > epsilon)
        for (const edge of usable) {
          const piece = (left * edge.amount) / usableTotal
          add(path, used, piece, edge, index++)
          used += piece
        }
    }
  }
  return done
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
