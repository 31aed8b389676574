import { SqrtPriceMath } from '@uniswap/v3-sdk'
import { describe, expect, it } from 'vitest'
import { poolsUsed } from './compare.ts'
import { exactAmountOut, toJSBI } from './replay.ts'
import { optimumExactIn, optimumExactOut } from './solver.ts'
import { v2, v3 } from './testPools.ts'

const E18 = 10n ** 18n

describe('optimum: closed-form cases', () => {
  it('one v2 pair: the constant-product formula with its 0.3% fee, exactly', async () => {
    const pair = v2('p', 'A', 'B', 1_000n * E18, 2_000_000n * 10n ** 6n)
    for (const amountIn of [10n ** 15n, 5n * E18, 250n * E18, 5_000n * E18]) {
      const expected = (amountIn * 997n * pair.reserve1) / (pair.reserve0 * 1000n + amountIn * 997n)
      const result = await optimumExactIn([pair], { tokenIn: 'A', tokenOut: 'B', amountIn })
      expect(result.output).toBe(expected)
      expect(result.bound).toBeGreaterThanOrEqual(Number(expected))
      expect(result.bound / Number(expected) - 1).toBeLessThan(1e-7)
      // The other direction too (selling token1).
      const back = await optimumExactIn([pair], {
        tokenIn: 'B',
        tokenOut: 'A',
        amountIn: amountIn / 10n ** 9n,
      })
      const expectedBack =
        ((amountIn / 10n ** 9n) * 997n * pair.reserve0) /
        (pair.reserve1 * 1000n + (amountIn / 10n ** 9n) * 997n)
      expect(back.output).toBe(expectedBack)
    }
  })

  it('two v2 pairs in parallel: the split that equalizes their marginal prices', async () => {
    const [x1, y1, x2, y2] = [1_000n * E18, 3_000_000n * E18, 400n * E18, 1_250_000n * E18]
    const pools = [v2('p1', 'A', 'B', x1, y1), v2('p2', 'A', 'B', x2, y2)]
    const amountIn = 300n * E18
    // Marginal output γL²/(x+γa)² equal on both: (x_i + γa_i)/L_i = t for both, a_1 + a_2 = A.
    const g = 0.997
    const [L1, L2] = [Math.sqrt(Number(x1) * Number(y1)), Math.sqrt(Number(x2) * Number(y2))]
    const t = (Number(x1) + Number(x2) + g * Number(amountIn)) / (L1 + L2)
    const a1 = (t * L1 - Number(x1)) / g
    expect(a1).toBeGreaterThan(0)
    expect(a1).toBeLessThan(Number(amountIn))
    const closedForm = Number(y1) + Number(y2) - (L1 + L2) / t
    const result = await optimumExactIn(pools, { tokenIn: 'A', tokenOut: 'B', amountIn })
    expect(Math.abs(Number(result.output) / closedForm - 1)).toBeLessThan(1e-9)
    expect(result.bound / closedForm - 1).toBeGreaterThanOrEqual(-1e-12)
    expect(result.bound / closedForm - 1).toBeLessThan(1e-9)
    const first = result.flows.find((flow) => flow.pool.id === 'p1')!
    expect(Math.abs(Number(first.amountIn) / a1 - 1)).toBeLessThan(1e-6)
    expect(result.flows.reduce((sum, flow) => sum + flow.amountIn, 0n)).toBe(amountIn)
  })

  it('one v3 pool within one tick range: the pool\u2019s swap step, exactly', async () => {
    const L = 10n ** 24n
    const pool = v3('q', 'A', 'B', 3000, 120, [[-6000, 6000, L]], 0.3)
    const amountIn = 50n * E18
    // One SwapMath step: the fee off the input, the price from amount0 rounding up, amount1 down.
    const lessFee = (amountIn * (1_000_000n - 3000n)) / 1_000_000n
    const sqrtNext = SqrtPriceMath.getNextSqrtPriceFromInput(
      toJSBI(pool.sqrtPriceX96),
      toJSBI(L),
      toJSBI(lessFee),
      true,
    )
    const expected = BigInt(
      SqrtPriceMath.getAmount1Delta(sqrtNext, toJSBI(pool.sqrtPriceX96), toJSBI(L), false).toString(),
    )
    const result = await optimumExactIn([pool], { tokenIn: 'A', tokenOut: 'B', amountIn })
    expect(result.output).toBe(expected)
    // The float closed form of the range: 1/√P' = 1/√P + γ·a/L, out = L(√P − √P').
    const s = Number(pool.sqrtPriceX96) / 2 ** 96
    const next = 1 / (1 / s + (0.997 * Number(amountIn)) / Number(L))
    const closedForm = Number(L) * (s - next)
    expect(Math.abs(result.bound / closedForm - 1)).toBeLessThan(1e-9)
    expect(Math.abs(Number(expected) / closedForm - 1)).toBeLessThan(1e-9)
  })

  it('exact output: the least input, the inverse of the constant-product formula', async () => {
    const pair = v2('p', 'A', 'B', 1_000n * E18, 2_000_000n * 10n ** 6n)
    const amountOut = 100_000n * 10n ** 6n
    const result = await optimumExactOut([pair], { tokenIn: 'A', tokenOut: 'B', amountOut })
    // UniswapV2Library.getAmountIn: the least input whose getAmountOut reaches amountOut.
    const expected = (pair.reserve0 * amountOut * 1000n) / ((pair.reserve1 - amountOut) * 997n) + 1n
    expect(result!.input).toBe(expected)
    expect(result!.output).toBeGreaterThanOrEqual(amountOut)
    expect(result!.bound / Number(expected)).toBeLessThanOrEqual(1 + 1e-12)
    expect(result!.bound / Number(expected)).toBeGreaterThan(1 - 1e-9)
  })

  // SwapRouter02 runs an exact output on v2-only or v3-only paths: the executable optimum keeps every path
  // on one protocol, and a flow that needs a mixed path has no executable optimum at all.
  it('executable flows: paths on one protocol each, as SwapRouter02 runs exact outputs', async () => {
    const mixedOnly = [
      v2('ab', 'A', 'B', 1_000n * E18, 1_000n * E18),
      v3('bc', 'B', 'C', 500, 0, [[-2000, 2000, 10n ** 22n]]),
    ]
    const amountOut = E18
    expect(await optimumExactOut(mixedOnly, { tokenIn: 'A', tokenOut: 'C', amountOut })).toBeDefined()
    expect(await optimumExactOut(mixedOnly, { tokenIn: 'A', tokenOut: 'C', amountOut }, true)).toBeUndefined()
    // With a v2 way and a v3 way beside the mixed ones, the executable optimum takes those two only: as
    // much as their best division, never less input than over every flow.
    const both = [
      ...mixedOnly,
      v2('bc2', 'B', 'C', 1_000n * E18, 1_000n * E18),
      v3('ab3', 'A', 'B', 500, 0, [[-2000, 2000, 10n ** 22n]]),
    ]
    const every = await optimumExactOut(both, { tokenIn: 'A', tokenOut: 'C', amountOut: 50n * E18 })
    const executable = await optimumExactOut(
      both,
      { tokenIn: 'A', tokenOut: 'C', amountOut: 50n * E18 },
      true,
    )
    expect(executable!.input).toBeGreaterThan(every!.input)
    // What the v2 pair into B gives goes on through the v2 pair out of B, and likewise for v3.
    const flow = (id: string) => executable!.flows.find((entry) => entry.pool.id === id)
    expect(flow('ab')?.amountOut).toBe(flow('bc2')?.amountIn)
    expect(flow('ab3')?.amountOut).toBe(flow('bc')?.amountIn)
    // Only the v2-v2 and v3-v3 ways: the input it needs is no more than either way alone needs.
    const wanted = { tokenIn: 'A', tokenOut: 'C', amountOut: 50n * E18 }
    const v2Way = await optimumExactOut([both[0]!, both[2]!], wanted)
    const v3Way = await optimumExactOut([both[3]!, both[1]!], wanted)
    expect(executable!.input).toBeLessThan(v2Way!.input)
    expect(executable!.input).toBeLessThan(v3Way!.input)
  })

  it('any number of hops: a chain of four pools is swapped through, pool by pool', async () => {
    const chain = [
      v2('ab', 'A', 'B', 1_000n * E18, 2_000n * E18),
      v3('bc', 'B', 'C', 500, 40, [[-2000, 2000, 10n ** 23n]]),
      v2('cd', 'C', 'D', 3_000n * E18, 1_500n * E18),
      v3('de', 'D', 'E', 3000, -600, [[-6000, 600, 10n ** 22n]]),
    ]
    const amountIn = 7n * E18
    let expected = amountIn
    for (const pool of chain) expected = await exactAmountOut(pool, true, expected)
    const result = await optimumExactIn(chain, { tokenIn: 'A', tokenOut: 'E', amountIn })
    expect(result.flows.map((flow) => flow.pool.id)).toEqual(['ab', 'bc', 'cd', 'de'])
    expect(result.output).toBe(expected)
    expect(Math.abs(result.bound / Number(expected) - 1)).toBeLessThan(1e-9)
  })

  it('crosses ticks: a v3 trade beyond its range takes the next ranges, as the exact swap does', async () => {
    const pool = v3('q', 'A', 'B', 500, 3, [
      [-100, 100, 10n ** 21n],
      [-1000, -50, 3n * 10n ** 21n],
      [-3000, 2000, 10n ** 20n],
    ])
    const amountIn = 20n * E18
    const result = await optimumExactIn([pool], { tokenIn: 'A', tokenOut: 'B', amountIn })
    expect(result.output).toBe(await exactAmountOut(pool, true, amountIn))
    expect(Math.abs(result.bound / Number(result.output) - 1)).toBeLessThan(1e-9)
  })
})

describe('optimum: pools a flow uses for its gas estimate', () => {
  it('counts pools carrying at least 0.01% of what leaves their token, not dust', async () => {
    const pool = (id: string) => v2(id, 'A', 'B', E18, E18)
    const flows = [
      { pool: pool('big'), zeroForOne: true, amountIn: 999_000n, amountOut: 1n },
      { pool: pool('small'), zeroForOne: true, amountIn: 1_000n, amountOut: 1n },
      { pool: pool('dust'), zeroForOne: true, amountIn: 99n, amountOut: 1n },
      { pool: v2('back', 'C', 'B', E18, E18), zeroForOne: false, amountIn: 5n, amountOut: 1n },
    ]
    expect(poolsUsed(flows)).toBe(3)
  })
})
