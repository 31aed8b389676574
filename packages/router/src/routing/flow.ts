import { FloatMarket, feeFactor } from './flow-market.ts'
import type { TransferFees } from './quote-route.ts'
import type { Route } from './routes.ts'

/**
 * Flow routing for exact input: the input is handed out in equal increments, each to the path whose
 * next increment gives most output on the pools' state as the increments already handed out left it.
 * Paths may share pools (flow merges at a hub token and splits again: UNI→WETH through every UNI/WETH
 * pool, then WETH→USDC through every WETH/stable pool) or, with `sharedPools` off, each pool belongs
 * to the first path that takes an increment through it.
 *
 * The allocation runs on float64 twins of the pools; the result is a list of paths with amounts that
 * SwapRouter02 executes one after another, each on the state the earlier ones left, and that
 * `replayFlow` (flow-replay.ts) quotes exactly in that order.
 */

export interface FlowOptions {
  /** Increments the input is handed out in. */
  steps: number
  /** Whether paths may share pools (they then execute one after another on the same pool). */
  sharedPools: boolean
  /** Paths a result may use, at most. */
  maxPaths: number
  /** With shared pools: take increments back and hand them out again once (see `improve`). */
  improve: boolean
  /**
   * Times the grid is made `REFINE_FACTOR` times finer after the greedy (see `refine`): a division
   * then has `steps * REFINE_FACTOR ** refinements` units.
   */
  refinements: number
}

export const DEFAULT_FLOW_OPTIONS: FlowOptions = {
  steps: 240,
  sharedPools: false,
  maxPaths: 7,
  improve: true,
  refinements: 2,
}

/** A division of the input: `route` gets `units / totalUnits` of it. */
export interface FlowAllocation {
  parts: { route: Route; units: number }[]
  totalUnits: number
  /** Float estimate of the output, gas aside. */
  output: number
  /** Float estimate of the output less the gas of the paths used. */
  net: number
}

/** Per path: units taken, output gained, and the gain of its last unit. */
interface GreedyResult {
  units: number[]
  gained: number[]
  output: number
  /** Gain of the last unit handed out (the marginal gain every used path ends near). */
  lastGain: number
  /** Each path's gain for one more unit at the end (-Infinity where it can take none). */
  nextGains: Float64Array
}

/**
 * Hands out `steps` increments of `amount / steps` greedily among the paths not excluded, after the
 * increments `start` gives each path (if any).
 */
function greedyFlow(
  routes: readonly Route[],
  amount: number,
  fees: TransferFees,
  options: Pick<FlowOptions, 'steps' | 'sharedPools'>,
  excluded: ReadonlySet<number>,
  start?: readonly number[],
): GreedyResult | undefined {
  const market = new FloatMarket()
  const n = routes.length
  const sell = routes.map((route) => feeFactor(fees, route.path[0], 'sell'))
  const buy = routes.map((route) => feeFactor(fees, route.path.at(-1), 'buy'))
  const usersOf = new Map<string, number[]>()
  routes.forEach((route, r) => {
    for (const pool of route.pools) {
      const list = usersOf.get(pool.address) ?? []
      list.push(r)
      usersOf.set(pool.address, list)
    }
  })
  /** With sharedPools off: the path that owns each pool. */
  const owner = new Map<string, number>()
  const eligible = (r: number) =>
    !excluded.has(r) &&
    (options.sharedPools ||
      routes[r]!.pools.every((pool) => {
        const holder = owner.get(pool.address)
        return holder === undefined || holder === r
      }))
  const delta = amount / options.steps
  const units = new Array<number>(n).fill(0)
  const gained = new Array<number>(n).fill(0)
  let output = 0
  let handed = 0
  if (start) {
    for (let r = 0; r < n; r++) {
      const count = start[r]!
      if (count <= 0) continue
      const got = market.push(routes[r]!, delta * count, sell[r]!, buy[r]!, true)
      if (got === undefined) return undefined
      units[r] = count
      gained[r] = got
      output += got
      handed += count
      if (!options.sharedPools) for (const pool of routes[r]!.pools) owner.set(pool.address, r)
    }
  }
  const gains = new Float64Array(n)
  const evaluate = (r: number) => {
    gains[r] = eligible(r)
      ? (market.push(routes[r]!, delta, sell[r]!, buy[r]!, false) ?? Number.NEGATIVE_INFINITY)
      : Number.NEGATIVE_INFINITY
  }
  for (let r = 0; r < n; r++) evaluate(r)
  const stamp = new Int32Array(n).fill(-1)
  let lastGain = 0
  for (let step = handed; step < options.steps; step++) {
    let best = -1
    let bestGain = Number.NEGATIVE_INFINITY
    for (let r = 0; r < n; r++) {
      if (gains[r]! > bestGain) {
        bestGain = gains[r]!
        best = r
      }
    }
    if (best < 0) return undefined
    const route = routes[best]!
    const got = market.push(route, delta, sell[best]!, buy[best]!, true)
    if (got === undefined) return undefined
    units[best]! += 1
    gained[best]! += got
    output += got
    lastGain = got
    if (!options.sharedPools && units[best] === 1)
      for (const pool of route.pools) owner.set(pool.address, best)
    // Only paths through a pool that moved change their next gain.
    for (const pool of route.pools) {
      for (const r of usersOf.get(pool.address)!) {
        if (stamp[r] === step) continue
        stamp[r] = step
        evaluate(r)
      }
    }
  }
  return { units, gained, output, lastGain, nextGains: gains }
}

/**
 * Divisions of `amount` over `routes` (exact input): the greedy flow, then the same with paths
 * dropped that do not earn their gas (`gas[r]`, in output units) or exceed `maxPaths`, round after
 * round. The caller quotes the most promising (by `net`) exactly and keeps the best.
 */
export function allocateFlow(
  routes: readonly Route[],
  amount: bigint,
  fees: TransferFees,
  gas: readonly number[],
  options: FlowOptions = DEFAULT_FLOW_OPTIONS,
): FlowAllocation[] {
  const total = Number(amount)
  const results: FlowAllocation[] = []
  const excluded = new Set<number>()
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const greedy = greedyFlow(routes, total, fees, options, excluded)
    if (!greedy) break
    const coarse =
      options.sharedPools && options.improve
        ? improve(greedy, routes, total, fees, options, excluded)
        : greedy
    const { result, totalUnits } = refine(coarse, routes, total, fees, options, excluded)
    const used = result.units.flatMap((u, r) => (u > 0 ? [r] : []))
    if (round === 0) {
      // A path left out whose next unit gains clearly less than the last unit handed out stays out
      // when others are dropped (that lowers the last gain only a little): leave it out of the rerun.
      // (On the coarse grid: the refinement weighs only the paths used.)
      coarse.nextGains.forEach((gain, r) => {
        if (coarse.units[r] === 0 && !(gain > coarse.lastGain * (1 - RERUN_MARGIN))) excluded.add(r)
      })
    }
    if (used.length <= options.maxPaths) {
      results.push({
        parts: used.map((r) => ({ route: routes[r]!, units: result.units[r]! })),
        totalUnits,
        output: result.output,
        net: result.output - used.reduce((sum, r) => sum + gas[r]!, 0),
      })
    }
    if (used.length <= 1) break
    // What dropping a path would cost: its increments move to the others at about the last gain.
    const worth = used.map((r) => ({
      r,
      net: result.gained[r]! - result.units[r]! * result.lastGain - gas[r]!,
    }))
    worth.sort((a, b) => a.net - b.net)
    const drop = worth.filter((entry) => entry.net < 0).map((entry) => entry.r)
    const over = used.length - drop.length - options.maxPaths
    if (over > 0) {
      for (const entry of worth) {
        if (drop.length >= used.length - options.maxPaths) break
        if (!drop.includes(entry.r)) drop.push(entry.r)
      }
    }
    if (drop.length === 0) break
    // Never drop every path: keep the most valuable.
    if (drop.length >= used.length) drop.splice(drop.indexOf(worth.at(-1)!.r), 1)
    for (const r of drop) excluded.add(r)
  }
  return results
}

/**
 * The greedy never takes an increment back, and with shared pools an early increment may hold a pool
 * a later one needed more (flow that should have been reduced on an edge). One pass over the paths:
 * take a quarter of a path's increments back, hand them out greedily again, keep it if that gains.
 */
function improve(
  result: GreedyResult,
  routes: readonly Route[],
  total: number,
  fees: TransferFees,
  options: FlowOptions,
  excluded: ReadonlySet<number>,
): GreedyResult {
  let current = result
  const used = result.units.flatMap((u, r) => (u > 0 ? [r] : []))
  for (const r of used) {
    const back = Math.ceil(current.units[r]! / 4)
    if (back === 0) continue
    const start = [...current.units]
    start[r]! -= back
    const trial = greedyFlow(routes, total, fees, options, excluded, start)
    if (!trial || trial.output <= current.output) continue
    if (trial.units.filter((u) => u > 0).length > Math.max(options.maxPaths, used.length)) continue
    current = trial
  }
  return current
}

/**
 * The greedy's grid costs output: each path may end up to one increment past where its marginal gain
 * meets the others' (on a trade that moves prices 10%, 240 increments leave up to 0.03% of the optimum;
 * 3,000 ETH→USDC, 10M USDC→WETH). Finer grids from the start would cost their square in time; instead,
 * per refinement, the grid is made REFINE_FACTOR times finer, each path used gives one old increment
 * back, and those are handed out again in fine increments among the paths used (no new path: the
 * division keeps the paths whose gas was weighed). Each round thus hands out only
 * REFINE_FACTOR × (paths used) increments.
 */
function refine(
  coarse: GreedyResult,
  routes: readonly Route[],
  total: number,
  fees: TransferFees,
  options: FlowOptions,
  excluded: ReadonlySet<number>,
): { result: GreedyResult; totalUnits: number } {
  let result = coarse
  let steps = options.steps
  const unused = new Set(excluded)
  coarse.units.forEach((units, r) => {
    if (units === 0) unused.add(r)
  })
  for (let round = 0; round < options.refinements; round++) {
    const finer = steps * REFINE_FACTOR
    const start = result.units.map((units) => Math.max(0, units * REFINE_FACTOR - REFINE_FACTOR))
    const trial = greedyFlow(routes, total, fees, { ...options, steps: finer }, unused, start)
    // A refinement that finds less (the float model's rounding at the last digits) is not kept.
    if (!trial || trial.output < result.output) break
    result = trial
    steps = finer
  }
  return { result, totalUnits: steps }
}

/** How much finer each refinement makes the grid. */
const REFINE_FACTOR = 8

/** Greedy runs per allocation: the first, then reruns without paths that do not pay their gas. */
const MAX_ROUNDS = 4
/** Paths whose next gain is this much below the last gain are left out of reruns. */
const RERUN_MARGIN = 0.01
