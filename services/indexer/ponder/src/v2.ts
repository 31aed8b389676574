import { type Context, type Event, ponder } from 'ponder:registry'
import { pair, v2Bundle, v2Burn, v2Mint, v2Swap, v2Token } from 'ponder:schema'
import { type Address, formatUnits, type Hex, zeroAddress } from 'viem'
import { toWhole, trackedAmountUsd } from '../../src/derive/pricing.ts'
import {
  type PricingPair,
  reservePrices,
  trackedReserveEth,
  v2DerivedEth,
  v2EthPrice,
  v2PricingOf,
} from '../../src/derive/v2-pricing.ts'
import { readTokenMetadata } from './metadata.ts'
import {
  BUNDLE_ID,
  dollarPrices,
  loadBundle,
  lowerCase,
  NO_VOLUME,
  nextInTransaction,
  type PairRow,
  recordActivity,
  type TokenRow,
} from './v2-activity.ts'

/**
 * Uniswap v2 as the public v2 subgraph keeps it: pairs and their reserves (from Sync), the dollar
 * price of ETH and each token's derivedETH (src/derive/v2-pricing.ts), swaps, mints and burns with
 * their dollar amounts, and the pairs' and tokens' day and hour data. This file loads and stores rows.
 */

async function ensureToken(context: Context, address: Address): Promise<TokenRow> {
  const chainId = context.network.chainId
  const existing = await context.db.find(v2Token, { chainId, address })
  if (existing) return existing
  const metadata = await readTokenMetadata(context, address)
  return context.db.insert(v2Token).values({
    chainId,
    address,
    ...metadata,
    totalLiquidity: 0n,
    derivedETH: 0,
    tradeVolume: 0,
    tradeVolumeUSD: 0,
    untrackedVolumeUSD: 0,
    txCount: 0n,
    whitelistPairs: [],
  })
}

ponder.on('UniswapV2Factory:PairCreated', async ({ event, context }) => {
  const chainId = context.network.chainId
  const { token0, token1, pair: address } = event.args
  const [row0, row1] = [await ensureToken(context, token0), await ensureToken(context, token1)]
  await context.db.insert(pair).values({
    chainId,
    address,
    token0,
    token1,
    token0Decimals: row0.decimals,
    token1Decimals: row1.decimals,
    reserve0: 0n,
    reserve1: 0n,
    totalSupply: 0n,
    reserveETH: 0,
    reserveUSD: 0,
    trackedReserveETH: 0,
    token0Price: 0,
    token1Price: 0,
    volumeToken0: 0,
    volumeToken1: 0,
    volumeUSD: 0,
    untrackedVolumeUSD: 0,
    txCount: 0n,
    createdAtTimestamp: event.block.timestamp,
    createdAtBlockNumber: event.block.number,
    pendingMintTo: null,
    pendingMintLiquidity: 0n,
    pendingBurnLiquidity: 0n,
  })
  // A token is priced through its pairs with whitelisted tokens; WETH/stablecoin pairs set ethPrice.
  const pricing = v2PricingOf(chainId)
  const [t0, t1] = [lowerCase(token0), lowerCase(token1)]
  const join = (tokenAddress: Address) =>
    context.db
      .update(v2Token, { chainId, address: tokenAddress })
      .set((row) => ({ whitelistPairs: [...row.whitelistPairs, address] }))
  if (pricing.whitelist.includes(t1)) await join(token0)
  if (pricing.whitelist.includes(t0)) await join(token1)
  await loadBundle(context)
  const stable =
    (t0 === pricing.weth && pricing.stablecoins.includes(t1)) ||
    (t1 === pricing.weth && pricing.stablecoins.includes(t0))
  if (stable)
    await context.db
      .update(v2Bundle, { chainId, id: BUNDLE_ID })
      .set((row) => ({ stablePairs: [...row.stablePairs, address] }))
})

ponder.on('UniswapV2Pair:Transfer', async ({ event, context }) => {
  const { from, to, value } = event.args
  const key = { chainId: context.network.chainId, address: event.log.address }
  if (from === zeroAddress) {
    // The first mint locks MINIMUM_LIQUIDITY at the zero address: supply, but nobody's mint.
    await context.db.update(pair, key).set((row) => ({
      totalSupply: row.totalSupply + value,
      ...(to === zeroAddress ? {} : { pendingMintTo: to, pendingMintLiquidity: value }),
    }))
  } else if (to === zeroAddress && lowerCase(from) === lowerCase(event.log.address)) {
    // A burn: the pair burns the liquidity tokens sent to it.
    await context.db.update(pair, key).set((row) => ({
      totalSupply: row.totalSupply - value,
      pendingBurnLiquidity: value,
    }))
  }
})

/** A pair's row, or the given one for the pair being updated (not written back yet). */
async function pairRow(context: Context, address: Hex, current: PairRow): Promise<PairRow | null> {
  if (lowerCase(address) === lowerCase(current.address)) return current
  return context.db.find(pair, { chainId: context.network.chainId, address })
}

async function recomputeEthPrice(context: Context, stablePairs: readonly Hex[], current: PairRow) {
  const weth = v2PricingOf(context.network.chainId).weth
  const pairs = []
  for (const address of stablePairs) {
    const row = await pairRow(context, address, current)
    if (!row) continue
    const wethIsToken0 = lowerCase(row.token0) === weth
    pairs.push({
      // token0Price is token0 per token1: the stablecoin per WETH when WETH is token1.
      ethPrice: wethIsToken0 ? row.token1Price : row.token0Price,
      ethReserve: wethIsToken0
        ? toWhole(row.reserve0, row.token0Decimals)
        : toWhole(row.reserve1, row.token1Decimals),
    })
  }
  return v2EthPrice(pairs)
}

async function recomputeDerivedEth(context: Context, row: TokenRow, ethPrice: number, current: PairRow) {
  const chainId = context.network.chainId
  const pricing = v2PricingOf(chainId)
  const address = lowerCase(row.address)
  if (address === pricing.weth || pricing.stablecoins.includes(address))
    return v2DerivedEth(address, pricing, ethPrice, [])
  const pairs: PricingPair[] = []
  for (const pairAddress of row.whitelistPairs) {
    const candidate = await pairRow(context, pairAddress, current)
    if (!candidate) continue
    const other = lowerCase(candidate.token0) === address ? candidate.token1 : candidate.token0
    const otherRow = await context.db.find(v2Token, { chainId, address: other })
    pairs.push({
      token0: candidate.token0,
      token1: candidate.token1,
      token0Price: candidate.token0Price,
      token1Price: candidate.token1Price,
      reserveETH: candidate.reserveETH,
      otherDerivedEth: otherRow?.derivedETH ?? 0,
    })
  }
  return v2DerivedEth(address, pricing, ethPrice, pairs)
}

/**
 * Sync: the reserves, the pair's prices, ethPrice (after a stablecoin pair's), both tokens' derivedETH
 * (token0 first, so token1 may be priced through it) and liquidity, and the pair's reserves in ETH and
 * dollars, in the subgraph's order.
 */
ponder.on('UniswapV2Pair:Sync', async ({ event, context }) => {
  const chainId = context.network.chainId
  const key = { chainId, address: event.log.address }
  const before = await context.db.find(pair, key)
  if (!before) return
  const { reserve0, reserve1 } = event.args
  const whole0 = toWhole(reserve0, before.token0Decimals)
  const whole1 = toWhole(reserve1, before.token1Decimals)
  const [known0, known1] = [
    await context.db.find(v2Token, { chainId, address: before.token0 }),
    await context.db.find(v2Token, { chainId, address: before.token1 }),
  ]
  // The pair's reserveETH at its new reserves, valued at the tokens' prices so far, is what its
  // tokens are priced by. (The subgraph reads the reserveETH of before this Sync: a pair's first
  // Sync then prices nothing, and the devnet's seeded pairs have only that one.)
  const current: PairRow = {
    ...before,
    reserve0,
    reserve1,
    ...reservePrices(whole0, whole1),
    reserveETH: whole0 * (known0?.derivedETH ?? 0) + whole1 * (known1?.derivedETH ?? 0),
  }
  const bundle = await loadBundle(context)
  let ethPrice = bundle.ethPrice
  if (bundle.stablePairs.some((address) => lowerCase(address) === lowerCase(current.address))) {
    ethPrice = await recomputeEthPrice(context, bundle.stablePairs, current)
    if (ethPrice !== bundle.ethPrice)
      await context.db.update(v2Bundle, { chainId, id: BUNDLE_ID }).set({ ethPrice })
  }
  const derived: number[] = []
  for (const [side, address] of [current.token0, current.token1].entries()) {
    const row = await context.db.find(v2Token, { chainId, address })
    if (!row) continue
    const delta = side === 0 ? reserve0 - before.reserve0 : reserve1 - before.reserve1
    const derivedETH = await recomputeDerivedEth(context, row, ethPrice, current)
    derived[side] = derivedETH
    await context.db
      .update(v2Token, { chainId, address })
      .set({ derivedETH, totalLiquidity: row.totalLiquidity + delta })
  }
  const [derived0 = 0, derived1 = 0] = derived
  const reserveETH = whole0 * derived0 + whole1 * derived1
  await context.db.update(pair, key).set({
    reserve0,
    reserve1,
    token0Price: current.token0Price,
    token1Price: current.token1Price,
    reserveETH,
    reserveUSD: reserveETH * ethPrice,
    trackedReserveETH: trackedReserveEth(
      { token0: current.token0, token1: current.token1, reserve0: whole0, reserve1: whole1 },
      derived0,
      derived1,
      v2PricingOf(chainId).whitelist,
    ),
  })
})

const amountText = (raw: bigint, decimals: number | null) => formatUnits(raw, decimals ?? 0)

ponder.on('UniswapV2Pair:Swap', async ({ event, context }) => {
  const chainId = context.network.chainId
  const row = await context.db.find(pair, { chainId, address: event.log.address })
  if (!row) return
  const { sender, to, amount0In, amount1In, amount0Out, amount1Out } = event.args
  const total0 = toWhole(amount0In + amount0Out, row.token0Decimals)
  const total1 = toWhole(amount1In + amount1Out, row.token1Decimals)
  const { price0, price1 } = await dollarPrices(context, row)
  const whitelist = v2PricingOf(chainId).whitelist
  const tracked = trackedAmountUsd(
    { amount0: total0, amount1: total1, token0: row.token0, token1: row.token1 },
    price0,
    price1,
    whitelist,
  )
  const untracked = (total0 * price0 + total1 * price1) / 2
  const id = await nextInTransaction(context, event, 'swap')
  await context.db.insert(v2Swap).values({
    chainId,
    id,
    transaction: event.transaction.hash,
    timestamp: event.block.timestamp,
    pair: row.address,
    sender,
    from: event.transaction.from,
    to,
    amount0In: amountText(amount0In, row.token0Decimals),
    amount1In: amountText(amount1In, row.token1Decimals),
    amount0Out: amountText(amount0Out, row.token0Decimals),
    amount1Out: amountText(amount1Out, row.token1Decimals),
    // The subgraph's swap amount: tracked, or the untracked estimate when nothing is whitelisted.
    amountUSD: tracked === 0 ? untracked : tracked,
    logIndex: BigInt(event.log.logIndex),
  })
  await recordActivity(context, event, row, {
    volume0: total0,
    volume1: total1,
    volumeUSD: tracked,
    untrackedVolumeUSD: untracked,
  })
})

async function recordLiquidity(
  context: Context,
  event: Event<'UniswapV2Pair:Mint'> | Event<'UniswapV2Pair:Burn'>,
  kind: 'mint' | 'burn',
) {
  const chainId = context.network.chainId
  const row = await context.db.find(pair, { chainId, address: event.log.address })
  if (!row) return
  const { sender, amount0, amount1 } = event.args
  const { price0, price1 } = await dollarPrices(context, row)
  const id = await nextInTransaction(context, event, kind)
  const values = {
    chainId,
    id,
    transaction: event.transaction.hash,
    timestamp: event.block.timestamp,
    pair: row.address,
    sender,
    amount0: amountText(amount0, row.token0Decimals),
    amount1: amountText(amount1, row.token1Decimals),
    amountUSD: toWhole(amount0, row.token0Decimals) * price0 + toWhole(amount1, row.token1Decimals) * price1,
    logIndex: BigInt(event.log.logIndex),
  }
  if (kind === 'mint')
    await context.db
      .insert(v2Mint)
      .values({ ...values, to: row.pendingMintTo, liquidity: row.pendingMintLiquidity })
  else
    await context.db.insert(v2Burn).values({
      ...values,
      to: 'to' in event.args ? event.args.to : null,
      liquidity: row.pendingBurnLiquidity,
    })
  await recordActivity(context, event, row, NO_VOLUME)
}

ponder.on('UniswapV2Pair:Mint', async ({ event, context }) => recordLiquidity(context, event, 'mint'))
ponder.on('UniswapV2Pair:Burn', async ({ event, context }) => recordLiquidity(context, event, 'burn'))
