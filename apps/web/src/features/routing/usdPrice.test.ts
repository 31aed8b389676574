import { CurrencyAmount, Ether, Price, Token } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import {
  stablecoinSelfPrice,
  USD_PRICING_MAX_HOPS,
  USD_PRICING_REFERENCE,
  usdPriceFromRoute,
  usdValue,
} from './usdPrice'

const ETH = Ether.onChain(1)
const USDC = USD_PRICING_REFERENCE[1]?.currency as Token
const WBTC = new Token(1, '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599', 8, 'WBTC')

describe('USD pricing', () => {
  it('buys the spec reference amounts over at most 2 pools', () => {
    expect(USD_PRICING_MAX_HOPS).toBe(2)
    expect(USD_PRICING_REFERENCE[1]?.quotient.toString()).toBe('100000000000')
    expect(USD_PRICING_REFERENCE[42161]?.quotient.toString()).toBe('10000000000')
    expect(USD_PRICING_REFERENCE[10]?.quotient.toString()).toBe((10n ** 22n).toString())
    expect(USD_PRICING_REFERENCE[10]?.currency.symbol).toBe('DAI')
  })

  it('prices a currency at the mid price of the route buying the reference amount', () => {
    // 2,500 USDC per ETH, as a route's mid price gives it: raw USDC per raw wei.
    const price = usdPriceFromRoute(ETH, new Price(ETH, USDC, (10n ** 18n).toString(), 2_500_000_000))
    expect(price?.toSignificant(6)).toBe('2500')
    expect(usdValue(CurrencyAmount.fromRawAmount(ETH, (15n * 10n ** 17n).toString()), price)?.toExact()).toBe(
      '3750',
    )
    // Decimals are respected: 50,000 USDC per WBTC.
    const wbtc = usdPriceFromRoute(WBTC, new Price(WBTC, USDC, 100_000_000, 50_000_000_000))
    expect(usdValue(CurrencyAmount.fromRawAmount(WBTC, 1_000_000), wbtc)?.toExact()).toBe('500')
  })

  it('has no price from a route of another currency, without a route or at zero, and no value for another currency', () => {
    expect(usdPriceFromRoute(WBTC, new Price(ETH, USDC, 1, 1))).toBeUndefined()
    expect(usdPriceFromRoute(WBTC, undefined)).toBeUndefined()
    expect(usdPriceFromRoute(WBTC, new Price(WBTC, USDC, 1, 0))).toBeUndefined()
    expect(usdPriceFromRoute(USDC, new Price(USDC, ETH, 1, 1))).toBeUndefined()
    const price = stablecoinSelfPrice(USDC)
    expect(usdValue(CurrencyAmount.fromRawAmount(WBTC, 1), price)).toBeUndefined()
    expect(usdValue(undefined, price)).toBeUndefined()
  })

  it('values the stablecoin at one of itself without a trade', () => {
    const price = stablecoinSelfPrice(USDC)
    expect(usdValue(CurrencyAmount.fromRawAmount(USDC, 12_345_678), price)?.toExact()).toBe('12.345678')
    expect(stablecoinSelfPrice(WBTC)).toBeUndefined()
    expect(stablecoinSelfPrice(ETH)).toBeUndefined()
  })
})
