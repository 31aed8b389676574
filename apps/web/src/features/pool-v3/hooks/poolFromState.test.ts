import { Token } from '@uniswap/sdk-core'
import { encodeSqrtRatioX96, FeeAmount, TickMath } from '@uniswap/v3-sdk'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { poolFromState } from './poolFromState'

const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC')
const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH')
const sqrt = BigInt(encodeSqrtRatioX96('1000000000000000000', '2000000000').toString())
const tick = TickMath.getTickAtSqrtRatio(encodeSqrtRatioX96('1000000000000000000', '2000000000'))

afterEach(() => vi.restoreAllMocks())

describe('poolFromState', () => {
  it('builds the pool from agreeing state', () => {
    const pool = poolFromState([USDC, WETH, FeeAmount.MEDIUM], { sqrtPriceX96: sqrt, liquidity: 10n, tick })
    expect(pool?.tickCurrent).toBe(tick)
  })

  it("logs 'Error when constructing the pool' and gives null when the tick does not match the price", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const tokens = [USDC, WETH, FeeAmount.MEDIUM] as const
    expect(poolFromState(tokens, { sqrtPriceX96: sqrt, liquidity: 10n, tick: tick + 500 })).toBeNull()
    expect(log).toHaveBeenCalledWith('Error when constructing the pool', expect.any(Error))
  })
})
