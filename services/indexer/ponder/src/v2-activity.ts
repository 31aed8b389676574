import type { Context, Event } from 'ponder:registry'
import {
  pair,
  pairDayData,
  pairHourData,
  v2Bundle,
  v2Token,
  v2TokenDayData,
  v2Transaction,
} from 'ponder:schema'
import type { Address } from 'viem'
import { type Bucket, dayBucket, hourBucket } from '../../src/derive/buckets.ts'
import { toWhole } from '../../src/derive/pricing.ts'

/**
 * What the v2 handlers (v2.ts) share: the bundle, and after a Swap, Mint or Burn the counters and
 * volumes of the pair and its tokens and their day and hour data, as the v2 subgraph keeps them.
 */

export type PairRow = typeof pair.$inferSelect
export type TokenRow = typeof v2Token.$inferSelect

export const BUNDLE_ID = '1'
export const LIQUIDITY_DECIMALS = 18
export const lowerCase = (address: string) => address.toLowerCase() as Address

export async function loadBundle(context: Context) {
  const chainId = context.network.chainId
  const found = await context.db.find(v2Bundle, { chainId, id: BUNDLE_ID })
  if (found) return found
  return context.db.insert(v2Bundle).values({ chainId, id: BUNDLE_ID, ethPrice: 0, stablePairs: [] })
}

export interface Activity {
  /** Whole tokens swapped of each side (0 for a mint or burn). */
  volume0: number
  volume1: number
  /** Tracked dollar volume (the subgraph's volumeUSD) and the untracked one. */
  volumeUSD: number
  untrackedVolumeUSD: number
}

export const NO_VOLUME: Activity = { volume0: 0, volume1: 0, volumeUSD: 0, untrackedVolumeUSD: 0 }

export type TxEvent = Event<'UniswapV2Pair:Swap'> | Event<'UniswapV2Pair:Mint'> | Event<'UniswapV2Pair:Burn'>

/** The transaction's row; returns the index of its next swap, mint or burn (the subgraph's id suffix). */
export async function nextInTransaction(context: Context, event: TxEvent, kind: 'swap' | 'mint' | 'burn') {
  const chainId = context.network.chainId
  const key = { chainId, id: event.transaction.hash }
  const found =
    (await context.db.find(v2Transaction, key)) ??
    (await context.db.insert(v2Transaction).values({
      ...key,
      blockNumber: event.block.number,
      timestamp: event.block.timestamp,
      swapCount: 0,
      mintCount: 0,
      burnCount: 0,
    }))
  const column = `${kind}Count` as const
  const index = found[column]
  await context.db.update(v2Transaction, key).set({ [column]: index + 1 })
  return `${event.transaction.hash}-${index}`
}

/**
 * After a Swap, Mint or Burn: the counters and volume of the pair and its tokens, and their day and
 * hour data (reserves and dollar values as the Sync before left them).
 */
export async function recordActivity(context: Context, event: TxEvent, row: PairRow, activity: Activity) {
  const chainId = context.network.chainId
  const { ethPrice } = await loadBundle(context)
  const pairValues = {
    volumeToken0: row.volumeToken0 + activity.volume0,
    volumeToken1: row.volumeToken1 + activity.volume1,
    volumeUSD: row.volumeUSD + activity.volumeUSD,
    untrackedVolumeUSD: row.untrackedVolumeUSD + activity.untrackedVolumeUSD,
    txCount: row.txCount + 1n,
  }
  await context.db.update(pair, { chainId, address: row.address }).set(pairValues)
  const timestamp = event.block.timestamp
  const reserve0 = toWhole(row.reserve0, row.token0Decimals)
  const reserve1 = toWhole(row.reserve1, row.token1Decimals)
  const periodState = {
    token0: row.token0,
    token1: row.token1,
    reserve0,
    reserve1,
    totalSupply: toWhole(row.totalSupply, LIQUIDITY_DECIMALS),
    reserveUSD: row.reserveUSD,
  }
  for (const [table, bucket] of [
    [pairDayData, dayBucket(row.address, timestamp)],
    [pairHourData, hourBucket(row.address, timestamp)],
  ] as const)
    await context.db
      .insert(table)
      .values({
        chainId,
        id: bucket.id,
        start: bucket.start,
        pair: row.address,
        ...periodState,
        volumeToken0: activity.volume0,
        volumeToken1: activity.volume1,
        volumeUSD: activity.volumeUSD,
        txns: 1n,
      })
      .onConflictDoUpdate((existing) => ({
        ...periodState,
        volumeToken0: existing.volumeToken0 + activity.volume0,
        volumeToken1: existing.volumeToken1 + activity.volume1,
        volumeUSD: existing.volumeUSD + activity.volumeUSD,
        txns: existing.txns + 1n,
      }))
  for (const [side, address] of [row.token0, row.token1].entries()) {
    const volume = side === 0 ? activity.volume0 : activity.volume1
    const token = await context.db.update(v2Token, { chainId, address }).set((current) => ({
      tradeVolume: current.tradeVolume + volume,
      tradeVolumeUSD: current.tradeVolumeUSD + activity.volumeUSD,
      untrackedVolumeUSD: current.untrackedVolumeUSD + activity.untrackedVolumeUSD,
      txCount: current.txCount + 1n,
    }))
    await updateTokenDay(context, dayBucket(address, timestamp), token, ethPrice, volume)
  }
}

/** The token's day: volume valued at its price now (the subgraph's dailyVolumeETH and USD) and liquidity. */
async function updateTokenDay(
  context: Context,
  bucket: Bucket,
  token: TokenRow,
  ethPrice: number,
  volume: number,
) {
  const liquidity = toWhole(token.totalLiquidity, token.decimals)
  const state = {
    totalLiquidityToken: liquidity,
    totalLiquidityETH: liquidity * token.derivedETH,
    totalLiquidityUSD: liquidity * token.derivedETH * ethPrice,
    priceUSD: token.derivedETH * ethPrice,
  }
  const volumeETH = volume * token.derivedETH
  await context.db
    .insert(v2TokenDayData)
    .values({
      chainId: context.network.chainId,
      id: bucket.id,
      start: bucket.start,
      token: token.address,
      ...state,
      volumeToken: volume,
      volumeETH,
      volumeUSD: volumeETH * ethPrice,
      txns: 1n,
    })
    .onConflictDoUpdate((existing) => ({
      ...state,
      volumeToken: existing.volumeToken + volume,
      volumeETH: existing.volumeETH + volumeETH,
      volumeUSD: existing.volumeUSD + volumeETH * ethPrice,
      txns: existing.txns + 1n,
    }))
}

/** Dollar prices of the pair's tokens now (after the Sync that precedes every Mint, Burn and Swap). */
export async function dollarPrices(context: Context, row: PairRow) {
  const chainId = context.network.chainId
  const { ethPrice } = await loadBundle(context)
  const [token0, token1] = [
    await context.db.find(v2Token, { chainId, address: row.token0 }),
    await context.db.find(v2Token, { chainId, address: row.token1 }),
  ]
  return { price0: (token0?.derivedETH ?? 0) * ethPrice, price1: (token1?.derivedETH ?? 0) * ethPrice }
}
