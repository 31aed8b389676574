import { describe, expect, it } from 'vitest'
import {
  activeLiquidityDelta,
  balanceDelta,
  type TickLiquidity,
  updatePositionTicks,
} from '../src/indexing/pool-state.ts'

describe('updatePositionTicks', () => {
  it('adds the liquidity to the lower tick and removes it at the upper one on Mint', () => {
    const [lower, upper] = updatePositionTicks({ lower: undefined, upper: undefined }, -60, 60, 1000n)
    expect(lower).toEqual({ tickIdx: -60, liquidityGross: 1000n, liquidityNet: 1000n, initialized: true })
    expect(upper).toEqual({ tickIdx: 60, liquidityGross: 1000n, liquidityNet: -1000n, initialized: true })
  })

  it('accumulates positions sharing a tick and clears a tick when its last position burns', () => {
    const ticks = new Map<number, TickLiquidity>()
    const apply = (tickLower: number, tickUpper: number, delta: bigint) => {
      const updates = updatePositionTicks(
        { lower: ticks.get(tickLower), upper: ticks.get(tickUpper) },
        tickLower,
        tickUpper,
        delta,
      )
      for (const update of updates) {
        if (update.initialized) ticks.set(update.tickIdx, update)
        else ticks.delete(update.tickIdx)
      }
    }
    apply(-120, 60, 500n)
    apply(60, 180, 300n)
    // Tick 60 is the upper tick of one position and the lower tick of the other.
    expect(ticks.get(60)).toMatchObject({ liquidityGross: 800n, liquidityNet: -200n })
    apply(-120, 60, -500n)
    expect(ticks.has(-120)).toBe(false)
    expect(ticks.get(60)).toMatchObject({ liquidityGross: 300n, liquidityNet: 300n })
    apply(60, 180, -300n)
    expect(ticks.size).toBe(0)
  })

  it('refuses an inverted range and liquidity that was never added', () => {
    expect(() => updatePositionTicks({ lower: undefined, upper: undefined }, 60, 60, 1n)).toThrow(RangeError)
    expect(() => updatePositionTicks({ lower: undefined, upper: undefined }, 0, 60, -1n)).toThrow(RangeError)
  })
})

describe('activeLiquidityDelta', () => {
  it('counts a position whose range holds the current tick: lower bound inclusive, upper exclusive', () => {
    expect(activeLiquidityDelta(0, 0, 60, 7n)).toBe(7n)
    expect(activeLiquidityDelta(59, 0, 60, -7n)).toBe(-7n)
    expect(activeLiquidityDelta(60, 0, 60, 7n)).toBe(0n)
    expect(activeLiquidityDelta(-1, 0, 60, 7n)).toBe(0n)
    expect(activeLiquidityDelta(null, 0, 60, 7n)).toBe(0n)
  })
})

describe('balanceDelta', () => {
  it('follows the tokens into and out of the pool', () => {
    expect(balanceDelta({ kind: 'mint', amount0: 10n, amount1: 20n })).toEqual({ amount0: 10n, amount1: 20n })
    expect(balanceDelta({ kind: 'burn' })).toEqual({ amount0: 0n, amount1: 0n })
    expect(balanceDelta({ kind: 'swap', amount0: 5n, amount1: -4n })).toEqual({ amount0: 5n, amount1: -4n })
    expect(balanceDelta({ kind: 'collect', amount0: 3n, amount1: 2n })).toEqual({
      amount0: -3n,
      amount1: -2n,
    })
    expect(balanceDelta({ kind: 'collectProtocol', amount0: 1n, amount1: 0n })).toEqual({
      amount0: -1n,
      amount1: 0n,
    })
    expect(balanceDelta({ kind: 'flash', paid0: 9n, paid1: 1n })).toEqual({ amount0: 9n, amount1: 1n })
  })

  it('adds up to what a pool holds over a mint, swaps, a burn and the collect that pays it out', () => {
    const events = [
      { kind: 'mint', amount0: 1_000n, amount1: 2_000n },
      { kind: 'swap', amount0: 100n, amount1: -190n },
      { kind: 'swap', amount0: -50n, amount1: 99n },
      { kind: 'burn' },
      { kind: 'collect', amount0: 1_050n, amount1: 1_909n },
    ] as const
    const total = events
      .map(balanceDelta)
      .reduce(
        (sum, delta) => ({ amount0: sum.amount0 + delta.amount0, amount1: sum.amount1 + delta.amount1 }),
        { amount0: 0n, amount1: 0n },
      )
    expect(total).toEqual({ amount0: 0n, amount1: 0n })
  })
})
