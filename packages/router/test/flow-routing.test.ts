import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { findBestTrade } from '../src/routing/find-trade.ts'
import { allocateFlow } from '../src/routing/flow.ts'
import { routesSharePools } from '../src/routing/flow-replay.ts'
import { quoteRoute } from '../src/routing/quote-route.ts'
import { enumerateRoutes } from '../src/routing/routes.ts'
import type { TradeRequest } from '../src/routing/trade.ts'
import { snapshotOf, tickForPrice, USD, v2Pair, v3Pool, WETH } from './fixtures.ts'
import {
  e6,
  e18,
  expectRoutesRequote,
  hubMarket,
  noFees,
  request,
  routeAlone,
  routesOf,
} from './hubMarket.ts'

describe('flow routing', () => {
  const snapshot = snapshotOf(hubMarket())

  it('merges and re-splits at the hub when pools may be shared, and gains over pool-disjoint routes', () => {
    const amount = 400_000n * e18
    const disjoint = findBestTrade(snapshot, request(amount))!
    const flow = findBestTrade(snapshot, request(amount, { sharedPools: true }))!
    expect(routesSharePools(disjoint.routes)).toBe(false)
    expect(routesSharePools(flow.routes)).toBe(true)
    expect(flow.quoteGasAdjusted).toBeGreaterThan(disjoint.quoteGasAdjusted)
    // More than 0.5% more here: the disjoint routes cannot use every WETH→USD pool.
    expect(Number(flow.quote) / Number(disjoint.quote)).toBeGreaterThan(1.005)
    expect(flow.routes.reduce((sum, route) => sum + route.amountIn, 0n)).toBe(amount)
    expect(flow.routes.reduce((sum, route) => sum + route.amountOut, 0n)).toBe(flow.quote)
    expectRoutesRequote(flow)
  })

  it('never returns less than the best single route, or than pool-disjoint routes (net of gas)', () => {
    fc.assert(
      fc.property(fc.bigInt(10n ** 15n, 800_000n * e18), fc.boolean(), (amount, sharedPools) => {
        const trade = findBestTrade(snapshot, request(amount, { sharedPools }))
        const single = findBestTrade(snapshot, request(amount, { maxSplits: 1 }))
        const disjoint = findBestTrade(snapshot, request(amount))
        if (!trade) {
          expect(single).toBeUndefined()
          return
        }
        if (single) expect(trade.quoteGasAdjusted >= single.quoteGasAdjusted).toBe(true)
        if (disjoint) expect(trade.quoteGasAdjusted >= disjoint.quoteGasAdjusted).toBe(true)
        expect(trade.routes.reduce((sum, route) => sum + route.amountIn, 0n)).toBe(amount)
        if (!sharedPools) expect(routesSharePools(trade.routes)).toBe(false)
        expectRoutesRequote(trade)
      }),
      { numRuns: 40 },
    )
  })

  it('routes an exact output as a flow too: each path requotes alone, and it costs no more than the split', () => {
    fc.assert(
      fc.property(fc.bigInt(1_000n * e6, 1_200_000n * e6), fc.boolean(), (amount, sharedPools) => {
        const exactOut = (extra: Partial<TradeRequest>) =>
          findBestTrade(snapshot, request(amount, { tradeType: 'exactOut', ...extra }))
        const trade = exactOut({ sharedPools })
        const single = exactOut({ maxSplits: 1 })
        if (!trade) {
          expect(single).toBeUndefined()
          return
        }
        // Net of gas, exact output: less input is better.
        if (single) expect(trade.quoteGasAdjusted <= single.quoteGasAdjusted).toBe(true)
        expect(trade.routes.reduce((sum, route) => sum + route.amountOut, 0n)).toBe(amount)
        expect(trade.routes.reduce((sum, route) => sum + route.amountIn, 0n)).toBe(trade.quote)
        if (!sharedPools) expect(routesSharePools(trade.routes)).toBe(false)
        // Every route asked alone, on the pools as it meets them, for its output costs what it was quoted.
        for (const route of trade.routes) {
          const alone = routeAlone(trade, route)
          expect(quoteRoute(alone, route.amountOut, 'exactOut', noFees)!.amountIn).toBe(route.amountIn)
        }
      }),
      { numRuns: 30 },
    )
    // A large output merges at the hub and splits again.
    const large = findBestTrade(
      snapshot,
      request(1_000_000n * e6, { tradeType: 'exactOut', sharedPools: true }),
    )!
    const disjoint = findBestTrade(snapshot, request(1_000_000n * e6, { tradeType: 'exactOut' }))!
    expect(routesSharePools(large.routes)).toBe(true)
    expect(large.quoteGasAdjusted).toBeLessThan(disjoint.quoteGasAdjusted)
  })

  // The allocation hands out 1/240 increments greedily and cannot take one back, so it is as good as
  // its grid: an added pool may shift increments and cost up to about 1e-4 of the output, never more.
  it('never gives measurably less when a pool is added (gas aside): within the grid, 1e-4', () => {
    const base = hubMarket()
    fc.assert(
      fc.property(
        fc.constantFrom(500, 3000, 10000),
        fc.integer({ min: -200, max: 200 }),
        fc.bigInt(10n ** 14n, 10n ** 16n),
        fc.bigInt(1000n * e18, 600_000n * e18),
        (fee, offset, liquidity, amount) => {
          const extra = v3Pool(WETH, USD, fee, tickForPrice(WETH, USD, 3000) + offset, liquidity)
          const options = { sharedPools: true, gasPriceWei: 0n }
          const before = findBestTrade(snapshotOf(base, 0n), request(amount, options))
          const after = findBestTrade(snapshotOf([...base, extra], 0n), request(amount, options))
          if (!before) return
          expect(after).toBeTruthy()
          expect(after!.quote * 10_000n >= before.quote * 9_999n).toBe(true)
        },
      ),
      { numRuns: 30 },
    )
  })

  it('takes increments back and hands them out again only when that gains', () => {
    const routes = routesOf(hubMarket())
    const gas = routes.map(() => 0)
    const options = { steps: 240, sharedPools: true, maxPaths: 24, refinements: 0 }
    for (const amount of [50_000n * e18, 300_000n * e18, 800_000n * e18]) {
      const [plain] = allocateFlow(routes, amount, noFees, gas, { ...options, improve: false })
      const [improved] = allocateFlow(routes, amount, noFees, gas, { ...options, improve: true })
      expect(improved!.output).toBeGreaterThanOrEqual(plain!.output)
      expect(improved!.parts.reduce((sum, part) => sum + part.units, 0)).toBe(240)
    }
  })

  // Two v2 pairs at one price with the same fee: the optimum divides the input in proportion to their
  // reserves (equal marginal rates), here 100/137 to the larger.
  it('refines the grid: two pairs get their closed-form shares to within 1/1000, not the coarse grid’s 1/60', () => {
    const pools = [v2Pair(WETH, USD, 100n * e18, 300_000n * e6), v2Pair(WETH, USD, 37n * e18, 111_000n * e6)]
    const routes = enumerateRoutes(pools, WETH.address, USD.address, {
      maxHops: 1,
      protocols: ['v2'],
      mixed: false,
    })
    const gas = routes.map(() => 0)
    const share = (refinements: number) => {
      const options = { steps: 60, sharedPools: false, maxPaths: 2, improve: false, refinements }
      const [allocation] = allocateFlow(routes, 40n * e18, noFees, gas, options)
      const larger = allocation!.parts.find((part) => part.route.pools[0] === pools[0])!
      return { share: larger.units / allocation!.totalUnits, output: allocation!.output }
    }
    const coarse = share(0)
    const refined = share(2)
    expect(Math.abs(coarse.share - 100 / 137)).toBeGreaterThan(1 / 1000)
    expect(Math.abs(refined.share - 100 / 137)).toBeLessThan(1 / 1000)
    expect(refined.output).toBeGreaterThan(coarse.output)
  })

  it('hands out every increment and keeps paths within maxPaths', () => {
    const routes = routesOf(hubMarket())
    const gas = routes.map(() => 0)
    for (const [sharedPools, improve] of [
      [false, false],
      [true, false],
      [true, true],
    ] as const) {
      const allocations = allocateFlow(routes, 300_000n * e18, noFees, gas, {
        steps: 100,
        sharedPools,
        maxPaths: 3,
        improve,
        refinements: 2,
      })
      expect(allocations.length).toBeGreaterThan(0)
      for (const allocation of allocations) {
        expect(allocation.parts.length).toBeLessThanOrEqual(3)
        expect(allocation.totalUnits).toBe(100 * 8 ** 2)
        expect(allocation.parts.reduce((sum, part) => sum + part.units, 0)).toBe(allocation.totalUnits)
        if (!sharedPools) expect(routesSharePools(allocation.parts.map((part) => part.route))).toBe(false)
      }
    }
  })
})
