import {
  ARBITRUM_ONE,
  ARBITRUM_TOKENS,
  MAINNET,
  MAINNET_CONTRACTS,
  MAINNET_TOKENS,
  OPTIMISM,
  OPTIMISM_TOKENS,
} from '@exchange/devnet'
import type { Address } from '@exchange/router'
import { type Hex, parseUnits } from 'viem'
import type { Flow } from './optimum/solver.ts'

export type Chain = typeof MAINNET | typeof OPTIMISM | typeof ARBITRUM_ONE
export type Tag =
  | 'small'
  | 'medium'
  | 'large'
  | 'direct'
  | 'multi-hop'
  | 'split'
  | 'native'
  | 'fee-on-transfer'
  | 'l2'

export interface TradeSpec {
  chain: Chain
  /** Token symbols; ETH is the native coin. */
  tokenIn: string
  tokenOut: string
  /** Whole tokens of the specified side (input for exactIn, output for exactOut). */
  amount: string
  type: 'exactIn' | 'exactOut'
  tags: Tag[]
}

export const t = (
  tokenIn: string,
  tokenOut: string,
  amount: string,
  type: 'exactIn' | 'exactOut',
  tags: Tag[],
  chain: Chain = MAINNET,
): TradeSpec => ({ chain, tokenIn, tokenOut, amount, type, tags })

/** The fixed trade set: 48 trades. "split" marks the split-worthy large trades. */
export const TRADES: TradeSpec[] = [
  t('ETH', 'USDC', '0.1', 'exactIn', ['small', 'direct', 'native']),
  t('ETH', 'USDC', '10', 'exactIn', ['medium', 'direct', 'native']),
  t('ETH', 'USDC', '300', 'exactIn', ['large', 'native']),
  t('ETH', 'USDC', '800', 'exactIn', ['large', 'native']),
  t('ETH', 'USDC', '1500', 'exactIn', ['large', 'split', 'native']),
  t('ETH', 'USDC', '2500', 'exactIn', ['large', 'split', 'native']),
  t('USDC', 'ETH', '1000', 'exactIn', ['small', 'direct', 'native']),
  t('USDC', 'ETH', '500000', 'exactIn', ['medium', 'native']),
  t('USDC', 'ETH', '5000000', 'exactIn', ['large', 'split', 'native']),
  t('WETH', 'USDT', '50', 'exactIn', ['medium', 'direct']),
  t('USDT', 'WETH', '200000', 'exactIn', ['medium', 'direct']),
  t('WETH', 'DAI', '100', 'exactIn', ['medium', 'direct']),
  t('DAI', 'WETH', '3000000', 'exactIn', ['large', 'split']),
  t('WBTC', 'USDC', '1', 'exactIn', ['medium', 'multi-hop']),
  t('USDC', 'WBTC', '250000', 'exactIn', ['medium', 'multi-hop']),
  t('WBTC', 'ETH', '5', 'exactIn', ['medium', 'direct', 'native']),
  t('ETH', 'WBTC', '300', 'exactIn', ['large', 'native']),
  t('UNI', 'USDC', '10000', 'exactIn', ['medium', 'multi-hop']),
  t('USDC', 'UNI', '50000', 'exactIn', ['medium', 'multi-hop']),
  t('LINK', 'DAI', '2000', 'exactIn', ['medium', 'multi-hop']),
  t('ETH', 'LINK', '20', 'exactIn', ['medium', 'direct', 'native']),
  t('USDC', 'USDT', '100000', 'exactIn', ['medium', 'direct']),
  t('DAI', 'USDC', '1000000', 'exactIn', ['large', 'direct']),
  t('USDT', 'DAI', '250000', 'exactIn', ['medium', 'multi-hop']),
  t('PAXG', 'ETH', '2', 'exactIn', ['small', 'fee-on-transfer', 'native']),
  t('ETH', 'PAXG', '5', 'exactIn', ['small', 'fee-on-transfer', 'native']),
  t('PAXG', 'USDC', '3', 'exactIn', ['small', 'fee-on-transfer', 'multi-hop']),
  t('USDC', 'PAXG', '6000', 'exactIn', ['small', 'fee-on-transfer', 'multi-hop']),
  t('ETH', 'USDC', '3000', 'exactOut', ['small', 'direct', 'native']),
  t('ETH', 'USDC', '1000000', 'exactOut', ['large', 'native']),
  t('ETH', 'USDC', '4000000', 'exactOut', ['large', 'split', 'native']),
  t('USDC', 'ETH', '1', 'exactOut', ['small', 'direct', 'native']),
  t('USDC', 'ETH', '1500', 'exactOut', ['large', 'split', 'native']),
  t('DAI', 'WETH', '50', 'exactOut', ['medium', 'direct']),
  t('USDC', 'WBTC', '2', 'exactOut', ['medium', 'multi-hop']),
  t('WBTC', 'USDC', '100000', 'exactOut', ['medium', 'multi-hop']),
  t('UNI', 'WETH', '10', 'exactOut', ['medium', 'direct']),
  t('USDC', 'DAI', '500000', 'exactOut', ['medium', 'direct']),
  t('USDT', 'USDC', '2000000', 'exactOut', ['large', 'direct']),
  t('USDC', 'PAXG', '2', 'exactOut', ['small', 'fee-on-transfer', 'multi-hop']),
  t('ETH', 'USDC', '10', 'exactIn', ['medium', 'direct', 'native', 'l2'], ARBITRUM_ONE),
  t('USDC', 'ETH', '50000', 'exactIn', ['medium', 'direct', 'native', 'l2'], ARBITRUM_ONE),
  t('USDT', 'LINK', '5000', 'exactIn', ['medium', 'multi-hop', 'l2'], ARBITRUM_ONE),
  t('ETH', 'USDC', '100000', 'exactOut', ['medium', 'direct', 'native', 'l2'], ARBITRUM_ONE),
  t('ETH', 'USDC', '10', 'exactIn', ['medium', 'direct', 'native', 'l2'], OPTIMISM),
  t('OP', 'ETH', '20000', 'exactIn', ['medium', 'native', 'l2'], OPTIMISM),
  t('WBTC', 'OP', '1', 'exactIn', ['medium', 'multi-hop', 'l2'], OPTIMISM),
  t('USDC', 'DAI', '50000', 'exactOut', ['medium', 'l2'], OPTIMISM),
]

export const TOKENS: Record<Chain, Record<string, { address: Address; decimals: number; symbol: string }>> = {
  [MAINNET]: MAINNET_TOKENS,
  [OPTIMISM]: OPTIMISM_TOKENS,
  [ARBITRUM_ONE]: ARBITRUM_TOKENS,
}
export const SWAP_ROUTER_02 = MAINNET_CONTRACTS.SwapRouter02
export const SLIPPAGE_BIPS = 50
export interface Measured {
  /** What the trader paid and received, from balances. */
  paid: bigint
  received: bigint
  ok: boolean
}

export interface Row {
  spec: TradeSpec
  label: string
  ours?: { quote: bigint; net: number; routes: number; calldata: { calldata: Hex; value: bigint } }
  theirs?: { quote: bigint; routes: number; calldata?: { calldata: Hex; value: bigint }; ms: number }
  /** Ours against the optimum over every pool (covered trades only). */
  optimum?: OptimumComparison
  oursExecuted?: Measured
  theirsExecuted?: Measured
  /** Why a side has no quote (the quote API's status, AlphaRouter's error or its null answer). */
  oursError?: string
  theirsError?: string
}

/** A trade's label in the tables: side, amount, pair, chain. */
export const tradeLabel = (spec: TradeSpec) =>
  `${spec.type === 'exactIn' ? 'in ' : 'out'} ${spec.amount} ${spec.type === 'exactIn' ? spec.tokenIn : spec.tokenOut} ${spec.tokenIn}>${spec.tokenOut}${spec.chain === ARBITRUM_ONE ? ' (arb)' : spec.chain === OPTIMISM ? ' (op)' : ''}`

/** Ours against the optimum over every pool for one trade (bench/routing/optimum/compare.ts). */
export interface OptimumComparison {
  label: string
  spec: TradeSpec
  /** Ours (the quote API's raw quote before gas): output (exact in) or input (exact out). */
  ours: bigint
  /** The optimum's achievable amount (replayed exactly), same side as `ours`. */
  optimum: bigint
  /** The dual bound: no flow does better (float, raw units). */
  bound: number
  /** Pools the optimum's flow uses (see poolsUsed). */
  pools: number
  /** Ours over the optimum, above 1 better: output / optimum output, or optimum input / input. */
  ratio: number
  /** Ours over the dual bound: what the ratio is at least, whatever the solver's convergence. */
  ratioToBound: number
  /** The same after gas: ours net of the API's gas estimate, the optimum net of its own estimate. */
  ratioAfterGas: number
  /**
   * Ours over the optimum of the flows SwapRouter02 can run for the trade: every flow for an exact
   * input; for an exact output, flows whose paths each stay on one protocol (it takes no mixed
   * exact-output path). The same as `ratio` for an exact input.
   */
  ratioExecutable: number
  /** The optimum's flow: every pool swap, in the order replayed. */
  flows: readonly Flow[]
  /** The share of the optimum's output that crosses more than MAX_HOPS pools (paths.ts). */
  longPathShare: number
  /** The v2 pairs our answer swaps in pieces, in several of its paths (paths.ts). */
  v2PairsInPieces: number
  ms: number
  /** Why there is no optimum for the trade (its ratios are then NaN and its measure fails). */
  error?: string
}

export function tokenOf(spec: TradeSpec, symbol: string) {
  const symbolOrWrapped = symbol === 'ETH' ? 'WETH' : symbol
  const token = TOKENS[spec.chain][symbolOrWrapped]
  if (!token) throw new Error(`no ${symbol} on ${spec.chain}`)
  return token
}

export const specifiedToken = (spec: TradeSpec) =>
  tokenOf(spec, spec.type === 'exactIn' ? spec.tokenIn : spec.tokenOut)
export const rawAmount = (spec: TradeSpec) => parseUnits(spec.amount, specifiedToken(spec).decimals)

export function apiQuery(spec: TradeSpec, amount: bigint, recipient?: Address) {
  const query = new URLSearchParams({
    tokenInAddress: spec.tokenIn === 'ETH' ? 'ETH' : tokenOf(spec, spec.tokenIn).address,
    tokenInChainId: String(spec.chain),
    tokenOutAddress: spec.tokenOut === 'ETH' ? 'ETH' : tokenOf(spec, spec.tokenOut).address,
    tokenOutChainId: String(spec.chain),
    amount: amount.toString(),
    type: spec.type,
    // As the app asks: routes may share pools (it encodes them in order, see FlowTrade), and paths
    // through one v2 pair may run as a held split (it encodes the legs).
    sharedPools: 'true',
    heldSplits: 'true',
  })
  if (recipient) {
    query.set('recipient', recipient)
    query.set('slippageTolerance', String(SLIPPAGE_BIPS / 100))
    query.set('deadline', '3600')
  }
  return `/v1/quote?${query}`
}
