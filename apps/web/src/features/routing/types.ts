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

/**
 * One SwapRouter02 call of a trade that runs as legs (a held split, asked for with heldSplits): the
 * trader pays `amountIn`, or the router swaps the balance it holds (up to `sqrtPriceLimitX96`).
 * Checked by `heldSplitLegs` before use.
 */
export interface LegInRoute {
  paidBy: string
  holdsOutput: boolean
  amountIn: string
  amountOut: string
  sqrtPriceLimitX96?: string
  tokenPath: string[]
  pools: { type: string; address: string; fee?: string }[]
}

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
  /**
   * The calls of a held split, in order (`LegInRoute`, read by heldSplit.ts); `route` then lists the
   * paths they serve.
   */
  legs?: readonly unknown[]
  routeString: string
}

export type TradeState = 'LOADING' | 'INVALID' | 'NO_ROUTE_FOUND' | 'VALID' | 'SYNCING'
