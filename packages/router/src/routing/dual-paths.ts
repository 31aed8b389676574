import type { Address, PoolState } from '../types.ts'
import { type Curve, floatAmountIn, floatAmountOut } from './dual/curves.ts'
import { type Route, routeThrough } from './routes.ts'

/**
 * The dual's optimal flow (dual-flow.ts), edges between tokens, turned into paths SwapRouter02 runs
 * one after another: proportionally or hub by hub (filled).
 */

/** A pool's trade in the dual's flow, from token index `from` to `to`. */
export interface Edge {
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
 * Paths with their shares of the input, as SwapRouter02 runs the flow path by path, each paid by
 * the trader, so every division is a path of its own (paths that share their beginning through a v2
 * pair may then run as a held split, held-split.ts): each token divides what
 * reaches it among its edges in the dual's proportions, whichever edge brought it, so a path's share
 * is the product of its edges' proportions (the paths through a hub split what each brings alike,
 * and every pool gets the dual's amount in its own token's units). Paths whose share falls below
 * MIN_SHARE are not followed further.
 */
export function proportionalPaths(
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
export function filledPaths(
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

/** A path of edges as the router's route over their pools. */
export function routeOf(edges: readonly Edge[], tokens: readonly Address[]): Route {
  return routeThrough(
    edges.map((edge) => edge.pool),
    [tokens[edges[0]!.from]!, ...edges.map((edge) => tokens[edge.to]!)],
    edges.map((edge) => edge.zeroForOne),
  )
}
