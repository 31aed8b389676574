import { type Context, type Event, ponder } from 'ponder:registry'
import { burn, mint, pool, swap, tick, token } from 'ponder:schema'
import { type Address, formatUnits } from 'viem'
import { pricingOf, toWhole, trackedAmountUsd } from '../../src/derive/pricing.ts'
import {
  activeLiquidityDelta,
  type BalanceEvent,
  balanceDelta,
  updatePositionTicks,
} from '../../src/indexing/pool-state.ts'
import { derivePoolState, NEW_POOL_FIELDS, NEW_TOKEN_FIELDS, recordTransaction } from './explore.ts'
import { NO_ACTIVITY } from './explore-periods.ts'
import { dollarPrices, registerPool } from './explore-pricing.ts'
import { readTokenMetadata } from './metadata.ts'

async function ensureToken(context: Context, address: Address) {
  const chainId = context.network.chainId
  const existing = await context.db.find(token, { chainId, address })
  if (existing) {
    return context.db.update(token, { chainId, address }).set((row) => ({ poolCount: row.poolCount + 1 }))
  }
  const metadata = await readTokenMetadata(context, address)
  return context.db
    .insert(token)
    .values({ chainId, address, ...metadata, totalValueLocked: 0n, poolCount: 1, ...NEW_TOKEN_FIELDS })
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
    ...NEW_POOL_FIELDS,
  })
  await registerPool(context, address, token0, token1)
})

ponder.on('UniswapV3Pool:Initialize', async ({ event, context }) => {
  const key = { chainId: context.network.chainId, address: event.log.address }
  if (!(await context.db.find(pool, key))) return
  await context.db.update(pool, key).set({ sqrtPrice: event.args.sqrtPriceX96, tick: event.args.tick })
  await derivePoolState(context, event, event.log.address, NO_ACTIVITY)
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

/** Whole-token amount as the subgraph's exact BigDecimal string. */
const amountText = (raw: bigint, decimals: number | null) => formatUnits(raw, decimals ?? 0)

/**
 * A swap's, mint's or burn's id: the transaction and the event's log index. The subgraph's
 * "hash#pool.txCount" repeats when one transaction touches two pools whose counts are equal (a split
 * or multi-hop swap), and a repeated key would stop the indexer; the log index never repeats.
 */
const eventId = (event: { transaction: { hash: string }; log: { logIndex: number } }) =>
  `${event.transaction.hash}#${event.log.logIndex}`

/** A Mint or Burn as the subgraph's entity: valued at the tokens' dollar prices. */
async function recordLiquidityEvent(
  context: Context,
  event: Event<'UniswapV3Pool:Mint'> | Event<'UniswapV3Pool:Burn'>,
  kind: 'mint' | 'burn',
) {
  const chainId = context.network.chainId
  const row = await context.db.find(pool, { chainId, address: event.log.address })
  if (!row) return
  const { price0Usd, price1Usd } = await dollarPrices(context, row)
  const { amount0, amount1, amount, tickLower, tickUpper, owner } = event.args
  await recordTransaction(context, event)
  await derivePoolState(context, event, event.log.address, { ...NO_ACTIVITY, countsAsTransaction: true })
  const common = {
    chainId,
    id: eventId(event),
    transaction: event.transaction.hash,
    timestamp: event.block.timestamp,
    pool: row.address,
    token0: row.token0,
    token1: row.token1,
    origin: event.transaction.from,
    amount0: amountText(amount0, row.token0Decimals),
    amount1: amountText(amount1, row.token1Decimals),
    amountUSD:
      toWhole(amount0, row.token0Decimals) * price0Usd + toWhole(amount1, row.token1Decimals) * price1Usd,
    logIndex: BigInt(event.log.logIndex),
    owner,
    amount,
    tickLower: BigInt(tickLower),
    tickUpper: BigInt(tickUpper),
  }
  if (kind === 'mint') {
    const sender = 'sender' in event.args ? event.args.sender : null
    await context.db.insert(mint).values({ ...common, sender })
  } else await context.db.insert(burn).values({ ...common, sender: null })
}

ponder.on('UniswapV3Pool:Mint', async ({ event, context }) => {
  const { tickLower, tickUpper, amount, amount0, amount1 } = event.args
  await applyLiquidity(context, event.log.address, tickLower, tickUpper, amount, event.block.number)
  await applyBalance(context, event.log.address, { kind: 'mint', amount0, amount1 })
  await recordLiquidityEvent(context, event, 'mint')
})

ponder.on('UniswapV3Pool:Burn', async ({ event, context }) => {
  const { tickLower, tickUpper, amount } = event.args
  await applyLiquidity(context, event.log.address, tickLower, tickUpper, -amount, event.block.number)
  await recordLiquidityEvent(context, event, 'burn')
})

ponder.on('UniswapV3Pool:Swap', async ({ event, context }) => {
  const { amount0, amount1, sqrtPriceX96, liquidity, tick: currentTick, sender, recipient } = event.args
  const chainId = context.network.chainId
  const before = await context.db.find(pool, { chainId, address: event.log.address })
  if (!before) return
  const { price0Usd, price1Usd } = await dollarPrices(context, before)
  const whole0 = toWhole(amount0, before.token0Decimals)
  const whole1 = toWhole(amount1, before.token1Decimals)
  const swapped = { amount0: whole0, amount1: whole1, token0: before.token0, token1: before.token1 }
  const volumeUSD = trackedAmountUsd(swapped, price0Usd, price1Usd, pricingOf(chainId).whitelist)
  // Every token's own dollar value, tracked or not (the subgraph's untracked volume).
  const untrackedVolumeUSD = (Math.abs(whole0) * price0Usd + Math.abs(whole1) * price1Usd) / 2
  await applyBalance(context, event.log.address, { kind: 'swap', amount0, amount1 })
  await context.db
    .update(pool, { chainId, address: event.log.address })
    .set({ sqrtPrice: sqrtPriceX96, tick: currentTick, liquidity })
  await recordTransaction(context, event)
  await derivePoolState(context, event, event.log.address, {
    volume0: Math.abs(whole0),
    volume1: Math.abs(whole1),
    volumeUSD,
    untrackedVolumeUSD,
    feesUSD: (volumeUSD * before.feeTier) / 1_000_000,
    countsAsTransaction: true,
  })
  await context.db.insert(swap).values({
    chainId,
    id: eventId(event),
    transaction: event.transaction.hash,
    timestamp: event.block.timestamp,
    pool: before.address,
    token0: before.token0,
    token1: before.token1,
    origin: event.transaction.from,
    sender,
    recipient,
    amount0: amountText(amount0, before.token0Decimals),
    amount1: amountText(amount1, before.token1Decimals),
    amountUSD: volumeUSD,
    sqrtPriceX96,
    tick: BigInt(currentTick),
    logIndex: BigInt(event.log.logIndex),
  })
})

ponder.on('UniswapV3Pool:Collect', async ({ event, context }) => {
  const { amount0, amount1 } = event.args
  await applyBalance(context, event.log.address, { kind: 'collect', amount0, amount1 })
  await derivePoolState(context, event, event.log.address, NO_ACTIVITY)
})

ponder.on('UniswapV3Pool:CollectProtocol', async ({ event, context }) => {
  const { amount0, amount1 } = event.args
  await applyBalance(context, event.log.address, { kind: 'collectProtocol', amount0, amount1 })
  await derivePoolState(context, event, event.log.address, NO_ACTIVITY)
})

ponder.on('UniswapV3Pool:Flash', async ({ event, context }) => {
  const { paid0, paid1 } = event.args
  await applyBalance(context, event.log.address, { kind: 'flash', paid0, paid1 })
  await derivePoolState(context, event, event.log.address, NO_ACTIVITY)
})
