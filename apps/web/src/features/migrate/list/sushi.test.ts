import { Token } from '@uniswap/sdk-core'
import { computePairAddress, INIT_CODE_HASH } from '@uniswap/v2-sdk'
import { describe, expect, it } from 'vitest'
import { contractAddress } from '../../../core/addresses'
import { SUSHI_INIT_CODE_HASH, sushiInitCodeHash, sushiPairAddress } from './sushi'

const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH')
const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC')
const factory = contractAddress(1, 'SushiV2Factory') ?? '0x'

describe('sushiPairAddress', () => {
  it("gives SushiSwap's mainnet WETH/USDC pair with Sushi's hash, in either order", () => {
    expect(sushiPairAddress(factory, SUSHI_INIT_CODE_HASH, WETH, USDC)).toBe(
      '0x397FF1542f962076d0BFE58eA045FfA2d347ACa0',
    )
    expect(sushiPairAddress(factory, SUSHI_INIT_CODE_HASH, USDC, WETH)).toBe(
      '0x397FF1542f962076d0BFE58eA045FfA2d347ACa0',
    )
  })
  it('follows the v2-core pair code on the devnet', () => {
    expect(sushiInitCodeHash(true)).toBe(INIT_CODE_HASH)
    expect(sushiInitCodeHash(false)).toBe(SUSHI_INIT_CODE_HASH)
    expect(sushiPairAddress(factory, sushiInitCodeHash(true), WETH, USDC)).toBe(
      computePairAddress({ factoryAddress: factory, tokenA: WETH, tokenB: USDC }),
    )
  })
})
