/**
 * '@exchange/router/sdk': a found trade as Uniswap SDK objects, for display helpers and for
 * SwapRouter02 calldata through @uniswap/router-sdk. Separate from the core so that importing the
 * router does not pull the SDKs in.
 */
import {
  MixedRouteSDK,
  MixedRouteTrade,
  Trade as RouterTrade,
  type SwapOptions,
  SwapRouter,
} from '@uniswap/router-sdk'
import {
  type Currency,
  CurrencyAmount,
  Ether,
  Percent,
  TradeType as SdkTradeType,
  Token,
} from '@uniswap/sdk-core'
import { Pair, Route as V2Route, Trade as V2Trade } from '@uniswap/v2-sdk'
import {
  type FeeAmount,
  type MethodParameters,
  Pool as V3Pool,
  Route as V3Route,
  Trade as V3Trade,
} from '@uniswap/v3-sdk'
import { legsCalldata } from './legs-calldata.ts'
import { routesSharePools } from './routing/flow-replay.ts'
import type { Trade, TradeRoute } from './routing/trade.ts'
import type { Address, PoolState, TokenInfo } from './types.ts'

export type SdkTrade = RouterTrade<Currency, Currency, SdkTradeType>

/** sdk-core Tokens for a trade, one instance per address (the SDKs compare tokens by address). */
function tokenFactory(chainId: number) {
  const tokens = new Map<string, Token>()
  return (info: TokenInfo | Address, decimals?: number): Token => {
    const address = typeof info === 'string' ? info : info.address
    let token = tokens.get(address.toLowerCase())
    if (!token) {
      token =
        typeof info === 'string'
          ? new Token(chainId, address, decimals ?? 18)
          : new Token(chainId, info.address, info.decimals, info.symbol, info.name)
      tokens.set(address.toLowerCase(), token)
    }
    return token
  }
}

/**
 * The trade as a router-sdk Trade: v2 and v3 routes with their exact amounts, the native coin as
 * input or output where the trade has it. A trade whose routes share pools (found with
 * `sharedPools`) has none: router-sdk refuses a pool twice ('POOLS_DUPLICATED'); its calldata comes
 * from `swapRouter02Calldata`.
 */
export function toSdkTrade(trade: Trade): SdkTrade {
  const { v2Routes, v3Routes, mixedRoutes, exactIn } = sdkRoutes(trade)
  return new RouterTrade({
    v2Routes,
    v3Routes,
    mixedRoutes,
    tradeType: exactIn ? SdkTradeType.EXACT_INPUT : SdkTradeType.EXACT_OUTPUT,
  })
}

/** Each route of the trade as SDK route objects with its amounts, in the trade's order. */
function sdkRoutes(trade: Trade) {
  const token = tokenFactory(trade.chainId)
  const known = new Map<string, TokenInfo>()
  for (const route of trade.routes)
    for (const info of route.tokenPath) known.set(info.address.toLowerCase(), info)
  const tokenAt = (address: Address) => token(known.get(address.toLowerCase()) ?? address)
  const input: Currency = trade.inputIsNative ? Ether.onChain(trade.chainId) : token(trade.tokenIn)
  const output: Currency = trade.outputIsNative ? Ether.onChain(trade.chainId) : token(trade.tokenOut)
  const exactIn = trade.tradeType === 'exactIn'

  const amounts = (route: TradeRoute) => ({
    inputAmount: CurrencyAmount.fromRawAmount(input, route.amountIn.toString()),
    // Exact out asks SwapRouter02 for routerAmountOut (covering a fee on transfer, if any).
    outputAmount: CurrencyAmount.fromRawAmount(
      output,
      (exactIn ? route.amountOut : route.routerAmountOut).toString(),
    ),
  })

  const v2Pair = (pool: PoolState) => {
    if (pool.protocol !== 'v2') throw new Error('not a v2 pair')
    return new Pair(
      CurrencyAmount.fromRawAmount(tokenAt(pool.token0), pool.reserve0.toString()),
      CurrencyAmount.fromRawAmount(tokenAt(pool.token1), pool.reserve1.toString()),
    )
  }
  const v3Pool = (pool: PoolState) => {
    if (pool.protocol !== 'v3') throw new Error('not a v3 pool')
    return new V3Pool(
      tokenAt(pool.token0),
      tokenAt(pool.token1),
      pool.fee as FeeAmount,
      pool.sqrtPriceX96.toString(),
      pool.liquidity.toString(),
      pool.tick,
    )
  }
  const tradeType = exactIn ? SdkTradeType.EXACT_INPUT : SdkTradeType.EXACT_OUTPUT
  const v2Routes = trade.routes
    .filter((route) => route.protocol === 'v2')
    .map((route) => ({ routev2: new V2Route(route.pools.map(v2Pair), input, output), ...amounts(route) }))
  const v3Routes = trade.routes
    .filter((route) => route.protocol === 'v3')
    .map((route) => ({ routev3: new V3Route(route.pools.map(v3Pool), input, output), ...amounts(route) }))
  const mixedRoutes = trade.routes
    .filter((route) => route.protocol === 'mixed')
    .map((route) => ({
      mixedRoute: new MixedRouteSDK(
        route.pools.map((pool) => (pool.protocol === 'v2' ? v2Pair(pool) : v3Pool(pool))),
        input,
        output,
      ),
      ...amounts(route),
    }))
  /**
   * One SDK trade per route, in the trade's order. A v2 trade computes its amounts from the pairs,
   * which are the state the route meets (see TradeRoute.pools), so they equal the route's.
   */
  const ordered = () =>
    trade.routes.map((route) => {
      const { inputAmount, outputAmount } = amounts(route)
      if (route.protocol === 'v2') {
        return new V2Trade(
          new V2Route(route.pools.map(v2Pair), input, output),
          exactIn ? inputAmount : outputAmount,
          tradeType,
        )
      }
      if (route.protocol === 'v3') {
        return V3Trade.createUncheckedTrade({
          route: new V3Route(route.pools.map(v3Pool), input, output),
          inputAmount,
          outputAmount,
          tradeType,
        })
      }
      return MixedRouteTrade.createUncheckedTrade({
        route: new MixedRouteSDK(
          route.pools.map((pool) => (pool.protocol === 'v2' ? v2Pair(pool) : v3Pool(pool))),
          input,
          output,
        ),
        inputAmount,
        outputAmount,
        tradeType,
      })
    })
  return { v2Routes, v3Routes, mixedRoutes, exactIn, ordered }
}

export interface SwapCalldataOptions {
  /** Basis points, e.g. 50 = 0.5%. */
  slippageBips: number
  recipient: Address
  /** Unix seconds. */
  deadline: number
}

/**
 * SwapRouter02 calldata and value for the trade (router-sdk's SwapRouter.swapCallParameters). Routes
 * that share pools (a flow, see `TradeRequest.sharedPools`) are encoded one call per route in the
 * trade's order, the order their quote assumes; a trade with legs (a held split) one call per leg.
 */
export function swapRouter02Calldata(trade: Trade, options: SwapCalldataOptions): MethodParameters {
  // A held split (Trade.legs): calls router-sdk has no form for.
  if (trade.legs) return legsCalldata(trade, options)
  const swapOptions: SwapOptions = {
    slippageTolerance: new Percent(options.slippageBips, 10_000),
    recipient: options.recipient,
    deadlineOrPreviousBlockhash: options.deadline,
  }
  if (routesSharePools(trade.routes)) {
    return SwapRouter.swapCallParameters(sdkRoutes(trade).ordered(), swapOptions)
  }
  return SwapRouter.swapCallParameters(toSdkTrade(trade), swapOptions)
}
