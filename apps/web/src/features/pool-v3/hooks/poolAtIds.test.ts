import { Token } from '@uniswap/sdk-core'
import { computePoolAddress, FeeAmount } from '@uniswap/v3-sdk'
import fc from 'fast-check'
import { erc20Abi, getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { contractAddress } from '../../../core/addresses'
import { type Call, encodeCall, toCallKey } from '../../../lib/multicall'
import { poolAddressAtIds, readsAtIds, v3PoolStateAbi } from './poolAtIds'

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

describe('readsAtIds', () => {
  const key = (call: Call | undefined) => (call ? toCallKey(call) : '')
  it("reads each named pool's slot0 and liquidity as the pool hooks do, and an address id's token details as useToken does", () => {
    const reads = readsAtIds(1, 'ETH', USDC, '3000').map(key)
    const pool = poolAddressAtIds(1, 'ETH', USDC, '3000')
    expect(reads).toEqual([
      key(encodeCall(pool, v3PoolStateAbi, 'slot0', [])),
      key(encodeCall(pool, v3PoolStateAbi, 'liquidity', [])),
      ...(['name', 'symbol', 'decimals'] as const).map((fn) =>
        key(encodeCall(getAddress(USDC), erc20Abi, fn, [])),
      ),
    ])
  })
  it('reads every tier when the route names no fee; no pool for ids that cannot have one, no details for ETH', () => {
    expect(readsAtIds(1, WETH, USDC, undefined)).toHaveLength(4 * 2 + 2 * 3)
    expect(readsAtIds(1, 'ETH', USDC, undefined)).toHaveLength(4 * 2 + 3)
    // The same token twice has no pool, but an address id's details are still what the page reads.
    expect(readsAtIds(1, 'ETH', WETH, '3000')).toHaveLength(3)
    expect(readsAtIds(1, 'ETH', '0x1234', undefined)).toEqual([])
  })
})
