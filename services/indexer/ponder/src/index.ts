import { type Context, ponder } from 'ponder:registry'
import { pool, tick, token } from 'ponder:schema'
import { type Address, hexToString, isHex } from 'viem'
import { erc20Bytes32MetadataAbi, erc20MetadataAbi } from '../../src/abis.ts'
import {
  activeLiquidityDelta,
  type BalanceEvent,
  balanceDelta,
  updatePositionTicks,
} from '../../src/indexing/pool-state.ts'

interface TokenMetadata {
  symbol: string
  name: string
  decimals: number | null
}

/**
 * Reads an ERC-20's metadata; tokens that answer with bytes32 or nothing still get a row. Metadata
 * does not change, so it is read at the latest block (`cache: 'immutable'`): a node started from a
 * state dump (the devnet) has no state for the past blocks.
 */
async function readTokenMetadata(context: Context, address: Address): Promise<TokenMetadata> {
  const client = context.client
  const read = async (functionName: 'symbol' | 'name'): Promise<string> => {
    try {
      return await client.readContract({ abi: erc20MetadataAbi, address, functionName, cache: 'immutable' })
    } catch {
      try {
        const raw = await client.readContract({
          abi: erc20Bytes32MetadataAbi,
          address,
          functionName,
          cache: 'immutable',
        })
        return isHex(raw) ? hexToString(raw, { size: 32 }).replace(/\0+$/, '') : 'unknown'
      } catch {
        return 'unknown'
      }
    }
  }
  const decimals = await client
    .readContract({ abi: erc20MetadataAbi, address, functionName: 'decimals', cache: 'immutable' })
    .then((value): number | null => value)
    .catch((): number | null => null)
  const [symbol, name] = await Promise.all([read('symbol'), read('name')])
  return { symbol, name, decimals }
}

async function ensureToken(context: Context, address: Address) {
  const chainId = context.network.chainId
  const existing = await context.db.find(token, { chainId, address })
  if (existing) {
    return context.db.update(token, { chainId, address }).set((row) => ({ poolCount: row.poolCount + 1 }))
  }
  const metadata = await readTokenMetadata(context, address)
  return context.db
    .insert(token)
    .values({ chainId, address, ...metadata, totalValueLocked: 0n, poolCount: 1 })
}

ponder.on('UniswapV3Factory:PoolCreated', async ({ event, context }) => {
  const chainId = context.network.chainId
  const { token0, token1, fee, tickSpacing, pool: address } = event.args
  const [row0, row1] = await Promise.all([ensureToken(context, token0), ensureToken(context, token1)])
  await context.db.insert(pool).values({
    chainId,
    address,
    token0,
    token1,
    feeTier: fee,
    tickSpacing,
    token0Decimals: row0.decimals,
    token1Decimals: row1.decimals,
    sqrtPrice: 0n,
    tick: null,
    liquidity: 0n,
    totalValueLockedToken0: 0n,
    totalValueLockedToken1: 0n,
    createdAtBlockNumber: event.block.number,
    createdAtTimestamp: event.block.timestamp,
  })
})

ponder.on('UniswapV3Pool:Initialize', async ({ event, context }) => {
  const key = { chainId: context.network.chainId, address: event.log.address }
  if (!(await context.db.find(pool, key))) return
  await context.db.update(pool, key).set({ sqrtPrice: event.args.sqrtPriceX96, tick: event.args.tick })
})

/** Adds the event's token movement to the pool's and its tokens' TVL; returns the updated pool. */
async function applyBalance(context: Context, poolAddress: Address, event: BalanceEvent) {
  const chainId = context.network.chainId
  const row = await context.db.find(pool, { chainId, address: poolAddress })
  // Not a pool of the factory we index (cannot happen with factory-derived addresses).
  if (!row) return null
  const delta = balanceDelta(event)
  if (delta.amount0 !== 0n) {
    await context.db
      .update(token, { chainId, address: row.token0 })
      .set((current) => ({ totalValueLocked: current.totalValueLocked + delta.amount0 }))
  }
  if (delta.amount1 !== 0n) {
    await context.db
      .update(token, { chainId, address: row.token1 })
      .set((current) => ({ totalValueLocked: current.totalValueLocked + delta.amount1 }))
  }
  return context.db.update(pool, { chainId, address: poolAddress }).set((current) => ({
    totalValueLockedToken0: current.totalValueLockedToken0 + delta.amount0,
    totalValueLockedToken1: current.totalValueLockedToken1 + delta.amount1,
  }))
}

/** Mint (positive) or Burn (negative): the two ticks and, when in range, the pool's liquidity. */
async function applyLiquidity(
  context: Context,
  poolAddress: Address,
  tickLower: number,
  tickUpper: number,
  liquidityDelta: bigint,
  blockNumber: bigint,
) {
  if (liquidityDelta === 0n) return // a "poke" Burn that only updates fees
  const chainId = context.network.chainId
  const poolKey = { chainId, address: poolAddress }
  const row = await context.db.find(pool, poolKey)
  if (!row) return
  const lowerKey = { chainId, poolAddress, tickIdx: tickLower }
  const upperKey = { chainId, poolAddress, tickIdx: tickUpper }
  const [lower, upper] = await Promise.all([context.db.find(tick, lowerKey), context.db.find(tick, upperKey)])
  const updates = updatePositionTicks(
    { lower: lower ?? undefined, upper: upper ?? undefined },
    tickLower,
    tickUpper,
    liquidityDelta,
  )
  for (const update of updates) {
    const key = { chainId, poolAddress, tickIdx: update.tickIdx }
    if (!update.initialized) {
      await context.db.delete(tick, key)
      continue
    }
    const values = { liquidityGross: update.liquidityGross, liquidityNet: update.liquidityNet }
    await context.db
      .insert(tick)
      .values({ ...key, ...values, createdAtBlockNumber: blockNumber })
      .onConflictDoUpdate(values)
  }
  const inRange = activeLiquidityDelta(row.tick, tickLower, tickUpper, liquidityDelta)
  if (inRange !== 0n) {
    await context.db.update(pool, poolKey).set((current) => ({ liquidity: current.liquidity + inRange }))
  }
}

ponder.on('UniswapV3Pool:Mint', async ({ event, context }) => {
  const { tickLower, tickUpper, amount, amount0, amount1 } = event.args
  await applyLiquidity(context, event.log.address, tickLower, tickUpper, amount, event.block.number)
  await applyBalance(context, event.log.address, { kind: 'mint', amount0, amount1 })
})

ponder.on('UniswapV3Pool:Burn', async ({ event, context }) => {
  const { tickLower, tickUpper, amount } = event.args
  await applyLiquidity(context, event.log.address, tickLower, tickUpper, -amount, event.block.number)
})

ponder.on('UniswapV3Pool:Swap', async ({ event, context }) => {
  const { amount0, amount1, sqrtPriceX96, liquidity, tick: currentTick } = event.args
  const updated = await applyBalance(context, event.log.address, { kind: 'swap', amount0, amount1 })
  if (!updated) return
  await context.db
    .update(pool, { chainId: context.network.chainId, address: event.log.address })
    .set({ sqrtPrice: sqrtPriceX96, tick: currentTick, liquidity })
})

ponder.on('UniswapV3Pool:Collect', async ({ event, context }) => {
  const { amount0, amount1 } = event.args
  await applyBalance(context, event.log.address, { kind: 'collect', amount0, amount1 })
})

ponder.on('UniswapV3Pool:CollectProtocol', async ({ event, context }) => {
  const { amount0, amount1 } = event.args
  await applyBalance(context, event.log.address, { kind: 'collectProtocol', amount0, amount1 })
})

ponder.on('UniswapV3Pool:Flash', async ({ event, context }) => {
  const { paid0, paid1 } = event.args
  await applyBalance(context, event.log.address, { kind: 'flash', paid0, paid1 })
})
