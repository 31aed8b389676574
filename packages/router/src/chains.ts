import { FEE_TIERS } from './constants.ts'
import type { Address, TokenInfo } from './types.ts'

/**
 * Where the router finds pools on each chain it serves, which tokens it routes through, and how it
 * prices gas in dollars. Addresses are the canonical deployments (the devnet replica uses the same).
 */
export interface ChainRoutingConfig {
  chainId: number
  /** Name of the native coin; a request may name it instead of a token address. */
  nativeSymbol: string
  wrappedNative: TokenInfo
  v3Factory: Address
  /** Absent where the chain has no v2 (the spec: v2 is unavailable on layer 2). */
  v2Factory?: Address
  tickLens: Address
  multicall3: Address
  /** Intermediate tokens of multi-hop routes (the spec's "base tokens"). */
  baseTokens: readonly TokenInfo[]
  /**
   * Fee tiers to look at. The loader keeps only those the chain's factory has enabled, so 100 is used
   * only where the chain has it.
   */
  feeTiers: readonly number[]
  /**
   * USD pricing (spec §9): the price of a token in dollars is the mid price of the best route (at most
   * `usdMaxHops` hops) that buys `referenceAmount` of this stablecoin.
   */
  usdStable: { token: TokenInfo; referenceAmount: bigint }
}

/** Spec §9: "max hops 3 (2 for USD pricing)". */
export const MAX_HOPS = 3
export const USD_PRICING_MAX_HOPS = 2

const V3_FACTORY: Address = '0x1F98431c8aD98523631AE4a59f267346ea31F984'
const TICK_LENS: Address = '0xbfd8137f7d1516D3ea5cA83523914859ec47F573'
const MULTICALL3: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

const token = (
  chainId: number,
  address: Address,
  decimals: number,
  symbol: string,
  name: string,
): TokenInfo => ({
  chainId,
  address,
  decimals,
  symbol,
  name,
})

const MAINNET_WETH = token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH', 'Wrapped Ether')
const MAINNET_USDC = token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC', 'USD Coin')

const ARBITRUM_WETH = token(42161, '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1', 18, 'WETH', 'Wrapped Ether')
/** Circle's native USDC: what the default list calls 'USDC' on Arbitrum, and its deepest pools. */
const ARBITRUM_USDC = token(42161, '0xaf88d065e77c8cC2239327C5EDb3A432268e5831', 6, 'USDC', 'USD Coin')
/** USDC bridged from Ethereum, still deep: routes between the two USDCs and through either. */
const ARBITRUM_USDC_E = token(
  42161,
  '0xFF970A61A04b1cA14834A43f5dE4533eBDDB5CC8',
  6,
  'USDC.e',
  'Bridged USDC',
)

const OPTIMISM_WETH = token(10, '0x4200000000000000000000000000000000000006', 18, 'WETH', 'Wrapped Ether')
const OPTIMISM_DAI = token(10, '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1', 18, 'DAI', 'Dai Stablecoin')

export const ROUTING_CHAINS: Readonly<Record<number, ChainRoutingConfig>> = {
  1: {
    chainId: 1,
    nativeSymbol: 'ETH',
    wrappedNative: MAINNET_WETH,
    v3Factory: V3_FACTORY,
    v2Factory: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
    tickLens: TICK_LENS,
    multicall3: MULTICALL3,
    baseTokens: [
      MAINNET_WETH,
      MAINNET_USDC,
      token(1, '0xdAC17F958D2ee523a2206206994597C13D831ec7', 6, 'USDT', 'Tether USD'),
      token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI', 'Dai Stablecoin'),
      token(1, '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599', 8, 'WBTC', 'Wrapped BTC'),
    ],
    feeTiers: FEE_TIERS,
    usdStable: { token: MAINNET_USDC, referenceAmount: 10n ** 11n },
  },
  10: {
    chainId: 10,
    nativeSymbol: 'ETH',
    wrappedNative: OPTIMISM_WETH,
    v3Factory: V3_FACTORY,
    tickLens: TICK_LENS,
    multicall3: MULTICALL3,
    baseTokens: [
      OPTIMISM_WETH,
      token(10, '0x7F5c764cBc14f9669B88837ca1490cCa17c31607', 6, 'USDC', 'USD Coin'),
      token(10, '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58', 6, 'USDT', 'Tether USD'),
      OPTIMISM_DAI,
      token(10, '0x68f180fcCe6836688e9084f035309E29Bf0A2095', 8, 'WBTC', 'Wrapped BTC'),
    ],
    feeTiers: FEE_TIERS,
    usdStable: { token: OPTIMISM_DAI, referenceAmount: 10n ** 22n },
  },
  42161: {
    chainId: 42161,
    nativeSymbol: 'ETH',
    wrappedNative: ARBITRUM_WETH,
    v3Factory: V3_FACTORY,
    tickLens: TICK_LENS,
    multicall3: MULTICALL3,
    baseTokens: [
      ARBITRUM_WETH,
      ARBITRUM_USDC,
      ARBITRUM_USDC_E,
      token(42161, '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9', 6, 'USDT', 'Tether USD'),
      token(42161, '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1', 18, 'DAI', 'Dai Stablecoin'),
      token(42161, '0x2f2a2543B76A4166549F7aaB2e75Bef0aefC5B0f', 8, 'WBTC', 'Wrapped BTC'),
    ],
    feeTiers: FEE_TIERS,
    usdStable: { token: ARBITRUM_USDC, referenceAmount: 10n ** 10n },
  },
}

export function routingConfig(chainId: number): ChainRoutingConfig | undefined {
  return ROUTING_CHAINS[chainId]
}
