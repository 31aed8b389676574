import { describe, expect, it } from 'vitest'
import { longPathShare, v2PairsInPieces } from './paths.ts'
import type { V2Pool } from './pools.ts'
import type { Flow } from './solver.ts'

/** A swap of `amountIn` of `from` for `amountOut` of `to` through a v2 pair of the two. */
function swap(from: string, to: string, amountIn: bigint, amountOut: bigint, id = `${from}${to}`): Flow {
  const [token0, token1] = from < to ? [from, to] : [to, from]
  const pool: V2Pool = { kind: 'v2', id, token0, token1, reserve0: 10n ** 24n, reserve1: 10n ** 24n }
  return { pool, zeroForOne: from === token0, amountIn, amountOut }
}

describe('longPathShare', () => {
  it('counts a single pool as one hop', () => {
    const flows = [swap('a', 'z', 100n, 90n)]
    expect(longPathShare(flows, 'a', 'z', 1)).toBe(0)
    expect(longPathShare(flows, 'a', 'z', 0)).toBe(1)
  })

  it('weighs each path by the output it delivers', () => {
    const flows = [swap('a', 'z', 40n, 30n), swap('a', 'b', 60n, 65n), swap('b', 'z', 65n, 70n)]
    expect(longPathShare(flows, 'a', 'z', 1)).toBeCloseTo(0.7, 12)
    expect(longPathShare(flows, 'a', 'z', 2)).toBe(0)
  })

  it('follows flow that merges at a token and splits again', () => {
    // Two pools a→b (one hop each); from b, 30 units straight to z and 70 through c (three hops).
    const flows = [
      swap('a', 'b', 50n, 50n, 'ab1'),
      swap('a', 'b', 50n, 50n, 'ab2'),
      swap('b', 'z', 30n, 30n),
      swap('b', 'c', 70n, 70n),
      swap('c', 'z', 70n, 70n),
    ]
    expect(longPathShare(flows, 'a', 'z', 2)).toBeCloseTo(0.7, 12)
    expect(longPathShare(flows, 'a', 'z', 3)).toBe(0)
  })

  it('is NaN when nothing reaches the output', () => {
    expect(longPathShare([swap('a', 'b', 1n, 1n)], 'a', 'z', 3)).toBeNaN()
  })
})

describe('v2PairsInPieces', () => {
  it('counts the v2 pairs that more than one path swaps, not v3 pools or a pair met once', () => {
    const v2 = (address: string) => ({ type: 'v2-pool', address })
    const v3 = (address: string) => ({ type: 'v3-pool', address })
    expect(v2PairsInPieces([[v2('p'), v3('q')], [v2('p'), v3('r')], [v3('q')], [v2('s')]])).toBe(1)
    expect(v2PairsInPieces([[v3('q')], [v3('q')]])).toBe(0)
  })
})
