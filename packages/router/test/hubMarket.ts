import fc from 'fast-check'
import { expect } from 'vitest'
import { quoteExactIn } from '../src/routing/quote-route.ts'
import { enumerateRoutes, type Route } from '../src/routing/routes.ts'
import type { Trade, TradeRequest } from '../src/routing/trade.ts'
import type { PoolState } from '../src/types.ts'
import { ABC, DAI, TEST_CONFIG, tickForPrice, USD, v2Pair, v3Pool, WETH } from './fixtures.ts'

/** The hub market of the flow tests (flow.test.ts, flow-routing.test.ts), and what they check a flow with. */

export const e18 = 10n ** 18n
export const e6 = 10n ** 6n
export const noFees = new Map()

/**
 * A hub market: ABC trades only against WETH (one deep v3 pool and a v2 pair), and WETH reaches USD
 * through three v3 tiers, a v2 pair and DAI. The best flow sends ABC through both ABC/WETH pools and
 * then splits the WETH over every WETH→USD pool: routes that share the ABC/WETH pools.
 */
export function hubMarket(): PoolState[] {
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

export const request = (amount: bigint, extra: Partial<TradeRequest> = {}): TradeRequest => ({
  tokenIn: ABC.address,
  tokenOut: USD.address,
  amount,
  tradeType: 'exactIn',
  config: TEST_CONFIG,
  ...extra,
})

export const routesOf = (pools: PoolState[]) =>
  enumerateRoutes(pools, ABC.address, USD.address, { maxHops: 3, protocols: ['v2', 'v3'], mixed: true })

/** A trade's route as a route over the pools it lists, in the state it lists them. */
export function routeAlone(trade: Trade, route: Trade['routes'][number]) {
  const [alone] = enumerateRoutes(route.pools, trade.tokenIn.address, trade.tokenOut.address, {
    maxHops: 3,
    protocols: ['v2', 'v3'],
    mixed: true,
  }).filter((r) => r.key === route.pools.map((p) => p.address).join(','))
  return alone!
}

/** Each route of a trade quoted alone on the pools it lists gives exactly its amounts. */
export function expectRoutesRequote(trade: Trade) {
  for (const route of trade.routes) {
    const quote = quoteExactIn(routeAlone(trade, route), route.amountIn, noFees)!
    expect(quote.amountOut).toBe(route.amountOut)
    expect(quote.hops.map((hop) => hop.amountOut)).toEqual(route.hops.map((hop) => hop.amountOut))
  }
}

/** Flows of `length` paths drawn from `among`, each with an input from 1e18 to `maxAmount`. */
export const flowsOf = (
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
