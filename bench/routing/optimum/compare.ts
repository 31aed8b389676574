import { MAINNET, MAINNET_TOKENS } from '@exchange/devnet'
import { type Address, MAX_HOPS, V3_BASE_GAS, V3_GAS_PER_POOL } from '@exchange/router'
import { getAddress, type PublicClient } from 'viem'
import { measure } from '../../measures.ts'
import { percentile } from '../stats.ts'
import {
  apiQuery,
  type OptimumComparison,
  rawAmount,
  type TradeSpec,
  t,
  tokenOf,
  tradeLabel,
} from '../trades.ts'
import { loadAllPools } from './load.ts'
import { type AnsweredHop, longPathShare, v2PairsInPieces } from './paths.ts'
import type { OptimumPool } from './pools.ts'
import { type Flow, optimumExactIn, optimumExactOut } from './solver.ts'

export type { OptimumComparison }

/** The tokens whose every v2 and v3 pool the optimum may use (mainnet). */
export const OPTIMUM_TOKENS = ['WETH', 'USDC', 'USDT', 'DAI', 'WBTC', 'UNI', 'LINK'] as const

/**
 * Trades the optimum covers: mainnet trades between those tokens (ETH as WETH). Fee-on-transfer
 * tokens (PAXG) and the layer-2 replicas are left out.
 */
export const optimumCovers = (spec: TradeSpec) =>
  spec.chain === MAINNET &&
  [spec.tokenIn, spec.tokenOut].every((symbol) =>
    (OPTIMUM_TOKENS as readonly string[]).includes(symbol === 'ETH' ? 'WETH' : symbol),
  )

/**
 * Trades compared with the optimum only (not executed, not against AlphaRouter): the issue's large
 * trades that move prices by 10% and more, where routing as a flow matters most.
 */
export const OPTIMUM_EXTRA_TRADES: TradeSpec[] = [
  t('ETH', 'USDC', '3000', 'exactIn', ['large', 'split', 'native']),
  t('USDC', 'WETH', '10000000', 'exactIn', ['large', 'split']),
  t('DAI', 'WBTC', '5000000', 'exactIn', ['large', 'multi-hop']),
  t('UNI', 'USDC', '200000', 'exactIn', ['large', 'multi-hop']),
  t('USDC', 'USDT', '10000000', 'exactIn', ['large', 'split']),
]

/**
 * The optimum for every covered trade and every extra trade, each quoted by the API at `apiUrl`
 * (without a recipient: the raw quote is all it needs).
 */
export async function compareTrades(
  apiUrl: string,
  pools: PoolsAtBlock,
  trades: readonly TradeSpec[],
): Promise<OptimumComparison[]> {
  const rows: OptimumComparison[] = []
  for (const spec of trades) {
    const label = tradeLabel(spec)
    const response = await fetch(`${apiUrl}${apiQuery(spec, rawAmount(spec))}`)
    if (!response.ok) rows.push(failedComparison(spec, label, `the quote API answered ${response.status}`))
    else rows.push(await compareWithOptimum(pools, spec, label, (await response.json()) as ApiQuote))
  }
  return rows
}

/** What the quote API answered: raw amounts as strings, as in its JSON. */
export interface ApiQuote {
  quote: string
  quoteGasAdjusted: string
  gasUseEstimate: string
  gasUseEstimateQuote: string
  blockNumber: string
  /** The paths, each a list of hops (the pool's `address` and its `type`). */
  route: AnsweredHop[][]
  /** A held split's calls, each with its pools (then `route` lists the paths they serve). */
  legs?: { pools: AnsweredHop[] }[]
}

/**
 * Pool states per chain and block, read once: every trade the bench quotes at one block shares them.
 */
export class PoolsAtBlock {
  private readonly cache = new Map<string, Promise<OptimumPool[]>>()
  constructor(private readonly client: PublicClient) {}
  get(blockNumber: bigint): Promise<OptimumPool[]> {
    const key = blockNumber.toString()
    let pools = this.cache.get(key)
    if (!pools) {
      const tokens = OPTIMUM_TOKENS.map((symbol) => getAddress(MAINNET_TOKENS[symbol].address))
      pools = loadAllPools(this.client, MAINNET, tokens, blockNumber)
      this.cache.set(key, pools)
    }
    return pools
  }
}

/**
 * The pools a flow uses for its gas estimate: those carrying at least 0.01% of what leaves their
 * input token (the dual's dust through further pools would not be worth a hop's gas to any router).
 */
export function poolsUsed(flows: readonly Flow[]): number {
  return significant(flows).length
}

const inputToken = (flow: Flow) => (flow.zeroForOne ? flow.pool.token0 : flow.pool.token1)
const outputToken = (flow: Flow) => (flow.zeroForOne ? flow.pool.token1 : flow.pool.token0)

/** The flows carrying at least 0.01% of what leaves their input token. */
function significant(flows: readonly Flow[]): Flow[] {
  const leaving = new Map<string, bigint>()
  for (const flow of flows)
    leaving.set(inputToken(flow), (leaving.get(inputToken(flow)) ?? 0n) + flow.amountIn)
  return flows.filter((flow) => flow.amountIn * 10_000n >= leaving.get(inputToken(flow))!)
}

/**
 * The optimum for one trade at the block the API quoted at, against the API's quote. Gas is left
 * out of the optimum and estimated beside it as the router's own model would price its flow: one
 * SwapRouter02 call's base (V3_BASE_GAS) plus V3_GAS_PER_POOL for every pool the flow uses, at the
 * API's own gas price in the quote token (gasUseEstimateQuote / gasUseEstimate).
 */
export async function compareWithOptimum(
  pools: PoolsAtBlock,
  spec: TradeSpec,
  label: string,
  api: ApiQuote,
): Promise<OptimumComparison> {
  // A failure (ticks that do not add up, no flow reaching the output) is reported on the trade's
  // row and fails its measure (NaN), rather than stopping the other sections.
  const failed = (error: string) => failedComparison(spec, label, error, BigInt(api.quote))
  try {
    return (await compare(pools, spec, label, api)) ?? failed('no flow delivers the output')
  } catch (error) {
    return failed(error instanceof Error ? error.message : String(error))
  }
}

/** A trade without a comparison: its ratios are NaN, so that its measure fails and says why. */
export function failedComparison(
  spec: TradeSpec,
  label: string,
  error: string,
  ours = 0n,
): OptimumComparison {
  return {
    label,
    spec,
    ours,
    optimum: 0n,
    bound: Number.NaN,
    pools: 0,
    ratio: Number.NaN,
    ratioToBound: Number.NaN,
    ratioAfterGas: Number.NaN,
    ratioExecutable: Number.NaN,
    flows: [],
    longPathShare: Number.NaN,
    v2PairsInPieces: 0,
    ms: 0,
    error,
  }
}

async function compare(
  pools: PoolsAtBlock,
  spec: TradeSpec,
  label: string,
  api: ApiQuote,
): Promise<OptimumComparison | undefined> {
  const all = await pools.get(BigInt(api.blockNumber))
  const tokenIn: Address = getAddress(tokenOf(spec, spec.tokenIn).address)
  const tokenOut: Address = getAddress(tokenOf(spec, spec.tokenOut).address)
  const amount = rawAmount(spec)
  const ours = BigInt(api.quote)
  const gasPerUnit = Number(api.gasUseEstimateQuote) / Number(api.gasUseEstimate)
  const started = performance.now()
  const exactIn = spec.type === 'exactIn'
  let optimum: bigint
  let executable: bigint
  let bound: number
  let flows: readonly Flow[]
  if (exactIn) {
    const result = await optimumExactIn(all, { tokenIn, tokenOut, amountIn: amount })
    optimum = result.output
    executable = optimum
    bound = result.bound
    flows = result.flows
  } else {
    const result = await optimumExactOut(all, { tokenIn, tokenOut, amountOut: amount })
    if (!result) return undefined
    optimum = result.input
    bound = result.bound
    flows = result.flows
    // SwapRouter02's exact-output calls run v2-only or v3-only paths: the best of those flows too.
    executable = (await optimumExactOut(all, { tokenIn, tokenOut, amountOut: amount }, true))?.input ?? 0n
  }
  const used = poolsUsed(flows)
  const ms = performance.now() - started
  const gas = Number(V3_BASE_GAS + BigInt(used) * V3_GAS_PER_POOL) * gasPerUnit
  const oursNet = Number(api.quoteGasAdjusted)
  return {
    label,
    spec,
    ours,
    optimum,
    bound,
    pools: used,
    ratio: exactIn ? Number(ours) / Number(optimum) : Number(optimum) / Number(ours),
    ratioToBound: exactIn ? Number(ours) / bound : bound / Number(ours),
    ratioAfterGas: exactIn ? oursNet / (Number(optimum) - gas) : (Number(optimum) + gas) / oursNet,
    ratioExecutable: exactIn ? Number(ours) / Number(executable) : Number(executable) / Number(ours),
    flows,
    longPathShare: longPathShare(flows, tokenIn, tokenOut, MAX_HOPS),
    // A held split swaps each pool once per leg through it, not once per path it serves.
    v2PairsInPieces: v2PairsInPieces(api.legs ? api.legs.map((leg) => leg.pools) : api.route),
    ms,
  }
}

/** The optimum's table, and its measures: one per trade and the minimum, each against 0.9999. */
export function reportOptimum(rows: readonly OptimumComparison[]) {
  const fmt = (value: number, digits = 5) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a')
  console.log('')
  console.log(
    '  ours against the optimum (every v2 and v3 pool among WETH, USDC, USDT, DAI, WBTC, UNI, LINK; any flow):',
  )
  console.log(
    `  ${'trade'.padEnd(34)} ${'pools'.padStart(5)} ${'before gas'.padStart(10)} ${'after gas'.padStart(10)} ${'vs bound'.padStart(9)} ${'gap'.padStart(8)} ${'solve'.padStart(8)} ${'executable'.padStart(10)}`,
  )
  for (const row of rows) {
    // How far the achievable optimum is from the dual bound (0 when the solver converged).
    const gap = row.ratio / row.ratioToBound - 1
    console.log(
      `  ${row.label.padEnd(34)} ${String(row.pools).padStart(5)} ${fmt(row.ratio).padStart(10)} ${fmt(row.ratioAfterGas).padStart(10)} ${fmt(row.ratioToBound).padStart(9)} ${gap.toExponential(1).padStart(8)} ${`${row.ms.toFixed(0)} ms`.padStart(8)} ${(row.spec.type === 'exactOut' ? fmt(row.ratioExecutable) : '').padStart(10)}`,
    )
    measure({
      name: `routing: ratio to optimum, ${row.label.trim().replace(/\s+/g, ' ')}`,
      value: row.ratio,
      unit: 'x',
      budget: { atLeast: 0.9999 },
    })
    // The goal is the bound (no flow does better), not only the achievable flow the solver replayed.
    measure({
      name: `routing: ratio to bound, ${row.label.trim().replace(/\s+/g, ' ')}`,
      value: row.ratioToBound,
      unit: 'x',
      budget: { atLeast: 0.9999 },
    })
    if (row.error) console.log(`      the optimum failed: ${row.error}`)
    else if (row.ratio < 0.9999) for (const reason of shortfallReasons(row)) console.log(`      ${reason}`)
    if (process.env.BENCH_OPTIMUM_FLOWS === '1') console.log(describeFlows(row.flows))
  }
  // A trade without a comparison (NaN) is the worst: the minimum is then NaN and fails its budget.
  const ratios = rows.map((row) => row.ratio).filter(Number.isFinite)
  const worst = rows.reduce<OptimumComparison | undefined>(
    (a, b) => (!a || !Number.isFinite(b.ratio) || b.ratio < a.ratio ? b : a),
    undefined,
  )
  const minimum = worst && Number.isFinite(worst.ratio) ? worst.ratio : Number.NaN
  measure({
    name: 'routing: ratio to optimum, minimum',
    value: minimum,
    unit: 'x',
    budget: { atLeast: 0.9999 },
  })
  measure({ name: 'routing: ratio to optimum, median', value: percentile(ratios, 50), unit: 'x' })
  const boundWorst = rows.reduce<OptimumComparison | undefined>(
    (a, b) => (!a || !Number.isFinite(b.ratioToBound) || b.ratioToBound < a.ratioToBound ? b : a),
    undefined,
  )
  const boundMinimum =
    boundWorst && Number.isFinite(boundWorst.ratioToBound) ? boundWorst.ratioToBound : Number.NaN
  measure({
    name: 'routing: ratio to bound, minimum',
    value: boundMinimum,
    unit: 'x',
    budget: { atLeast: 0.9999 },
  })
  // The same against what SwapRouter02 can run (exact outputs: paths on one protocol each).
  const executable = rows.reduce<OptimumComparison | undefined>(
    (a, b) => (!a || !Number.isFinite(b.ratioExecutable) || b.ratioExecutable < a.ratioExecutable ? b : a),
    undefined,
  )
  const executableMinimum = executable?.ratioExecutable ?? Number.NaN
  measure({
    name: 'routing: ratio to executable optimum, minimum',
    value: executableMinimum,
    unit: 'x',
    budget: { atLeast: 0.9999 },
  })
  const below = rows.filter((row) => !(row.ratio >= 0.9999)).length
  console.log(
    `  ratio to optimum, minimum        ${fmt(minimum)}x (${worst?.label.trim() ?? 'none'})   (budget: >= 0.9999) ${minimum >= 0.9999 ? 'ok' : 'OVER BUDGET'}`,
  )
  console.log(
    `  ratio to optimum, median         ${fmt(percentile(ratios, 50))}x; ${below} of ${rows.length} trades below 0.9999`,
  )
  console.log(
    `  ratio to bound, minimum          ${fmt(boundMinimum)}x (${boundWorst?.label.trim() ?? 'none'}; the dual bound no flow exceeds, the goal)   (budget: >= 0.9999) ${boundMinimum >= 0.9999 ? 'ok' : 'OVER BUDGET'}`,
  )
  console.log(
    `  ratio to executable optimum, minimum ${fmt(executableMinimum)}x (${executable?.label.trim() ?? 'none'}; exact outputs against v2-only or v3-only paths, which is what SwapRouter02 runs for them)   (budget: >= 0.9999) ${executableMinimum >= 0.9999 ? 'ok' : 'OVER BUDGET'}`,
  )
}

/**
 * What keeps a trade below the optimum, as far as the bench can tell: paths longer than the router's
 * MAX_HOPS, mixed exact-output paths (which SwapRouter02 cannot run), v2 pairs swapped in pieces.
 */
export function shortfallReasons(row: OptimumComparison): string[] {
  const percent = (share: number) => `${(share * 100).toFixed(1)}%`
  const reasons: string[] = []
  if (row.longPathShare >= 0.001)
    reasons.push(
      `${percent(row.longPathShare)} of the optimum's output crosses more than ${MAX_HOPS} pools; the router's paths stop at ${MAX_HOPS} (the spec's trade search)`,
    )
  if (row.spec.type === 'exactOut' && row.ratioExecutable > row.ratio)
    reasons.push(
      `exact output: the optimum mixes v2 and v3 within paths, which SwapRouter02's exact-output calls cannot run; against paths on one protocol each: ${row.ratioExecutable.toFixed(5)}`,
    )
  if (row.v2PairsInPieces > 0)
    reasons.push(
      `${row.v2PairsInPieces} v2 pair(s) swapped in pieces, once by each of our paths through it (a pair pays out less in pieces); the optimum swaps it once and divides what it pays out, which a held split does only where the paths share their beginning up to the pair`,
    )
  if (reasons.length === 0) reasons.push('no known limit explains the gap')
  return reasons
}

const SYMBOLS = new Map(
  OPTIMUM_TOKENS.map((symbol) => [getAddress(MAINNET_TOKENS[symbol].address) as string, symbol] as const),
)

/**
 * The optimum's flow, one line per pool carrying at least 0.01% of its token's outflow (for
 * BENCH_OPTIMUM_FLOWS=1): where the optimum routes that ours does not.
 */
export function describeFlows(flows: readonly Flow[]): string {
  const decimals = (token: string) =>
    OPTIMUM_TOKENS.map((symbol) => MAINNET_TOKENS[symbol]).find((t) => getAddress(t.address) === token)
      ?.decimals ?? 18
  const amount = (value: bigint, token: string) => (Number(value) / 10 ** decimals(token)).toPrecision(6)
  return significant(flows)
    .map((flow) => {
      const pool = flow.pool.kind === 'v2' ? 'v2' : `v3 ${flow.pool.fee / 10_000}%`
      const [from, to] = [inputToken(flow), outputToken(flow)]
      return `      ${amount(flow.amountIn, from)} ${SYMBOLS.get(from) ?? from} -> ${amount(flow.amountOut, to)} ${SYMBOLS.get(to) ?? to} (${pool})`
    })
    .join('\n')
}
