import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dualFlowCandidates, dualFlowPaths, dualFlowQuotes } from '../src/routing/dual-flow.ts'
import { quoteExactIn } from '../src/routing/quote-route.ts'
import type { Address, PoolState } from '../src/types.ts'
import { ABC, BTC, DAI, tickForPrice, USD, v2Pair, v3Pool, WETH } from './fixtures.ts'

const e18 = 10n ** 18n
const e6 = 10n ** 6n
const noFees = new Map()
const limits = { maxHops: 3, maxPaths: 48, mixed: true }
const output = (quotes: { amountOut: bigint }[]) => quotes.reduce((sum, quote) => sum + quote.amountOut, 0n)

/** ABC reaches WETH through a v3 pool and a v2 pair; WETH reaches USD through two v3 tiers. */
function hub(abcLiquidity = 10n ** 23n, usdLiquidity = 10n ** 16n): PoolState[] {
  const wethUsd = tickForPrice(WETH, USD, 3000)
  return [
    v3Pool(ABC, WETH, 3000, tickForPrice(ABC, WETH, 0.001), abcLiquidity),
    v2Pair(ABC, WETH, 2_000_000n * e18, 2000n * e18),
    v3Pool(WETH, USD, 500, wethUsd, usdLiquidity),
    v3Pool(WETH, USD, 3000, wethUsd, usdLiquidity),
  ]
}

const connected = (route: {
  pools: readonly PoolState[]
  path: readonly Address[]
  zeroForOne: readonly boolean[]
}) =>
  route.pools.every((pool, i) => {
    const [from, to] = route.zeroForOne[i] ? [pool.token0, pool.token1] : [pool.token1, pool.token0]
    return from === route.path[i] && to === route.path[i + 1]
  })

describe("the dual's flow as paths", () => {
  // Two pairs at one price with the same fee: the optimum divides in proportion to the reserves.
  it('divides between two pairs in proportion to their reserves (closed form), to 1e-6', () => {
    const pools = [v2Pair(WETH, USD, 100n * e18, 300_000n * e6), v2Pair(WETH, USD, 37n * e18, 111_000n * e6)]
    const paths = dualFlowPaths(pools, WETH.address, USD.address, 40n * e18, limits)!
    expect(paths.routes).toHaveLength(2)
    const larger = paths.routes.findIndex((route) => route.pools[0] === pools[0])
    expect(Math.abs(paths.shares[larger]! - 100 / 137)).toBeLessThan(1e-6)
  })

  it('divides at a hub whatever reaches it alike: a path per combination, each connected, shares adding to 1', () => {
    const paths = dualFlowPaths(hub(), ABC.address, USD.address, 400_000n * e18, limits)!
    expect(paths.routes).toHaveLength(4)
    for (const route of paths.routes) {
      expect(route.path[0]).toBe(ABC.address)
      expect(route.path.at(-1)).toBe(USD.address)
      expect(connected(route)).toBe(true)
    }
    expect(paths.shares.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12)
    // Largest first: the order they execute in.
    expect(paths.shares).toEqual([...paths.shares].sort((a, b) => b - a))
  })

  // v3 pools swapped in pieces, one after another, give what one swap of the whole would: the only
  // loss is the balancing's, well inside the 1e-4 the router is measured against (bench: optimum). That
  // holds for both divisions: the filled one cuts each piece where its part of every earlier pool ends,
  // so the pools get the dual's amounts on the first exact quote too.
  it('quotes a v3 flow exactly in order, either division: within 1e-5 of the bound, never above it; each path requotes alone', () => {
    fc.assert(
      fc.property(
        fc.bigInt(10n ** 21n, 10n ** 24n),
        fc.bigInt(10n ** 22n, 10n ** 24n),
        fc.bigInt(10n ** 15n, 10n ** 17n),
        (amount, abcLiquidity, usdLiquidity) => {
          const pools = hub(abcLiquidity, usdLiquidity).filter((pool) => pool.protocol === 'v3')
          pools.push(v3Pool(ABC, WETH, 500, tickForPrice(ABC, WETH, 0.001), abcLiquidity / 3n))
          const candidates = dualFlowCandidates(pools, ABC.address, USD.address, amount, limits)
          expect(candidates.length).toBeGreaterThan(0)
          for (const paths of candidates) {
            // At most a path per combination (a small trade leaves the dearer tiers out).
            expect(paths.routes.length).toBeLessThanOrEqual(4)
            const quotes = dualFlowQuotes(paths, amount, noFees)!
            expect(quotes.reduce((sum, quote) => sum + quote.amountIn, 0n)).toBe(amount)
            const total = Number(output(quotes))
            expect(total).toBeLessThanOrEqual(paths.bound * (1 + 1e-9))
            expect(total).toBeGreaterThanOrEqual(paths.bound * (1 - 1e-5))
            for (const quote of quotes)
              expect(quoteExactIn(quote.route, quote.amountIn, noFees)?.amountOut).toBe(quote.amountOut)
          }
        },
      ),
      { numRuns: 25 },
    )
  })

  // A v2 pair swapped in pieces gives less than in one swap (each piece's fee stays in the pair for the
  // next to pay against), which the dual does not see: the flow stays below the bound by that much,
  // and still beats every single path. The router keeps the greedy's division when it is better.
  it('quotes a flow through a shared v2 pair below the bound, above every single path', () => {
    fc.assert(
      fc.property(fc.bigInt(10n ** 21n, 10n ** 24n), (amount) => {
        const paths = dualFlowPaths(hub(), ABC.address, USD.address, amount, limits)!
        const total = dualFlowQuotes(paths, amount, noFees)!.reduce((sum, quote) => sum + quote.amountOut, 0n)
        expect(Number(total)).toBeLessThanOrEqual(paths.bound * (1 + 1e-9))
        for (const route of paths.routes)
          expect(total).toBeGreaterThanOrEqual(quoteExactIn(route, amount, noFees)?.amountOut ?? 0n)
      }),
      { numRuns: 25 },
    )
  })

  /** The hub-filled division (the second candidate): what it makes of `pools`. */
  const filled = (pools: PoolState[], amount: bigint, options = limits) => {
    const candidates = dualFlowCandidates(pools, ABC.address, USD.address, amount, options)
    expect(candidates).toHaveLength(2)
    return candidates[1]!
  }

  it('fills each pool at a hub from as few arrivals as it can: about as many paths as arrivals and pools', () => {
    const paths = filled(hub(), 400_000n * e18)
    // Two arrivals at WETH (the v3 pool's, the pair's) and two pools on: three pieces, not four.
    expect(paths.routes.length).toBe(3)
    for (const route of paths.routes) expect(connected(route)).toBe(true)
    expect(paths.shares.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12)
  })

  // A pair swapped in pieces keeps each piece's fee for the next to pay against: where the pair's whole
  // output fits into one pool on, the filled division swaps it once and gets more than the proportional
  // one, which cuts it into a piece per pool (200k UNI→USDC on the mainnet replica: 0.9998 → 0.9999).
  it('swaps a v2 pair whose output fits into one pool on in one piece, and gets more than cutting it', () => {
    const wethUsd = tickForPrice(WETH, USD, 3000)
    const pools = [
      v2Pair(ABC, WETH, 2_000_000n * e18, 2000n * e18),
      v3Pool(ABC, WETH, 3000, tickForPrice(ABC, WETH, 0.001), 10n ** 22n),
      v3Pool(WETH, USD, 500, wethUsd, 10n ** 17n),
      v3Pool(WETH, USD, 3000, wethUsd, 10n ** 16n),
    ]
    fc.assert(
      fc.property(fc.bigInt(200_000n * e18, 1_000_000n * e18), (amount) => {
        const [proportional, hubFilled] = dualFlowCandidates(pools, ABC.address, USD.address, amount, limits)
        const throughPair = (routes: { pools: readonly PoolState[] }[]) =>
          routes.filter((route) => route.pools[0] === pools[0]).length
        expect(throughPair(proportional!.routes)).toBe(2)
        expect(throughPair(hubFilled!.routes)).toBe(1)
        const [a, b] = [proportional!, hubFilled!].map((paths) =>
          output(dualFlowQuotes(paths, amount, noFees)!),
        )
        expect(b).toBeGreaterThan(a!)
        expect(Number(b)).toBeLessThanOrEqual(hubFilled!.bound * (1 + 1e-9))
      }),
      { numRuns: 20 },
    )
  })

  it('keeps to maxHops: a flow that needs four pools has no paths at three', () => {
    const chain = [
      v2Pair(ABC, WETH, 1000n * e18, 1000n * e18),
      v2Pair(WETH, DAI, 1000n * e18, 1000n * e18),
      v2Pair(DAI, BTC, 1000n * e18, 1000n * 10n ** 8n),
      v2Pair(BTC, USD, 1000n * 10n ** 8n, 1000n * e6),
    ]
    expect(dualFlowPaths(chain, ABC.address, USD.address, 10n * e18, limits)).toBeUndefined()
    const four = dualFlowPaths(chain, ABC.address, USD.address, 10n * e18, { ...limits, maxHops: 4 })!
    expect(four.routes.map((route) => route.pools.length)).toEqual([4])
  })

  it('offers no flow when v2 and v3 would mix and mixing is off, or when nothing reaches the output', () => {
    expect(
      dualFlowPaths(hub(), ABC.address, USD.address, 400_000n * e18, { ...limits, mixed: false }),
    ).toBeUndefined()
    expect(dualFlowPaths(hub(), ABC.address, BTC.address, 400_000n * e18, limits)).toBeUndefined()
  })
})
