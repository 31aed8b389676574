import { describe, expect, it } from 'vitest'
import { ethPriceAnswerSchema, ethPriceOf } from './ethPrice'

const answer = (ethPriceUSD: string, block = 100) =>
  ethPriceAnswerSchema.parse({ bundle: { ethPriceUSD }, _meta: { block: { number: block } } })

describe('ethPriceAnswerSchema', () => {
  it('accepts the subgraph bundle and refuses any other shape', () => {
    expect(answer('3012.5').bundle?.ethPriceUSD).toBe('3012.5')
    expect(ethPriceAnswerSchema.safeParse({ bundle: null, _meta: null }).success).toBe(true)
    for (const bad of [
      { bundle: { ethPriceUSD: 3012.5 }, _meta: null },
      { bundle: { ethPriceUSD: '-1' }, _meta: null },
      { bundle: { ethPriceUSD: 'NaN' }, _meta: null },
      { bundle: { ethPriceUSD: '1' }, _meta: { block: { number: '7' } } },
      { bundle: { ethPriceUSD: '1' } },
      null,
    ])
      expect(ethPriceAnswerSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
  })
})

describe('ethPriceOf', () => {
  it('is the exact price of a fresh answer', () => {
    expect(ethPriceOf(answer('3012.456789'), 110)?.toFixed(6)).toBe('3012.456789')
    expect(ethPriceOf(answer('3000'), undefined)?.toFixed(0)).toBe('3000')
  })
  it('is no price for data more than 20 blocks behind the chain, no bundle, or a zero price', () => {
    expect(ethPriceOf(answer('3000', 100), 120)).toBeDefined()
    expect(ethPriceOf(answer('3000', 100), 121)).toBeUndefined()
    expect(ethPriceOf(ethPriceAnswerSchema.parse({ bundle: null, _meta: null }), 1)).toBeUndefined()
    expect(ethPriceOf(answer('0'), 100)).toBeUndefined()
    expect(ethPriceOf(answer('0.000'), 100)).toBeUndefined()
  })
})
