import { describe, expect, it } from 'vitest'
import { v2PairAddressOn, v3PoolAddressOn } from './poolAddresses'

const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'

describe('pool addresses on a chain', () => {
  it('computes mainnet v2 pairs in either token order, lower-case or not', () => {
    expect(v2PairAddressOn(1, WETH, USDC)).toBe('0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc')
    expect(v2PairAddressOn(1, USDC.toLowerCase(), WETH)).toBe('0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc')
    expect(v2PairAddressOn(1, DAI, WETH)).toBe('0xA478c2975Ab1Ea89e8196811F51A7B7Ade33eB11')
  })

  it('computes v3 pools per fee tier, the same on the layer 2s (one factory address)', () => {
    expect(v3PoolAddressOn(1, WETH, USDC, 500)).toBe('0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640')
    expect(v3PoolAddressOn(1, USDC, WETH, 3000)).toBe('0x8ad599c3A0ff1De082011EFDDc58f1908eb6e6D8')
    expect(v3PoolAddressOn(42161, WETH, USDC, 500)).toBe(v3PoolAddressOn(1, WETH, USDC, 500))
  })

  it('has no address on a chain without the factory', () => {
    expect(v2PairAddressOn(10, WETH, USDC)).toBeUndefined()
    expect(v3PoolAddressOn(56, WETH, USDC, 500)).toBeUndefined()
  })
})
