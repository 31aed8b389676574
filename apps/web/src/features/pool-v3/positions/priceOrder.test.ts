import { Token } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import { displayInverted, quotesInToken0 } from './priceOrder'

const token = (address: string, symbol: string, chainId = 1) => new Token(chainId, address, 18, symbol)
const USDC = token('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 'USDC')
const DAI = token('0x6B175474E89094C44Da98b954EedeAC495271d0F', 'DAI')
const WETH = token('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 'WETH')
const UNI = token('0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984', 'UNI')
const LINK = token('0x514910771AF9Ca656af840dff83E8264EcF986CA', 'LINK')
const WBTC = token('0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599', 'WBTC')
const ARB_USDC = token('0xaf88d065e77c8cC2239327C5EDb3A432268e5831', 'USDC', 42161)
const ARB_WETH = token('0x82aF49447D8a07e3bd95BD0d56f35241523fBab1', 'WETH', 42161)

describe('quotesInToken0', () => {
  it('quotes in the stablecoin: USDC per ETH, whichever side of the pool USDC is on', () => {
    // USDC sorts before WETH on mainnet: the pool's price is WETH per USDC, shown inverted.
    expect(quotesInToken0(USDC, WETH)).toBe(true)
    // On Arbitrum WETH sorts first: the pool's price is already USDC per WETH.
    expect(quotesInToken0(ARB_WETH, ARB_USDC)).toBe(false)
    expect(quotesInToken0(WBTC, USDC)).toBe(false)
  })

  it('else quotes in the wrapped native coin, else token1 per token0', () => {
    // UNI sorts before WETH: WETH per UNI is already the pool's price.
    expect(quotesInToken0(UNI, WETH)).toBe(false)
    expect(quotesInToken0(WETH, token('0xf000000000000000000000000000000000000000', 'ZZZ'))).toBe(true)
    expect(quotesInToken0(LINK, UNI)).toBe(false)
    expect(quotesInToken0(DAI, USDC)).toBe(true)
  })
})

describe('displayInverted', () => {
  it('follows the convention, and the toggle flips it', () => {
    expect(displayInverted(USDC, WETH, false)).toBe(true)
    expect(displayInverted(USDC, WETH, true)).toBe(false)
    expect(displayInverted(UNI, WETH, false)).toBe(false)
    expect(displayInverted(UNI, WETH, true)).toBe(true)
  })
})
