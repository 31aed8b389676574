import type { ChainRoutingConfig } from '../chains.ts'
import type {
  Address,
  PoolSnapshot,
  PoolState,
  Protocol,
  RouteProtocol,
  TokenInfo,
  TradeType,
} from '../types.ts'
import type { FlowOptions } from './flow.ts'
import { routesSharePools } from './flow-replay.ts'
import { routeGasUnits, routeMidPrice } from './gas.ts'
import type { LegQuote } from './held-split.ts'
import { gasCostUSD } from './pricing.ts'
import type { RouteQuote } from './quote-route.ts'
import type { SplitOptions } from './split.ts'

/** Names the chain's native coin (ETH) in a trade request; it trades as its wrapped token. */
export const NATIVE = 'NATIVE'

export interface TradeRequest {
  /** A token address, or NATIVE for the chain's native coin. */
  tokenIn: Address | typeof NATIVE
  tokenOut: Address | typeof NATIVE
  /** Raw amount of the input (exactIn) or of the output (exactOut). */
  amount: bigint
  tradeType: TradeType
  /** Default: both ('v2' only where the chain has it). */
  protocols?: readonly Protocol[]
  /** Routes mixing v2 and v3 pools, for exact input with both protocols; default true. */
  mixedRoutes?: boolean
  /** Pools per route, default 3 (spec §9). */
  maxHops?: number
  /** Routes a trade may be split across, default 6; 1 disables splitting. */
  maxSplits?: number
  /** Overrides the snapshot's gas price. */
  gasPriceWei?: bigint
  /** Overrides the built-in configuration of the chain. */
  config?: ChainRoutingConfig
  /** Tuning of the split search (tests and the bench use it). */
  splitOptions?: Partial<SplitOptions>
  /**
   * Exact input: routes of a split may share pools (flow merges at a hub token and splits again);
   * SwapRouter02 then runs them one after another, each on the state the earlier ones left, and the
   * quote counts exactly that. Such a trade has no router-sdk `Trade` (it refuses a pool twice): use
   * `swapRouter02Calldata`. Default false.
   */
  sharedPools?: boolean
  /** Tuning of the flow allocation (tests and the bench use it). */
  flowOptions?: Partial<FlowOptions>
  /**
   * Exact input with `sharedPools`: paths that begin with the same pools up to a v2 pair may run as a
   * held split (held-split.ts): that beginning swapped once, SwapRouter02 holding its output and
   * dividing it with price-limited legs. Such a trade has `legs`, and only `swapRouter02Calldata`
   * encodes it. Default false.
   */
  heldSplits?: boolean
}

/** One SwapRouter02 swap call of a trade that runs as legs (see `Trade.legs`). */
export interface TradeLeg {
  /** Tokens along the leg, input first (wrapped native). */
  tokenPath: TokenInfo[]
  /** The pools as the leg meets them. */
  pools: PoolState[]
  /** The trader pays `amountIn`, or SwapRouter02 swaps the balance it holds (CONTRACT_BALANCE). */
  paidBy: 'trader' | 'router'
  /** What enters the leg: the trader's payment, or what it takes of the router's balance. */
  amountIn: bigint
  amountOut: bigint
  /** SwapRouter02 keeps the output for the legs after it; otherwise it is part of the trade's output. */
  holdsOutput: boolean
  /** The price (Q64.96 square root) at which the leg's one v3 pool stops. */
  sqrtPriceLimitX96?: bigint
}

export interface TradeHop {
  pool: PoolState
  tokenIn: TokenInfo
  tokenOut: TokenInfo
  /** What enters the pool and what it pays out. */
  amountIn: bigint
  amountOut: bigint
}

export interface TradeRoute {
  protocol: RouteProtocol
  /** Share of the specified amount (input for exact in, output for exact out), in percent. */
  percent: number
  /** Tokens along the route, input first (wrapped native). */
  tokenPath: TokenInfo[]
  /**
   * The pools as this route meets them: the snapshot's state, or, when routes share pools (see
   * `TradeRequest.sharedPools`), the state the routes listed before it leave (they execute in order).
   */
  pools: PoolState[]
  hops: TradeHop[]
  amountIn: bigint
  amountOut: bigint
  /** Output to ask SwapRouter02 for (exact out); see RouteQuote.routerAmountOut. */
  routerAmountOut: bigint
  gasUseEstimate: bigint
}

export interface Trade {
  chainId: number
  blockNumber: bigint
  tradeType: TradeType
  /** Wrapped tokens; `inputIsNative`/`outputIsNative` say when the trader pays or gets the native coin. */
  tokenIn: TokenInfo
  tokenOut: TokenInfo
  inputIsNative: boolean
  outputIsNative: boolean
  /** The specified amount (what the request named). */
  amount: bigint
  amountIn: bigint
  amountOut: bigint
  /** amountOut for exact in, amountIn for exact out. */
  quote: bigint
  /** The quote net of gas: less the gas (exact in), plus the gas (exact out), in the quote token. */
  quoteGasAdjusted: bigint
  gasUseEstimate: bigint
  gasPriceWei: bigint
  /** Gas cost in the quote token (the output token for exact in, the input token for exact out). */
  gasUseEstimateQuote: bigint
  /** Gas cost in US dollars as a decimal string, from the spec's USD pricing; undefined if unpriced. */
  gasUseEstimateUSD: string | undefined
  /** Price impact against the routes' mid prices, as a fraction (0.01 = 1%). */
  priceImpact: number
  routes: TradeRoute[]
  /**
   * Present when the trade runs as legs rather than one call per route (a held split, see
   * `TradeRequest.heldSplits`): the calls in order. `routes` are then the paths the legs serve.
   */
  legs?: TradeLeg[]
  /**
   * Which search found the trade: one route, a split over pool-disjoint routes, the greedy flow over
   * routes that may share pools, or the dual's optimal flow (dual-flow.ts).
   */
  foundBy: 'route' | 'split' | 'flow' | 'dual flow'
}

/** Quotes of one division (a route, a split or a flow) with their gas, as the searches compare them. */
export interface Scored {
  quotes: RouteQuote[]
  /** Sum of route outputs (exact in) or inputs (exact out). */
  total: bigint
  gasUnits: bigint
  gasQuote: bigint
  /** exact in: total − gas; exact out: −(total + gas). Bigger is better. */
  value: bigint
  /** The legs of a held split (`quotes` are then the paths they serve). */
  legs?: LegQuote[]
}

/**
 * The trade of the best division: its routes in the order they execute (largest first unless they
 * share pools), every hop's amounts, the gas in the quote token and in US dollars, and the price
 * impact against the routes' mid prices at the snapshot.
 */
export function buildTrade(
  snapshot: PoolSnapshot,
  config: ChainRoutingConfig,
  request: TradeRequest,
  tokenIn: Address,
  tokenOut: Address,
  best: Scored,
  gasPriceWei: bigint,
  foundBy: Trade['foundBy'],
): Trade {
  const exactIn = request.tradeType === 'exactIn'
  const tokenInfo = (address: Address): TokenInfo =>
    snapshot.tokens.get(address) ?? { chainId: snapshot.chainId, address, decimals: 18, symbol: 'UNKNOWN' }
  const amountIn = best.quotes.reduce((sum, q) => sum + q.amountIn, 0n)
  const amountOut = best.quotes.reduce((sum, q) => sum + q.amountOut, 0n)
  // Largest route first, as route displays list them; routes that share pools keep the order they
  // were quoted in, which is the order they must execute in.
  const shared = routesSharePools(best.quotes.map((quote) => quote.route))
  const quotes = shared
    ? best.quotes
    : [...best.quotes].sort((a, b) => {
        const [x, y] = exactIn ? [a.amountIn, b.amountIn] : [a.amountOut, b.amountOut]
        return x > y ? -1 : x < y ? 1 : 0
      })
  const original = new Map(snapshot.pools.map((pool) => [pool.address, pool]))
  let midOut = 0
  const routes: TradeRoute[] = quotes.map((quote) => {
    const share = exactIn ? quote.amountIn : quote.amountOut
    // Mid prices at the snapshot's state (a later route of a shared flow meets moved pools).
    const mid = routeMidPrice({
      ...quote.route,
      pools: quote.route.pools.map((pool) => original.get(pool.address) ?? pool),
    })
    midOut += (Number(quote.amountIn) * Number(mid.numerator)) / Number(mid.denominator)
    const tokenPath = quote.route.path.map(tokenInfo)
    return {
      protocol: quote.route.protocol,
      percent: Number((share * 10_000n) / request.amount) / 100,
      tokenPath,
      pools: [...quote.route.pools],
      hops: quote.hops.map((hop, i) => ({
        pool: quote.route.pools[i]!,
        tokenIn: tokenPath[i]!,
        tokenOut: tokenPath[i + 1]!,
        amountIn: hop.amountIn,
        amountOut: hop.amountOut,
      })),
      amountIn: quote.amountIn,
      amountOut: quote.amountOut,
      routerAmountOut: quote.routerAmountOut,
      gasUseEstimate: routeGasUnits(quote.route),
    }
  })
  const quote = exactIn ? amountOut : amountIn
  return {
    chainId: snapshot.chainId,
    blockNumber: snapshot.blockNumber,
    tradeType: request.tradeType,
    tokenIn: tokenInfo(tokenIn),
    tokenOut: tokenInfo(tokenOut),
    inputIsNative: request.tokenIn === NATIVE,
    outputIsNative: request.tokenOut === NATIVE,
    amount: request.amount,
    amountIn,
    amountOut,
    quote,
    quoteGasAdjusted: exactIn ? quote - best.gasQuote : quote + best.gasQuote,
    gasUseEstimate: best.gasUnits,
    gasPriceWei,
    gasUseEstimateQuote: best.gasQuote,
    gasUseEstimateUSD: gasCostUSD(snapshot, best.gasUnits, gasPriceWei, config),
    priceImpact: midOut > 0 ? 1 - Number(amountOut) / midOut : 0,
    foundBy,
    routes,
    ...(best.legs ? { legs: best.legs.map((quote) => tradeLeg(quote, tokenInfo)) } : {}),
  }
}

function tradeLeg(quote: LegQuote, tokenInfo: (address: Address) => TokenInfo): TradeLeg {
  const { leg } = quote
  return {
    tokenPath: leg.route.path.map(tokenInfo),
    pools: quote.pools,
    paidBy: leg.paidBy,
    amountIn: quote.amountIn,
    amountOut: quote.amountOut,
    holdsOutput: leg.holdsOutput,
    ...(leg.sqrtPriceLimitX96 !== undefined ? { sqrtPriceLimitX96: leg.sqrtPriceLimitX96 } : {}),
  }
}
