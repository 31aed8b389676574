import { type ChainRoutingConfig, routingConfig, USD_PRICING_MAX_HOPS } from '../chains.ts'
import type { Address, PoolSnapshot, Protocol, TradeType } from '../types.ts'
import { applyFraction, type Fraction, formatUnitsTrimmed, routeMidPrice } from './gas.ts'
import { quoteRoute, type RouteQuote } from './quote-route.ts'
import { enumerateRoutes, type Route } from './routes.ts'

/** What the router works out once per snapshot and reuses for every quote on it. */
interface SnapshotContext {
  routes: Map<string, Route[]>
  nativePrices: Map<string, Fraction | undefined>
  usdPerWei: Fraction | undefined | null
}
const contexts = new WeakMap<PoolSnapshot, SnapshotContext>()
function contextOf(snapshot: PoolSnapshot): SnapshotContext {
  let context = contexts.get(snapshot)
  if (!context) {
    context = { routes: new Map(), nativePrices: new Map(), usdPerWei: null }
    contexts.set(snapshot, context)
  }
  return context
}

/** The routes between two tokens, enumerated once per snapshot and request shape. */
export function routesFor(
  snapshot: PoolSnapshot,
  config: ChainRoutingConfig,
  tokenIn: Address,
  tokenOut: Address,
  protocols: readonly Protocol[],
  maxHops: number,
  mixed: boolean,
): Route[] {
  const context = contextOf(snapshot)
  const key = `${tokenIn}>${tokenOut}:${protocols.join('+')}:${maxHops}:${mixed}`
  let routes = context.routes.get(key)
  if (!routes) {
    const fees = snapshot.transferFees
    const hasFee = (token: Address) => fees.has(token)
    routes = enumerateRoutes(snapshot.pools, tokenIn, tokenOut, {
      maxHops,
      protocols,
      mixed,
      intermediates: new Set(config.baseTokens.map((token) => token.address.toLowerCase())),
      // Fee-on-transfer tokens break v3 pools' balance checks: route them through v2 only.
      exclude: (pool) => pool.protocol === 'v3' && (hasFee(pool.token0) || hasFee(pool.token1)),
    })
    context.routes.set(key, routes)
  }
  return routes
}

/** The best single route by raw quote (no gas) for pricing: its mid price or undefined. */
function pricingRoute(
  snapshot: PoolSnapshot,
  config: ChainRoutingConfig,
  tokenIn: Address,
  tokenOut: Address,
  amount: bigint,
  tradeType: TradeType,
): Route | undefined {
  const routes = routesFor(snapshot, config, tokenIn, tokenOut, ['v2', 'v3'], USD_PRICING_MAX_HOPS, false)
  let best: RouteQuote | undefined
  for (const route of routes) {
    const quote = quoteRoute(route, amount, tradeType, snapshot.transferFees)
    if (!quote) continue
    if (
      !best ||
      (tradeType === 'exactIn' ? quote.amountOut > best.amountOut : quote.amountIn < best.amountIn)
    ) {
      best = quote
    }
  }
  return best?.route
}

/** Raw units of `token` per wei of the native coin, from the mid price of the best route (≤ 2 hops). */
export function nativePrice(
  snapshot: PoolSnapshot,
  config: ChainRoutingConfig,
  token: Address,
): Fraction | undefined {
  const wrapped = config.wrappedNative.address
  if (token === wrapped) return { numerator: 1n, denominator: 1n }
  const context = contextOf(snapshot)
  if (context.nativePrices.has(token)) return context.nativePrices.get(token)
  // Priced by selling a tenth of a coin, or a thousandth where pools are shallow.
  let route: Route | undefined
  for (const amount of [10n ** 17n, 10n ** 15n]) {
    route = pricingRoute(snapshot, config, wrapped, token, amount, 'exactIn')
    if (route) break
  }
  const price = route ? routeMidPrice(route) : undefined
  context.nativePrices.set(token, price)
  return price
}

/**
 * Stablecoin units per wei (spec §9 USD pricing): the mid price of the best route of at most two hops
 * that buys the chain's reference amount of the stablecoin with the wrapped native coin.
 */
function usdPerWei(snapshot: PoolSnapshot, config: ChainRoutingConfig): Fraction | undefined {
  const context = contextOf(snapshot)
  if (context.usdPerWei !== null) return context.usdPerWei
  const { token, referenceAmount } = config.usdStable
  const route =
    pricingRoute(
      snapshot,
      config,
      config.wrappedNative.address,
      token.address,
      referenceAmount,
      'exactOut',
    ) ?? pricingRoute(snapshot, config, config.wrappedNative.address, token.address, 10n ** 15n, 'exactIn')
  context.usdPerWei = route ? routeMidPrice(route) : undefined
  return context.usdPerWei
}

/** Gas cost of `gasUnits` in US dollars, as a decimal string. */
export function gasCostUSD(
  snapshot: PoolSnapshot,
  gasUnits: bigint,
  gasPriceWei: bigint = snapshot.gasPriceWei,
  config: ChainRoutingConfig | undefined = routingConfig(snapshot.chainId),
): string | undefined {
  if (!config) return undefined
  const price = usdPerWei(snapshot, config)
  if (!price) return undefined
  const stableDecimals = config.usdStable.token.decimals
  // Twelve extra places keep cents exact for tiny L2 gas costs.
  const scaled = applyFraction(gasUnits * gasPriceWei * 10n ** 12n, price)
  const digits = formatUnitsTrimmed(scaled, stableDecimals + 12)
  const [whole, fraction = ''] = digits.split('.')
  return fraction ? `${whole}.${fraction.slice(0, 12)}` : `${whole}`
}
