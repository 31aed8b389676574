import { Ether, Token } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import { serializeToken, trackedPairs, unwrappedToken } from './trackedPairs'

const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH')
const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC')
const LINK = new Token(1, '0x514910771AF9Ca656af840dff83E8264EcF986CA', 18, 'LINK')
const UNI = new Token(1, '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984', 18, 'UNI')

describe('trackedPairs', () => {
  it('pairs each token with the bases once, and adds saved pairs', () => {
    const tokens = { [WETH.address]: WETH, [USDC.address]: USDC, [LINK.address]: LINK }
    const saved = { x: { token0: serializeToken(UNI), token1: serializeToken(LINK) } }
    const pairs = trackedPairs(1, tokens, saved).map(([a, b]) => `${a.symbol}/${b.symbol}`)
    expect(pairs.sort()).toEqual(['LINK/USDC', 'LINK/WETH', 'UNI/LINK', 'USDC/WETH'])
  })
  it('shows WETH as ETH', () => {
    expect(unwrappedToken(WETH, Ether.onChain(1)).isNative).toBe(true)
    expect(unwrappedToken(USDC, Ether.onChain(1))).toBe(USDC)
  })
})
