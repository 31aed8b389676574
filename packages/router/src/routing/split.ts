import type { TradeType } from '../types.ts'
import { FloatCursor } from './float-sim.ts'
import type { TransferFees } from './quote-route.ts'
import { type Route, sharesPool } from './routes.ts'

/**
 * Split search: how to divide a trade across routes that share no pool so that the total, net of
 * each route's gas, is best.
 *
 * Every route's output is concave in its input (and an exact output's cost convex), so on a grid of
 * equal slices the best division is found greedily: each slice goes to the route whose next slice
 * gains most. The search prices every candidate route on a coarse grid (2% slices) with one pass of
 * a FloatCursor (float estimates; the caller quotes the result exactly), divides greedily over every maximal set of pool-disjoint candidates (dropping routes
 * that do not pay for their gas, and beyond `maxSplits`), then refines the best sets on grids ten
 * and a hundred times finer around the coarse answer. The caller quotes the result exactly.
 */

export interface SplitCandidate {
  route: Route
  /** Gas cost of using the route, in units of the quote token. */
  gas: bigint
}

export interface SplitOptions {
  maxSplits: number
  /** Slices of the coarse grid. */
  coarseSteps: number
  /** How many refinements, each `refineFactor` times finer. */
  refineLevels: number
  refineFactor: number
  /** How many of the best sets are refined and quoted exactly. */
  keep: number
  /** A bound on the candidate sets tried, against pathological inputs. */
  maxSubsets: number
}

export const DEFAULT_SPLIT_OPTIONS: SplitOptions = {
  maxSplits: 7,
  coarseSteps: 50,
  refineLevels: 2,
  refineFactor: 10,
  keep: 2,
  maxSubsets: 2_000,
}

/** A division of the trade: route `candidate` gets `units / totalUnits` of the amount. */
export interface SplitAllocation {
  parts: { candidate: number; units: number }[]
  totalUnits: number
}

/** Units to amount on a grid of `totalUnits` slices of `amount`. */
export const unitsToAmount = (amount: bigint, units: number, totalUnits: number): bigint =>
  (amount * BigInt(units)) / BigInt(totalUnits)

/**
 * Gains of the slices [from, to) of a grid of `totalUnits` slices along one route: what each slice
 * adds (exact in: output) or, negated, costs (exact out: input). -Infinity once the route is full.
 */
function sliceGains(
  route: Route,
  amount: bigint,
  tradeType: TradeType,
  fees: TransferFees,
  totalUnits: number,
  from: number,
  to: number,
): Float64Array {
  const gains = new Float64Array(Math.max(0, to - from)).fill(Number.NEGATIVE_INFINITY)
  const cursor = new FloatCursor(route, tradeType, fees)
  const sign = tradeType === 'exactIn' ? 1 : -1
  const total = Number(amount)
  const at = (unit: number) => (total * unit) / totalUnits
  if (from > 0 && cursor.advance(at(from)) === undefined) return gains
  for (let unit = from; unit < to; unit++) {
    const gained = cursor.advance(at(unit + 1) - at(unit))
    if (gained === undefined) break
    gains[unit - from] = sign * gained
  }
  return gains
}

/**
 * Hands out `slices` slices greedily among routes with the given gains. Returns the slices each
 * route got and the total gained, or undefined when the routes cannot take them all.
 */
function greedy(
  gains: readonly Float64Array[],
  slices: number,
): { taken: number[]; value: number; lastGain: number } | undefined {
  const taken = gains.map(() => 0)
  let value = 0
  let lastGain = 0
  for (let slice = 0; slice < slices; slice++) {
    let best = -1
    let bestGain = Number.NEGATIVE_INFINITY
    for (let r = 0; r < gains.length; r++) {
      const gain = gains[r]![taken[r]!]
      if (gain !== undefined && gain > bestGain) {
        bestGain = gain
        best = r
      }
    }
    if (best < 0) return undefined
    taken[best]!++
    value += bestGain
    lastGain = bestGain
  }
  return { taken, value, lastGain }
}

/** Maximal sets of mutually compatible candidates (Bron–Kerbosch with pivoting), at most `limit`. */
export function maximalCompatibleSets(
  compatible: readonly (readonly boolean[])[],
  limit: number,
): number[][] {
  const sets: number[][] = []
  const neighbours = (v: number) => compatible[v]!
  const visit = (chosen: number[], pool: number[], excluded: number[]) => {
    if (sets.length >= limit) return
    if (pool.length === 0) {
      if (excluded.length === 0) sets.push(chosen)
      return
    }
    // Pivot: the vertex with most neighbours in the pool; only its non-neighbours need branching.
    let pivot = pool[0]!
    let most = -1
    for (const u of [...pool, ...excluded]) {
      const count = pool.filter((w) => neighbours(u)[w]).length
      if (count > most) {
        most = count
        pivot = u
      }
    }
    const remaining = [...pool]
    const done = [...excluded]
    for (const v of pool.filter((w) => !neighbours(pivot)[w])) {
      visit(
        [...chosen, v],
        remaining.filter((w) => neighbours(v)[w]),
        done.filter((w) => neighbours(v)[w]),
      )
      remaining.splice(remaining.indexOf(v), 1)
      done.push(v)
    }
  }
  visit(
    [],
    compatible.map((_, i) => i),
    [],
  )
  return sets
}

export interface SplitSearchResult {
  /** The best divisions found, best first, refined. */
  allocations: SplitAllocation[]
  /**
   * Marginal rate of the best coarse division (output per unit of input): a route whose spot rate
   * is below it cannot improve the division.
   */
  marginalRate: number | undefined
}

export function searchSplits(
  candidates: readonly SplitCandidate[],
  amount: bigint,
  tradeType: TradeType,
  fees: TransferFees,
  options: SplitOptions = DEFAULT_SPLIT_OPTIONS,
  /** Coarse curves by route key, reused across searches of the same trade. */
  curves: Map<string, Float64Array> = new Map(),
): SplitSearchResult {
  const steps = options.coarseSteps
  const coarse = candidates.map((candidate) => {
    let curve = curves.get(candidate.route.key)
    if (!curve) {
      curve = sliceGains(candidate.route, amount, tradeType, fees, steps, 0, steps)
      curves.set(candidate.route.key, curve)
    }
    return curve
  })
  const gas = candidates.map((candidate) => Number(candidate.gas))
  const usable = candidates.map((_, i) => coarse[i]![0] !== Number.NEGATIVE_INFINITY)
  const compatible = candidates.map((a, i) =>
    candidates.map((b, j) => i !== j && usable[i]! && usable[j]! && !sharesPool(a.route, b.route)),
  )

  // More routes never lower the greedy total, so only maximal sets of pool-disjoint routes need
  // dividing; then routes that earn less than their gas, or beyond maxSplits, are dropped one by one.
  const best: {
    value: number
    parts: { candidate: number; units: number }[]
    key: string
    lastGain: number
  }[] = []
  /** Greedy division over `members`, net of the gas of the routes that take a slice (memoized). */
  const divisions = new Map<string, ReturnType<typeof divideUncached>>()
  const divideUncached = (members: number[]) => {
    const result = greedy(
      members.map((m) => coarse[m]!),
      steps,
    )
    if (!result) return undefined
    const used = members.filter((_, i) => result.taken[i]! > 0)
    const parts = used.map((m) => ({ candidate: m, units: result.taken[members.indexOf(m)]! }))
    const value = result.value - used.reduce((sum, m) => sum + gas[m]!, 0)
    return { value, parts, used, lastGain: result.lastGain, gross: result.value }
  }
  const divide = (members: number[]) => {
    const key = members.join(',')
    if (!divisions.has(key)) divisions.set(key, divideUncached(members))
    return divisions.get(key)
  }
  const minGas = Math.min(...gas)
  const consider = (set: number[]) => {
    let current = divide(set.filter((m) => usable[m]))
    // No subset of this set can beat its greedy total less one route's gas: skip a hopeless set.
    const floor = best.length >= options.keep ? best[best.length - 1]!.value : Number.NEGATIVE_INFINITY
    if (!current || current.gross - minGas <= floor) return
    // Drop routes while that helps (a route not worth its gas) or is needed (beyond maxSplits).
    while (current && current.used.length > 1) {
      let drop: ReturnType<typeof divide>
      for (const m of current.used) {
        const without = divide(current.used.filter((other) => other !== m))
        if (without && (!drop || without.value > drop.value)) drop = without
      }
      if (!drop || (current.used.length <= options.maxSplits && drop.value <= current.value)) break
      current = drop
    }
    if (!current || current.used.length > options.maxSplits) return
    const { value, parts, lastGain } = current
    const key = parts.map((part) => `${part.candidate}:${part.units}`).join(',')
    if (best.some((entry) => entry.key === key)) return
    best.push({ value, parts, key, lastGain })
    best.sort((a, b) => b.value - a.value)
    if (best.length > options.keep) best.pop()
  }
  for (const set of maximalCompatibleSets(compatible, options.maxSubsets)) consider(set)

  const top = best[0]
  const slice = Number(amount) / steps
  const marginalRate = top
    ? tradeType === 'exactIn'
      ? top.lastGain / slice
      : slice / -top.lastGain
    : undefined
  return {
    allocations: best.map((entry) =>
      refine(candidates, entry.parts, steps, amount, tradeType, fees, options),
    ),
    marginalRate,
  }
}

/** Re-divides within ±1.5 coarse slices of each part on grids `refineFactor` times finer, level by level. */
function refine(
  candidates: readonly SplitCandidate[],
  parts: { candidate: number; units: number }[],
  totalUnits: number,
  amount: bigint,
  tradeType: TradeType,
  fees: TransferFees,
  options: SplitOptions,
): SplitAllocation {
  let current = { parts, totalUnits }
  for (let level = 0; level < options.refineLevels; level++) {
    if (current.parts.length < 2) break
    const factor = options.refineFactor
    const total = current.totalUnits * factor
    const window = factor + Math.floor(factor / 2)
    const ranges = current.parts.map((part) => {
      const center = part.units * factor
      return [Math.max(0, center - window), Math.min(total, center + window)] as const
    })
    const gains = current.parts.map((part, i) =>
      sliceGains(
        candidates[part.candidate]!.route,
        amount,
        tradeType,
        fees,
        total,
        ranges[i]![0],
        ranges[i]![1],
      ),
    )
    const base = ranges.reduce((sum, [low]) => sum + low, 0)
    const result = greedy(gains, total - base)
    if (!result) break
    current = {
      parts: current.parts.map((part, i) => ({
        candidate: part.candidate,
        units: ranges[i]![0] + result.taken[i]!,
      })),
      totalUnits: total,
    }
  }
  // A refinement may empty a part; keep only routes that take something.
  return { parts: current.parts.filter((part) => part.units > 0), totalUnits: current.totalUnits }
}
