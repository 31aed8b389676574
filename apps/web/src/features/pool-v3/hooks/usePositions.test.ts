import { describe, expect, it } from 'vitest'
import { positionDetails } from './usePositions'

describe('positionDetails', () => {
  it("names the position manager's answer by its fields, in the ABI's order", () => {
    const operator = '0x0000000000000000000000000000000000000001'
    const token0 = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
    const token1 = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
    const result = [1n, operator, token0, token1, 3000, -600, 600, 10n ** 18n, 11n, 12n, 13n, 14n] as const
    expect(positionDetails(7n, result)).toEqual({
      tokenId: 7n,
      nonce: 1n,
      operator,
      token0,
      token1,
      fee: 3000,
      tickLower: -600,
      tickUpper: 600,
      liquidity: 10n ** 18n,
      feeGrowthInside0LastX128: 11n,
      feeGrowthInside1LastX128: 12n,
      tokensOwed0: 13n,
      tokensOwed1: 14n,
    })
  })
})
