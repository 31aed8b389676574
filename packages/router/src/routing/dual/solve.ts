import { arbitrage, type Curve } from './curves.ts'

/**
 * The dual of optimal routing through constant-function market makers (Angeris, Evans, Chitra, Boyd
 * 2022), solved by dual decomposition (Diamandis, Resnick, Chitra, Angeris 2023): for prices ν over
 * tokens (ν of the output token = 1), g(ν) = ν_in·amountIn + Σ_pools arb(ν), where arb is the most
 * value (at prices ν) a pool's own arbitrage takes from it, in closed form per pool (curves.ts).
 * Every g(ν) bounds the best output from above (weak duality); g is convex and continuously
 * differentiable, its gradient the net flow at each token. At its minimum the pools' trades balance
 * at every token: they are the optimal flow (gas left out).
 */
export interface DualProblem {
  curves: readonly Curve[]
  /** Token of each curve side: [token0 index, token1 index]. */
  sides: readonly (readonly [number, number])[]
  tokenCount: number
  inIndex: number
  outIndex: number
}

/** Starting prices: mid prices along the deepest pools, outward from tokenOut. */
export function initialPrices(problem: DualProblem): number[] {
  const nu = Array.from({ length: problem.tokenCount }, () => Number.NaN)
  nu[problem.outIndex] = 1
  const order = problem.curves
    .map((curve, i) => ({ curve, i }))
    .sort((a, b) => (b.curve.down.L[0] ?? 0) - (a.curve.down.L[0] ?? 0))
  for (let round = 0; round < problem.tokenCount; round++) {
    for (const { curve, i } of order) {
      const [t0, t1] = problem.sides[i]!
      const price = curve.sqrtPrice * curve.sqrtPrice
      if (!(price > 0 && Number.isFinite(price))) continue
      if (Number.isNaN(nu[t0]!) && !Number.isNaN(nu[t1]!)) nu[t0] = nu[t1]! * price
      else if (Number.isNaN(nu[t1]!) && !Number.isNaN(nu[t0]!)) nu[t1] = nu[t0]! / price
    }
  }
  return nu.map((value) => (Number.isNaN(value) || value <= 0 ? 1 : value))
}

export interface Evaluation {
  value: number
  /** ∂g/∂ν per token (the net flow at each token plus its endowment). */
  gradient: number[]
  /** ∂²g/∂ν² (the pools' Jacobians summed). */
  hessian: number[][]
  nets: [number, number][]
}

function evaluate(problem: DualProblem, nu: number[], amountIn: number): Evaluation {
  let value = nu[problem.inIndex]! * amountIn
  const gradient = Array.from({ length: problem.tokenCount }, () => 0)
  const hessian = Array.from({ length: problem.tokenCount }, () =>
    Array.from({ length: problem.tokenCount }, () => 0),
  )
  gradient[problem.inIndex] = amountIn
  const nets = problem.curves.map((curve, i) => {
    const [t0, t1] = problem.sides[i]!
    const { net, jacobian } = arbitrage(curve, nu[t0]!, nu[t1]!)
    value += nu[t0]! * net[0] + nu[t1]! * net[1]
    gradient[t0]! += net[0]
    gradient[t1]! += net[1]
    const pair = [t0, t1]
    for (let a = 0; a < 2; a++) for (let b = 0; b < 2; b++) hessian[pair[a]!]![pair[b]!]! += jacobian[a]![b]!
    return net
  })
  return { value, gradient, hessian, nets }
}

/** Solves M·x = r for a small symmetric positive definite M (Gaussian elimination, partial pivoting). */
function solveLinear(matrix: number[][], rhs: number[]): number[] | undefined {
  const n = rhs.length
  const m = matrix.map((row, i) => [...row, rhs[i]!])
  for (let col = 0; col < n; col++) {
    let pivot = col
    for (let row = col + 1; row < n; row++)
      if (Math.abs(m[row]![col]!) > Math.abs(m[pivot]![col]!)) pivot = row
    if (!(Math.abs(m[pivot]![col]!) > 0)) return undefined
    ;[m[col], m[pivot]] = [m[pivot]!, m[col]!]
    for (let row = col + 1; row < n; row++) {
      const factor = m[row]![col]! / m[col]![col]!
      for (let k = col; k <= n; k++) m[row]![k]! -= factor * m[col]![k]!
    }
  }
  const x = Array<number>(n).fill(0)
  for (let row = n - 1; row >= 0; row--) {
    let sum = m[row]![n]!
    for (let k = row + 1; k < n; k++) sum -= m[row]![k]! * x[k]!
    x[row] = sum / m[row]![row]!
  }
  return x.every(Number.isFinite) ? x : undefined
}

/** When the minimization stops: after `iterations`, or once the gradient is `tolerance` of the value. */
export interface DualLimits {
  iterations: number
  tolerance: number
}

/** To float precision (the bench's bound). */
export const EXACT_LIMITS: DualLimits = { iterations: 500, tolerance: 1e-13 }

/**
 * Minimizes the dual over u = log ν (ν of tokenOut fixed at 1) by a trust-region Newton method: the
 * Hessian in u without its first-order term (diag(ν)·H·diag(ν), positive semidefinite, exact at the
 * optimum where the gradient vanishes), the step the Levenberg–Marquardt solution (H + μI)·d = −∇
 * with μ raised until the step fits the trust radius, the radius adapted to how well the quadratic
 * model predicted the decrease. Where the Hessian is singular (an idle token, a pool drained to its
 * last tick) the step follows the gradient instead of running off along the flat direction.
 */
export function minimizeDual(
  problem: DualProblem,
  amountIn: number,
  start: number[],
  limits: DualLimits = EXACT_LIMITS,
) {
  const free = Array.from({ length: problem.tokenCount }, (_, i) => i).filter((i) => i !== problem.outIndex)
  const at = (u: number[]) => {
    const nu = Array.from({ length: problem.tokenCount }, () => 1)
    free.forEach((token, k) => {
      nu[token] = Math.exp(u[k]!)
    })
    const evaluation = evaluate(problem, nu, amountIn)
    const grad = free.map((token) => evaluation.gradient[token]! * nu[token]!)
    const hess = free.map((a) => free.map((b) => evaluation.hessian[a]![b]! * nu[a]! * nu[b]!))
    return { u, nu, evaluation, grad, hess }
  }
  const norm = (v: number[]) => Math.sqrt(v.reduce((sum, x) => sum + x * x, 0))
  let current = at(free.map((token) => Math.log(start[token]!)))
  let radius = 1
  let iterations = 0
  for (; iterations < limits.iterations && free.length > 0; iterations++) {
    const scale = Math.max(Math.abs(current.evaluation.value), 1e-300)
    const gradNorm = norm(current.grad)
    // The flows balance at every token to float precision (the gradient in u is in value units).
    if (gradNorm <= limits.tolerance * scale) break
    const maxDiagonal = Math.max(...current.hess.map((row, a) => row[a]!), 0)
    // The smallest μ (from nearly 0, by factors of 4) whose step fits in the radius.
    let mu = Math.max(1e-12 * maxDiagonal, 1e-300)
    let step: number[] | undefined
    for (let k = 0; k < 200; k++) {
      const candidate = solveLinear(
        current.hess.map((row, a) => row.map((entry, b) => (a === b ? entry + mu : entry))),
        current.grad.map((value) => -value),
      )
      if (candidate && norm(candidate) <= radius * (1 + 1e-9)) {
        step = candidate
        break
      }
      mu = Math.max(mu * 4, gradNorm / radius / 1e6)
    }
    if (!step) break
    const quadratic = step.reduce(
      (sum, _, a) => sum + step![a]! * current.hess[a]!.reduce((inner, h, b) => inner + h * step![b]!, 0),
      0,
    )
    const predicted = -(step.reduce((sum, value, i) => sum + value * current.grad[i]!, 0) + quadratic / 2)
    const trial = at(current.u.map((value, i) => value + step![i]!))
    const actual = current.evaluation.value - trial.evaluation.value
    const rho = predicted > 0 ? actual / predicted : -1
    if (rho > 0.75 && norm(step) > 0.5 * radius) radius = Math.min(radius * 2, 4)
    else if (rho < 0.25) radius /= 4
    if (actual > 0 && rho > 1e-4) {
      current = trial
    } else if (radius < 1e-12) break
  }
  return { nu: current.nu, evaluation: current.evaluation, iterations }
}
