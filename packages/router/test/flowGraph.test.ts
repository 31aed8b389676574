import { describe, expect, it } from 'vitest'
import { acyclicFlow } from '../src/routing/dual/flowGraph.ts'

const edge = (from: number, to: number, worth = 1) => ({ from, to, worth })

describe('acyclicFlow', () => {
  // Tokens: 0 in, 3 out.
  it('cuts a cycle at its least valuable edge and orders the tokens along the flow', () => {
    const a = edge(0, 1, 5)
    const loop = [edge(1, 2, 4), edge(2, 1, 0.5)]
    const b = edge(2, 3, 4)
    const { edges, order } = acyclicFlow([a, ...loop, b], 4, 0, 3)
    expect(edges).toEqual([a, loop[0], b])
    expect(order).toEqual([0, 1, 2, 3])
  })
  it('leaves out flows out of the output, into the input, and flows that lead nowhere or come from nowhere', () => {
    const kept = [edge(0, 1), edge(1, 3)]
    const { edges } = acyclicFlow([...kept, edge(3, 1), edge(1, 0), edge(1, 2), edge(4, 3)], 5, 0, 3)
    expect(edges).toEqual(kept)
  })
})
