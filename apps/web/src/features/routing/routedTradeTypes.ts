import type { Currency, CurrencyAmount, TradeType } from '@uniswap/sdk-core'
import type { SdkTrade } from './sdkTrade'

/** A routed trade, from the quote API or the in-browser router; apart so that both routers can name it without importing each other. */
export interface RoutedTrade {
  trade: SdkTrade
  blockNumber: bigint
  gasUseEstimateUSD: string | undefined
}

/** A trade to route: the specified amount, the currency on the other side, and at most `maxHops` pools. */
export interface RouteRequest {
  amount: CurrencyAmount<Currency>
  otherCurrency: Currency
  tradeType: TradeType
  maxHops?: number
}
