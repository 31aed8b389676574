import { feeTierOf } from '@exchange/quote-format'
import { CurrencyAmount, Ether, Token, TradeType } from '@uniswap/sdk-core'
import { encodeSqrtRatioX96, nearestUsableTick, TickMath } from '@uniswap/v3-sdk'
import { describe, expect, it } from 'vitest'
import type { PoolInRoute, QuoteResponse, RouteToken } from './quoteSchema'
import { formatFeeTier, routeSummaries } from './routeDisplay'
import { routeResponseToTrade } from './sdkTrade'

const WETH: RouteToken = {
  address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  chainId: 1,
  symbol: 'WETH',
  decimals: '18',
}
const USDC: RouteToken = {
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  chainId: 1,
  symbol: 'USDC',
  decimals: '6',
}
const DAI: RouteToken = {
  address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
  chainId: 1,
  symbol: 'DAI',
  decimals: '18',
}

/** A v3 pool at 3000 USDC per WETH (USDC is token0). */
function v3Hop(fee: number, amountIn: string, amountOut: string): PoolInRoute {
  const sqrt = encodeSqrtRatioX96((1e18).toString(), (3000e6).toString())
  return {
    type: 'v3-pool',
    address: '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640',
    tokenIn: WETH,
    tokenOut: USDC,
    fee: feeTierOf(fee),
    sqrtRatioX96: sqrt.toString(),
    liquidity: '10000000000000000000000',
    tickCurrent: String(nearestUsableTick(TickMath.getTickAtSqrtRatio(sqrt), 1)),
    amountIn,
    amountOut,
  }
}

function v2Hop(amountIn: string, amountOut: string): PoolInRoute {
  return {
    type: 'v2-pool',
    address: '0xAE461cA67B15dc8dc81CE7615e0320dA1A9aB8D5',
    tokenIn: USDC,
    tokenOut: DAI,
    reserve0: { token: DAI, quotient: '5000000000000000000000000' },
    reserve1: { token: USDC, quotient: '5000000000000' },
    amountIn,
    amountOut,
  }
}

const response = (route: PoolInRoute[][]): QuoteResponse => ({
  quoteId: 'q',
  blockNumber: '100',
  amount: '0',
  quote: '0',
  quoteGasAdjusted: '0',
  gasUseEstimate: '0',
  gasUseEstimateUSD: '1.5',
  gasPriceWei: '1',
  route,
  routeString: '',
})

describe('routeResponseToTrade and routeSummaries', () => {
  it('builds a split v3 trade from ETH with the shares, protocols and fee tiers', () => {
    const eth = Ether.onChain(1)
    const usdc = new Token(1, USDC.address, 6, 'USDC')
    const trade = routeResponseToTrade(
      response([
        [v3Hop(500, '600000000000000000', '1790000000')],
        [v3Hop(3000, '400000000000000000', '1190000000')],
      ]),
      eth,
      usdc,
      TradeType.EXACT_INPUT,
    )
    expect(trade.inputAmount.equalTo(CurrencyAmount.fromRawAmount(eth, '1000000000000000000'))).toBe(true)
    expect(trade.outputAmount.quotient.toString()).toBe('2980000000')
    expect(trade.inputAmount.currency.isNative).toBe(true)
    expect(routeSummaries(trade, 'en-US')).toEqual([
      {
        percent: '60%',
        protocol: 'V3',
        hops: [{ tokenIn: 'ETH', tokenOut: 'USDC', fee: '0.05%', protocol: 'V3' }],
      },
      {
        percent: '40%',
        protocol: 'V3',
        hops: [{ tokenIn: 'ETH', tokenOut: 'USDC', fee: '0.3%', protocol: 'V3' }],
      },
    ])
  })

  it('shows a v2 pair as 0.3% and mixed routes as mixed', () => {
    const usdc = new Token(1, USDC.address, 6, 'USDC')
    const dai = new Token(1, DAI.address, 18, 'DAI')
    const v2 = routeResponseToTrade(
      response([[v2Hop('1000000', '990000000000000000')]]),
      usdc,
      dai,
      TradeType.EXACT_INPUT,
    )
    expect(routeSummaries(v2, 'en-US')).toEqual([
      {
        percent: '100%',
        protocol: 'V2',
        hops: [{ tokenIn: 'USDC', tokenOut: 'DAI', fee: '0.3%', protocol: 'V2' }],
      },
    ])
    expect(routeSummaries(v2, 'fr-FR')[0]).toMatchObject({
      percent: '100\u00a0%',
      hops: [{ fee: '0,3\u00a0%' }],
    })
    const eth = Ether.onChain(1)
    const mixed = routeResponseToTrade(
      response([
        [v3Hop(500, '1000000000000000000', '2990000000'), v2Hop('2990000000', '2980000000000000000000')],
      ]),
      eth,
      dai,
      TradeType.EXACT_INPUT,
    )
    expect(routeSummaries(mixed, 'en-US')[0]).toMatchObject({
      protocol: 'MIXED',
      hops: [{ fee: '0.05%' }, { fee: '0.3%' }],
    })
  })

  it('formats fee tiers as fee/10000 percent', () => {
    expect(formatFeeTier(100, 'en-US')).toBe('0.01%')
    expect(formatFeeTier(500, 'en-US')).toBe('0.05%')
    expect(formatFeeTier(3000, 'en-US')).toBe('0.3%')
    expect(formatFeeTier(10000, 'en-US')).toBe('1%')
  })

  it('formats fee tiers for the locale', () => {
    expect(formatFeeTier(500, 'de-DE')).toBe('0,05\u00a0%')
    expect(formatFeeTier(3000, 'tr-TR')).toBe('%0,3')
  })
})
