import type { TokenSpec } from '../canonical.ts'
import { USD_PRICES } from '../prices.ts'
import { type FeeTier, mulberry32, type SeededPool } from './v3.ts'

/**
 * A few weeks of trading on the main pools, so that the explore pages' charts have data on a fresh
 * machine: swaps both ways that follow dollar price paths (a mean-reverting random walk per token),
 * and liquidity added and later removed, spread over time with `evm_increaseTime`, each step's
 * transactions in one block. Everything comes
 * from a seeded pseudo-random sequence (no Math.random), and at the end every pool is traded back to
 * its seeded price and every history position is closed, so the state other tests rely on stays.
 */

/** How long the history lasts, and the step between two rounds of trades. */
export const HISTORY_DAYS = 28
export const HISTORY_STEP_SECONDS = 6 * 3600
export const HISTORY_SECONDS = HISTORY_DAYS * 86_400

export interface HistoryPool {
  a: TokenSpec
  b: TokenSpec
  fee: FeeTier
  pool: SeededPool
  /** Chance of a swap in each step. */
  activity: number
  /** Dollar size of a swap: uniform between the two. */
  swapUsd: readonly [number, number]
}

export type HistoryAction =
  | { kind: 'swap'; pool: number; usd: number; prices: Readonly<Record<string, number>> }
  | { kind: 'mint'; pool: number; usd: number; halfWidth: number; position: number }
  | { kind: 'burn'; pool: number; position: number }

export interface HistoryStep {
  /** Seconds since the history's start. */
  at: number
  /** Each token's dollar price in this step (the v2 pairs trade toward these too). */
  prices: Readonly<Record<string, number>>
  actions: HistoryAction[]
}

/** Daily volatility of the dollar price paths; stablecoins stay at their seeded price. */
const DAILY_VOLATILITY: Readonly<Record<string, number>> = { WETH: 0.035, WBTC: 0.03, UNI: 0.05, LINK: 0.045 }

/**
 * The plan: per step, each token's dollar price (a random walk in log space pulled back toward the
 * seeded price), a swap per pool with the pool's activity, and now and then a position added (kept
 * two to six days) or one removed. Pure and deterministic: the same seed gives the same plan.
 */
export function planHistory(
  pools: readonly Pick<HistoryPool, 'a' | 'b' | 'activity' | 'swapUsd'>[],
  seed: number,
) {
  const random = mulberry32(seed)
  const symbols = [...new Set(pools.flatMap((pool) => [pool.a.symbol, pool.b.symbol]))].sort()
  const logPrice: Record<string, number> = Object.fromEntries(symbols.map((symbol) => [symbol, 0]))
  const stepsPerDay = 86_400 / HISTORY_STEP_SECONDS
  const steps: HistoryStep[] = []
  const open: { pool: number; position: number; until: number }[] = []
  let positions = 0
  for (let index = 0; index < HISTORY_SECONDS / HISTORY_STEP_SECONDS; index++) {
    const at = index * HISTORY_STEP_SECONDS
    const prices: Record<string, number> = {}
    for (const symbol of symbols) {
      const sigma = (DAILY_VOLATILITY[symbol] ?? 0) / Math.sqrt(stepsPerDay)
      // Uniform noise scaled to the step's deviation, with a pull of 3% a step back to the seed price.
      logPrice[symbol] = logPrice[symbol]! * 0.97 + sigma * Math.sqrt(12) * (random() - 0.5)
      prices[symbol] = Number(USD_PRICES[symbol]) * Math.exp(logPrice[symbol]!)
    }
    const actions: HistoryAction[] = []
    for (const [poolIndex, pool] of pools.entries()) {
      const roll = random()
      const size = random()
      if (roll < pool.activity) {
        const usd = Math.round(pool.swapUsd[0] + size * (pool.swapUsd[1] - pool.swapUsd[0]))
        actions.push({ kind: 'swap', pool: poolIndex, usd, prices })
      }
    }
    for (const [openIndex, position] of [...open.entries()].reverse()) {
      if (position.until > at) continue
      actions.push({ kind: 'burn', pool: position.pool, position: position.position })
      open.splice(openIndex, 1)
    }
    // About one new position a day somewhere, kept for two to six days.
    if (random() < 1 / stepsPerDay) {
      const pool = Math.floor(random() * pools.length)
      const usd = Math.round(20_000 + random() * 80_000)
      const halfWidth = [0.02, 0.05, 0.1, 0.2][Math.floor(random() * 4)]!
      const until = at + Math.round((2 + random() * 4) * 86_400)
      actions.push({ kind: 'mint', pool, usd, halfWidth, position: positions })
      open.push({ pool, position: positions, until })
      positions++
    }
    steps.push({ at, prices, actions })
  }
  return { steps, stillOpen: open.map((position) => position), positions }
}

const Q96 = 2 ** 96

/** The sqrtPriceX96 of a pool whose tokens are worth usd0 and usd1 dollars (token1 per token0, raw). */
export function targetSqrtPriceX96(usd0: number, usd1: number, decimals0: number, decimals1: number): bigint {
  const price = (usd0 / usd1) * 10 ** (decimals1 - decimals0)
  return BigInt(Math.round(Math.sqrt(price) * Q96))
}
