import {
  type Account,
  erc20Abi,
  type Hash,
  maxUint128,
  maxUint256,
  parseEventLogs,
  type TransactionReceipt,
} from 'viem'
import { loadArtifact } from '../artifacts.ts'
import { type CoreContracts, MAINNET_CONTRACTS, type TokenSpec } from '../canonical.ts'
import type { DevnetClient } from '../client.ts'
import { amountForUsd, USD_PRICES } from '../prices.ts'
import { send } from './tx.ts'
import {
  addLiquidityCall,
  mintedLiquidity,
  planV2History,
  removeLiquidityCall,
  seededPrices,
  type V2HistoryPair,
  v2SwapCall,
} from './v2History.ts'
import { type FeeTier, mulberry32, type SeededPool, sortTokens, startingPrice } from './v3.ts'

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

/**
 * The transactions of one step go into one block (automine off, then one evm_mine), as on a live
 * chain: a quarter as many blocks for an indexer to fetch. Nonces are counted here; each call gets a
 * fixed gas limit (no estimate, as in the rest of the seeding) small enough for a block to hold them.
 */
class Block {
  private readonly pending: { hash: Hash; what: string }[] = []
  private nonce: number | undefined

  constructor(
    private readonly client: DevnetClient,
    private readonly account: Account,
  ) {}

  async add(call: Parameters<typeof send>[2], what: string): Promise<number> {
    this.nonce ??= await this.client.getTransactionCount({
      address: this.account.address,
      blockTag: 'pending',
    })
    // viem's generic writeContract parameters cannot be narrowed further from here.
    const hash: Hash = await this.client.writeContract({
      account: this.account,
      chain: this.client.chain,
      gas: 2_000_000n,
      nonce: this.nonce++,
      ...call,
    } as unknown as Parameters<DevnetClient['writeContract']>[0])
    this.pending.push({ hash, what })
    return this.pending.length - 1
  }

  /** Mines the block and returns each transaction's receipt; any failure stops the seeding. */
  async mine() {
    if (this.pending.length === 0) return []
    await this.client.mine({ blocks: 1 })
    const receipts = []
    for (const { hash, what } of this.pending) {
      const receipt = await this.client.getTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new Error(`history: ${what} reverted`)
      receipts.push(receipt)
    }
    return receipts
  }
}

const poolAbi = () => loadArtifact('UniswapV3Pool').abi
const routerAbi = () => loadArtifact('SwapRouter02').abi
const managerAbi = () => loadArtifact('NonfungiblePositionManager').abi

async function currentState(client: DevnetClient, pool: SeededPool) {
  const slot0 = (await client.readContract({
    address: pool.address,
    abi: poolAbi(),
    functionName: 'slot0',
  })) as readonly [bigint, number, ...unknown[]]
  return { sqrtPriceX96: slot0[0], tick: slot0[1] }
}

/** A swap of up to `usd` dollars in the direction that moves the price toward `target`, stopping there. */
async function swapToward(
  client: DevnetClient,
  contracts: CoreContracts,
  trader: Account,
  entry: HistoryPool,
  target: bigint,
  usd: number,
) {
  const [token0, token1] = sortTokens(entry.a, entry.b)
  const { sqrtPriceX96 } = await currentState(client, entry.pool)
  if (sqrtPriceX96 === target) return null
  // Selling token0 lowers the price (token1 per token0), selling token1 raises it.
  const [tokenIn, tokenOut] = target < sqrtPriceX96 ? [token0, token1] : [token1, token0]
  return {
    address: contracts.SwapRouter02,
    abi: routerAbi(),
    functionName: 'exactInputSingle',
    args: [
      {
        tokenIn: tokenIn.address,
        tokenOut: tokenOut.address,
        fee: entry.fee,
        recipient: trader.address,
        amountIn: amountForUsd(tokenIn.symbol, tokenIn.decimals, usd),
        amountOutMinimum: 0n,
        sqrtPriceLimitX96: target,
      },
    ],
  } as const
}

const TICK_SPACING: Record<FeeTier, number> = { 100: 1, 500: 10, 3000: 60, 10000: 200 }

async function mintAround(
  client: DevnetClient,
  contracts: CoreContracts,
  owner: Account,
  entry: HistoryPool,
  usd: number,
  halfWidth: number,
) {
  const [token0, token1] = sortTokens(entry.a, entry.b)
  const { tick } = await currentState(client, entry.pool)
  const spacing = TICK_SPACING[entry.fee]
  const half = Math.round(Math.log(1 + halfWidth) / Math.log(1.0001))
  const tickLower = Math.floor((tick - half) / spacing) * spacing
  const tickUpper = Math.ceil((tick + half) / spacing) * spacing
  return {
    address: contracts.NonfungiblePositionManager,
    abi: managerAbi(),
    functionName: 'mint',
    args: [
      {
        token0: token0.address,
        token1: token1.address,
        fee: entry.fee,
        tickLower,
        tickUpper,
        amount0Desired: amountForUsd(token0.symbol, token0.decimals, usd / 2),
        amount1Desired: amountForUsd(token1.symbol, token1.decimals, usd / 2),
        amount0Min: 0n,
        amount1Min: 0n,
        recipient: owner.address,
        deadline: maxUint256,
      },
    ],
  } as const
}

function mintedTokenId(receipt: TransactionReceipt): bigint {
  const [transfer] = parseEventLogs({ abi: managerAbi(), eventName: 'Transfer', logs: receipt.logs })
  const tokenId = (transfer?.args as { tokenId?: bigint } | undefined)?.tokenId
  if (tokenId === undefined) throw new Error('history mint emitted no Transfer')
  return tokenId
}

/** The two calls that close a position: all its liquidity removed, everything collected. */
async function closeCalls(client: DevnetClient, contracts: CoreContracts, owner: Account, tokenId: bigint) {
  const position = (await client.readContract({
    address: contracts.NonfungiblePositionManager,
    abi: managerAbi(),
    functionName: 'positions',
    args: [tokenId],
  })) as readonly unknown[]
  return [
    {
      address: contracts.NonfungiblePositionManager,
      abi: managerAbi(),
      functionName: 'decreaseLiquidity',
      args: [
        { tokenId, liquidity: position[7] as bigint, amount0Min: 0n, amount1Min: 0n, deadline: maxUint256 },
      ],
    },
    {
      address: contracts.NonfungiblePositionManager,
      abi: managerAbi(),
      functionName: 'collect',
      args: [{ tokenId, recipient: owner.address, amount0Max: maxUint128, amount1Max: maxUint128 }],
    },
  ] as const
}

/**
 * Plays the plan on the chain: the clock moves by HISTORY_STEP_SECONDS between steps (HISTORY_SECONDS
 * in all), then the positions still open are closed and every pool is swapped back to the price it
 * was seeded at (a swap with that price as its limit stops exactly there).
 */
export async function playHistory(
  client: DevnetClient,
  contracts: CoreContracts,
  trader: Account,
  pools: readonly HistoryPool[],
  seed: number,
  v2Pairs: readonly V2HistoryPair[] = [],
) {
  const plan = planHistory(pools, seed)
  const v2Plan = planV2History(
    v2Pairs,
    plan.steps.map((step) => step.at),
    seed + 2,
  )
  const tokenIds = new Map<number, bigint>()
  const liquidities = new Map<number, bigint>()
  let previous = 0
  // Router02 takes the liquidity tokens back when the history removes what it added.
  for (const pair of v2Pairs)
    await send(client, trader, {
      address: pair.address,
      abi: erc20Abi,
      functionName: 'approve',
      args: [MAINNET_CONTRACTS.UniswapV2Router02, maxUint256],
    })
  await client.setAutomine(false)
  try {
    for (const [stepIndex, step] of plan.steps.entries()) {
      if (step.at > previous) await client.increaseTime({ seconds: step.at - previous })
      previous = step.at
      const block = new Block(client, trader)
      const minted = new Map<number, number>()
      for (const action of step.actions) {
        const entry = pools[action.pool]!
        const [token0, token1] = sortTokens(entry.a, entry.b)
        const name = `${token0.symbol}/${token1.symbol} ${entry.fee}`
        if (action.kind === 'swap') {
          const target = targetSqrtPriceX96(
            action.prices[token0.symbol]!,
            action.prices[token1.symbol]!,
            token0.decimals,
            token1.decimals,
          )
          const call = await swapToward(client, contracts, trader, entry, target, action.usd)
          if (call) await block.add(call, `swap on ${name}`)
        } else if (action.kind === 'mint') {
          const call = await mintAround(client, contracts, trader, entry, action.usd, action.halfWidth)
          minted.set(action.position, await block.add(call, `mint on ${name}`))
        } else {
          const tokenId = tokenIds.get(action.position)!
          for (const call of await closeCalls(client, contracts, trader, tokenId))
            await block.add(call, `closing position ${tokenId}`)
          tokenIds.delete(action.position)
        }
      }
      const added = new Map<number, number>()
      for (const action of v2Plan.steps[stepIndex] ?? []) {
        const pair = v2Pairs[action.pair]!
        const name = `v2 ${pair.a.symbol}/${pair.b.symbol}`
        if (action.kind === 'swap') {
          const call = await v2SwapCall(client, trader.address, pair, step.prices, action.usd)
          if (call) await block.add(call, `swap on ${name}`)
        } else if (action.kind === 'add') {
          added.set(
            action.position,
            await block.add(addLiquidityCall(trader.address, pair, action.usd), `add to ${name}`),
          )
        } else {
          const liquidity = liquidities.get(action.position)!
          await block.add(removeLiquidityCall(trader.address, pair, liquidity), `remove from ${name}`)
          liquidities.delete(action.position)
        }
      }
      const receipts = await block.mine()
      for (const [position, index] of minted) tokenIds.set(position, mintedTokenId(receipts[index]!))
      for (const [position, index] of added) {
        const pair = v2Plan.steps[stepIndex]!.find(
          (action) => action.kind === 'add' && action.position === position,
        )!.pair
        liquidities.set(position, mintedLiquidity(receipts[index]!, v2Pairs[pair]!.address, trader.address))
      }
    }
  } finally {
    await client.setAutomine(true)
  }
  await client.increaseTime({ seconds: HISTORY_SECONDS - previous })
  for (const tokenId of tokenIds.values())
    for (const call of await closeCalls(client, contracts, trader, tokenId)) await send(client, trader, call)
  for (const { pair, position } of v2Plan.stillOpen)
    await send(
      client,
      trader,
      removeLiquidityCall(trader.address, v2Pairs[pair]!, liquidities.get(position)!),
    )
  // The v2 pairs back at their seeded prices (within the 0.3% fee's rounding).
  const seeded = seededPrices(v2Pairs)
  for (const pair of v2Pairs) {
    const call = await v2SwapCall(client, trader.address, pair, seeded, 50_000_000)
    if (call) await send(client, trader, call)
  }
  for (const entry of pools) {
    const [token0, token1] = sortTokens(entry.a, entry.b)
    const seeded = startingPrice(token0, token1).sqrtPriceX96
    const call = await swapToward(client, contracts, trader, entry, seeded, 50_000_000)
    if (call) await send(client, trader, call)
    const after = await currentState(client, entry.pool)
    if (after.sqrtPriceX96 !== seeded)
      throw new Error(
        `history: ${token0.symbol}/${token1.symbol} ${entry.fee} did not return to its seeded price`,
      )
  }
  return plan
}
