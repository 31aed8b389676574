import { SqrtPriceMath } from '@uniswap/v3-sdk'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { poolsUsed } from './compare.ts'
import { curveOf, floatAmountOut, type OptimumPool } from './pools.ts'
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

/** Brute force: a coarse grid over the splits of `total` among `n` options, then pairwise refinement. */
function bestSplit(n: number, total: number, value: (split: number[]) => number): number {
  const steps = 8
  let best = { split: [total, ...Array(n - 1).fill(0)] as number[], value: Number.NEGATIVE_INFINITY }
  const visit = (prefix: number[], left: number) => {
    if (prefix.length === n - 1) {
      const split = [...prefix, left].map((k) => (k / steps) * total)
      const v = value(split)
      if (v > best.value) best = { split, value: v }
      return
    }
    for (let k = 0; k <= left; k++) visit([...prefix, k], left - k)
  }
  visit([], steps)
  for (let delta = total / steps / 2; delta > total * 1e-13; delta /= 2) {
    for (let improved = true; improved; ) {
      improved = false
      for (let i = 0; i < n; i++) {
        for (let j = 0; j < n; j++) {
          if (i === j || best.split[i]! < delta) continue
          const split = [...best.split]
          split[i]! -= delta
          split[j]! += delta
          const v = value(split)
          if (v > best.value) {
            best = { split, value: v }
            improved = true
          }
        }
      }
    }
  }
  return best.value
}

const FEES = [500, 3000, 10000] as const

/** A random pool between two tokens around `tick` (price token1/token0 = 1.0001^tick), within 2 ticks. */
const poolArbitrary = (token0: string, token1: string, tick: number, id: string) =>
  fc.oneof(
    fc
      .record({ reserve0: fc.integer({ min: 50, max: 5000 }), offset: fc.integer({ min: -2, max: 2 }) })
      .map(({ reserve0, offset }) => {
        const r0 = BigInt(reserve0) * E18
        const r1 = BigInt(Math.floor(Number(r0) * 1.0001 ** (tick + offset)))
        return v2(id, token0, token1, r0, r1) as OptimumPool
      }),
    fc
      .record({
        fee: fc.constantFrom(...FEES),
        offset: fc.integer({ min: -2, max: 1 }),
        positions: fc.array(
          fc.record({
            below: fc.integer({ min: 1, max: 30 }),
            above: fc.integer({ min: 1, max: 30 }),
            liquidity: fc.integer({ min: 1, max: 3000 }),
          }),
          { minLength: 1, maxLength: 3 },
        ),
      })
      .map(({ fee, offset, positions }) => {
        const spacing = { 500: 10, 3000: 60, 10000: 200 }[fee]
        const at = tick + offset
        const base = Math.floor(at / spacing) * spacing
        return v3(
          id,
          token0,
          token1,
          fee,
          at,
          positions.map(
            ({ below, above, liquidity }) =>
              [base - below * spacing, base + above * spacing, BigInt(liquidity) * 10n ** 20n] as [
                number,
                number,
                bigint,
              ],
          ),
        ) as OptimumPool
      }),
  )

describe('optimum against brute force (fast-check)', () => {
  it('parallel pools between two tokens: 2 to 4 pools', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: -3000, max: 3000 }).chain((tick) =>
          fc.record({
            pools: fc.tuple(
              poolArbitrary('A', 'B', tick, 'p0'),
              poolArbitrary('A', 'B', tick, 'p1'),
              fc.option(poolArbitrary('A', 'B', tick, 'p2'), { nil: undefined }),
              fc.option(poolArbitrary('A', 'B', tick, 'p3'), { nil: undefined }),
            ),
            amount: fc.integer({ min: 1, max: 2000 }),
          }),
        ),
        async ({ pools: tuple, amount }) => {
          const pools = tuple.filter((pool): pool is OptimumPool => pool !== undefined)
          const curves = pools.map(curveOf)
          const amountIn = BigInt(amount) * E18
          const brute = bestSplit(curves.length, Number(amountIn), (split) =>
            split.reduce((sum, part, i) => sum + floatAmountOut(curves[i]!, true, part), 0),
          )
          const result = await optimumExactIn(pools, { tokenIn: 'A', tokenOut: 'B', amountIn })
          expectAgainstBruteForce(result, brute)
        },
      ),
      { numRuns: 100 },
    )
  })

  it('three tokens: direct pools, and pools through a middle token', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .record({ ab: fc.integer({ min: -2000, max: 2000 }), bc: fc.integer({ min: -2000, max: 2000 }) })
          .chain(({ ab, bc }) =>
            fc.record({
              direct: fc.array(poolArbitrary('A', 'C', ab + bc, 'ac'), { minLength: 0, maxLength: 1 }),
              first: fc.array(poolArbitrary('A', 'B', ab, 'ab'), { minLength: 1, maxLength: 2 }),
              second: fc.array(poolArbitrary('B', 'C', bc, 'bc'), { minLength: 1, maxLength: 2 }),
              amount: fc.integer({ min: 1, max: 2000 }),
            }),
          ),
        async ({ direct, first, second, amount }) => {
          const name = (pools: OptimumPool[]) => pools.map((pool, i) => ({ ...pool, id: `${pool.id}${i}` }))
          const [d, f, s] = [name(direct), name(first), name(second)]
          const pools = [...d, ...f, ...s]
          const [dc, fc_, sc] = [d.map(curveOf), f.map(curveOf), s.map(curveOf)]
          const amountIn = BigInt(amount) * E18
          // Through B: the best split of what reaches B among the B→C pools.
          const inner = (b: number) =>
            b <= 0
              ? 0
              : bestSplit(sc.length, b, (split) =>
                  split.reduce((sum, part, i) => sum + floatAmountOut(sc[i]!, true, part), 0),
                )
          const first_ = [...dc, ...fc_]
          const brute = bestSplit(first_.length, Number(amountIn), (split) => {
            let direct_ = 0
            let middle = 0
            split.forEach((part, i) => {
              if (i < dc.length) direct_ += floatAmountOut(dc[i]!, true, part)
              else middle += floatAmountOut(fc_[i - dc.length]!, true, part)
            })
            return direct_ + inner(middle)
          })
          const result = await optimumExactIn(pools, { tokenIn: 'A', tokenOut: 'C', amountIn })
          expectAgainstBruteForce(result, brute)
        },
      ),
      { numRuns: 60 },
    )
  })
})

describe('optimum for an exact output (fast-check)', () => {
  it('the least input: enough for the output, within a tiny tolerance of the bound', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: -3000, max: 3000 }).chain((tick) =>
          fc.record({
            pools: fc.tuple(poolArbitrary('A', 'B', tick, 'p0'), poolArbitrary('A', 'B', tick, 'p1')),
            share: fc.double({ min: 0.001, max: 0.5, noNaN: true }),
          }),
        ),
        async ({ pools, share }) => {
          // A reachable output: a share of what the pools hold of B.
          const held = pools.reduce((sum, pool) => sum + Number(curveOf(pool).down.y.at(-1)), 0)
          const amountOut = BigInt(Math.floor(held * share))
          fc.pre(amountOut > 10n ** 12n)
          const result = await optimumExactOut(pools, { tokenIn: 'A', tokenOut: 'B', amountOut })
          expect(result).toBeDefined()
          expect(result!.output).toBeGreaterThanOrEqual(amountOut)
          // Near-minimal: no flow does it for less than the bound, and the input found is that close.
          expect(result!.bound).toBeLessThanOrEqual(Number(result!.input) * (1 + 1e-10))
          expect(Number(result!.input) / result!.bound - 1).toBeLessThan(1e-7)
        },
      ),
      { numRuns: 40 },
    )
  })
})

function expectAgainstBruteForce(result: { output: bigint; bound: number }, brute: number) {
  const output = Number(result.output)
  // Achievable: never below brute force beyond a tiny tolerance (integer rounding, and the flow
  // recovered from float prices where a pool is drained to its last tick).
  expect(output / brute).toBeGreaterThan(1 - 1e-8)
  // The bound holds brute force, and the replayed output stays under the bound, both up to the float
  // model's precision (about 1e-10 where a deep pool's price moves by a millionth: L·(√P − √P')).
  expect(result.bound / brute).toBeGreaterThan(1 - 1e-9)
  expect(output).toBeLessThanOrEqual(result.bound * (1 + 1e-9))
  // And the gap is tiny.
  expect(result.bound / output - 1).toBeLessThan(1e-7)
}

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
