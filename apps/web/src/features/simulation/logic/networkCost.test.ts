import { Ether, Fraction } from '@uniswap/sdk-core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatNativeCost, formatUsdCost, networkCostUsd, parseDecimal } from './networkCost'

const exactly = (fraction: Fraction | undefined) =>
  fraction ? [BigInt(fraction.numerator.toString()), BigInt(fraction.denominator.toString())] : undefined
/** numerator/denominator of a fraction equal to a/b, compared across multiplication. */
const equals = (fraction: Fraction, numerator: bigint, denominator: bigint) => {
  const [n, d] = exactly(fraction)!
  return n! * denominator === numerator * d!
}

describe('parseDecimal', () => {
  it("reads the subgraph's BigDecimal strings exactly", () => {
    expect(equals(parseDecimal('3012.456789')!, 3012456789n, 1_000_000n)).toBe(true)
    expect(equals(parseDecimal('1.5e3')!, 1500n, 1n)).toBe(true)
    expect(equals(parseDecimal('25E-2')!, 1n, 4n)).toBe(true)
    expect(equals(parseDecimal('0')!, 0n, 1n)).toBe(true)
  })
  it('refuses what is not a non-negative decimal', () => {
    for (const text of ['', '-1', '1.', '.5', 'NaN', 'Infinity', '1,5', ' 1', '0x10', '1e999'])
      expect(parseDecimal(text), text).toBeUndefined()
  })
  it('equals digits / 10^scale for any digits and scale', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 40n }),
        fc.integer({ min: 0, max: 30 }),
        (digits, scale) => {
          const text = digits.toString().padStart(scale + 1, '0')
          const decimal = scale === 0 ? text : `${text.slice(0, -scale)}.${text.slice(-scale)}`
          return equals(parseDecimal(decimal)!, digits, 10n ** BigInt(scale))
        },
      ),
    )
  })
})

describe('networkCostUsd', () => {
  it('is wei / 10^18 times the price', () => {
    // 150,000 gas at 20 gwei is 0.003 ETH; at $3,000.50 that is $9.0015.
    const usd = networkCostUsd(150_000n * 20_000_000_000n, parseDecimal('3000.50')!)
    expect(usd.toFixed(4)).toBe('9.0015')
    expect(formatUsdCost(usd, 'en-US')).toBe('$9.00')
  })
  it('has no drift: gas x gas price x price in cents is exact in integers', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 21_000n, max: 30_000_000n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        (gas, gasPrice, priceCents) => {
          const usd = networkCostUsd(gas * gasPrice, new Fraction(priceCents.toString(), 100))
          return equals(usd, gas * gasPrice * priceCents, 100n * 10n ** 18n)
        },
      ),
    )
  })
})

describe('formatUsdCost', () => {
  it('shows cents, and less than a cent as <$0.01', () => {
    expect(formatUsdCost(new Fraction(123, 100), 'en-US')).toBe('$1.23')
    expect(formatUsdCost(new Fraction(12345, 10_000), 'en-US')).toBe('$1.23')
    expect(formatUsdCost(new Fraction(1235, 1000), 'en-US')).toBe('$1.24')
    expect(formatUsdCost(new Fraction(1, 100), 'en-US')).toBe('$0.01')
    expect(formatUsdCost(new Fraction(99, 10_000), 'en-US')).toBe('<$0.01')
    expect(formatUsdCost(new Fraction(1, (10n ** 20n).toString()), 'en-US')).toBe('<$0.01')
    expect(formatUsdCost(new Fraction(0), 'en-US')).toBe('$0.00')
    expect(formatUsdCost(new Fraction(123456789, 100), 'en-US')).toBe('$1,234,567.89')
  })
  it("places the '$' as the locale does", () => {
    expect(formatUsdCost(new Fraction(123, 100), 'de-DE')).toBe('1,23\u00a0$')
    expect(formatUsdCost(new Fraction(1, 1000), 'de-DE')).toBe('<0,01\u00a0$')
  })
  it('is within half a cent of the value at or above a cent, and never rounds a cost down to $0.00', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 15n }), fc.bigInt({ min: 1n, max: 10n ** 9n }), (n, d) => {
        const value = new Fraction(n.toString(), d.toString())
        const text = formatUsdCost(value, 'en-US')
        if (value.lessThan(new Fraction(1, 100))) return text === '<$0.01'
        const cents = BigInt(text.replace(/[$,.]/g, ''))
        // |cents/100 - n/d| <= 1/200  <=>  |200 cents d - 200 n| <= d  (in integers)
        const gap = 2n * cents * d - 200n * n
        return (gap < 0n ? -gap : gap) <= d && text !== '$0.00'
      }),
    )
  })
})

describe('formatNativeCost', () => {
  it('shows 4 significant digits of ETH (rounded down, as the SDK does) in the locale', () => {
    expect(formatNativeCost(452_123_456_789_000n, Ether.onChain(1), 'en-US')).toBe('0.0004521 ETH')
    expect(formatNativeCost(1_234_500_000_000_000_000n, Ether.onChain(1), 'de-DE')).toBe('1,234 ETH')
  })
})
