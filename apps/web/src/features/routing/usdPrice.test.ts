import { CurrencyAmount, Ether, Price, Token } from '@uniswap/sdk-core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  compactRatio,
  stablecoinSelfPrice,
  USD_PRICE_DIGITS,
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

  it('keeps a route price to 30 significant digits, in a numerator of about that many and a power of ten', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 200n }),
        fc.bigInt({ min: 1n, max: 10n ** 200n }),
        (n, d) => {
          const [numerator, denominator] = compactRatio(n, d)
          // |n/d − numerator/denominator| ≤ (n/d)·10^-39: cross-multiplied to stay in integers.
          const error = n * denominator - numerator * d
          expect(error >= 0n).toBe(true)
          expect(error * 10n ** BigInt(USD_PRICE_DIGITS - 1) <= n * denominator).toBe(true)
          if (n.toString().length + d.toString().length > 2 * USD_PRICE_DIGITS) {
            if (n / d >= 10n ** BigInt(USD_PRICE_DIGITS)) expect(denominator).toBe(1n)
            else {
              expect(numerator < 10n ** BigInt(USD_PRICE_DIGITS + 1)).toBe(true)
              expect(/^10*$/.test(denominator.toString())).toBe(true)
            }
          }
        },
      ),
    )
  })

  it('prices an exact Q96 route price the same to the cent, with a short fraction', () => {
    // A v3 mid price: sqrtPriceX96² / 2^192 in raw units (USDC per wei), about 3,000 USD per ETH.
    const sqrtPriceX96 = 4_339_505_179_874_779_489_431_521n ** 1n * 10n ** 3n
    const exact = new Price(ETH, USDC, (2n ** 192n).toString(), (sqrtPriceX96 * sqrtPriceX96).toString())
    const price = usdPriceFromRoute(ETH, exact)
    const amount = CurrencyAmount.fromRawAmount(ETH, (1234n * 10n ** 18n + 5n).toString())
    // 56 and 58 digits exact; about 31 and 33 kept.
    expect(price?.numerator.toString().length).toBeLessThanOrEqual(USD_PRICE_DIGITS + 1)
    expect(price?.denominator.toString().length).toBeLessThanOrEqual(USD_PRICE_DIGITS + 3)
    expect(usdValue(amount, price)?.toFixed(2)).toBe(exact.quote(amount).toFixed(2))
  })
})
