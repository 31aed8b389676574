import type { Context } from 'ponder:registry'
import { bundle, pool, token } from 'ponder:schema'
import type { Address, Hex } from 'viem'
import {
  derivedEth,
  ethPriceFromStablePools,
  pricingOf,
  sqrtPriceToTokenPrices,
  toWhole,
} from '../../src/derive/pricing.ts'

/**
 * The prices the explore data is valued at: the Bundle's ethPriceUSD (from the WETH/stablecoin pools),
 * each token's derivedETH (through its whitelisted pools), and a pool's token prices.
 */

type PoolRow = typeof pool.$inferSelect
type TokenRow = typeof token.$inferSelect

export const BUNDLE_ID = '1'

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

export async function recomputeEthPrice(
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

export async function recomputeDerivedEth(
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
