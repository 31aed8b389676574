import { describe, expect, it, vi } from 'vitest'
import { measures } from '../../measures.ts'
import { TRADES, tradeLabel } from '../trades.ts'
import { failedComparison, optimumCovers, reportOptimum } from './compare.ts'

const row = (index: number, ratio: number) => ({
  ...failedComparison(TRADES[index]!, tradeLabel(TRADES[index]!), ''),
  error: undefined,
  ratio,
  ratioToBound: ratio,
  ratioAfterGas: ratio,
})

describe('optimum measures', () => {
  it('one per trade with "optimum" in its name, and the minimum, against 0.9999', () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const before = measures().length
    reportOptimum([row(0, 0.99995), row(2, 0.95)])
    const recorded = measures().slice(before)
    expect(recorded.map((m) => m.name)).toEqual([
      'routing: ratio to optimum, in 0.1 ETH ETH>USDC',
      'routing: ratio to optimum, in 300 ETH ETH>USDC',
      'routing: ratio to optimum, minimum',
      'routing: ratio to optimum, median',
    ])
    expect(recorded[0]).toMatchObject({ value: 0.99995, budget: 0.9999, ok: true })
    expect(recorded[2]).toMatchObject({ value: 0.95, budget: 0.9999, ok: false })
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
})
