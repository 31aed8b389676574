import { type Currency, TradeType } from '@uniswap/sdk-core'
import type { Client } from 'viem'
import { fetchQuote, quoteUrl } from './quote'
import type { RoutedTrade, RouteRequest } from './routedTradeTypes'

export type { RoutedTrade, RouteRequest } from './routedTradeTypes'

const sides = ({ amount, otherCurrency, tradeType }: RouteRequest): [Currency, Currency] =>
  tradeType === TradeType.EXACT_INPUT ? [amount.currency, otherCurrency] : [otherCurrency, amount.currency]

/** The best trade from the quote API; null when it has no route. Throws when the API fails. */
export async function apiRoutedTrade(
  apiUrl: string,
  request: RouteRequest,
  signal?: AbortSignal,
): Promise<RoutedTrade | null> {
  const { amount, otherCurrency, tradeType, maxHops } = request
  const result = await fetchQuote(quoteUrl(apiUrl, amount, otherCurrency, tradeType, maxHops), signal)
  if (result.kind === 'no-route') return null
  // The SDK classes load with the first quote, not with the page.
  const { routeResponseToTrade } = await import('./sdkTrade')
  const [currencyIn, currencyOut] = sides(request)
  return {
    trade: routeResponseToTrade(result.response, currencyIn, currencyOut, tradeType),
    blockNumber: BigInt(result.response.blockNumber),
    gasUseEstimateUSD: result.response.gasUseEstimateUSD,
  }
}

/** The best trade found in the browser over the chain's pools (client-side routing); null without a route. */
export async function clientRoutedTrade(client: Client, request: RouteRequest): Promise<RoutedTrade | null> {
  const { clientSideTrade } = await import('./clientSide')
  const { amount, otherCurrency, tradeType, maxHops } = request
  return (await clientSideTrade(client, amount, otherCurrency, tradeType, maxHops)) ?? null
}
