import {
  type Account,
  type Hash,
  maxUint128,
  maxUint256,
  parseEventLogs,
  type TransactionReceipt,
} from 'viem'
import { loadArtifact } from '../artifacts.ts'
import type { CoreContracts } from '../canonical.ts'
import type { DevnetClient } from '../client.ts'
import { amountForUsd } from '../prices.ts'
import type { HistoryPool } from './historyPlan.ts'
import type { send } from './tx.ts'
import { type FeeTier, type SeededPool, sortTokens } from './v3.ts'

/** The chain side of the trading history (history.ts): the calls each step's actions make, and the block they go into. */
/**
 * The transactions of one step go into one block (automine off, then one evm_mine), as on a live
 * chain: a quarter as many blocks for an indexer to fetch. Nonces are counted here; each call gets a
 * fixed gas limit (no estimate, as in the rest of the seeding) small enough for a block to hold them.
 */
export class Block {
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

export async function currentState(client: DevnetClient, pool: SeededPool) {
  const slot0 = (await client.readContract({
    address: pool.address,
    abi: poolAbi(),
    functionName: 'slot0',
  })) as readonly [bigint, number, ...unknown[]]
  return { sqrtPriceX96: slot0[0], tick: slot0[1] }
}

/** A swap of up to `usd` dollars in the direction that moves the price toward `target`, stopping there. */
export async function swapToward(
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

export async function mintAround(
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

export function mintedTokenId(receipt: TransactionReceipt): bigint {
  const [transfer] = parseEventLogs({ abi: managerAbi(), eventName: 'Transfer', logs: receipt.logs })
  const tokenId = (transfer?.args as { tokenId?: bigint } | undefined)?.tokenId
  if (tokenId === undefined) throw new Error('history mint emitted no Transfer')
  return tokenId
}

/** The two calls that close a position: all its liquidity removed, everything collected. */
export async function closeCalls(
  client: DevnetClient,
  contracts: CoreContracts,
  owner: Account,
  tokenId: bigint,
) {
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
