/**
 * The pricing rules of the public Uniswap v3 subgraph, as plain functions: pool prices from
 * sqrtPriceX96, the dollar price of ETH from the WETH/stablecoin pools, each token's price in ETH
 * (derivedETH) through whitelisted pools holding enough ETH, and the tracked dollar amount of a swap.
 * The indexing handlers load rows, call these and store the results. Amounts are plain numbers
 * (float64): charts and sorting need about 15 significant digits, not exact decimals.
 */

export type Address = `0x${string}`

export interface ChainPricing {
  weth: Address
  /** Dollar stablecoins: WETH pools with these set ethPriceUSD; their derivedETH is 1/ethPriceUSD. */
  stablecoins: readonly Address[]
  /** Tokens whose pools can price the other token (the subgraph's WHITELIST_TOKENS). */
  whitelist: readonly Address[]
  /** A pool prices a token only when its whitelisted side holds more than this much ETH. */
  minimumEthLocked: number
  /** Stablecoin pools holding less than this many dollars of the stablecoin do not set ethPriceUSD. */
  minimumStableLocked: number
}

/** Addresses as the indexer keys them: lower case. */
export const lower = (addresses: readonly string[]) =>
  addresses.map((address) => address.toLowerCase() as Address)

/**
 * The subgraph's lists for the chains the indexer serves (canonical addresses, so the devnet's tokens
 * are the real ones). The subgraph requires 60 ETH locked on Ethereum; on the layer 2s the pools are
 * smaller and the devnet's UNI/WETH pool on Arbitrum holds about 10 ETH, so 4 ETH there.
 */
export const CHAIN_PRICING: Readonly<Record<number, ChainPricing>> = {
  1: {
    weth: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
    stablecoins: lower([
      '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', // USDC
      '0xdac17f958d2ee523a2206206994597c13d831ec7', // USDT
      '0x6b175474e89094c44da98b954eedeac495271d0f', // DAI
    ]),
    whitelist: lower([
      '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2', // WETH
      '0x6b175474e89094c44da98b954eedeac495271d0f', // DAI
      '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', // USDC
      '0xdac17f958d2ee523a2206206994597c13d831ec7', // USDT
      '0x0000000000085d4780b73119b644ae5ecd22b376', // TUSD
      '0x2260fac5e5542a773aa44fbcfedf7c193bc2c599', // WBTC
      '0x5d3a536e4d6dbd6114cc1ead35777bab948e3643', // cDAI
      '0x39aa39c021dfbae8fac545936693ac917d5e7563', // cUSDC
      '0x57ab1ec28d129707052df4df418d58a2d46d5f51', // sUSD
      '0x9f8f72aa9304c8b593d555f12ef6589cc3a579a2', // MKR
      '0xc00e94cb662c3520282e6f5717214004a7f26888', // COMP
      '0x514910771af9ca656af840dff83e8264ecf986ca', // LINK
      '0xc011a73ee8576fb46f5e1c5751ca3b9fe0af2a6f', // SNX
      '0x0bc529c00c6401aef6d220be8c6ea1667f6ad93e', // YFI
      '0x111111111117dc0aa78b770fa6a738034120c302', // 1INCH
      '0x956f47f50a910163d8bf957cf5846d573e7f87ca', // FEI
      '0x7d1afa7b718fb893db30a3abc0cfc608aacfebb0', // MATIC
      '0x7fc66500c84a76ad7e9c93437bfc5ac33e2ddae9', // AAVE
    ]),
    minimumEthLocked: 60,
    minimumStableLocked: 100_000,
  },
  10: {
    weth: '0x4200000000000000000000000000000000000006',
    stablecoins: lower([
      '0x7f5c764cbc14f9669b88837ca1490cca17c31607', // USDC (bridged)
      '0x94b008aa00579c1307b0ef2c499ad98a8ce58e58', // USDT
      '0xda10009cbd5d07dd0cecc66161fc93d7c9000da1', // DAI
    ]),
    whitelist: lower([
      '0x4200000000000000000000000000000000000006', // WETH
      '0x7f5c764cbc14f9669b88837ca1490cca17c31607', // USDC
      '0x94b008aa00579c1307b0ef2c499ad98a8ce58e58', // USDT
      '0xda10009cbd5d07dd0cecc66161fc93d7c9000da1', // DAI
      '0x68f180fcce6836688e9084f035309e29bf0a2095', // WBTC
      '0x4200000000000000000000000000000000000042', // OP
    ]),
    minimumEthLocked: 4,
    minimumStableLocked: 10_000,
  },
  42161: {
    weth: '0x82af49447d8a07e3bd95bd0d56f35241523fbab1',
    stablecoins: lower([
      '0xaf88d065e77c8cc2239327c5edb3a432268e5831', // USDC
      '0xff970a61a04b1ca14834a43f5de4533ebddb5cc8', // USDC.e
      '0xfd086bc7cd5c481dcc9c85ebe478a1c0b69fcbb9', // USDT
      '0xda10009cbd5d07dd0cecc66161fc93d7c9000da1', // DAI
    ]),
    whitelist: lower([
      '0x82af49447d8a07e3bd95bd0d56f35241523fbab1', // WETH
      '0xaf88d065e77c8cc2239327c5edb3a432268e5831', // USDC
      '0xff970a61a04b1ca14834a43f5de4533ebddb5cc8', // USDC.e
      '0xfd086bc7cd5c481dcc9c85ebe478a1c0b69fcbb9', // USDT
      '0xda10009cbd5d07dd0cecc66161fc93d7c9000da1', // DAI
      '0x2f2a2543b76a4166549f7aab2e75bef0aefc5b0f', // WBTC
      '0x912ce59144191c1204e64559fe8253a0e49e6548', // ARB
    ]),
    minimumEthLocked: 4,
    minimumStableLocked: 10_000,
  },
}

export function pricingOf(chainId: number): ChainPricing {
  return CHAIN_PRICING[chainId] ?? { ...CHAIN_PRICING[1]!, whitelist: [], stablecoins: [] }
}

const Q192 = 2n ** 192n

/**
 * The pool's prices from sqrtPriceX96, in whole tokens: token1Price is token1 per token0 and
 * token0Price its inverse (the subgraph's naming). Zero before the pool is initialized.
 */
export function sqrtPriceToTokenPrices(
  sqrtPriceX96: bigint,
  decimals0: number,
  decimals1: number,
): { token0Price: number; token1Price: number } {
  if (sqrtPriceX96 <= 0n) return { token0Price: 0, token1Price: 0 }
  // price = sqrtPrice^2 / 2^192, scaled by 10^(decimals0 - decimals1); kept exact in bigints until a
  // ratio of two numbers close in size, so neither tiny nor huge prices lose their digits.
  const numerator = sqrtPriceX96 * sqrtPriceX96 * 10n ** BigInt(Math.max(decimals0 - decimals1, 0))
  const denominator = Q192 * 10n ** BigInt(Math.max(decimals1 - decimals0, 0))
  const token1Price = ratio(numerator, denominator)
  return { token0Price: token1Price === 0 ? 0 : 1 / token1Price, token1Price }
}

/** a / b as a float with full precision for any sizes of a and b. */
export function ratio(a: bigint, b: bigint): number {
  if (b === 0n) return 0
  const negative = a < 0n !== b < 0n
  let x = a < 0n ? -a : a
  let y = b < 0n ? -b : b
  if (x === 0n) return 0
  // Shift both to about 64 significant bits: the quotient then keeps a double's 53.
  const shift = x.toString(2).length - y.toString(2).length
  if (shift > 0) y <<= BigInt(shift)
  else x <<= BigInt(-shift)
  const value = (Number((x << 64n) / y) / 2 ** 64) * 2 ** shift
  return negative ? -value : value
}

export interface StablePoolPrice {
  /** Dollars of ETH in this pool: the stablecoin per WETH. */
  ethPrice: number
  /** Stablecoin the pool holds, in whole tokens (its weight). */
  stableLocked: number
}

/**
 * ethPriceUSD: the WETH price in the WETH/stablecoin pools, weighted by how much stablecoin each holds.
 * Pools below the minimum do not count; with none left, the price stays unknown (0), as in the
 * subgraph before its reference pool exists.
 */
export function ethPriceFromStablePools(
  pools: readonly StablePoolPrice[],
  minimumStableLocked: number,
): number {
  let weighted = 0
  let weight = 0
  for (const pool of pools) {
    if (!(pool.stableLocked >= minimumStableLocked) || !(pool.ethPrice > 0)) continue
    weighted += pool.ethPrice * pool.stableLocked
    weight += pool.stableLocked
  }
  return weight === 0 ? 0 : weighted / weight
}

export interface WhitelistPool {
  token0: Address
  token1: Address
  liquidity: bigint
  /** Whole tokens the pool holds. */
  totalValueLocked0: number
  totalValueLocked1: number
  token0Price: number
  token1Price: number
  /** derivedETH of the pool's other token (the whitelisted one). */
  otherDerivedEth: number
}

/**
 * A token's price in ETH (the subgraph's findEthPerToken): 1 for WETH, 1/ethPriceUSD for a
 * stablecoin, otherwise the price through the whitelisted pool whose other side holds the most ETH,
 * if that is above the chain's minimum; 0 when no pool qualifies.
 */
export function derivedEth(
  token: Address,
  pricing: ChainPricing,
  ethPriceUSD: number,
  pools: readonly WhitelistPool[],
): number {
  const address = token.toLowerCase()
  if (address === pricing.weth) return 1
  if (pricing.stablecoins.includes(address as Address)) return ethPriceUSD > 0 ? 1 / ethPriceUSD : 0
  let largestEthLocked = 0
  let price = 0
  for (const pool of pools) {
    if (pool.liquidity <= 0n) continue
    const isToken0 = pool.token0.toLowerCase() === address
    const ethLocked = (isToken0 ? pool.totalValueLocked1 : pool.totalValueLocked0) * pool.otherDerivedEth
    if (ethLocked > largestEthLocked && ethLocked > pricing.minimumEthLocked) {
      largestEthLocked = ethLocked
      // token1Price is token1 per token0: the other token's amount for one of this token.
      price = (isToken0 ? pool.token1Price : pool.token0Price) * pool.otherDerivedEth
    }
  }
  return price
}

/**
 * The dollar value of a swap the subgraph counts as volume (getTrackedAmountUSD, halved as its swap
 * handler does): both sides whitelisted, the average of the two; one side, that side's value; none,
 * 0 (an unpriced pair cannot inflate volume). Amounts are absolute whole tokens.
 */
export function trackedAmountUsd(
  swap: { amount0: number; amount1: number; token0: Address; token1: Address },
  price0Usd: number,
  price1Usd: number,
  whitelist: readonly Address[],
): number {
  const white0 = whitelist.includes(swap.token0.toLowerCase() as Address)
  const white1 = whitelist.includes(swap.token1.toLowerCase() as Address)
  const usd0 = Math.abs(swap.amount0) * price0Usd
  const usd1 = Math.abs(swap.amount1) * price1Usd
  if (white0 && white1) return (usd0 + usd1) / 2
  if (white0) return usd0
  if (white1) return usd1
  return 0
}

/** Whole tokens from a raw amount; unknown decimals leave it raw, as the GraphQL layer shows it. */
export function toWhole(raw: bigint, decimals: number | null): number {
  return ratio(raw, 10n ** BigInt(decimals ?? 0))
}
