/** A pool's trade at the dual prices, as an edge between token indices. */
export interface FlowEdge {
  from: number
  to: number
  /** Its worth at the dual prices: a cycle is cut at its least valuable edge. */
  worth: number
}

/**
 * The part of a recovered flow that can be swapped in order: without flows out of tokenOut or into
 * tokenIn, without cycles (only an arbitrage loop makes one: Kahn's algorithm, and where it stalls the
 * cycle's least valuable edge is dropped), and only edges on a way from tokenIn to tokenOut (a flow into
 * a token from which nothing leads on would be stranded there). `order` is the tokens in flow order.
 * Shared by the router's flow (dual-flow.ts) and the bench's exact recovery of the optimum.
 */
export function acyclicFlow<E extends FlowEdge>(
  candidates: readonly E[],
  tokenCount: number,
  inIndex: number,
  outIndex: number,
): { edges: E[]; order: number[] } {
  let edges = candidates.filter((edge) => edge.from !== outIndex && edge.to !== inIndex)
  const order: number[] = []
  const done = new Set<number>()
  while (done.size < tokenCount) {
    const ready: number[] = []
    for (let token = 0; token < tokenCount; token++)
      if (!done.has(token) && !edges.some((edge) => edge.to === token && !done.has(edge.from)))
        ready.push(token)
    if (ready.length === 0) {
      const inCycle = edges.filter((edge) => !done.has(edge.from) && !done.has(edge.to))
      const weakest = inCycle.reduce((a, b) => (b.worth < a.worth ? b : a))
      edges = edges.filter((edge) => edge !== weakest)
      continue
    }
    for (const token of ready) {
      order.push(token)
      done.add(token)
    }
  }
  const reached = new Set([inIndex])
  const leads = new Set([outIndex])
  for (let grown = true; grown; ) {
    grown = false
    for (const edge of edges) {
      if (reached.has(edge.from) && !reached.has(edge.to)) {
        reached.add(edge.to)
        grown = true
      }
      if (leads.has(edge.to) && !leads.has(edge.from)) {
        leads.add(edge.from)
        grown = true
      }
    }
  }
  return { edges: edges.filter((edge) => reached.has(edge.from) && leads.has(edge.to)), order }
}
