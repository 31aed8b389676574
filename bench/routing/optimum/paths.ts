import type { Flow } from './solver.ts'

/**
 * Where the optimum's flow goes that an executable route cannot follow, to say why a trade falls
 * short of it.
 */

const inputOf = (flow: Flow) => (flow.zeroForOne ? flow.pool.token0 : flow.pool.token1)
const outputOf = (flow: Flow) => (flow.zeroForOne ? flow.pool.token1 : flow.pool.token0)

/**
 * The share of the flow's output that reaches `tokenOut` through paths of more than `maxHops` pools
 * (0 to 1). Each token passes on what it receives in the proportions of its pools' inputs, so the
 * units arriving at a token carry a distribution over the number of pools they crossed. NaN when
 * nothing reaches `tokenOut` or the flow has a cycle through it (the solver cuts cycles).
 */
export function longPathShare(
  flows: readonly Flow[],
  tokenIn: string,
  tokenOut: string,
  maxHops: number,
): number {
  const incoming = new Map<string, Flow[]>()
  const pending = new Map<string, number>()
  for (const flow of flows) {
    if (flow.amountIn <= 0n || flow.amountOut <= 0n) continue
    const to = outputOf(flow)
    incoming.set(to, [...(incoming.get(to) ?? []), flow])
    pending.set(to, (pending.get(to) ?? 0) + 1)
  }
  // hops[token][n]: the share of what arrives at the token that crossed n pools.
  const hops = new Map<string, number[]>([[tokenIn, [1]]])
  const ready = [tokenIn]
  const outgoing = (token: string) =>
    flows.filter((flow) => inputOf(flow) === token && flow.amountIn > 0n && flow.amountOut > 0n)
  while (ready.length > 0) {
    const token = ready.pop()!
    if (token === tokenOut) continue
    for (const flow of outgoing(token)) {
      const to = outputOf(flow)
      const left = (pending.get(to) ?? 0) - 1
      pending.set(to, left)
      if (left !== 0) continue
      // Every flow into `to` is known: its distribution is their outputs' weighted mix, one pool on.
      const arriving = incoming.get(to)!
      const total = arriving.reduce((sum, f) => sum + Number(f.amountOut), 0)
      const mix: number[] = []
      for (const f of arriving) {
        const from = hops.get(inputOf(f)) ?? []
        for (const [n, share] of from.entries())
          mix[n + 1] = (mix[n + 1] ?? 0) + (share * Number(f.amountOut)) / total
      }
      hops.set(
        to,
        Array.from(mix, (share) => share ?? 0),
      )
      ready.push(to)
    }
  }
  const atOut = hops.get(tokenOut)
  if (!atOut) return Number.NaN
  return atOut.slice(maxHops + 1).reduce((sum, share) => sum + share, 0)
}

/** One hop of a path in the quote API's answer, as far as this file reads it. */
export interface AnsweredHop {
  type: string
  address: string
}

/**
 * The v2 pairs our answer swaps more than once (in several of its paths). Each path runs as its own
 * swap, and a v2 pair swapped in pieces pays out less than swapped once (the first piece's fee stays
 * in the reserves the next piece meets); the optimum swaps every pool once.
 */
export function v2PairsInPieces(route: readonly (readonly AnsweredHop[])[]): number {
  const paths = new Map<string, number>()
  for (const path of route) {
    for (const address of new Set(path.filter((hop) => hop.type === 'v2-pool').map((hop) => hop.address)))
      paths.set(address, (paths.get(address) ?? 0) + 1)
  }
  return [...paths.values()].filter((count) => count > 1).length
}
