import { MAINNET } from '@exchange/devnet'
import { describe, expect, it } from 'vitest'
import { type Row, rawAmount, t, tradeLabel } from './trades.ts'
import { failedSide, versusAlphaRouter } from './versus.ts'

const spec = t('ETH', 'USDC', '10', 'exactIn', ['medium', 'direct', 'native'], MAINNET)
const row = (ours: bigint | undefined, theirs: bigint | undefined, tags = spec.tags): Row => ({
  spec: { ...spec, tags },
  label: tradeLabel(spec),
  ...(ours === undefined ? {} : { oursExecuted: { paid: 1n, received: ours, ok: true } }),
  ...(theirs === undefined ? {} : { theirsExecuted: { paid: 1n, received: theirs, ok: true } }),
})

describe('ours against AlphaRouter', () => {
  it('takes the minimum over the rows where both delivered', () => {
    const result = versusAlphaRouter([row(110n, 100n), row(101n, 100n)])
    expect(result.minimum).toBeCloseTo(1.01)
    expect(result.failed).toEqual([])
  })

  it('counts a row where our router failed as a failed row (0), not a dropped one', () => {
    const rows = [row(110n, 100n), row(undefined, 100n)]
    const result = versusAlphaRouter(rows)
    expect(result.minimum).toBe(0)
    expect(result.worst).toBe(rows[1])
    expect(result.failed).toEqual([rows[1]])
    expect(failedSide(rows[1]!)).toBe('ours')
  })

  it("counts AlphaRouter's error or reverted execution as a failed row too", () => {
    const reverted: Row = { ...row(110n, 100n), theirsExecuted: { paid: 1n, received: 0n, ok: false } }
    const rows = [row(110n, 100n), row(110n, undefined), reverted]
    const result = versusAlphaRouter(rows)
    expect(result.minimum).toBe(0)
    expect(result.failed.map(failedSide)).toEqual(['AlphaRouter', 'AlphaRouter'])
  })

  it("leaves out only the exact outputs AlphaRouter's calldata fell short on", () => {
    const out = t('ETH', 'USDC', '3000', 'exactOut', ['small'], MAINNET)
    const short: Row = {
      spec: out,
      label: tradeLabel(out),
      oursExecuted: { paid: 10n, received: rawAmount(out), ok: true },
      theirsExecuted: { paid: 9n, received: rawAmount(out) - 1n, ok: true },
    }
    const result = versusAlphaRouter([row(110n, 100n), short])
    expect(result.compared).toHaveLength(1)
    expect(result.minimum).toBeCloseTo(1.1)
  })

  it('filters (the split-worthy rows) with the same rule', () => {
    const rows = [row(110n, 100n), row(undefined, 100n, ['split'])]
    expect(versusAlphaRouter(rows, (r) => r.spec.tags.includes('split')).minimum).toBe(0)
  })
})
