import { describe, expect, it } from 'vitest'
import { contractAddress } from '../../core/addresses'
import { V2_INIT_CODE_HASH } from './constants'
import { liquidityValueIn, quoteAtMidPrice, reserveOf, sortTokens, v2PairAddress } from './pricing'

const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const factory = contractAddress(1, 'UniswapV2Factory')!

describe('v2 pairs', () => {
  it('computes the addresses of mainnet pairs in either token order', () => {
    expect(v2PairAddress(factory, WETH, USDC, V2_INIT_CODE_HASH)).toBe(
      '0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc',
    )
    expect(v2PairAddress(factory, USDC, WETH, V2_INIT_CODE_HASH)).toBe(
      '0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc',
    )
    expect(v2PairAddress(factory, DAI, WETH, V2_INIT_CODE_HASH)).toBe(
      '0xA478c2975Ab1Ea89e8196811F51A7B7Ade33eB11',
    )
  })

  it('orders tokens by address and picks the reserve of a token', () => {
    expect(sortTokens(WETH, USDC)).toEqual([USDC, WETH])
    expect(reserveOf(WETH, USDC, [1n, 2n])).toBe(2n)
    expect(reserveOf(USDC, WETH, [1n, 2n])).toBe(1n)
  })
})

describe('values at the mid price', () => {
  it('values liquidity tokens as twice their share of one reserve', () => {
    expect(liquidityValueIn(25n, 100n, 1_000n)).toBe(500n)
    expect(liquidityValueIn(100n, 100n, 1_000n)).toBe(2_000n)
    expect(liquidityValueIn(1n, 0n, 1_000n)).toBe(0n)
  })

  it('converts through reserves and refuses an empty pair', () => {
    // 1 WETH (18 decimals) in a pair of 1,000 WETH and 3,000,000 USDC (6 decimals) is 3,000 USDC.
    expect(quoteAtMidPrice(10n ** 18n, 1_000n * 10n ** 18n, 3_000_000n * 10n ** 6n)).toBe(3_000n * 10n ** 6n)
    expect(quoteAtMidPrice(1n, 0n, 5n)).toBeUndefined()
    expect(quoteAtMidPrice(1n, 5n, 0n)).toBeUndefined()
  })
})
