/**
 * The pricing rules of the public Uniswap v2 subgraph, as plain functions (the v3 ones are in
 * pricing.ts): pair prices from reserves, the dollar price of ETH from the WETH/stablecoin pairs
 * weighted by their ETH reserves, each token's price in ETH through the first whitelisted pair (in
 * the whitelist's order) holding enough ETH, and the tracked dollar liquidity of a pair. Tracked
 * volume is the same rule as v3's (pricing.ts `trackedAmountUsd`, which the v3 subgraph took from v2).
 */

import { type Address, lower } from './pricing.ts'

export interface V2ChainPricing {
  weth: Address
  /** WETH pairs with these set ethPrice; their own derivedETH is 1/ethPrice. */
  stablecoins: readonly Address[]
  /** The v2 subgraph's WHITELIST, in its order (findEthPerToken takes the first pair that qualifies). */
  whitelist: readonly Address[]
  /** A pair prices a token only when its reserveETH is above this (MINIMUM_LIQUIDITY_THRESHOLD_ETH). */
  minimumEthReserve: number
}

/** The v2 subgraph's lists for Ethereum, at the canonical addresses the devnet uses too. */
export const V2_CHAIN_PRICING: Readonly<Record<number, V2ChainPricing>> = {
  1: {
    weth: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
    stablecoins: lower([
      '0x6b175474e89094c44da98b954eedeac495271d0f', // DAI
      '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', // USDC
      '0xdac17f958d2ee523a2206206994597c13d831ec7', // USDT
    ]),
    whitelist: lower([
      '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2', // WETH
      '0x6b175474e89094c44da98b954eedeac495271d0f', // DAI
      '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', // USDC
      '0xdac17f958d2ee523a2206206994597c13d831ec7', // USDT
      '0x0000000000085d4780b73119b644ae5ecd22b376', // TUSD
      '0x5d3a536e4d6dbd6114cc1ead35777bab948e3643', // cDAI
      '0x39aa39c021dfbae8fac545936693ac917d5e7563', // cUSDC
      '0x86fadb80d8d2cff3c3680819e4da99c10232ba0f', // EBASE
      '0x57ab1ec28d129707052df4df418d58a2d46d5f51', // sUSD
      '0x9f8f72aa9304c8b593d555f12ef6589cc3a579a2', // MKR
      '0xc00e94cb662c3520282e6f5717214004a7f26888', // COMP
      '0x514910771af9ca656af840dff83e8264ecf986ca', // LINK
      '0x960b236a07cf122663c4303350609a66a7b288c0', // ANT
      '0xc011a73ee8576fb46f5e1c5751ca3b9fe0af2a6f', // SNX
      '0x0bc529c00c6401aef6d220be8c6ea1667f6ad93e', // YFI
      '0xdf5e0e81dff6faf3a7e52ba697820c5e32d806a8', // yCurv
      '0x853d955acef822db058eb8505911ed77f175b99e', // FRAX
      '0xa47c8bf37f92abed4a126bda807a7b7498661acd', // WUST
      '0x1f9840a85d5af5bf1d1762f925bdaddc4201f984', // UNI
      '0x2260fac5e5542a773aa44fbcfedf7c193bc2c599', // WBTC
    ]),
    minimumEthReserve: 2,
  },
}

export function v2PricingOf(chainId: number): V2ChainPricing {
  return V2_CHAIN_PRICING[chainId] ?? { ...V2_CHAIN_PRICING[1]!, stablecoins: [], whitelist: [] }
}

/**
 * A pair's prices from its reserves in whole tokens, the subgraph's naming: token0Price is token0 per
 * token1 (reserve0 / reserve1), token1Price token1 per token0. Zero while a reserve is empty.
 */
export function reservePrices(
  reserve0: number,
  reserve1: number,
): { token0Price: number; token1Price: number } {
  if (!(reserve0 > 0) || !(reserve1 > 0)) return { token0Price: 0, token1Price: 0 }
  return { token0Price: reserve0 / reserve1, token1Price: reserve1 / reserve0 }
}

export interface StablePair {
  /** Dollars per ETH in this pair: its stablecoin per WETH. */
  ethPrice: number
  /** WETH the pair holds, in whole tokens (its weight). */
  ethReserve: number
}

/** ethPrice: the stablecoin pairs' prices of WETH weighted by the WETH each holds; 0 with none. */
export function v2EthPrice(pairs: readonly StablePair[]): number {
  let weighted = 0
  let weight = 0
  for (const pair of pairs) {
    if (!(pair.ethReserve > 0) || !(pair.ethPrice > 0)) continue
    weighted += pair.ethPrice * pair.ethReserve
    weight += pair.ethReserve
  }
  return weight === 0 ? 0 : weighted / weight
}

export interface PricingPair {
  token0: Address
  token1: Address
  token0Price: number
  token1Price: number
  /** The pair's reserves valued in ETH (reserveETH). */
  reserveETH: number
  /** derivedETH of the pair's other token (the whitelisted one). */
  otherDerivedEth: number
}

/**
 * A token's price in ETH (the v2 subgraph's findEthPerToken): 1 for WETH, 1/ethPrice for a
 * stablecoin, otherwise through its pair with the first whitelisted token, in the whitelist's order,
 * whose pair holds more than the minimum reserveETH; 0 when none does.
 */
export function v2DerivedEth(
  token: Address,
  pricing: V2ChainPricing,
  ethPrice: number,
  pairs: readonly PricingPair[],
): number {
  const address = token.toLowerCase() as Address
  if (address === pricing.weth) return 1
  if (pricing.stablecoins.includes(address)) return ethPrice > 0 ? 1 / ethPrice : 0
  const otherOf = (pair: PricingPair) =>
    (pair.token0.toLowerCase() === address ? pair.token1 : pair.token0).toLowerCase() as Address
  for (const whitelisted of pricing.whitelist) {
    const pair = pairs.find((candidate) => otherOf(candidate) === whitelisted)
    if (!pair || !(pair.reserveETH > pricing.minimumEthReserve)) continue
    // token1Price is token1 per token0: the other token's amount for one of this token.
    const isToken0 = pair.token0.toLowerCase() === address
    return (isToken0 ? pair.token1Price : pair.token0Price) * pair.otherDerivedEth
  }
  return 0
}

/**
 * The pair's reserves valued in ETH, counting only whitelisted tokens (the subgraph's
 * getTrackedLiquidityUSD in ETH): both whitelisted, the sum; one, twice that side; none, 0.
 */
export function trackedReserveEth(
  pair: { token0: Address; token1: Address; reserve0: number; reserve1: number },
  derivedEth0: number,
  derivedEth1: number,
  whitelist: readonly Address[],
): number {
  const white0 = whitelist.includes(pair.token0.toLowerCase() as Address)
  const white1 = whitelist.includes(pair.token1.toLowerCase() as Address)
  const eth0 = pair.reserve0 * derivedEth0
  const eth1 = pair.reserve1 * derivedEth1
  if (white0 && white1) return eth0 + eth1
  if (white0) return 2 * eth0
  if (white1) return 2 * eth1
  return 0
}
