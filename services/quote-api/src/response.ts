import {
  feeTierOf,
  type LegInRoute,
  type PoolInAnswer,
  type QuoteAnswer,
  type TokenInRoute,
} from '@exchange/quote-format'
import type { PoolSnapshot, TokenInfo, Trade, TradeLeg, TradeRoute } from '@exchange/router'

/**
 * The routing response (spec §3 "Routing response") as `QuoteAnswer` of @exchange/quote-format, the
 * format the app reads: field names and string encodings as the reference routing API and the interface
 * that reads it use them.
 */

/** A raw amount in whole tokens, as a decimal string without trailing zeros. */
export function formatDecimals(amount: bigint, decimals: number): string {
  const negative = amount < 0n
  const abs = negative ? -amount : amount
  const base = 10n ** BigInt(decimals)
  const fraction = (abs % base).toString().padStart(decimals, '0').replace(/0+$/, '')
  return `${negative ? '-' : ''}${abs / base}${fraction ? `.${fraction}` : ''}`
}

function tokenInRoute(token: TokenInfo, snapshot: PoolSnapshot): TokenInRoute {
  const fee = snapshot.transferFees.get(token.address)
  return {
    address: token.address,
    chainId: token.chainId,
    symbol: token.symbol,
    decimals: String(token.decimals),
    ...(fee ? { buyFeeBps: String(fee.buyPpm / 100), sellFeeBps: String(fee.sellPpm / 100) } : {}),
  }
}

/**
 * One path of hops. Each hop carries what enters its pool and what the pool pays out, except that the
 * first hop's amountIn is what the trader pays and the last hop's amountOut what the trader receives
 * (exact in) or asked for (exact out): they differ from the pool's amounts only for a fee-on-transfer
 * token, and clients read a route's amounts from those two fields.
 */
function pathOf(route: TradeRoute, snapshot: PoolSnapshot): PoolInAnswer[] {
  const last = route.hops.length - 1
  return route.hops.map((hop, i) => {
    const tokenIn = tokenInRoute(hop.tokenIn, snapshot)
    const tokenOut = tokenInRoute(hop.tokenOut, snapshot)
    const amountIn = String(i === 0 ? route.amountIn : hop.amountIn)
    const amountOut = String(i === last ? route.amountOut : hop.amountOut)
    const pool = hop.pool
    if (pool.protocol === 'v3') {
      return {
        type: 'v3-pool',
        address: pool.address,
        tokenIn,
        tokenOut,
        fee: feeTierOf(pool.fee),
        sqrtRatioX96: String(pool.sqrtPriceX96),
        liquidity: String(pool.liquidity),
        tickCurrent: String(pool.tick),
        amountIn,
        amountOut,
      }
    }
    const token0 = hop.tokenIn.address === pool.token0 ? tokenIn : tokenOut
    const token1 = hop.tokenIn.address === pool.token0 ? tokenOut : tokenIn
    return {
      type: 'v2-pool',
      address: pool.address,
      tokenIn,
      tokenOut,
      reserve0: { token: token0, quotient: String(pool.reserve0) },
      reserve1: { token: token1, quotient: String(pool.reserve1) },
      amountIn,
      amountOut,
    }
  })
}

/**
 * "[V3] 60.00% = WETH -- 0.05% [0x88e6…] --> USDC, [V2] 40.00% = WETH -- [0xB4e1…] --> USDC"; a route
 * mixing v2 and v3 pools is labelled [V2 + V3].
 */
export function routeString(trade: Trade): string {
  return trade.routes
    .map((route) => {
      const hops = route.hops
        .map((hop, i) => {
          const fee = hop.pool.protocol === 'v3' ? `${hop.pool.fee / 10_000}% ` : ''
          return `${i === 0 ? hop.tokenIn.symbol : ''} -- ${fee}[${hop.pool.address}] --> ${hop.tokenOut.symbol}`
        })
        .join('')
      const protocol = route.protocol === 'mixed' ? 'V2 + V3' : route.protocol.toUpperCase()
      return `[${protocol}] ${route.percent.toFixed(2)}% = ${hops}`
    })
    .join(', ')
}

export function buildQuoteResponse(trade: Trade, snapshot: PoolSnapshot, quoteId: string): QuoteAnswer {
  const exactIn = trade.tradeType === 'exactIn'
  const specified = exactIn ? trade.tokenIn : trade.tokenOut
  const quoteToken = exactIn ? trade.tokenOut : trade.tokenIn
  return {
    quoteId,
    blockNumber: String(trade.blockNumber),
    amount: String(trade.amount),
    amountDecimals: formatDecimals(trade.amount, specified.decimals),
    quote: String(trade.quote),
    quoteDecimals: formatDecimals(trade.quote, quoteToken.decimals),
    quoteGasAdjusted: String(trade.quoteGasAdjusted),
    quoteGasAdjustedDecimals: formatDecimals(trade.quoteGasAdjusted, quoteToken.decimals),
    gasUseEstimate: String(trade.gasUseEstimate),
    gasUseEstimateQuote: String(trade.gasUseEstimateQuote),
    gasUseEstimateQuoteDecimals: formatDecimals(trade.gasUseEstimateQuote, quoteToken.decimals),
    gasUseEstimateUSD: trade.gasUseEstimateUSD ?? '0',
    gasPriceWei: String(trade.gasPriceWei),
    priceImpact: (trade.priceImpact * 100).toFixed(4),
    route: trade.routes.map((route) => pathOf(route, snapshot)),
    ...(trade.legs ? { legs: trade.legs.map(legInRoute) } : {}),
    routeString: routeString(trade),
  }
}

function legInRoute(leg: TradeLeg): LegInRoute {
  return {
    paidBy: leg.paidBy,
    holdsOutput: leg.holdsOutput,
    amountIn: String(leg.amountIn),
    amountOut: String(leg.amountOut),
    ...(leg.sqrtPriceLimitX96 !== undefined ? { sqrtPriceLimitX96: String(leg.sqrtPriceLimitX96) } : {}),
    tokenPath: leg.tokenPath.map((token) => token.address),
    pools: leg.pools.map((pool) =>
      pool.protocol === 'v3'
        ? { type: 'v3-pool', address: pool.address, fee: feeTierOf(pool.fee) }
        : { type: 'v2-pool', address: pool.address },
    ),
  }
}
