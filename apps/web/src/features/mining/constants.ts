import { Token } from '@uniswap/sdk-core'
import type { Address } from 'viem'

/** The governance token, UNI: 18 decimals on every chain where it exists. */
export const UNI_DECIMALS = 18
export const UNI_SYMBOL = 'UNI'

/** Liquidity tokens of v2 pairs: 18 decimals, symbol UNI-V2. */
export const LIQUIDITY_TOKEN_DECIMALS = 18
export const LIQUIDITY_TOKEN_SYMBOL = 'UNI-V2'

export interface StakingTokenInfo {
  address: Address
  symbol: string
  decimals: number
  name: string
}

/** A staking pool's token as the SDK's Token, for pairs, amounts and logos. */
export function toSdkToken(chainId: number, token: StakingTokenInfo): Token {
  return new Token(chainId, token.address, token.decimals, token.symbol, token.name)
}

export interface StakingRewardsInfo {
  stakingRewardAddress: Address
  tokens: readonly [StakingTokenInfo, StakingTokenInfo]
}

/** A token of the mining pools as the app knows it before any list or chain read. */
const stakingToken = (
  address: Address,
  symbol: string,
  decimals: number,
  name: string,
): StakingTokenInfo => ({
  address,
  symbol,
  decimals,
  name,
})
const WETH = stakingToken('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 'WETH', 18, 'Wrapped Ether')
const DAI = stakingToken('0x6B175474E89094C44Da98b954EedeAC495271d0F', 'DAI', 18, 'Dai Stablecoin')
const USDC = stakingToken('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 'USDC', 6, 'USD Coin')
const USDT = stakingToken('0xdAC17F958D2ee523a2206206994597C13D831ec7', 'USDT', 6, 'Tether USD')
const WBTC = stakingToken('0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599', 'WBTC', 8, 'Wrapped BTC')

/** The liquidity-mining pools per chain: the StakingRewards contracts of mainnet's default reward pairs. */
export const STAKING_REWARDS_INFO: Readonly<Partial<Record<number, readonly StakingRewardsInfo[]>>> = {
  1: [
    { tokens: [WETH, DAI], stakingRewardAddress: '0xa1484C3aa22a66C62b77E0AE78E15258bd0cB711' },
    { tokens: [WETH, USDC], stakingRewardAddress: '0x7FBa4B8Dc5E7616e59622806932DBea72537A56b' },
    { tokens: [WETH, USDT], stakingRewardAddress: '0x6C3e4cb2E96B01F4b866965A91ed4437839A121a' },
    { tokens: [WETH, WBTC], stakingRewardAddress: '0xCA35e32e7926b96A9988f61d510E038108d8068e' },
  ],
}

/** The USD stablecoin that total deposits are priced in, per chain. */
export const USD_STABLECOIN: Readonly<Partial<Record<number, StakingTokenInfo>>> = { 1: USDC }

/** Reward periods began at this timestamp (2020-09-18) and lasted 60 days unless the contract says otherwise. */
export const STAKING_GENESIS = 1_600_387_200
export const REWARDS_DURATION_DAYS = 60
export const DAY_SECONDS = 86_400
export const WEEK_SECONDS = 604_800

/** Fixed gas limits of the staking calls. */
export const STAKE_GAS_LIMIT = 350_000n
export const GET_REWARD_GAS_LIMIT = 350_000n
export const EXIT_GAS_LIMIT = 300_000n
