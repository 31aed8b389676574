/**
 * The routing response the quote API sends (spec §3 "Routing response"), as the app reads it. Amounts are
 * decimal strings of raw units.
 */
export interface RouteToken {
  address: string
  chainId: number
  symbol: string
  decimals: string
}

export interface V3PoolInRoute {
  type: 'v3-pool'
  address: string
  tokenIn: RouteToken
  tokenOut: RouteToken
  fee: string
  sqrtRatioX96: string
  liquidity: string
  tickCurrent: string
  amountIn: string
  amountOut: string
}

export interface V2PoolInRoute {
  type: 'v2-pool'
  address: string
  tokenIn: RouteToken
  tokenOut: RouteToken
  reserve0: { token: RouteToken; quotient: string }
  reserve1: { token: RouteToken; quotient: string }
  amountIn: string
  amountOut: string
}

export type PoolInRoute = V3PoolInRoute | V2PoolInRoute

export interface QuoteResponse {
  quoteId: string
  blockNumber: string
  amount: string
  quote: string
  quoteGasAdjusted: string
  gasUseEstimate: string
  gasUseEstimateUSD: string
  gasPriceWei: string
  route: PoolInRoute[][]
  routeString: string
}

export type TradeState = 'LOADING' | 'INVALID' | 'NO_ROUTE_FOUND' | 'VALID' | 'SYNCING'
