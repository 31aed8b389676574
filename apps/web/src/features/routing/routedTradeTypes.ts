import type { EncodableLeg } from '@exchange/router'
import type { Currency, CurrencyAmount, TradeType } from '@uniswap/sdk-core'
import type { SdkTrade } from './sdkTrade'

/** A routed trade, from the quote API or the in-browser router; apart so that both routers can name it without importing each other. */
export interface RoutedTrade {
  trade: SdkTrade
  blockNumber: bigint
  gasUseEstimateUSD: string | undefined
}

/**
 * A trade to route: the specified amount, the currency on the other side, at most `maxHops` pools, in
 * the `protocols` given (both by default), split over at most `maxSplits` routes (client-side routing
 * only; the quote API splits as it sees fit).
 */
export interface RouteRequest {
  amount: CurrencyAmount<Currency>
  otherCurrency: Currency
  tradeType: TradeType
  maxHops?: number
  protocols?: readonly ('v2' | 'v3')[]
  maxSplits?: number
}

/**
 * A held split's legs (FlowTrade.legs), when the trade is one; read without importing FlowTrade, which
 * loads the SDKs with the first quote rather than with the page.
 */
export function heldSplitLegsOf(trade: SdkTrade): readonly EncodableLeg[] | undefined {
  const legs = (trade as { legs?: readonly EncodableLeg[] }).legs
  return Array.isArray(legs) ? legs : undefined
}
