import { type Currency, TradeType } from '@uniswap/sdk-core'
import type { Client } from 'viem'
import type { TaxTable } from './feeOnTransfer'
import { fetchQuote, quoteUrl } from './quote'
import { QuoteMismatchError, quoteFitsRequest } from './quoteFit'
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
  const { amount, otherCurrency, tradeType, maxHops, protocols } = request
  const result = await fetchQuote(
    quoteUrl(apiUrl, amount, otherCurrency, tradeType, maxHops, protocols),
    signal,
  )
  if (result.kind === 'no-route') return null
  // Spends exactly what was typed, or is a failed quote (the caller then routes in the browser).
  const fit = quoteFitsRequest(
    result.response,
    BigInt(amount.quotient.toString()),
    tradeType === TradeType.EXACT_INPUT,
  )
  if (!fit.ok) throw new QuoteMismatchError(fit.reason)
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
  return (await clientSideTrade(client, request)) ?? null
}

/**
 * A routed trade of a taxed token recomputed for the v2 router's fee-on-transfer functions (amounts
 * after the taxes). Those take one path: a trade split over several routes is routed again on a single
 * v2 route by `singleRoute`. Null when no such route exists.
 */
export async function withFeeOnTransfer(
  routed: RoutedTrade,
  taxes: TaxTable,
  singleRoute: () => Promise<RoutedTrade | null>,
): Promise<RoutedTrade | null> {
  const { feeOnTransferTrade } = await import('./feeOnTransferTrade')
  let chosen = routed
  let result = feeOnTransferTrade(chosen.trade, taxes)
  if ('refused' in result && result.refused === 'not-single-v2-route') {
    const single = await singleRoute()
    if (!single) return null
    chosen = single
    result = feeOnTransferTrade(chosen.trade, taxes)
  }
  return 'trade' in result ? { ...chosen, trade: result.trade } : null
}
