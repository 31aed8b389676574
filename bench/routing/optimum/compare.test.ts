import { describe, expect, it, vi } from 'vitest'
import { measures } from '../../measures.ts'
import { TRADES, tradeLabel } from '../trades.ts'
import { failedComparison, optimumCovers, reportOptimum, shortfallReasons } from './compare.ts'

const row = (index: number, ratio: number, ratioExecutable = ratio) => ({
  ...failedComparison(TRADES[index]!, tradeLabel(TRADES[index]!), ''),
  error: undefined,
  ratio,
  ratioToBound: ratio,
  ratioAfterGas: ratio,
  ratioExecutable,
})

describe('optimum measures', () => {
  it('one per trade with "optimum" in its name, and the minimum, against 0.9999', () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const before = measures().length
    reportOptimum([row(0, 0.99995), row(2, 0.95)])
    const recorded = measures().slice(before)
    expect(recorded.map((m) => m.name)).toEqual([
      'routing: ratio to optimum, in 0.1 ETH ETH>USDC',
      'routing: ratio to bound, in 0.1 ETH ETH>USDC',
      'routing: ratio to optimum, in 300 ETH ETH>USDC',
      'routing: ratio to bound, in 300 ETH ETH>USDC',
      'routing: ratio to optimum, minimum',
      'routing: ratio to optimum, median',
      'routing: ratio to bound, minimum',
      'routing: ratio to executable optimum, minimum',
    ])
    expect(recorded[0]).toMatchObject({ value: 0.99995, budget: 0.9999, ok: true })
    expect(recorded[2]).toMatchObject({ value: 0.95, budget: 0.9999, ok: false })
  })

  // An exact output's optimum over every flow may mix v2 and v3 in one path, which SwapRouter02 cannot
  // run for an exact output: its ratio to the optimum of what it can run is measured beside.
  it('measures exact outputs against the executable optimum beside the optimum of every flow', () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const exactOut = TRADES.findIndex((trade) => trade.type === 'exactOut')
    const before = measures().length
    reportOptimum([row(0, 1), row(exactOut, 0.998, 1.00001)])
    const recorded = measures().slice(before)
    const named = (name: string) => recorded.find((m) => m.name === name)
    expect(named('routing: ratio to optimum, minimum')).toMatchObject({ value: 0.998, ok: false })
    expect(named('routing: ratio to executable optimum, minimum')).toMatchObject({ value: 1, ok: true })
  })

  // The achievable flow the solver replayed may fall short of the dual bound: the bound is the goal,
  // budgeted beside it, so a trade at the achievable optimum but below the bound still fails.
  it('budgets the ratio to the bound beside the ratio to the achievable optimum', () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const before = measures().length
    reportOptimum([{ ...row(0, 1), ratioToBound: 0.9995 }, row(2, 1)])
    const recorded = measures().slice(before)
    const named = (name: string) => recorded.find((m) => m.name === name)
    expect(named('routing: ratio to optimum, minimum')).toMatchObject({ value: 1, ok: true })
    expect(named('routing: ratio to bound, in 0.1 ETH ETH>USDC')).toMatchObject({ value: 0.9995, ok: false })
    expect(named('routing: ratio to bound, minimum')).toMatchObject({
      value: 0.9995,
      budget: 0.9999,
      ok: false,
    })
  })

  it('a trade without a comparison fails the minimum instead of leaving it out', () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const before = measures().length
    reportOptimum([row(0, 1), failedComparison(TRADES[1]!, tradeLabel(TRADES[1]!), 'ticks do not add up')])
    const minimum = measures()
      .slice(before)
      .find((m) => m.name === 'routing: ratio to optimum, minimum')
    expect(minimum?.ok).toBe(false)
    expect(Number.isNaN(minimum?.value)).toBe(true)
  })

  it('covers the mainnet trades among the seven tokens, not PAXG or the layer-2 replicas', () => {
    const covered = TRADES.filter(optimumCovers).map(tradeLabel)
    expect(covered).toContain('in  5000000 USDC USDC>ETH')
    expect(
      covered.some((label) => label.includes('PAXG') || label.includes('(arb)') || label.includes('(op)')),
    ).toBe(false)
    expect(covered.length).toBe(35)
  })

  it('says why a trade falls short: long paths, mixed exact-output paths, v2 pairs in pieces', () => {
    const exactOut = TRADES.findIndex((trade) => trade.type === 'exactOut')
    const [long, pieces] = shortfallReasons({ ...row(0, 0.997), longPathShare: 0.186, v2PairsInPieces: 1 })
    expect(long).toMatch(/^18\.6% of the optimum's output crosses more than 3 pools/)
    expect(pieces).toMatch(/^1 v2 pair\(s\) swapped in pieces/)
    expect(shortfallReasons({ ...row(exactOut, 0.998, 1), longPathShare: 0 })).toEqual([
      expect.stringMatching(/^exact output: .* one protocol each: 1\.00000$/),
    ])
    expect(shortfallReasons({ ...row(0, 0.9998), longPathShare: 0.0004 })).toEqual([
      'no known limit explains the gap',
    ])
  })
})
