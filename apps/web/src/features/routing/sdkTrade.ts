import { MixedRouteSDK, Trade } from '@uniswap/router-sdk'
import { type Currency, CurrencyAmount, Token, TradeType } from '@uniswap/sdk-core'
import { Pair, Route as V2Route } from '@uniswap/v2-sdk'
import { type FeeAmount, Pool, Route as V3Route } from '@uniswap/v3-sdk'
import { FlowTrade, type RouteArgs, routesSharePools } from './flowTrade'
import { heldSplitLegs } from './heldSplit'
import { feeOf, type PoolInRoute, type QuoteResponse, type RouteToken } from './quoteSchema'

/**
 * The SDK side of routing, loaded only when a quote arrives: a routing response as a router-sdk Trade, for
 * the amounts, prices and route shown, and for the SwapRouter02 calldata.
 */
export type SdkTrade = Trade<Currency, Currency, TradeType>

function tokenFactory() {
  const tokens = new Map<string, Token>()
  return (token: RouteToken) => {
    const key = `${token.chainId}:${token.address.toLowerCase()}`
    let existing = tokens.get(key)
    if (!existing) {
      existing = new Token(token.chainId, token.address, Number(token.decimals), token.symbol)
      tokens.set(key, existing)
    }
    return existing
  }
}

/**
 * The one converter from a quote answer (read by `parseQuoteResponse`, its fit checked by quoteFit.ts) to
 * the SDK trade, between the currencies the user chose (the native coin stays native: the routes run
 * through the wrapped token and the router wraps and unwraps): a held split's legs (heldSplit.ts) or
 * routes that share pools make a `FlowTrade`, other routes a router-sdk `Trade`.
 */
export function routeResponseToTrade(
  response: QuoteResponse,
  currencyIn: Currency,
  currencyOut: Currency,
  tradeType: TradeType,
): SdkTrade {
  const token = tokenFactory()
  const toPool = (pool: PoolInRoute): Pool | Pair =>
    pool.type === 'v3-pool'
      ? new Pool(
          token(pool.tokenIn),
          token(pool.tokenOut),
          feeOf(pool.fee) as FeeAmount,
          pool.sqrtRatioX96,
          pool.liquidity,
          Number(pool.tickCurrent),
        )
      : new Pair(
          CurrencyAmount.fromRawAmount(token(pool.reserve0.token), pool.reserve0.quotient),
          CurrencyAmount.fromRawAmount(token(pool.reserve1.token), pool.reserve1.quotient),
        )

  const routes: RouteArgs[] = []
  for (const route of response.route) {
    const first = route[0]
    const last = route.at(-1)
    if (!first || !last) continue
    const inputAmount = CurrencyAmount.fromRawAmount(currencyIn, first.amountIn)
    const outputAmount = CurrencyAmount.fromRawAmount(currencyOut, last.amountOut)
    const pools = route.map(toPool)
    if (route.every((pool) => pool.type === 'v3-pool'))
      routes.push({
        routev3: new V3Route(pools as Pool[], currencyIn, currencyOut),
        inputAmount,
        outputAmount,
      })
    else if (route.every((pool) => pool.type === 'v2-pool'))
      routes.push({
        routev2: new V2Route(pools as Pair[], currencyIn, currencyOut),
        inputAmount,
        outputAmount,
      })
    else
      routes.push({
        mixedRoute: new MixedRouteSDK(pools, currencyIn, currencyOut),
        inputAmount,
        outputAmount,
      })
  }
  // A held split runs as its legs; its routes are the paths they serve.
  const legs = heldSplitLegs(response, currencyIn, currencyOut, tradeType === TradeType.EXACT_INPUT)
  if (legs) return FlowTrade.inOrder(routes, tradeType, legs)
  // Routes that share pools execute in the order listed, each on the state the earlier ones leave.
  if (routesSharePools(routes)) return FlowTrade.inOrder(routes, tradeType)
  return new Trade({
    v2Routes: routes.flatMap((route) => ('routev2' in route ? [route] : [])),
    v3Routes: routes.flatMap((route) => ('routev3' in route ? [route] : [])),
    mixedRoutes: routes.flatMap((route) => ('mixedRoute' in route ? [route] : [])),
    tradeType,
  })
}
