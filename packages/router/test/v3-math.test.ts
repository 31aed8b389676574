import { CurrencyAmount, Token } from '@uniswap/sdk-core'
import { type FeeAmount, TickMath, Pool as V3Pool } from '@uniswap/v3-sdk'
import { describe, expect, it } from 'vitest'
import {
  getSqrtRatioAtTick,
  getTickAtSqrtRatio,
  MAX_SQRT_RATIO,
  MAX_TICK,
  MIN_SQRT_RATIO,
  MIN_TICK,
} from '../src/math/v3-math.ts'
import { initialSwapState, simulateV3Swap } from '../src/math/v3-swap.ts'
import type { V3PoolState } from '../src/types.ts'
import { ABC, type Position, USD, v3Pool, WETH } from './fixtures.ts'

/**
 * Differential tests of the bigint v3 math against @uniswap/v3-sdk (JSBI), which mirrors the pool
 * contract too, on synthetic pools with many positions so that swaps cross ticks and word
 * boundaries. The devnet test compares the same code with the deployed contracts.
 */

/** A small deterministic generator, so that failures reproduce. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state / 2 ** 31
  }
}

function sdkPool(pool: V3PoolState): V3Pool {
  const token0 = new Token(1, pool.token0, 18)
  const token1 = new Token(1, pool.token1, 18)
  const ticks = pool.ticks.map((tick) => ({
    index: tick.index,
    liquidityNet: tick.liquidityNet.toString(),
    liquidityGross: (tick.liquidityNet < 0n ? -tick.liquidityNet : tick.liquidityNet).toString(),
  }))
  return new V3Pool(
    token0,
    token1,
    pool.fee as FeeAmount,
    pool.sqrtPriceX96.toString(),
    pool.liquidity.toString(),
    pool.tick,
    ticks,
  )
}

function randomPool(seed: number, fee: number): V3PoolState {
  const next = random(seed)
  const spacing = { 100: 1, 500: 10, 3000: 60, 10000: 200 }[fee]!
  const tick = Math.round((next() - 0.5) * 20_000)
  const positions: Position[] = []
  for (let i = 0; i < 25; i++) {
    const width = Math.ceil(next() * 400) * spacing
    const center = Math.round((tick + (next() - 0.5) * 30 * spacing * 60) / spacing) * spacing
    positions.push({
      lower: center - width,
      upper: center + width,
      liquidity: BigInt(Math.floor(next() * 1e6)) * 10n ** 15n,
    })
  }
  // A thin full-range position keeps every swap fillable.
  const full = Math.floor(887272 / spacing) * spacing
  positions.push({ lower: -full, upper: full, liquidity: 10n ** 16n })
  return v3Pool(WETH, ABC, fee, tick, 0n, positions)
}

describe('TickMath', () => {
  it('matches the SDK at the range ends and across the range', () => {
    for (const tick of [
      MIN_TICK,
      MIN_TICK + 1,
      -500_000,
      -1,
      0,
      1,
      12_345,
      500_000,
      MAX_TICK - 1,
      MAX_TICK,
    ]) {
      expect(getSqrtRatioAtTick(tick).toString()).toBe(TickMath.getSqrtRatioAtTick(tick).toString())
    }
    expect(getSqrtRatioAtTick(MIN_TICK)).toBe(MIN_SQRT_RATIO)
    expect(getSqrtRatioAtTick(MAX_TICK)).toBe(MAX_SQRT_RATIO)
  })

  it('finds the greatest tick at or below a price, like getTickAtSqrtRatio', () => {
    const next = random(7)
    for (let i = 0; i < 200; i++) {
      const tick = Math.round((next() - 0.5) * 2 * 880_000)
      const ratio = getSqrtRatioAtTick(tick)
      expect(getTickAtSqrtRatio(ratio)).toBe(tick)
      expect(getTickAtSqrtRatio(ratio + 1n)).toBe(tick)
      expect(getTickAtSqrtRatio(ratio - 1n)).toBe(tick - 1)
    }
  })
})

describe('v3 swap simulation against the v3 SDK', () => {
  for (const fee of [100, 500, 3000, 10000]) {
    it(`matches exact input and exact output to the wei (fee ${fee})`, async () => {
      let matchedIn = 0
      let matchedOut = 0
      for (let seed = 1; seed <= 4; seed++) {
        const pool = randomPool(seed * 31 + fee, fee)
        const sdk = sdkPool(pool)
        const next = random(seed)
        for (let i = 0; i < 6; i++) {
          const zeroForOne = next() < 0.5
          const magnitude = 10n ** BigInt(12 + Math.floor(next() * 12))
          const amount = magnitude + BigInt(Math.floor(next() * 1e9))
          const inToken = zeroForOne ? sdk.token0 : sdk.token1
          const outToken = zeroForOne ? sdk.token1 : sdk.token0

          const ours = simulateV3Swap(pool, initialSwapState(pool), zeroForOne, amount)
          const theirs = await sdk
            .getOutputAmount(CurrencyAmount.fromRawAmount(inToken, amount.toString()))
            .catch(() => undefined)
          if (typeof ours === 'object' && theirs) {
            expect(ours.amountOut.toString()).toBe(theirs[0].quotient.toString())
            expect(ours.state.sqrtPriceX96.toString()).toBe(theirs[1].sqrtRatioX96.toString())
            expect(ours.state.tick).toBe(theirs[1].tickCurrent)
            matchedIn++
          }

          const oursOut = simulateV3Swap(pool, initialSwapState(pool), zeroForOne, -amount)
          const theirsOut = await sdk
            .getInputAmount(CurrencyAmount.fromRawAmount(outToken, amount.toString()))
            .catch(() => undefined)
          if (!theirsOut) throw new Error('the SDK failed')
          if (oursOut === 'insufficient-liquidity') {
            // The SDK fills what it can up to the price limit; we refuse the short fill, as SwapRouter02 would.
            const limit = zeroForOne ? MIN_SQRT_RATIO + 1n : MAX_SQRT_RATIO - 1n
            expect(theirsOut[1].sqrtRatioX96.toString()).toBe(limit.toString())
            continue
          }
          if (typeof oursOut === 'object') {
            expect(oursOut.amountIn.toString()).toBe(theirsOut[0].quotient.toString())
            expect(oursOut.state.tick).toBe(theirsOut[1].tickCurrent)
            matchedOut++
          }
        }
      }
      // Most cases must be real comparisons, not refusals.
      expect(matchedIn).toBeGreaterThanOrEqual(18)
      expect(matchedOut).toBeGreaterThanOrEqual(12)
    })
  }

  it('continues a swap from its end state: two halves in a row equal two swaps on chain', () => {
    const pool = v3Pool(WETH, USD, 500, -195_000, 10n ** 17n)
    const first = simulateV3Swap(pool, initialSwapState(pool), true, 10n ** 20n)
    if (typeof first !== 'object') throw new Error('swap failed')
    const second = simulateV3Swap(pool, first.state, true, 10n ** 20n)
    const whole = simulateV3Swap(pool, initialSwapState(pool), true, 2n * 10n ** 20n)
    if (typeof second !== 'object' || typeof whole !== 'object') throw new Error('swap failed')
    // Rounding makes two swaps give at most a few units less than one.
    expect(whole.amountOut - (first.amountOut + second.amountOut)).toBeGreaterThanOrEqual(0n)
    expect(whole.amountOut - (first.amountOut + second.amountOut)).toBeLessThan(10n)
  })

  it('refuses swaps that need ticks outside the loaded words', () => {
    const pool = { ...v3Pool(WETH, USD, 500, -195_000, 10n ** 15n), wordRange: [-77, -75] as const }
    expect(simulateV3Swap(pool, initialSwapState(pool), true, 10n ** 15n)).toBeTypeOf('object')
    expect(simulateV3Swap(pool, initialSwapState(pool), true, 10n ** 24n)).toBe('ticks-not-loaded')
  })
})
