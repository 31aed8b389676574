import { MixedRouteSDK, Trade } from '@uniswap/router-sdk'
import { type Currency, CurrencyAmount, Token, type TradeType } from '@uniswap/sdk-core'
import { Pair, Route as V2Route } from '@uniswap/v2-sdk'
import { type FeeAmount, Pool, Route as V3Route } from '@uniswap/v3-sdk'
import type { PoolInRoute, QuoteResponse, RouteToken } from './types'

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
 * A routing response as a trade between the currencies the user chose (the native coin stays native: the
 * routes run through the wrapped token and the router wraps and unwraps).
 */
export function routeResponseToTrade(
  response: QuoteResponse,
  currencyIn: Currency,
  currencyOut: Currency,
  tradeType: TradeType,
): SdkTrade {
  const token = tokenFactory()
  const v2Routes: {
    routev2: V2Route<Currency, Currency>
    inputAmount: CurrencyAmount<Currency>
    outputAmount: CurrencyAmount<Currency>
  }[] = []
  const v3Routes: {
    routev3: V3Route<Currency, Currency>
    inputAmount: CurrencyAmount<Currency>
    outputAmount: CurrencyAmount<Currency>
  }[] = []
  const mixedRoutes: {
    mixedRoute: MixedRouteSDK<Currency, Currency>
    inputAmount: CurrencyAmount<Currency>
    outputAmount: CurrencyAmount<Currency>
  }[] = []

  const toPool = (pool: PoolInRoute): Pool | Pair =>
    pool.type === 'v3-pool'
      ? new Pool(
          token(pool.tokenIn),
          token(pool.tokenOut),
          Number(pool.fee) as FeeAmount,
          pool.sqrtRatioX96,
          pool.liquidity,
          Number(pool.tickCurrent),
        )
      : new Pair(
          CurrencyAmount.fromRawAmount(token(pool.reserve0.token), pool.reserve0.quotient),
          CurrencyAmount.fromRawAmount(token(pool.reserve1.token), pool.reserve1.quotient),
        )

  for (const route of response.route) {
    const first = route[0]
    const last = route.at(-1)
    if (!first || !last) continue
    const inputAmount = CurrencyAmount.fromRawAmount(currencyIn, first.amountIn)
    const outputAmount = CurrencyAmount.fromRawAmount(currencyOut, last.amountOut)
    const pools = route.map(toPool)
    if (route.every((pool) => pool.type === 'v3-pool'))
      v3Routes.push({
        routev3: new V3Route(pools as Pool[], currencyIn, currencyOut),
        inputAmount,
        outputAmount,
      })
    else if (route.every((pool) => pool.type === 'v2-pool'))
      v2Routes.push({
        routev2: new V2Route(pools as Pair[], currencyIn, currencyOut),
        inputAmount,
        outputAmount,
      })
    else
      mixedRoutes.push({
        mixedRoute: new MixedRouteSDK(pools, currencyIn, currencyOut),
        inputAmount,
        outputAmount,
      })
  }
  return new Trade({ v2Routes, v3Routes, mixedRoutes, tradeType })
}
