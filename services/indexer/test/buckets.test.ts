import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type Candle,
  DAY_SECONDS,
  dayBucket,
  HOUR_SECONDS,
  hourBucket,
  updateCandle,
} from '../src/derive/buckets.ts'
import { decimalString } from '../src/derive/decimal.ts'

describe('day and hour buckets', () => {
  it('names buckets as the subgraph does', () => {
    // 2024-01-01T13:45:00Z
    const time = 1_704_116_700
    expect(dayBucket('0xpool', time)).toEqual({ index: 19723, start: 1_704_067_200, id: '0xpool-19723' })
    expect(hourBucket('0xpool', BigInt(time))).toEqual({
      index: 473365,
      start: 1_704_114_000,
      id: '0xpool-473365',
    })
  })

  it('puts every timestamp in the bucket that starts at or before it and ends after it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), (time) => {
        for (const [bucket, seconds] of [
          [dayBucket('x', time), DAY_SECONDS],
          [hourBucket('x', time), HOUR_SECONDS],
        ] as const) {
          expect(bucket.start).toBeLessThanOrEqual(time)
          expect(time).toBeLessThan(bucket.start + seconds)
          expect(bucket.start % seconds).toBe(0)
        }
      }),
    )
  })

  it('refuses a timestamp it cannot place', () => {
    expect(() => dayBucket('x', -1)).toThrow(RangeError)
  })
})

describe('updateCandle', () => {
  it('opens with the first price and follows high, low and close', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 1e-9, max: 1e9, noNaN: true }), { minLength: 1, maxLength: 40 }),
        (prices) => {
          let candle: Candle | null = null
          for (const price of prices) candle = updateCandle(candle, price)
          expect(candle).toEqual({
            open: prices[0],
            high: Math.max(...prices),
            low: Math.min(...prices),
            close: prices.at(-1),
          })
        },
      ),
    )
  })

  it('never opens or lows at 0 (a token not priced yet): the first real price starts the candle', () => {
    let candle = updateCandle(null, 0)
    candle = updateCandle(candle, 3000)
    candle = updateCandle(candle, 0)
    candle = updateCandle(candle, 2990)
    expect(candle).toEqual({ open: 3000, high: 3000, low: 2990, close: 2990 })
  })
})

describe('decimalString', () => {
  it('writes plain decimals, never an exponent', () => {
    expect(decimalString(1e-7)).toBe('0.0000001')
    expect(decimalString(-2.5e-8)).toBe('-0.000000025')
    expect(decimalString(1.5e21)).toBe('1500000000000000000000')
    expect(decimalString(3000.25)).toBe('3000.25')
    expect(decimalString(0)).toBe('0')
  })

  it('reads back as the same number', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const text = decimalString(value)
        expect(text).toMatch(/^-?\d+(\.\d+)?$/)
        expect(Number(text)).toBe(value === 0 ? 0 : value)
      }),
    )
  })
})
