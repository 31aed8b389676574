import { describe, expect, it } from 'vitest'
import { formatBigFloat, SIGNIFICANT_DIGITS, tickPrices } from '../src/math/tick-price.ts'

/** 1.0001^tick exactly, as a fraction, rounded half up to 34 significant digits: the reference. */
function exactPrice(tick: number): string {
  const up = 10001n ** BigInt(Math.abs(tick))
  const down = 10000n ** BigInt(Math.abs(tick))
  const [numerator, denominator] = tick >= 0 ? [up, down] : [down, up]
  // Scale so that the integer quotient has more digits than we keep, then round.
  const scaleDigits = 80
  const scaled = (numerator * 10n ** BigInt(scaleDigits)) / denominator
  return formatBigFloat({ mantissa: scaled, exponent: -scaleDigits })
}

describe('tickPrices', () => {
  it('gives 1 at tick 0 and the exact powers of 1.0001 near it', () => {
    expect(tickPrices(0)).toEqual({ price0: '1', price1: '1' })
    expect(tickPrices(1).price0).toBe('1.0001')
    expect(tickPrices(2).price0).toBe('1.00020001')
    expect(tickPrices(-1).price1).toBe('1.0001')
    // 1 / 1.0001 = 0.99990000999900009999000099990000|9999... rounded up at the 34th digit.
    expect(tickPrices(-1).price0).toBe('0.9999000099990000999900009999000100'.replace(/0+$/, ''))
  })

  it('matches the exact fraction to 34 significant digits', () => {
    for (const tick of [3, 7, 10, 60, 200, 887, -3, -60, -199, -887, 1234, -2345]) {
      const { price0, price1 } = tickPrices(tick)
      expect(price0, `price0 at ${tick}`).toBe(exactPrice(tick))
      expect(price1, `price1 at ${tick}`).toBe(exactPrice(-tick))
    }
  })

  it('stays within floating-point agreement across the whole tick range', () => {
    for (const tick of [-887272, -500000, -276324, -100000, -1, 1, 46054, 100000, 276324, 500000, 887272]) {
      const { price0, price1 } = tickPrices(tick)
      const expected = 1.0001 ** tick
      expect(Math.abs(Number(price0) / expected - 1)).toBeLessThan(1e-9)
      expect(Math.abs(Number(price1) * expected - 1)).toBeLessThan(1e-9)
      const digits = price0.replace(/^0\.0*|\./g, '').replace(/0+$/, '')
      expect(digits.length).toBeLessThanOrEqual(SIGNIFICANT_DIGITS)
    }
  })

  it('prints plain decimals, never exponents', () => {
    const { price0, price1 } = tickPrices(-887272)
    expect(price0).toMatch(/^0\.0{38}\d+$/)
    expect(price1).toMatch(/^\d{39}$/)
  })

  it('refuses a tick that is not an integer', () => {
    expect(() => tickPrices(1.5)).toThrow(RangeError)
  })
})

describe('formatBigFloat', () => {
  it('rounds half up and strips trailing zeros', () => {
    expect(formatBigFloat({ mantissa: 12345n, exponent: -2 }, 4)).toBe('123.5')
    expect(formatBigFloat({ mantissa: 12344n, exponent: -2 }, 4)).toBe('123.4')
    expect(formatBigFloat({ mantissa: 99995n, exponent: -4 }, 4)).toBe('10')
    expect(formatBigFloat({ mantissa: 1200n, exponent: 0 })).toBe('1200')
    expect(formatBigFloat({ mantissa: 5n, exponent: -3 })).toBe('0.005')
    expect(formatBigFloat({ mantissa: 0n, exponent: 7 })).toBe('0')
  })
})
