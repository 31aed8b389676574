import {
  type Address,
  maxUint256,
  parseAbi,
  parseEventLogs,
  type TransactionReceipt,
  zeroAddress,
} from 'viem'
import { loadArtifact } from '../artifacts.ts'
import { MAINNET_CONTRACTS, type TokenSpec } from '../canonical.ts'
import type { DevnetClient } from '../client.ts'
import { amountForUsd, USD_PRICES } from '../prices.ts'
import { mulberry32, sortTokens } from './v3.ts'

/**
 * The v2 pairs' part of the seeded history (history.ts plays it in the same blocks as the v3 pools'):
 * swaps toward the same dollar price paths, and liquidity added through Router02 and removed a few
 * days later. Planned from its own seeded sequence, so the v3 plan is the same with or without it.
 */

export interface V2HistoryPair {
  a: TokenSpec
  b: TokenSpec
  address: Address
  /** Chance of a swap in each step. */
  activity: number
  /** Dollar size of a swap's upper bound: uniform between the two. */
  swapUsd: readonly [number, number]
}

export type V2HistoryAction =
  | { kind: 'swap'; pair: number; usd: number }
  | { kind: 'add'; pair: number; usd: number; position: number }
  | { kind: 'remove'; pair: number; position: number }

/**
 * Per step of the v3 plan (`times`, seconds since the start), the v2 actions: a swap per pair with its
 * activity, about one liquidity addition every two days, removed two to five days later. Pure and
 * deterministic; `stillOpen` are the additions the history's end removes.
 */
export function planV2History(
  pairs: readonly Pick<V2HistoryPair, 'activity' | 'swapUsd'>[],
  times: readonly number[],
  seed: number,
) {
  const random = mulberry32(seed)
  const steps: V2HistoryAction[][] = []
  const open: { pair: number; position: number; until: number }[] = []
  let positions = 0
  const stepSeconds = times.length > 1 ? times[1]! - times[0]! : 86_400
  for (const at of times) {
    const actions: V2HistoryAction[] = []
    for (const [pair, plan] of pairs.entries()) {
      const roll = random()
      const size = random()
      if (roll < plan.activity)
        actions.push({
          kind: 'swap',
          pair,
          usd: Math.round(plan.swapUsd[0] + size * (plan.swapUsd[1] - plan.swapUsd[0])),
        })
    }
    for (const [index, position] of [...open.entries()].reverse()) {
      if (position.until > at) continue
      actions.push({ kind: 'remove', pair: position.pair, position: position.position })
      open.splice(index, 1)
    }
    if (pairs.length > 0 && random() < stepSeconds / (2 * 86_400)) {
      const pair = Math.floor(random() * pairs.length)
      const usd = Math.round(10_000 + random() * 90_000)
      const until = at + Math.round((2 + random() * 3) * 86_400)
      actions.push({ kind: 'add', pair, usd, position: positions })
      open.push({ pair, position: positions, until })
      positions++
    }
    steps.push(actions)
  }
  return { steps, stillOpen: open }
}

/** The raw price (token1 per token0) of a pair whose tokens are worth usd0 and usd1 dollars. */
export function v2TargetPrice(usd0: number, usd1: number, decimals0: number, decimals1: number): number {
  return (usd0 / usd1) * 10 ** (decimals1 - decimals0)
}

/**
 * The swap that moves a pair's price (reserve1 / reserve0, raw) toward `target`, paying the 0.3% fee:
 * token0 in when the price must fall, token1 when it must rise; at most `maxIn` of the token paid in.
 * Null when the price is already there (within a part in a million).
 */
export function v2SwapToward(
  reserve0: bigint,
  reserve1: bigint,
  target: number,
  maxIn: { amount0: bigint; amount1: bigint },
): { zeroForOne: boolean; amountIn: bigint } | null {
  const r0 = Number(reserve0)
  const r1 = Number(reserve1)
  if (!(r0 > 0) || !(r1 > 0) || !(target > 0)) return null
  const current = r1 / r0
  if (Math.abs(current / target - 1) < 1e-6) return null
  const k = r0 * r1
  // Without the fee the reserve paid into would end at sqrt(k / target) (token0) or sqrt(k * target);
  // 0.3% of what is paid in stays out of the curve.
  const zeroForOne = target < current
  const needed = zeroForOne ? (Math.sqrt(k / target) - r0) / 0.997 : (Math.sqrt(k * target) - r1) / 0.997
  const wanted = BigInt(Math.floor(needed))
  const cap = zeroForOne ? maxIn.amount0 : maxIn.amount1
  const amountIn = wanted < cap ? wanted : cap
  return amountIn > 0n ? { zeroForOne, amountIn } : null
}

const pairAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
])
const routerAbi = () => loadArtifact('UniswapV2Router02').abi

/**
 * The Router02 call (at its canonical address: v2 is on the mainnet replica only) of a swap toward a
 * dollar price, at most `usd` dollars paid in; null when the pair is there already.
 */
export async function v2SwapCall(
  client: DevnetClient,
  trader: Address,
  pair: V2HistoryPair,
  prices: Readonly<Record<string, number>>,
  usd: number,
) {
  const [token0, token1] = sortTokens(pair.a, pair.b)
  const [reserve0, reserve1] = await client.readContract({
    address: pair.address,
    abi: pairAbi,
    functionName: 'getReserves',
  })
  const target = v2TargetPrice(
    prices[token0.symbol]!,
    prices[token1.symbol]!,
    token0.decimals,
    token1.decimals,
  )
  const swap = v2SwapToward(reserve0, reserve1, target, {
    amount0: amountForUsd(token0.symbol, token0.decimals, usd),
    amount1: amountForUsd(token1.symbol, token1.decimals, usd),
  })
  if (!swap) return null
  const path = swap.zeroForOne ? [token0.address, token1.address] : [token1.address, token0.address]
  return {
    address: MAINNET_CONTRACTS.UniswapV2Router02,
    abi: routerAbi(),
    functionName: 'swapExactTokensForTokens',
    args: [swap.amountIn, 0n, path, trader, maxUint256],
  } as const
}

/** The seeded dollar prices of the pairs' tokens (the history ends there). */
export const seededPrices = (pairs: readonly V2HistoryPair[]): Record<string, number> =>
  Object.fromEntries(
    pairs
      .flatMap((pair) => [pair.a.symbol, pair.b.symbol])
      .map((symbol) => [symbol, Number(USD_PRICES[symbol])]),
  )

/** Router02's addLiquidity of `usd` dollars (half of each token at its seeded price, at most). */
export function addLiquidityCall(trader: Address, pair: V2HistoryPair, usd: number) {
  return {
    address: MAINNET_CONTRACTS.UniswapV2Router02,
    abi: routerAbi(),
    functionName: 'addLiquidity',
    args: [
      pair.a.address,
      pair.b.address,
      amountForUsd(pair.a.symbol, pair.a.decimals, usd / 2),
      amountForUsd(pair.b.symbol, pair.b.decimals, usd / 2),
      0n,
      0n,
      trader,
      maxUint256,
    ],
  } as const
}

/** Router02's removeLiquidity of `liquidity` tokens. */
export function removeLiquidityCall(trader: Address, pair: V2HistoryPair, liquidity: bigint) {
  return {
    address: MAINNET_CONTRACTS.UniswapV2Router02,
    abi: routerAbi(),
    functionName: 'removeLiquidity',
    args: [pair.a.address, pair.b.address, liquidity, 0n, 0n, trader, maxUint256],
  } as const
}

/** The liquidity tokens an addLiquidity receipt minted to `owner`. */
export function mintedLiquidity(receipt: TransactionReceipt, pair: Address, owner: Address): bigint {
  const minted = parseEventLogs({ abi: pairAbi, eventName: 'Transfer', logs: receipt.logs }).find(
    (log) =>
      log.address.toLowerCase() === pair.toLowerCase() &&
      log.args.from === zeroAddress &&
      log.args.to.toLowerCase() === owner.toLowerCase(),
  )
  if (!minted) throw new Error('history: an addLiquidity minted no liquidity')
  return minted.args.value
}
