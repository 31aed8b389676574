import {
  acyclicFlow,
  type DualProblem,
  type Evaluation,
  initialPrices,
  minimizeDual,
  sideCapacity,
} from '@exchange/router'
import { curveOf, type OptimumPool, type PoolCurve } from './pools.ts'
import { exactAmountOut } from './replay.ts'

/**
 * Optimal routing through constant-function market makers (Angeris, Evans, Chitra, Boyd 2022) by
 * dual decomposition (Diamandis, Resnick, Chitra, Angeris 2023). The problem: the most of `tokenOut`
 * for `amountIn` of `tokenIn` over every flow through the pools (splits and merges at every token,
 * any number of hops), each pool swapped at most once from its state at the block, gas left out.
 *
 * The dual: for prices ν over tokens (ν of tokenOut = 1), g(ν) = ν_in·amountIn + Σ_pools arb(ν),
 * where arb is the most value (at prices ν) a pool's own arbitrage takes from it, in closed form per
 * pool (v2: one constant-product curve; v3: range by range, each a constant-product curve of
 * virtual reserves). Every g(ν) bounds the optimum from above (weak duality); g is convex and
 * continuously differentiable, its gradient the net flow at each token. It is minimized over
 * u = log ν by a trust-region Newton method (the pools' exact Hessian, Levenberg–Marquardt steps).
 * The curves and the minimization are the router's (packages/router/src/routing/dual), which its
 * flow routing uses too; the bound does not depend on them being right (any ν bounds the optimum).
 * The flow is then recovered from the pools' trades at the last ν: tokens in topological order, each
 * token's holding divided among its pools in the proportions of those trades, every swap replayed
 * with exact integer pool math. The replayed
 * output is achievable; the dual value is not exceeded by any flow; their gap shows how well the
 * solver converged.
 */
export interface Flow {
  pool: OptimumPool
  zeroForOne: boolean
  amountIn: bigint
  amountOut: bigint
}

export interface ExactInOptimum {
  /** What the recovered flow delivers, replayed with exact integer pool math: achievable. */
  output: bigint
  /** The dual value: no flow delivers more (raw units of tokenOut, float). */
  bound: number
  flows: Flow[]
  /** The dual prices: raw units of tokenOut per raw unit of each token. */
  prices: ReadonlyMap<string, number>
  iterations: number
}

export interface ExactOutOptimum {
  /** The least input found for which the recovered flow delivers at least `amountOut`: achievable. */
  input: bigint
  /** No flow delivers `amountOut` for less input (float, raw units of tokenIn). */
  bound: number
  output: bigint
  flows: Flow[]
}

interface Problem extends DualProblem {
  curves: PoolCurve[]
  tokens: string[]
}

/**
 * Pools and tokens connected to both trade tokens; undefined when no flow can reach tokenOut. With
 * `executable`, a token between the two is one node per protocol (v2 pairs meet only v2 pairs there, v3
 * pools only v3 pools): every path of the flow stays on one protocol, as SwapRouter02's exact-output
 * calls must.
 */
function problemOf(
  pools: readonly OptimumPool[],
  tokenIn: string,
  tokenOut: string,
  executable = false,
): Problem | undefined {
  const node = (token: string, pool: OptimumPool) =>
    executable && token !== tokenIn && token !== tokenOut ? `${token}:${pool.kind}` : token
  const neighbours = new Map<string, Set<string>>()
  for (const pool of pools) {
    const [t0, t1] = [node(pool.token0, pool), node(pool.token1, pool)]
    for (const [a, b] of [
      [t0, t1],
      [t1, t0],
    ] as const) {
      if (!neighbours.has(a)) neighbours.set(a, new Set())
      neighbours.get(a)!.add(b)
    }
  }
  const reached = new Set([tokenIn])
  const queue = [tokenIn]
  while (queue.length > 0) {
    for (const next of neighbours.get(queue.pop()!) ?? []) {
      if (!reached.has(next)) {
        reached.add(next)
        queue.push(next)
      }
    }
  }
  if (!reached.has(tokenOut) || tokenIn === tokenOut) return undefined
  const tokens = [...reached]
  const index = new Map(tokens.map((token, i) => [token, i]))
  const live = pools.filter(
    (pool) =>
      reached.has(node(pool.token0, pool)) &&
      (pool.kind === 'v2' || pool.liquidity > 0n || pool.ticks.length > 0),
  )
  return {
    curves: live.map(curveOf),
    sides: live.map(
      (pool) => [index.get(node(pool.token0, pool))!, index.get(node(pool.token1, pool))!] as const,
    ),
    tokens,
    tokenCount: tokens.length,
    inIndex: index.get(tokenIn)!,
    outIndex: index.get(tokenOut)!,
  }
}

/**
 * The recovered flow: every pool's trade at the dual prices, as proportions; tokens taken in
 * topological order (a cycle, which only an arbitrage loop could make, is cut at its smallest edge);
 * each token's holding split among its pools in those proportions and swapped exactly.
 */
async function recoverFlow(
  problem: Problem,
  nu: number[],
  evaluation: Evaluation,
  amountIn: bigint,
): Promise<{ output: bigint; flows: Flow[] }> {
  const all = problem.curves.map((curve, i) => {
    const [t0, t1] = problem.sides[i]!
    const [n0, n1] = evaluation.nets[i]!
    const zeroForOne = n0 < 0
    const from = zeroForOne ? t0 : t1
    const to = zeroForOne ? t1 : t0
    const amount = zeroForOne ? -n0 : -n1
    return { curve, zeroForOne, from, to, amount, worth: amount * nu[from]! }
  })
  // Dust (below 1e-12 of what leaves its token) is left out.
  const leaving = problem.tokens.map((_, token) =>
    all.reduce((sum, edge) => (edge.from === token && edge.amount > 0 ? sum + edge.amount : sum), 0),
  )
  // Without flows out of tokenOut or back into tokenIn, cycles or stranded flows (acyclicFlow).
  const { edges, order } = acyclicFlow(
    all.filter((edge) => edge.amount > 1e-12 * leaving[edge.from]!),
    problem.tokens.length,
    problem.inIndex,
    problem.outIndex,
  )
  const holding = problem.tokens.map(() => 0n)
  holding[problem.inIndex] = amountIn
  const flows: Flow[] = []
  for (const token of order) {
    if (token === problem.outIndex) continue
    // A v3 pool takes at most what moves its price to the end of its last range: a share beyond
    // that would be lost, and a share short of it, when the prices drain the pool, would leave its
    // best rate unused. Such a pool gets its capacity (as far as the holding goes) and the rest goes
    // to the other pools.
    const capacity = (edge: (typeof edges)[number]) => {
      const moved = sideCapacity(edge.curve, edge.zeroForOne)
      return Number.isFinite(moved) ? BigInt(Math.floor(moved * (1 - 1e-9))) : undefined
    }
    let out = edges.filter((edge) => edge.from === token)
    let available = holding[token]!
    const shares = new Map<(typeof edges)[number], bigint>()
    for (let capped = true; capped && out.length > 0; ) {
      capped = false
      const total = out.reduce((sum, edge) => sum + edge.amount, 0)
      for (const edge of out) {
        const cap = capacity(edge)
        // Drained at the dual prices (its trade reaches the end of its last range), or given more
        // than that by the proportions: the pool gets its capacity, however the others are scaled.
        if (
          cap !== undefined &&
          (edge.amount >= Number(cap) || scaleDown(available, edge.amount / total) > cap)
        ) {
          const share = cap < available ? cap : available
          shares.set(edge, share)
          available -= share
          capped = true
        }
      }
      out = out.filter((edge) => !shares.has(edge))
    }
    const total = out.reduce((sum, edge) => sum + edge.amount, 0)
    let left = available
    out.forEach((edge, k) => {
      const share = k === out.length - 1 ? left : scaleDown(available, edge.amount / total)
      left -= share
      shares.set(edge, share)
    })
    for (const [edge, share] of shares) {
      if (share <= 0n) continue
      const received = await exactAmountOut(edge.curve.pool, edge.zeroForOne, share)
      holding[edge.to]! += received
      holding[token]! -= share
      flows.push({ pool: edge.curve.pool, zeroForOne: edge.zeroForOne, amountIn: share, amountOut: received })
    }
  }
  return { output: holding[problem.outIndex]!, flows }
}

/** amount × fraction (0..1), rounded down, without losing bigint precision. */
function scaleDown(amount: bigint, fraction: number): bigint {
  const ONE = 1n << 53n
  const scaled = BigInt(Math.floor(Math.min(1, Math.max(0, fraction)) * Number(ONE)))
  return (amount * scaled) / ONE
}

/**
 * The most of `tokenOut` for `amountIn` of `tokenIn` over all flows through `pools` (`executable`: over
 * flows whose paths each stay on one protocol, see problemOf).
 */
export async function optimumExactIn(
  pools: readonly OptimumPool[],
  trade: { tokenIn: string; tokenOut: string; amountIn: bigint },
  warmStart?: ReadonlyMap<string, number>,
  executable = false,
): Promise<ExactInOptimum> {
  const problem = problemOf(pools, trade.tokenIn, trade.tokenOut, executable)
  if (!problem || trade.amountIn <= 0n)
    return { output: 0n, bound: 0, flows: [], prices: new Map(), iterations: 0 }
  const initial = initialPrices(problem)
  const start = problem.tokens.map((token, i) => warmStart?.get(token) ?? initial[i]!)
  const { nu, evaluation, iterations } = minimizeDual(problem, Number(trade.amountIn), start)
  const { output, flows } = await recoverFlow(problem, nu, evaluation, trade.amountIn)
  return {
    output,
    bound: evaluation.value,
    flows,
    prices: new Map(problem.tokens.map((token, i) => [token, nu[i]!])),
    iterations,
  }
}

/**
 * The least `tokenIn` that buys `amountOut` of `tokenOut` over all flows (`executable`: over flows whose
 * paths each stay on one protocol, see problemOf): Newton steps on the input
 * (the marginal output per input at the optimum is the dual price of tokenIn), then bisection
 * between the best infeasible and feasible inputs found. The bound comes from the dual at any
 * prices: a flow delivering amountOut with input a satisfies amountOut <= ν_in·a + Σ arb(ν).
 */
export async function optimumExactOut(
  pools: readonly OptimumPool[],
  trade: { tokenIn: string; tokenOut: string; amountOut: bigint },
  executable = false,
): Promise<ExactOutOptimum | undefined> {
  const problem = problemOf(pools, trade.tokenIn, trade.tokenOut, executable)
  if (!problem || trade.amountOut <= 0n) return undefined
  const wanted = trade.amountOut
  let prices: ReadonlyMap<string, number> | undefined
  let amountIn = BigInt(Math.ceil(Number(wanted) / initialPrices(problem)[problem.inIndex]!))
  let feasible: { input: bigint; solution: ExactInOptimum } | undefined
  let infeasible = 0n
  let bound = 0
  const consider = async (input: bigint) => {
    const solution = await optimumExactIn(
      pools,
      { tokenIn: trade.tokenIn, tokenOut: trade.tokenOut, amountIn: input },
      prices,
      executable,
    )
    prices = solution.prices
    const nuIn = solution.prices.get(trade.tokenIn)!
    // Σ arb(ν) = g(ν) − ν_in·input; the least input any flow needs for `wanted` at these prices.
    const arbitrages = solution.bound - nuIn * Number(input)
    bound = Math.max(bound, (Number(wanted) - arbitrages) / nuIn)
    if (solution.output >= wanted) {
      if (!feasible || input < feasible.input) feasible = { input, solution }
    } else if (input > infeasible) infeasible = input
    return solution
  }
  for (let round = 0; round < 12; round++) {
    const solution = await consider(amountIn)
    const nuIn = solution.prices.get(trade.tokenIn)!
    const missing = Number(wanted - solution.output)
    const next = amountIn + BigInt(Math.ceil(missing / nuIn)) + (missing > 0 ? 1n : 0n)
    if (next <= 0n || next === amountIn) break
    amountIn = next
    if (feasible && feasible.input - infeasible <= 1n) break
  }
  for (let round = 0; round < 100 && (!feasible || feasible.input - infeasible > 1n); round++) {
    await consider(feasible ? (feasible.input + infeasible) / 2n : infeasible * 2n + 1n)
  }
  if (!feasible) return undefined
  return { input: feasible.input, bound, output: feasible.solution.output, flows: feasible.solution.flows }
}
