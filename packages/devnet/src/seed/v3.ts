import { encodeSqrtRatioX96, nearestUsableTick, TICK_SPACINGS, TickMath } from '@uniswap/v3-sdk'
import { type Account, type Address, maxUint128, maxUint256, parseEventLogs } from 'viem'
import { loadArtifact } from '../artifacts.ts'
import type { CoreContracts, TokenSpec } from '../canonical.ts'
import type { DevnetClient } from '../client.ts'
import { amountForUsd, usdPrice } from '../prices.ts'
import { send } from './tx.ts'

export type FeeTier = 100 | 500 | 3000 | 10000

export interface PoolPlan {
  a: TokenSpec
  b: TokenSpec
  fee: FeeTier
  /** Rough dollar value of all liquidity in the pool. */
  tvlUsd: number
  /** Concentrated positions besides the one full-range position. */
  positions: number
  /** Stable pairs get ranges a few basis points wide, volatile pairs a few percent. */
  style: 'stable' | 'volatile'
}

export interface SeededPool {
  token0: Address
  token1: Address
  fee: FeeTier
  address: Address
}

export function sortTokens(a: TokenSpec, b: TokenSpec): [TokenSpec, TokenSpec] {
  return a.address.toLowerCase() < b.address.toLowerCase() ? [a, b] : [b, a]
}

/** The pool's starting price from the dollar prices (token1 per token0 in raw units) and its tick. */
export function startingPrice(token0: TokenSpec, token1: TokenSpec): { sqrtPriceX96: bigint; tick: number } {
  const amount1 = usdPrice(token0.symbol) * 10n ** BigInt(token1.decimals)
  const amount0 = usdPrice(token1.symbol) * 10n ** BigInt(token0.decimals)
  const sqrtRatio = encodeSqrtRatioX96(amount1.toString(), amount0.toString())
  return { sqrtPriceX96: BigInt(sqrtRatio.toString()), tick: TickMath.getTickAtSqrtRatio(sqrtRatio) }
}

/** Deterministic pseudo-random numbers, so the same seeding always produces the same state. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function seedOf(text: string): number {
  let hash = 2166136261
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619)
  return hash >>> 0
}

const ticksForRatio = (ratio: number) => Math.round(Math.log(ratio) / Math.log(1.0001))

export interface RangePlan {
  tickLower: number
  tickUpper: number
  usd: number
}

/**
 * A realistic spread of ranges around the current tick: one full-range position holding a tenth
 * of the value, then positions of mixed widths with centres scattered around the price, some of
 * them entirely above or below it.
 */
export function planRanges(plan: PoolPlan, currentTick: number): RangePlan[] {
  const spacing = TICK_SPACINGS[plan.fee]
  const random = mulberry32(seedOf(`${plan.a.symbol}/${plan.b.symbol}/${plan.fee}`))
  const widths =
    plan.style === 'stable' ? [0.0005, 0.001, 0.002, 0.005, 0.01, 0.03] : [0.01, 0.02, 0.05, 0.1, 0.2, 0.4]
  const ranges: RangePlan[] = [
    {
      tickLower: nearestUsableTick(TickMath.MIN_TICK, spacing),
      tickUpper: nearestUsableTick(TickMath.MAX_TICK, spacing),
      usd: plan.tvlUsd * 0.1,
    },
  ]
  const weights = Array.from({ length: plan.positions }, () => 0.5 + random())
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  for (const weight of weights) {
    const width = widths[Math.floor(random() * widths.length)] ?? 0.05
    const halfWidth = Math.max(spacing, ticksForRatio(1 + width))
    // Most liquidity sits around the price; a quarter of the positions are placed off to one side.
    const offCentre = random() < 0.25
    const shift = offCentre
      ? (random() < 0.5 ? -1 : 1) * (halfWidth + ticksForRatio(1 + random() * width * 2))
      : Math.round((random() - 0.5) * halfWidth)
    let tickLower = nearestUsableTick(currentTick + shift - halfWidth, spacing)
    let tickUpper = nearestUsableTick(currentTick + shift + halfWidth, spacing)
    if (tickUpper <= tickLower) tickUpper = tickLower + spacing
    tickLower = Math.max(tickLower, nearestUsableTick(TickMath.MIN_TICK, spacing))
    tickUpper = Math.min(tickUpper, nearestUsableTick(TickMath.MAX_TICK, spacing))
    ranges.push({ tickLower, tickUpper, usd: (plan.tvlUsd * 0.9 * weight) / total })
  }
  return ranges
}

const positionManager = () => loadArtifact('NonfungiblePositionManager')
const factory = () => loadArtifact('UniswapV3Factory')

export async function createPool(
  client: DevnetClient,
  deployer: Account,
  contracts: CoreContracts,
  plan: Pick<PoolPlan, 'a' | 'b' | 'fee'>,
): Promise<{ pool: SeededPool; currentTick: number }> {
  const [token0, token1] = sortTokens(plan.a, plan.b)
  const { sqrtPriceX96, tick: currentTick } = startingPrice(token0, token1)
  await send(client, deployer, {
    address: contracts.NonfungiblePositionManager,
    abi: positionManager().abi,
    functionName: 'createAndInitializePoolIfNecessary',
    args: [token0.address, token1.address, plan.fee, sqrtPriceX96],
  })
  const address = (await client.readContract({
    address: contracts.UniswapV3Factory,
    abi: factory().abi,
    functionName: 'getPool',
    args: [token0.address, token1.address, plan.fee],
  })) as Address
  return { pool: { token0: token0.address, token1: token1.address, fee: plan.fee, address }, currentTick }
}

export interface MintRequest {
  owner: Account
  token0: TokenSpec
  token1: TokenSpec
  fee: FeeTier
  tickLower: number
  tickUpper: number
  usd: number
}

/** Mints a position offering `usd` dollars of each token; the manager takes what the range needs. */
export async function mintPosition(client: DevnetClient, contracts: CoreContracts, request: MintRequest) {
  const receipt = await send(client, request.owner, {
    address: contracts.NonfungiblePositionManager,
    abi: positionManager().abi,
    functionName: 'mint',
    args: [
      {
        token0: request.token0.address,
        token1: request.token1.address,
        fee: request.fee,
        tickLower: request.tickLower,
        tickUpper: request.tickUpper,
        amount0Desired: amountForUsd(request.token0.symbol, request.token0.decimals, request.usd),
        amount1Desired: amountForUsd(request.token1.symbol, request.token1.decimals, request.usd),
        amount0Min: 0n,
        amount1Min: 0n,
        recipient: request.owner.address,
        deadline: maxUint256,
      },
    ],
  })
  const [transfer] = parseEventLogs({ abi: positionManager().abi, eventName: 'Transfer', logs: receipt.logs })
  const tokenId = (transfer?.args as { tokenId?: bigint } | undefined)?.tokenId
  if (tokenId === undefined) throw new Error('mint emitted no Transfer')
  return tokenId
}

/** Removes all of a position's liquidity and collects everything: the position is then closed. */
export async function closePosition(
  client: DevnetClient,
  contracts: CoreContracts,
  owner: Account,
  tokenId: bigint,
) {
  const abi = positionManager().abi
  const position = (await client.readContract({
    address: contracts.NonfungiblePositionManager,
    abi,
    functionName: 'positions',
    args: [tokenId],
  })) as readonly unknown[]
  const liquidity = position[7] as bigint
  await send(client, owner, {
    address: contracts.NonfungiblePositionManager,
    abi,
    functionName: 'decreaseLiquidity',
    args: [{ tokenId, liquidity, amount0Min: 0n, amount1Min: 0n, deadline: maxUint256 }],
  })
  await send(client, owner, {
    address: contracts.NonfungiblePositionManager,
    abi,
    functionName: 'collect',
    args: [{ tokenId, recipient: owner.address, amount0Max: maxUint128, amount1Max: maxUint128 }],
  })
}

/** Swaps back and forth through a pool so that its in-range positions earn fees. */
export async function churn(
  client: DevnetClient,
  contracts: CoreContracts,
  trader: Account,
  pool: SeededPool,
  tokens: [TokenSpec, TokenSpec],
  usdPerSwap: number,
  rounds: number,
) {
  const router = loadArtifact('SwapRouter02')
  for (let round = 0; round < rounds; round++) {
    for (const [tokenIn, tokenOut] of [tokens, [tokens[1], tokens[0]] as const]) {
      await send(client, trader, {
        address: contracts.SwapRouter02,
        abi: router.abi,
        functionName: 'exactInputSingle',
        args: [
          {
            tokenIn: tokenIn.address,
            tokenOut: tokenOut.address,
            fee: pool.fee,
            recipient: trader.address,
            amountIn: amountForUsd(tokenIn.symbol, tokenIn.decimals, usdPerSwap),
            amountOutMinimum: 0n,
            sqrtPriceLimitX96: 0n,
          },
        ],
      })
    }
  }
}
