import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { getSqrtRatioAtTick } from '../src/math/v3-math.ts'
import {
  type Curve,
  floatAmountIn,
  floatAmountOut,
  sideCapacity,
  v2Curve,
  v3Curve,
} from '../src/routing/dual/curves.ts'

/** A v3 pool at tick 0 with liquidity in three ranges each way, the outer ones thinner, a gap in one. */
function layered(): Curve {
  const liquidity = 10n ** 20n
  return v3Curve({
    fee: 3000,
    sqrtPriceX96: getSqrtRatioAtTick(0),
    tick: 0,
    liquidity,
    ticks: [
      { index: -6000, liquidityNet: liquidity / 4n },
      { index: -3000, liquidityNet: liquidity / 4n },
      { index: -600, liquidityNet: liquidity / 2n },
      { index: 600, liquidityNet: -(liquidity / 2n) },
      // From 3000 to 4000 no liquidity: a gap the swap jumps.
      { index: 3000, liquidityNet: -(liquidity / 2n) },
      { index: 4000, liquidityNet: liquidity / 4n },
      { index: 6000, liquidityNet: -(liquidity / 4n) },
    ],
    lowestTick: -8000,
    highestTick: 8000,
  })
}

/** Each curve with the largest input tried per side (a v2 pair's sides never end: 5× its reserve). */
const curves: [string, Curve, (zeroForOne: boolean) => number][] = [
  ['a v2 pair', v2Curve(10n ** 24n, 3n * 10n ** 21n), (zeroForOne) => 5 * (zeroForOne ? 1e24 : 3e21)],
  ['a v3 pool across ranges', layered(), (zeroForOne) => sideCapacity(layered(), zeroForOne)],
]

describe('float swaps along a curve', () => {
  for (const [name, curve, largest] of curves)
    for (const zeroForOne of [true, false])
      it(`inverts the output of ${name} (${zeroForOne ? 'selling token0' : 'selling token1'}): input from output to 1e-9`, () => {
        const most = largest(zeroForOne)
        fc.assert(
          fc.property(fc.double({ min: 1e-6, max: 1, noNaN: true }), (fraction) => {
            const input = most * fraction * (1 - 1e-9)
            const output = floatAmountOut(curve, zeroForOne, input)
            const back = floatAmountIn(curve, zeroForOne, output)
            // Where a range has no liquidity, every input across it gives the same output: the inverse
            // is the gap's start, which gives that output too.
            expect(floatAmountOut(curve, zeroForOne, back)).toBeCloseTo(output, -Math.log10(output * 1e-9))
            if (back !== input) expect(Math.abs(back - input) / input).toBeLessThan(1e-9)
          }),
          { numRuns: 200 },
        )
        expect(floatAmountIn(curve, zeroForOne, 0)).toBe(0)
      })

  it('asks an infinite input for more than a side can give', () => {
    const curve = layered()
    const all = floatAmountOut(curve, true, sideCapacity(curve, true))
    expect(floatAmountIn(curve, true, all * (1 + 1e-6))).toBe(Number.POSITIVE_INFINITY)
  })
})
