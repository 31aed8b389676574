import type { PoolState } from '../types.ts'
import { type ExactState, scaleDown, swapAt } from './flow-replay.ts'
import type { HopAmounts, RouteQuote } from './quote-route.ts'
import { type Route, routeThrough } from './routes.ts'

/**
 * Held splits. The paths of a flow run one after another, each paid by the trader, so paths that
 * begin with the same pools up to a v2 pair swap that pair in pieces, and a pair pays out less in
 * pieces: each piece's fee stays in its reserves for the next piece to pay against (200k UNI→USDC:
 * 1.1e-4 of the output). A held split swaps that beginning (the trunk) once, for SwapRouter02 to hold
 * the output, and divides it among the paths' continuations (branches): each branch but the last
 * swaps the router's whole balance (CONTRACT_BALANCE) into a v3 pool with a price limit, which stops
 * it where its planned share would leave that pool's price and leaves the rest; the last takes what
 * remains, so nothing stays behind. A limit that another trade has already passed when the transaction
 * runs makes the pool revert ('SPL'); a smaller move only shifts input to the last branch.
 */

/** One SwapRouter02 swap call (a mixed route: one call per protocol section, as for any path). */
export interface FlowLeg {
  route: Route
  /**
   * 'trader': the trader pays `amountIn`. 'router': SwapRouter02 swaps the balance it holds of the
   * route's first token (CONTRACT_BALANCE), all of it unless a price limit stops the swap first.
   */
  paidBy: 'trader' | 'router'
  /** The trader's payment; 0 when the router pays. */
  amountIn: bigint
  /** SwapRouter02 keeps the output for the legs after this one (a trunk, a branch's limited first pool). */
  holdsOutput: boolean
  /** The price (Q64.96 square root) at which this leg's one v3 pool stops. */
  sqrtPriceLimitX96?: bigint
  /** When planning: the share of the router's balance this limited leg should take (replayLegs sets the limit). */
  plannedShare?: number
}

/** A leg quoted exactly in its place in the order. */
export interface LegQuote {
  leg: FlowLeg
  /** What entered the leg: the trader's payment, or what it took of the router's balance. */
  amountIn: bigint
  amountOut: bigint
  hops: HopAmounts[]
  /** The pools as this leg met them. */
  pools: PoolState[]
}

/**
 * Quotes legs exactly in order, as SwapRouter02 runs them: each on the pool states and the balances
 * the earlier ones left. A planned limited leg (`plannedShare`) gets its limit here: the price its
 * share of the balance would leave the pool at. Undefined if a leg cannot be filled, would start from
 * an empty balance, or if anything would stay behind with the router.
 */
export function replayLegs(legs: readonly FlowLeg[]): LegQuote[] | undefined {
  const states = new Map<string, ExactState>()
  const held = new Map<string, bigint>()
  const quotes: LegQuote[] = []
  for (const planned of legs) {
    const leg = { ...planned }
    const { route } = leg
    const first = route.path[0]!.toLowerCase()
    const balance = held.get(first) ?? 0n
    let amount = leg.paidBy === 'trader' ? leg.amountIn : balance
    if (amount <= 0n) return undefined
    if (leg.plannedShare !== undefined && leg.sqrtPriceLimitX96 === undefined) {
      const pool = route.pools[0]!
      if (leg.paidBy !== 'router' || route.pools.length !== 1 || pool.protocol !== 'v3') return undefined
      const target = scaleDown(balance, leg.plannedShare)
      if (target <= 0n || target >= balance) return undefined
      const end = simulatedPrice(new Map(states), pool, route.zeroForOne[0]!, target)
      if (end === undefined) return undefined
      leg.sqrtPriceLimitX96 = end
      delete leg.plannedShare
    }
    const hops: HopAmounts[] = []
    const met: PoolState[] = []
    let taken = amount
    for (let i = 0; i < route.pools.length; i++) {
      const limit = i === 0 ? leg.sqrtPriceLimitX96 : undefined
      const swapped = swapAt(states, route.pools[i]!, route.zeroForOne[i]!, amount, limit)
      if (!swapped) return undefined
      if (i === 0) taken = swapped.amountIn
      met.push(swapped.met)
      hops.push({ amountIn: swapped.amountIn, amountOut: swapped.amountOut })
      amount = swapped.amountOut
    }
    if (leg.paidBy === 'router') held.set(first, balance - taken)
    if (leg.holdsOutput) {
      const last = route.path.at(-1)!.toLowerCase()
      held.set(last, (held.get(last) ?? 0n) + amount)
    }
    quotes.push({ leg, amountIn: taken, amountOut: amount, hops, pools: met })
  }
  for (const amount of held.values()) if (amount !== 0n) return undefined
  return quotes
}

/** The price a v3 pool ends at after swapping `amount` in from the given states (undefined if it cannot). */
function simulatedPrice(
  states: Map<string, ExactState>,
  pool: PoolState,
  zeroForOne: boolean,
  amount: bigint,
): bigint | undefined {
  if (!swapAt(states, pool, zeroForOne, amount)) return undefined
  const state = states.get(pool.address)
  return state && 'sqrtPriceX96' in state ? state.sqrtPriceX96 : undefined
}

/** The part of a route from pool `from` up to (not including) pool `to`. */
export function subRoute(route: Route, from: number, to: number): Route {
  return routeThrough(
    route.pools.slice(from, to),
    route.path.slice(from, to + 1),
    route.zeroForOne.slice(from, to),
  )
}

/** A group of paths that begin with the same pools up to and including a v2 pair at `trunkEnd`. */
interface Group {
  trunkEnd: number
  /** Indices into the flow's quotes: branches to limit first, the one taking the remainder last. */
  members: number[]
}

/** Where a path's trunk ends: its first v2 pair, if a branch follows it. */
function trunkEndOf(route: Route): number | undefined {
  const end = route.pools.findIndex((pool) => pool.protocol === 'v2')
  return end >= 0 && end < route.pools.length - 1 ? end : undefined
}

/**
 * The groups worth holding: paths with the same trunk, whose branches all begin with a v3 pool (which a
 * price limit can stop) but for at most one, which then runs last. Of several branches that begin with
 * a v2 pair only the largest joins; the others stay paths of their own.
 */
function heldGroups(quotes: readonly RouteQuote[]): Group[] {
  const byTrunk = new Map<string, number[]>()
  quotes.forEach((quote, i) => {
    const end = trunkEndOf(quote.route)
    if (end === undefined) return
    const key = quote.route.pools
      .slice(0, end + 1)
      .map((pool, k) => `${pool.address}:${quote.route.zeroForOne[k]}`)
      .join(',')
    byTrunk.set(key, [...(byTrunk.get(key) ?? []), i])
  })
  const groups: Group[] = []
  for (const members of byTrunk.values()) {
    if (members.length < 2) continue
    const trunkEnd = trunkEndOf(quotes[members[0]!]!.route)!
    const branchInput = (i: number) => quotes[i]!.hops[trunkEnd + 1]!.amountIn
    const byInput = [...members].sort((a, b) => (branchInput(b) > branchInput(a) ? 1 : -1))
    const v2First = byInput.filter((i) => quotes[i]!.route.pools[trunkEnd + 1]!.protocol === 'v2')
    const limited = byInput.filter((i) => !v2First.includes(i))
    const last = v2First[0] ?? limited.pop()
    if (last === undefined || limited.length === 0) continue
    groups.push({ trunkEnd, members: [...limited, last] })
  }
  return groups
}

/**
 * The flow's paths (exact input, in execution order) as legs with held splits, planned: the limits are
 * set when replayLegs quotes them. Each group's legs run where its first path ran. Undefined when no
 * paths share a trunk through a v2 pair.
 */
export function heldSplitLegs(quotes: readonly RouteQuote[]): FlowLeg[] | undefined {
  const groups = heldGroups(quotes)
  if (groups.length === 0) return undefined
  const groupOf = new Map<number, Group>()
  for (const group of groups) for (const member of group.members) groupOf.set(member, group)
  const legs: FlowLeg[] = []
  const done = new Set<Group>()
  quotes.forEach((quote, i) => {
    const group = groupOf.get(i)
    if (!group) {
      legs.push({ route: quote.route, paidBy: 'trader', amountIn: quote.amountIn, holdsOutput: false })
      return
    }
    if (done.has(group)) return
    done.add(group)
    const { trunkEnd, members } = group
    legs.push({
      route: subRoute(quote.route, 0, trunkEnd + 1),
      paidBy: 'trader',
      amountIn: members.reduce((sum, member) => sum + quotes[member]!.amountIn, 0n),
      holdsOutput: true,
    })
    // Each limited branch takes its planned part of what is left when it runs.
    const planned = members.map((member) => Number(quotes[member]!.hops[trunkEnd + 1]!.amountIn))
    let left = planned.reduce((sum, amount) => sum + amount, 0)
    members.forEach((member, k) => {
      const route = quotes[member]!.route
      const branch = subRoute(route, trunkEnd + 1, route.pools.length)
      if (k === members.length - 1) {
        legs.push({ route: branch, paidBy: 'router', amountIn: 0n, holdsOutput: false })
        return
      }
      const plannedShare = planned[k]! / left
      left -= planned[k]!
      const rest = branch.pools.length > 1
      legs.push({
        route: subRoute(branch, 0, 1),
        paidBy: 'router',
        amountIn: 0n,
        holdsOutput: rest,
        plannedShare,
      })
      if (rest)
        legs.push({
          route: subRoute(branch, 1, branch.pools.length),
          paidBy: 'router',
          amountIn: 0n,
          holdsOutput: false,
        })
    })
  })
  return legs
}

/**
 * The legs as the paths they serve, for the trade's route display and price impact: each branch joined
 * to its trunk, with the trunk's amounts in the branch's proportion (the last branch's input takes
 * what rounding leaves, so the paths' inputs sum to the trader's payment).
 */
export function legsAsPaths(quotes: readonly LegQuote[]): RouteQuote[] {
  const paths: RouteQuote[] = []
  let trunk: LegQuote | undefined
  let assigned = 0n
  let branch: LegQuote[] = []
  for (const quote of quotes) {
    if (quote.leg.paidBy === 'trader') {
      if (quote.leg.holdsOutput) [trunk, assigned] = [quote, 0n]
      else paths.push(pathOf([quote], quote.amountIn))
      continue
    }
    branch.push(quote)
    if (quote.leg.holdsOutput || !trunk) continue
    const last = branch[0]!.leg.sqrtPriceLimitX96 === undefined
    const share = last ? trunk.amountIn - assigned : (trunk.amountIn * branch[0]!.amountIn) / trunk.amountOut
    assigned += share
    paths.push(pathOf([{ ...trunk, hops: scaledHops(trunk, branch[0]!.amountIn) }, ...branch], share))
    branch = []
  }
  return paths
}

/** The trunk's hops for the part of its output that `amount` is. */
function scaledHops(trunk: LegQuote, amount: bigint): HopAmounts[] {
  const scale = (value: bigint) => (value * amount) / trunk.amountOut
  return trunk.hops.map((hop, i) => ({
    amountIn: scale(hop.amountIn),
    amountOut: i === trunk.hops.length - 1 ? amount : scale(hop.amountOut),
  }))
}

/** Legs run one after another as one path from the trade's input to its output. */
function pathOf(legs: readonly LegQuote[], amountIn: bigint): RouteQuote {
  const amountOut = legs.at(-1)!.amountOut
  return {
    route: routeThrough(
      legs.flatMap((quote) => quote.pools),
      [legs[0]!.leg.route.path[0]!, ...legs.flatMap((quote) => quote.leg.route.path.slice(1))],
      legs.flatMap((quote) => quote.leg.route.zeroForOne),
    ),
    amountIn,
    amountOut,
    hops: legs.flatMap((quote) => quote.hops),
    routerAmountOut: amountOut,
  }
}
