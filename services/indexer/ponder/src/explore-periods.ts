import type { Context } from 'ponder:registry'
import type { pool, poolDayData, poolHourData, token, tokenDayData, tokenHourData } from 'ponder:schema'
import { type Bucket, updateCandle } from '../../src/derive/buckets.ts'
import { toWhole } from '../../src/derive/pricing.ts'

/** What an event adds to a pool's and its tokens' totals, and their day and hour data. */

type PoolRow = typeof pool.$inferSelect
type TokenRow = typeof token.$inferSelect

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

export async function updatePoolPeriod(
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

export async function updateTokenPeriod(
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
