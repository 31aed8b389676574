import { Token } from '@uniswap/sdk-core'
import { computePoolAddress, FeeAmount } from '@uniswap/v3-sdk'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { contractAddress } from '../../../core/addresses'
import { poolAddressAtIds } from './poolAtIds'

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'

describe('poolAddressAtIds', () => {
  it("names mainnet's USDC/ETH 0.3% pool from /add/ETH/USDC/3000, in either order and any case", () => {
    const pool = '0x8ad599c3A0ff1De082011EFDDc58f1908eb6e6D8'
    expect(poolAddressAtIds(1, 'ETH', USDC, '3000')).toBe(pool)
    expect(poolAddressAtIds(1, USDC.toLowerCase(), 'eth', 3000)).toBe(pool)
    expect(poolAddressAtIds(1, WETH, USDC, '3000')).toBe(pool)
  })
  it('is the address the SDK computes from the full tokens, whatever their decimals', () => {
    const address = fc
      .uint8Array({ minLength: 20, maxLength: 20 })
      .map((bytes) => `0x${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`)
    fc.assert(
      fc.property(
        address,
        address,
        fc.constantFrom(FeeAmount.LOWEST, FeeAmount.LOW, FeeAmount.MEDIUM, FeeAmount.HIGH),
        fc.integer({ min: 0, max: 36 }),
        (a, b, fee, decimals) => {
          fc.pre(a !== b)
          const expected = computePoolAddress({
            factoryAddress: contractAddress(1, 'UniswapV3Factory') ?? '',
            tokenA: new Token(1, a, decimals),
            tokenB: new Token(1, b, 18),
            fee,
          })
          expect(poolAddressAtIds(1, a, b, fee)).toBe(expected)
        },
      ),
    )
  })
  it('names no pool for ids that cannot have one', () => {
    for (const [a, b, fee] of [
      [undefined, USDC, '3000'],
      ['ETH', 'ETH', '3000'],
      ['ETH', WETH, '3000'],
      ['ETH', '0x1234', '3000'],
      ['ETH', USDC, '3001'],
      ['ETH', USDC, undefined],
      ['ETH', USDC, 'abc'],
    ] as const)
      expect(poolAddressAtIds(1, a, b, fee)).toBeUndefined()
    expect(poolAddressAtIds(999, 'ETH', USDC, '3000')).toBeUndefined()
  })
})
