import type { EncodableLeg } from '@exchange/router'
import { MixedRouteSDK, Trade } from '@uniswap/router-sdk'
import { type Currency, CurrencyAmount, Fraction, Percent, type TradeType } from '@uniswap/sdk-core'
import { type Pair, Route as V2Route } from '@uniswap/v2-sdk'
import { Pool, Route as V3Route } from '@uniswap/v3-sdk'

/** One route of a trade, in the form router-sdk's Trade takes it. */
export type RouteArgs =
  | {
      routev2: V2Route<Currency, Currency>
      inputAmount: CurrencyAmount<Currency>
      outputAmount: CurrencyAmount<Currency>
    }
  | {
      routev3: V3Route<Currency, Currency>
      inputAmount: CurrencyAmount<Currency>
      outputAmount: CurrencyAmount<Currency>
    }
  | {
      mixedRoute: MixedRouteSDK<Currency, Currency>
      inputAmount: CurrencyAmount<Currency>
      outputAmount: CurrencyAmount<Currency>
    }

const poolsOf = (args: RouteArgs): (Pool | Pair)[] =>
  'routev2' in args
    ? args.routev2.pairs
    : 'routev3' in args
      ? args.routev3.pools
      : // This app builds mixed routes of v2 pairs and v3 pools only (SwapRouter02 has no v4).
        (args.mixedRoute.pools as (Pool | Pair)[])

/** What identifies a pool across routes: its tokens, and its fee for v3. */
const poolKey = (pool: Pool | Pair) =>
  pool instanceof Pool
    ? `v3:${pool.token0.address}:${pool.token1.address}:${pool.fee}`
    : `v2:${pool.token0.address}:${pool.token1.address}`

/** Whether some pool serves more than one of the routes. */
export function routesSharePools(routes: readonly RouteArgs[]): boolean {
  const keys = routes.flatMap((route) => poolsOf(route).map(poolKey))
  return new Set(keys).size < keys.length
}

/** A trade of one route, to borrow router-sdk's wrapped route and swap from. */
const singleTrade = (args: RouteArgs, tradeType: TradeType) =>
  new Trade<Currency, Currency, TradeType>({
    v2Routes: 'routev2' in args ? [args] : [],
    v3Routes: 'routev3' in args ? [args] : [],
    mixedRoutes: 'mixedRoute' in args ? [args] : [],
    tradeType,
  })

/** The route with each pool as the first route of the flow met it: the state before the trade. */
function atStartState(args: RouteArgs, firstSeen: Map<string, Pool | Pair>) {
  const pools = poolsOf(args).map((pool) => firstSeen.get(poolKey(pool)) ?? pool)
  const { input, output } =
    'routev2' in args ? args.routev2 : 'routev3' in args ? args.routev3 : args.mixedRoute
  if ('routev2' in args) return new V2Route(pools as Pair[], input, output)
  if ('routev3' in args) return new V3Route(pools as Pool[], input, output)
  return new MixedRouteSDK(pools, input, output)
}

/**
 * A trade whose routes share pools: the flow merges at a hub token and splits again (a large ETH→USDC
 * trade through the WETH/stablecoin pools, then each stablecoin into USDC, some pools on two routes).
 * The routes execute in the order given, each on the state the earlier ones leave, and each route's
 * pools hold that state, so router-sdk's `SwapRouter` encodes them in order as they are quoted (its v2
 * swaps are recomputed from the pairs' reserves, which are the ones the route meets).
 *
 * router-sdk's `Trade` refuses a pool on two routes, since one `Trade` prices every route on the same
 * state. This subclass is built on the first route and then holds all of them, in order, so that every
 * reader of a `Trade` (amounts, minimum received, the route display, the calldata) reads the whole
 * flow; only the price impact is its own, taken against each pool's state before the trade.
 */
export class FlowTrade extends Trade<Currency, Currency, TradeType> {
  /** The mark that tells a flow from a `Trade` of pool-disjoint routes. */
  readonly sharesPools = true
  readonly #priceImpact: Percent
  /**
   * A held split's calls (heldSplit.ts): then the routes are the paths they serve, for display, and the
   * calldata comes from these (encoding the routes would swap their shared v2 pair in pieces).
   */
  readonly legs: readonly EncodableLeg[] | undefined

  constructor(
    first: RouteArgs,
    singles: Trade<Currency, Currency, TradeType>[],
    priceImpact: Percent,
    legs?: readonly EncodableLeg[],
  ) {
    const tradeType = singles[0]!.tradeType
    super({
      v2Routes: 'routev2' in first ? [first] : [],
      v3Routes: 'routev3' in first ? [first] : [],
      mixedRoutes: 'mixedRoute' in first ? [first] : [],
      tradeType,
    })
    this.swaps.splice(0, this.swaps.length, ...singles.map((single) => single.swaps[0]!))
    this.routes.splice(0, this.routes.length, ...singles.map((single) => single.routes[0]!))
    this.#priceImpact = priceImpact
    this.legs = legs
  }

  /** The routes in execution order; each route's pools as that route meets them (and a held split's legs). */
  static inOrder(
    routes: readonly RouteArgs[],
    tradeType: TradeType,
    legs?: readonly EncodableLeg[],
  ): FlowTrade {
    const [first] = routes
    if (!first) throw new Error('A flow needs at least one route')
    const singles = routes.map((route) => singleTrade(route, tradeType))
    // Spot: every route's input at its mid price before the trade (each pool as the first route that
    // uses it meets it), against what the flow pays out.
    const firstSeen = new Map<string, Pool | Pair>()
    for (const route of routes)
      for (const pool of poolsOf(route)) if (!firstSeen.has(poolKey(pool))) firstSeen.set(poolKey(pool), pool)
    const outputCurrency = first.outputAmount.currency
    let spot = CurrencyAmount.fromRawAmount(outputCurrency, 0)
    let output = CurrencyAmount.fromRawAmount(outputCurrency, 0)
    for (const route of routes) {
      const midPrice = atStartState(route, firstSeen).midPrice
      spot = spot.add(
        CurrencyAmount.fromRawAmount(outputCurrency, midPrice.quote(route.inputAmount).quotient),
      )
      output = output.add(route.outputAmount)
    }
    const impact = spot.greaterThan(0)
      ? new Fraction(spot.subtract(output).quotient, spot.quotient)
      : new Fraction(0)
    return new FlowTrade(first, singles, new Percent(impact.numerator, impact.denominator), legs)
  }

  override get priceImpact(): Percent {
    return this.#priceImpact
  }
}
