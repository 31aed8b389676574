import { PaymentsExtended, SwapRouter } from '@uniswap/router-sdk'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { initialSwapState, simulateV3Swap } from '../src/math/v3-swap.ts'
import { findBestTrade } from '../src/routing/find-trade.ts'
import { allocateFlow } from '../src/routing/flow.ts'
import { floatReplay } from '../src/routing/flow-market.ts'
import { replayFlow, routesSharePools } from '../src/routing/flow-replay.ts'
import { quoteExactIn, quoteRoute } from '../src/routing/quote-route.ts'
import { enumerateRoutes, type Route } from '../src/routing/routes.ts'
import type { Trade, TradeRequest } from '../src/routing/trade.ts'
import { swapRouter02Calldata } from '../src/sdk.ts'
import type { PoolState, V3PoolState } from '../src/types.ts'
import { ABC, DAI, snapshotOf, TEST_CONFIG, tickForPrice, USD, v2Pair, v3Pool, WETH } from './fixtures.ts'

const e18 = 10n ** 18n
const e6 = 10n ** 6n
const noFees = new Map()

/**
 * A hub market: ABC trades only against WETH (one deep v3 pool and a v2 pair), and WETH reaches USD
 * through three v3 tiers, a v2 pair and DAI. The best flow sends ABC through both ABC/WETH pools and
 * then splits the WETH over every WETH→USD pool: routes that share the ABC/WETH pools.
 */
function hubMarket(): PoolState[] {
  const wethUsd = tickForPrice(WETH, USD, 3000)
  const wethDai = tickForPrice(WETH, DAI, 3000)
  return [
    v3Pool(ABC, WETH, 3000, tickForPrice(ABC, WETH, 0.001), 10n ** 23n),
    v2Pair(ABC, WETH, 2_000_000n * e18, 2000n * e18),
    v3Pool(WETH, USD, 500, wethUsd, 10n ** 16n),
    v3Pool(WETH, USD, 3000, wethUsd, 10n ** 16n),
    v3Pool(WETH, USD, 10000, wethUsd, 5n * 10n ** 15n),
    v2Pair(WETH, USD, 500n * e18, 1_500_000n * e6),
    v3Pool(WETH, DAI, 500, wethDai, 10n ** 22n),
    v3Pool(DAI, USD, 100, tickForPrice(DAI, USD, 1), 10n ** 20n),
  ]
}

const request = (amount: bigint, extra: Partial<TradeRequest> = {}): TradeRequest => ({
  tokenIn: ABC.address,
  tokenOut: USD.address,
  amount,
  tradeType: 'exactIn',
  config: TEST_CONFIG,
  ...extra,
})

const routesOf = (pools: PoolState[]) =>
  enumerateRoutes(pools, ABC.address, USD.address, { maxHops: 3, protocols: ['v2', 'v3'], mixed: true })

/** A trade's route as a route over the pools it lists, in the state it lists them. */
function routeAlone(trade: Trade, route: Trade['routes'][number]) {
  const [alone] = enumerateRoutes(route.pools, trade.tokenIn.address, trade.tokenOut.address, {
    maxHops: 3,
    protocols: ['v2', 'v3'],
    mixed: true,
  }).filter((r) => r.key === route.pools.map((p) => p.address).join(','))
  return alone!
}

/** Each route of a trade quoted alone on the pools it lists gives exactly its amounts. */
function expectRoutesRequote(trade: Trade) {
  for (const route of trade.routes) {
    const quote = quoteExactIn(routeAlone(trade, route), route.amountIn, noFees)!
    expect(quote.amountOut).toBe(route.amountOut)
    expect(quote.hops.map((hop) => hop.amountOut)).toEqual(route.hops.map((hop) => hop.amountOut))
  }
}

/** Flows of `length` paths drawn from `among`, each with an input from 1e18 to `maxAmount`. */
const flowsOf = (
  among: readonly Route[],
  maxAmount: bigint,
  length: { minLength: number; maxLength: number },
) =>
  fc
    .array(
      fc.record({ r: fc.integer({ min: 0, max: among.length - 1 }), amount: fc.bigInt(e18, maxAmount) }),
      length,
    )
    .map((parts) => parts.map(({ r, amount }) => ({ route: among[r]!, amountIn: amount })))

describe('exact replay of a flow', () => {
  const pools = hubMarket()
  const routes = routesOf(pools)

  it('quotes a single path exactly as the route alone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: routes.length - 1 }), fc.bigInt(1n, 500n * e18), (r, amount) => {
        const route = routes[r]!
        const alone = quoteExactIn(route, amount, noFees)
        const replayed = replayFlow([{ route, amountIn: amount }], noFees)
        expect(replayed?.[0]?.amountOut).toBe(alone?.amountOut)
      }),
      { numRuns: 60 },
    )
  })

  it('runs paths one after another on the pools the earlier ones moved, each requotable on its own', () => {
    const shared = pools[0] as V3PoolState
    const viaShared = routes.filter((route) => route.pools[0] === shared && route.pools.length === 2)
    expect(viaShared.length).toBeGreaterThanOrEqual(3)
    fc.assert(
      fc.property(flowsOf(viaShared, 2000n * e18, { minLength: 2, maxLength: 5 }), (flow) => {
        const quotes = replayFlow(flow, noFees)
        if (!quotes) return
        // The shared first pool sees the pieces in a row: its total output is what one swap of the
        // total pays, but for the rounding of each piece (at most a wei or two per swap).
        const total = flow.reduce((sum, part) => sum + part.amountIn, 0n)
        const once = simulateV3Swap(shared, initialSwapState(shared), quotes[0]!.route.zeroForOne[0]!, total)
        if (typeof once !== 'object') throw new Error('the shared pool cannot take the total')
        const pieces = quotes.reduce((sum, quote) => sum + quote.hops[0]!.amountOut, 0n)
        expect(pieces <= once.amountOut).toBe(true)
        expect(once.amountOut - pieces <= 2n * BigInt(flow.length)).toBe(true)
        // A later path meets the state the earlier ones left: quoting it alone on those pools
        // gives its amounts exactly.
        for (const quote of quotes) {
          const again = quoteExactIn(quote.route, quote.amountIn, noFees)!
          expect(again.amountOut).toBe(quote.amountOut)
        }
        // The second piece through the shared pool starts where the first ended.
        const met = quotes[1]!.route.pools[0] as V3PoolState
        expect(met.sqrtPriceX96).not.toBe(shared.sqrtPriceX96)
      }),
      { numRuns: 40 },
    )
  })

  // The dual's balancing weighs divisions on the float twins (dualFlowQuotes): they must agree with the
  // exact replay far below the 1e-7 of the output a balancing round must gain.
  it('has a float twin that delivers what the exact replay does, path by path and pool by pool', () => {
    fc.assert(
      fc.property(flowsOf(routes, 500n * e18, { minLength: 1, maxLength: 6 }), (flow) => {
        const exact = replayFlow(flow, noFees)
        const twin = floatReplay(
          flow.map((part) => ({ route: part.route, amountIn: Number(part.amountIn) })),
          noFees,
        )
        expect(twin === undefined).toBe(exact === undefined)
        if (!exact || !twin) return
        // Within 1e-9, and the exact math's rounding down: a unit or so per swap.
        const close = (float: number, exactAmount: number, swaps: number) => {
          expect(Math.abs(float - exactAmount)).toBeLessThanOrEqual(exactAmount * 1e-9 + 2 * swaps)
        }
        exact.forEach((quote, i) => {
          close(twin.outputs[i]!, Number(quote.amountOut), quote.hops.length)
        })
        const into = new Map<string, number>()
        for (const quote of exact)
          quote.hops.forEach((hop, k) => {
            const pool = quote.route.pools[k]!.address
            into.set(pool, (into.get(pool) ?? 0) + Number(hop.amountIn))
          })
        expect([...twin.into.keys()].sort()).toEqual([...into.keys()].sort())
        for (const [pool, amount] of into) close(twin.into.get(pool)!, amount, 3 * exact.length)
      }),
      { numRuns: 60 },
    )
  })
})

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

describe('SwapRouter02 calldata of a flow', () => {
  const snapshot = snapshotOf(hubMarket())
  const recipient = '0x00000000000000000000000000000000000000aa'
  const trade = findBestTrade(snapshot, request(400_000n * e18, { sharedPools: true, maxSplits: 3 }))!

  /** The multicall's calls: swaps through SwapRouter02's interface, the final sweep through PaymentsExtended's. */
  const decode = (calldata: string) => {
    const multicall = SwapRouter.INTERFACE.parseTransaction({ data: calldata })
    return (multicall.args.at(-1) as string[]).map((data) =>
      data.startsWith(PaymentsExtended.INTERFACE.getSighash('sweepToken(address,uint256,address)'))
        ? PaymentsExtended.INTERFACE.parseTransaction({ data })
        : SwapRouter.INTERFACE.parseTransaction({ data }),
    )
  }

  it('is one call per route in the order the quote runs them, each with its exact amount in', () => {
    expect(routesSharePools(trade.routes)).toBe(true)
    const { calldata } = swapRouter02Calldata(trade, { slippageBips: 50, recipient, deadline: 2_000_000_000 })
    const calls = decode(calldata)
    expect(calls.at(-1)?.name).toBe('sweepToken')
    const amountsIn = calls
      .slice(0, -1)
      .map((call) =>
        BigInt(
          String(
            call.name === 'swapExactTokensForTokens'
              ? call.args[0]
              : (call.args[0] as { amountIn: unknown }).amountIn,
          ),
        ),
      )
      // A mixed route's later sections spend the router's balance (amount 0).
      .filter((value) => value > 0n)
    expect(amountsIn).toEqual(trade.routes.map((route) => route.amountIn))
  })

  it('checks the total the routes deliver on the pools as each meets them (v2 pairs moved by earlier routes)', () => {
    // A trade of three or more routes where a later route goes through a v2 pair an earlier one
    // moved: one check of the total at the end, which at zero slippage is exactly the quote only if
    // that route is priced on the moved pair (a v2 SDK trade computes its output from the pair).
    const sharesPair = (candidate: Trade) => {
      const pairs = candidate.routes.flatMap((route) => route.pools.filter((pool) => pool.protocol === 'v2'))
      return candidate.routes.length >= 3 && new Set(pairs.map((pool) => pool.address)).size < pairs.length
    }
    const found = [100_000n, 200_000n, 400_000n, 600_000n]
      .flatMap((whole) => [3, 4, 6].map((maxSplits) => ({ whole, maxSplits })))
      .map(
        ({ whole, maxSplits }) =>
          findBestTrade(snapshot, request(whole * e18, { sharedPools: true, maxSplits }))!,
      )
      .find(sharesPair)
    expect(found).toBeTruthy()
    const { calldata } = swapRouter02Calldata(found!, { slippageBips: 0, recipient, deadline: 2_000_000_000 })
    const sweep = decode(calldata).at(-1)!
    expect(sweep.name).toBe('sweepToken')
    expect(BigInt(String(sweep.args[1]))).toBe(found!.amountOut)
  })
})
