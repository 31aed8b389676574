import { WETH9 } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import { WRAPPED_NATIVE, wrappedNative } from './wrapped-native'

describe('wrapped native tokens', () => {
  it('match @uniswap/sdk-core wherever it knows the chain', () => {
    let compared = 0
    for (const [chainId, address] of Object.entries(WRAPPED_NATIVE)) {
      const known = (WETH9 as Record<number, { address: string } | undefined>)[Number(chainId)]
      if (!known) continue
      expect(address).toBe(known.address)
      compared++
    }
    expect(compared).toBeGreaterThanOrEqual(4)
  })

  it("throws 'Unsupported chain ID' for an unknown chain", () => {
    expect(() => wrappedNative(999)).toThrow('Unsupported chain ID')
    expect(wrappedNative(42161)).toBe('0x82aF49447D8a07e3bd95BD0d56f35241523fBab1')
  })
})
