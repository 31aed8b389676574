/**
 * @exchange/router: finds the best trade over Uniswap v2 pairs and v3 pools, from pool state read
 * at one block, with exact pool math (no quoter calls per quote). Runs in Node and in browsers: chain
 * access goes through a viem PublicClient that the caller passes in.
 *
 *   const snapshot = await loadPoolSnapshot(client, { chainId: 1, tokens: [USDC, WETH] })
 *   const trade = findBestTrade(snapshot, { tokenIn: NATIVE, tokenOut: USDC, amount, tradeType: 'exactIn' })
 *
 * SDK objects for calldata (router-sdk Trade for SwapRouter02) come from '@exchange/router/sdk', kept
 * apart so that the core stays small.
 */
export { sameAddress, sortTokens, v2PairAddress, v3PoolAddress } from './addresses.ts'
export {
  type ChainRoutingConfig,
  MAX_HOPS,
  ROUTING_CHAINS,
  routingConfig,
  USD_PRICING_MAX_HOPS,
} from './chains.ts'
export { FEE_TIERS, INIT_CODE_HASHES } from './constants.ts'
export { type EncodableLeg, encodeLegs, type LegsCall, minimumOutput } from './legs-calldata.ts'
export {
  type CandidatePool,
  candidatePools,
  type LoadPoolSnapshotOptions,
  loadPoolSnapshot,
  readFeeTiers,
  readPoolStates,
  readTokens,
} from './loader.ts'
export { getAmountIn as v2GetAmountIn, getAmountOut as v2GetAmountOut } from './math/v2-math.ts'
export { initialSwapState, simulateV3Swap, type V3SwapResult, type V3SwapState } from './math/v3-swap.ts'
export type { RouterClient } from './multicall.ts'
export { PoolStateCache, type PoolStateCacheOptions } from './pool-cache.ts'
export {
  arbitrage,
  type Curve,
  floatAmountIn,
  floatAmountOut,
  sideCapacity,
  type V3CurveInput,
  v2Curve,
  v3Curve,
} from './routing/dual/curves.ts'
export { acyclicFlow, type FlowEdge } from './routing/dual/flowGraph.ts'
export {
  type DualLimits,
  type DualProblem,
  type Evaluation,
  EXACT_LIMITS,
  initialPrices,
  minimizeDual,
} from './routing/dual/solve.ts'
export { findBestTrade, tradeRoutes } from './routing/find-trade.ts'
export { routeGasUnits, V2_BASE_GAS, V2_GAS_PER_HOP, V3_BASE_GAS, V3_GAS_PER_POOL } from './routing/gas.ts'
export { gasCostUSD } from './routing/pricing.ts'
export { quoteExactIn, quoteExactOut, quoteRoute, type RouteQuote } from './routing/quote-route.ts'
export { enumerateRoutes, type Route } from './routing/routes.ts'
export {
  NATIVE,
  type Trade,
  type TradeHop,
  type TradeLeg,
  type TradeRequest,
  type TradeRoute,
} from './routing/trade.ts'
export { detectTransferFee } from './transfer-fees.ts'
export type {
  Address,
  PoolSnapshot,
  PoolState,
  Protocol,
  RouteProtocol,
  TickInfo,
  TokenInfo,
  TradeType,
  TransferFee,
  V2PairState,
  V3PoolState,
} from './types.ts'
