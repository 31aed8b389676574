export { formatFeeTier, type RouteSummary, routeSummaries } from './routeDisplay'
export type { SdkTrade } from './sdkTrade'
export type { QuoteResponse, TradeState } from './types'
export { ROUTING_CHAIN_IDS, type RoutedTrade, useBestTrade } from './useBestTrade'
