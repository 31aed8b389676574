/** A trade quote's status (spec §3 "Trade quote status"). */
export type TradeState = 'LOADING' | 'INVALID' | 'NO_ROUTE_FOUND' | 'VALID' | 'SYNCING'
