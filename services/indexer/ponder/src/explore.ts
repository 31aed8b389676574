import type { Context } from 'ponder:registry'
import {
  bundle,
  pool,
  poolDayData,
  poolHourData,
  token,
  tokenDayData,
  tokenHourData,
  transaction,
} from 'ponder:schema'
import type { Address, Hex } from 'viem'
import { type Bucket, dayBucket, hourBucket, updateCandle } from '../../src/derive/buckets.ts'
import {
  derivedEth,
  ethPriceFromStablePools,
  pricingOf,
  sqrtPriceToTokenPrices,
  toWhole,
} from '../../src/derive/pricing.ts'

/**
 * What the public v3 subgraph derives for its explore pages (Bundle, derivedETH, dollar TVL and
 * volume, day and hour data, transactions), kept by the handlers after the pool's own bookkeeping.
 * The rules are the plain functions of src/derive; this file only loads and stores rows.
 */

type PoolRow = typeof pool.$inferSelect
type TokenRow = typeof token.$inferSelect

export const BUNDLE_ID = '1'

export const NEW_TOKEN_FIELDS = {
  derivedETH: 0,
  totalValueLockedUSD: 0,
  volume: 0,
  volumeUSD: 0,
  untrackedVolumeUSD: 0,
  feesUSD: 0,
  txCount: 0n,
  whitelistPools: [] as Hex[],
}

export const NEW_POOL_FIELDS = {
  token0Price: 0,
  token1Price: 0,
  totalValueLockedETH: 0,
  totalValueLockedUSD: 0,
  volumeToken0: 0,
  volumeToken1: 0,
  volumeUSD: 0,
  untrackedVolumeUSD: 0,
  feesUSD: 0,
  txCount: 0n,
}

const lowerCase = (address: string) => address.toLowerCase() as Address

export async function loadBundle(context: Context) {
  const chainId = context.network.chainId
  const found = await context.db.find(bundle, { chainId, id: BUNDLE_ID })
  if (found) return found
  return context.db.insert(bundle).values({ chainId, id: BUNDLE_ID, ethPriceUSD: 0, stablePools: [] })
}

/**
 * A new pool joins its tokens' whitelist pools (a token is priced through pools whose other token is
 * whitelisted) and, when it pairs WETH with a stablecoin, the pools that set ethPriceUSD.
 */
export async function registerPool(context: Context, address: Address, token0: Address, token1: Address) {
  const chainId = context.network.chainId
  const pricing = pricingOf(chainId)
  const [t0, t1] = [lowerCase(token0), lowerCase(token1)]
  const add = (tokenAddress: Address) =>
    context.db
      .update(token, { chainId, address: tokenAddress })
      .set((row) => ({ whitelistPools: [...row.whitelistPools, address] }))
  if (pricing.whitelist.includes(t0)) await add(token1)
  if (pricing.whitelist.includes(t1)) await add(token0)
  const wethStable =
    (t0 === pricing.weth && pricing.stablecoins.includes(t1)) ||
    (t1 === pricing.weth && pricing.stablecoins.includes(t0))
  await loadBundle(context)
  if (wethStable)
    await context.db
      .update(bundle, { chainId, id: BUNDLE_ID })
      .set((row) => ({ stablePools: [...row.stablePools, address] }))
}

/** The pool's prices from its sqrtPrice (stored with it, for sorting and for pricing its tokens). */
export function poolPrices(row: Pick<PoolRow, 'sqrtPrice' | 'token0Decimals' | 'token1Decimals'>) {
  return sqrtPriceToTokenPrices(row.sqrtPrice, row.token0Decimals ?? 0, row.token1Decimals ?? 0)
}

/** A pool's row, or the given one for the pool being updated (not written back yet). */
async function poolRow(context: Context, address: Hex, current: PoolRow): Promise<PoolRow | null> {
  if (address === current.address) return current
  return context.db.find(pool, { chainId: context.network.chainId, address })
}

async function recomputeEthPrice(
  context: Context,
  stablePools: readonly Hex[],
  current: PoolRow,
): Promise<number> {
  const pricing = pricingOf(context.network.chainId)
  const prices = []
  for (const address of stablePools) {
    const row = await poolRow(context, address, current)
    if (!row) continue
    const wethIsToken0 = lowerCase(row.token0) === pricing.weth
    prices.push({
      ethPrice: wethIsToken0 ? row.token1Price : row.token0Price,
      stableLocked: wethIsToken0
        ? toWhole(row.totalValueLockedToken1, row.token1Decimals)
        : toWhole(row.totalValueLockedToken0, row.token0Decimals),
    })
  }
  return ethPriceFromStablePools(prices, pricing.minimumStableLocked)
}

async function recomputeDerivedEth(
  context: Context,
  row: TokenRow,
  ethPriceUSD: number,
  current: PoolRow,
): Promise<number> {
  const chainId = context.network.chainId
  const pricing = pricingOf(chainId)
  const address = lowerCase(row.address)
  // WETH and the stablecoins are priced without their pools: no need to read them (each read is a
  // database query once Ponder follows the chain head).
  if (address === pricing.weth || pricing.stablecoins.includes(address))
    return derivedEth(row.address, pricing, ethPriceUSD, [])
  const pools = []
  for (const poolAddress of row.whitelistPools) {
    const candidate = await poolRow(context, poolAddress, current)
    if (!candidate) continue
    const other = lowerCase(candidate.token0) === address ? candidate.token1 : candidate.token0
    const otherRow = await context.db.find(token, { chainId, address: other })
    pools.push({
      token0: candidate.token0,
      token1: candidate.token1,
      liquidity: candidate.liquidity,
      totalValueLocked0: toWhole(candidate.totalValueLockedToken0, candidate.token0Decimals),
      totalValueLocked1: toWhole(candidate.totalValueLockedToken1, candidate.token1Decimals),
      token0Price: candidate.token0Price,
      token1Price: candidate.token1Price,
      otherDerivedEth: otherRow?.derivedETH ?? 0,
    })
  }
  return derivedEth(row.address, pricing, ethPriceUSD, pools)
}

export interface PoolActivity {
  /** Absolute whole-token amounts swapped (0 for other events). */
  volume0: number
  volume1: number
  volumeUSD: number
  untrackedVolumeUSD: number
  feesUSD: number
  /** Mint, Burn and Swap count as transactions of the pool and its tokens. */
  countsAsTransaction: boolean
}

export const NO_ACTIVITY: PoolActivity = {
  volume0: 0,
  volume1: 0,
  volumeUSD: 0,
  untrackedVolumeUSD: 0,
  feesUSD: 0,
  countsAsTransaction: false,
}

interface BlockEvent {
  block: { timestamp: bigint; number: bigint }
}

/**
 * After a pool's state changed: its prices, ethPriceUSD (when it is a WETH/stablecoin pool), its
 * tokens' derivedETH, the dollar TVL of the pool and its tokens, the volume, and the day and hour
 * data of the pool and of both tokens. Each row is read and written once.
 */
export async function derivePoolState(
  context: Context,
  event: BlockEvent,
  poolAddress: Address,
  activity: PoolActivity,
) {
  const chainId = context.network.chainId
  const key = { chainId, address: poolAddress }
  const found = await context.db.find(pool, key)
  if (!found) return
  const current: PoolRow = { ...found, ...poolPrices(found) }
  const state = await loadBundle(context)
  let ethPriceUSD = state.ethPriceUSD
  if (state.stablePools.includes(poolAddress)) {
    ethPriceUSD = await recomputeEthPrice(context, state.stablePools, current)
    if (ethPriceUSD !== state.ethPriceUSD)
      await context.db.update(bundle, { chainId, id: BUNDLE_ID }).set({ ethPriceUSD })
  }
  const count = activity.countsAsTransaction ? 1n : 0n
  const tokens: TokenRow[] = []
  const volumes = [activity.volume0, activity.volume1]
  for (const [side, address] of [current.token0, current.token1].entries()) {
    const row = await context.db.find(token, { chainId, address })
    if (!row) continue
    const derivedETH = await recomputeDerivedEth(context, row, ethPriceUSD, current)
    const values = {
      derivedETH,
      totalValueLockedUSD: toWhole(row.totalValueLocked, row.decimals) * derivedETH * ethPriceUSD,
      volume: row.volume + (volumes[side] ?? 0),
      volumeUSD: row.volumeUSD + activity.volumeUSD,
      untrackedVolumeUSD: row.untrackedVolumeUSD + activity.untrackedVolumeUSD,
      feesUSD: row.feesUSD + activity.feesUSD,
      txCount: row.txCount + count,
    }
    await context.db.update(token, { chainId, address }).set(values)
    tokens.push({ ...row, ...values })
  }
  const [token0, token1] = tokens
  const tvl0 = toWhole(current.totalValueLockedToken0, current.token0Decimals)
  const tvl1 = toWhole(current.totalValueLockedToken1, current.token1Decimals)
  const totalValueLockedETH = tvl0 * (token0?.derivedETH ?? 0) + tvl1 * (token1?.derivedETH ?? 0)
  const poolValues = {
    token0Price: current.token0Price,
    token1Price: current.token1Price,
    totalValueLockedETH,
    totalValueLockedUSD: totalValueLockedETH * ethPriceUSD,
    volumeToken0: current.volumeToken0 + activity.volume0,
    volumeToken1: current.volumeToken1 + activity.volume1,
    volumeUSD: current.volumeUSD + activity.volumeUSD,
    untrackedVolumeUSD: current.untrackedVolumeUSD + activity.untrackedVolumeUSD,
    feesUSD: current.feesUSD + activity.feesUSD,
    txCount: current.txCount + count,
  }
  await context.db.update(pool, key).set(poolValues)
  const updatedPool = { ...current, ...poolValues }
  const timestamp = event.block.timestamp
  for (const [table, bucket] of [
    [poolDayData, dayBucket(poolAddress, timestamp)],
    [poolHourData, hourBucket(poolAddress, timestamp)],
  ] as const)
    await updatePoolPeriod(context, table, bucket, updatedPool, activity)
  for (const [side, row] of tokens.entries()) {
    const priceUSD = row.derivedETH * ethPriceUSD
    const tokenActivity = { ...activity, volume: volumes[side] ?? 0 }
    for (const [table, bucket] of [
      [tokenDayData, dayBucket(row.address, timestamp)],
      [tokenHourData, hourBucket(row.address, timestamp)],
    ] as const)
      await updateTokenPeriod(context, table, bucket, row, priceUSD, tokenActivity)
  }
}

async function updatePoolPeriod(
  context: Context,
  table: typeof poolDayData | typeof poolHourData,
  bucket: Bucket,
  row: PoolRow,
  activity: PoolActivity,
) {
  const chainId = context.network.chainId
  const state = {
    liquidity: row.liquidity,
    sqrtPrice: row.sqrtPrice,
    token0Price: row.token0Price,
    token1Price: row.token1Price,
    tick: row.tick,
    tvlUSD: row.totalValueLockedUSD,
  }
  const txCount = activity.countsAsTransaction ? 1n : 0n
  await context.db
    .insert(table)
    .values({
      chainId,
      id: bucket.id,
      start: bucket.start,
      pool: row.address,
      ...state,
      volumeToken0: activity.volume0,
      volumeToken1: activity.volume1,
      volumeUSD: activity.volumeUSD,
      feesUSD: activity.feesUSD,
      txCount,
      ...updateCandle(null, row.token0Price),
    })
    .onConflictDoUpdate((existing) => ({
      ...state,
      volumeToken0: existing.volumeToken0 + activity.volume0,
      volumeToken1: existing.volumeToken1 + activity.volume1,
      volumeUSD: existing.volumeUSD + activity.volumeUSD,
      feesUSD: existing.feesUSD + activity.feesUSD,
      txCount: existing.txCount + txCount,
      ...updateCandle(existing, row.token0Price),
    }))
}

async function updateTokenPeriod(
  context: Context,
  table: typeof tokenDayData | typeof tokenHourData,
  bucket: Bucket,
  row: TokenRow,
  priceUSD: number,
  activity: PoolActivity & { volume: number },
) {
  const chainId = context.network.chainId
  const state = {
    totalValueLocked: toWhole(row.totalValueLocked, row.decimals),
    totalValueLockedUSD: row.totalValueLockedUSD,
    priceUSD,
  }
  await context.db
    .insert(table)
    .values({
      chainId,
      id: bucket.id,
      start: bucket.start,
      token: row.address,
      ...state,
      volume: activity.volume,
      volumeUSD: activity.volumeUSD,
      untrackedVolumeUSD: activity.untrackedVolumeUSD,
      feesUSD: activity.feesUSD,
      ...updateCandle(null, priceUSD),
    })
    .onConflictDoUpdate((existing) => ({
      ...state,
      volume: existing.volume + activity.volume,
      volumeUSD: existing.volumeUSD + activity.volumeUSD,
      untrackedVolumeUSD: existing.untrackedVolumeUSD + activity.untrackedVolumeUSD,
      feesUSD: existing.feesUSD + activity.feesUSD,
      ...updateCandle(existing, priceUSD),
    }))
}

interface TransactionEvent extends BlockEvent {
  transaction: { hash: Hex; gas: bigint; gasPrice?: bigint; maxFeePerGas?: bigint }
}

/**
 * The subgraph's Transaction. gasUsed is the transaction's gas limit, which is what graph-node gave
 * the subgraph as gasUsed; receipts are not fetched.
 */
export async function recordTransaction(context: Context, event: TransactionEvent) {
  await context.db
    .insert(transaction)
    .values({
      chainId: context.network.chainId,
      id: event.transaction.hash,
      blockNumber: event.block.number,
      timestamp: event.block.timestamp,
      gasUsed: event.transaction.gas,
      gasPrice: event.transaction.gasPrice ?? event.transaction.maxFeePerGas ?? 0n,
    })
    .onConflictDoNothing()
}

/** Token prices in dollars before the event (the subgraph values a swap at the prices it found). */
export async function dollarPrices(context: Context, row: PoolRow) {
  const chainId = context.network.chainId
  const [state, token0, token1] = await Promise.all([
    loadBundle(context),
    context.db.find(token, { chainId, address: row.token0 }),
    context.db.find(token, { chainId, address: row.token1 }),
  ])
  return {
    ethPriceUSD: state.ethPriceUSD,
    price0Usd: (token0?.derivedETH ?? 0) * state.ethPriceUSD,
    price1Usd: (token1?.derivedETH ?? 0) * state.ethPriceUSD,
  }
}
