import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { PairIndex } from '../src/pair-index.ts'
import { Slots } from '../src/slots.ts'

const A = (n: number) => `0x${String(n).padStart(40, '0')}` as Address

describe('PairIndex', () => {
  it('drops the least recently used pair and releases what only it held', () => {
    const index = new PairIndex({ maxPairs: 2, maxCandidates: 100, maxLooseTokens: 0 })
    const shared = A(99)
    expect(index.add('p1', { candidates: [A(1), shared], tokens: [A(11), A(50)] })).toEqual({
      candidates: [],
      tokens: [],
      pairs: [],
    })
    index.add('p2', { candidates: [A(2), shared], tokens: [A(12), A(50)] })
    index.touch('p1')
    // p2 is now the least recently used.
    const released = index.add('p3', { candidates: [A(3), shared], tokens: [A(13), A(50)] })
    expect(released).toEqual({ candidates: [A(2)], tokens: [A(12)], pairs: ['p2'] })
    expect(index.has('p1')).toBe(true)
    expect(index.has('p2')).toBe(false)
    expect(index.holdsCandidate(shared)).toBe(true)
    expect(index.size).toEqual({ pairs: 2, candidates: 3, tokens: 3 })
  })

  it('keeps the candidates under their bound, never dropping the pair just added', () => {
    const index = new PairIndex({ maxPairs: 100, maxCandidates: 4, maxLooseTokens: 0 })
    index.add('p1', { candidates: [A(1), A(2)], tokens: [] })
    index.add('p2', { candidates: [A(3), A(4)], tokens: [] })
    expect(index.add('p3', { candidates: [A(5), A(6)], tokens: [] }).pairs).toEqual(['p1'])
    expect(index.add('big', { candidates: [A(7), A(8), A(9), A(10), A(11)], tokens: [] }).pairs).toEqual([
      'p2',
      'p3',
    ])
    expect(index.has('big')).toBe(true)
  })

  it('keeps a token looked up alone until newer ones push it out, unless a pair holds it', () => {
    const index = new PairIndex({ maxPairs: 10, maxCandidates: 100, maxLooseTokens: 2 })
    index.add('p1', { candidates: [], tokens: [A(1)] })
    expect(index.addLooseToken(A(1))).toEqual([])
    expect(index.addLooseToken(A(2))).toEqual([])
    // A(1) leaves the loose ones but p1 still holds it; A(2) goes.
    expect(index.addLooseToken(A(3))).toEqual([])
    expect(index.addLooseToken(A(4))).toEqual([A(2)])
    expect(index.holdsToken(A(1))).toBe(true)
  })
})

describe('Slots', () => {
  it('runs at most its size at once, the others in order', async () => {
    const slots = new Slots(2)
    let running = 0
    let most = 0
    const order: number[] = []
    await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        slots.run(async () => {
          running++
          most = Math.max(most, running)
          await new Promise((resolve) => setTimeout(resolve, 5))
          order.push(n)
          running--
        }),
      ),
    )
    expect(most).toBe(2)
    expect(order).toEqual([1, 2, 3, 4, 5])
  })
})
