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
import { dayBucket, hourBucket } from '../../src/derive/buckets.ts'
import { toWhole } from '../../src/derive/pricing.ts'
import { type PoolActivity, updatePoolPeriod, updateTokenPeriod } from './explore-periods.ts'
import {
  BUNDLE_ID,
  loadBundle,
  poolPrices,
  recomputeDerivedEth,
  recomputeEthPrice,
} from './explore-pricing.ts'

/**
 * What the public v3 subgraph derives for its explore pages (Bundle, derivedETH, dollar TVL and
 * volume, day and hour data, transactions), kept by the handlers after the pool's own bookkeeping.
 * The rules are the plain functions of src/derive; this file only loads and stores rows.
 */

type PoolRow = typeof pool.$inferSelect
type TokenRow = typeof token.$inferSelect

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
