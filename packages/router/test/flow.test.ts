import { PaymentsExtended, SwapRouter } from '@uniswap/router-sdk'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { initialSwapState, simulateV3Swap } from '../src/math/v3-swap.ts'
import { findBestTrade } from '../src/routing/find-trade.ts'
import { floatReplay } from '../src/routing/flow-market.ts'
import { replayFlow, routesSharePools } from '../src/routing/flow-replay.ts'
import { quoteExactIn } from '../src/routing/quote-route.ts'
import type { Trade } from '../src/routing/trade.ts'
import { swapRouter02Calldata } from '../src/sdk.ts'
import type { V3PoolState } from '../src/types.ts'
import { snapshotOf } from './fixtures.ts'
import { e18, flowsOf, hubMarket, noFees, request, routesOf } from './hubMarket.ts'

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
