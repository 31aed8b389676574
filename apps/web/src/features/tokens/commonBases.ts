import { type Currency, Token } from '@uniswap/sdk-core'
import { WRAPPED_NATIVE } from '../../lib/tokens/wrapped-native'
import { nativeOnChain } from './hooks'

type BaseToken = readonly [address: string, decimals: number, symbol: string, name: string]

/** Tokens offered as one-click choices above the search results, after the native coin. */
const BASES: Readonly<Record<number, readonly BaseToken[]>> = {
  1: [
    ['0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI', 'Dai Stablecoin'],
    ['0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC', 'USD Coin'],
    ['0xdAC17F958D2ee523a2206206994597C13D831ec7', 6, 'USDT', 'Tether USD'],
    ['0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599', 8, 'WBTC', 'Wrapped BTC'],
  ],
  42161: [
    ['0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1', 18, 'DAI', 'Dai Stablecoin'],
    ['0xaf88d065e77c8cC2239327C5EDb3A432268e5831', 6, 'USDC', 'USD Coin'],
    ['0xFF970A61A04b1cA14834A43f5dE4533eBDDB5CC8', 6, 'USDC.e', 'Bridged USDC'],
    ['0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9', 6, 'USDT', 'Tether USD'],
    ['0x2f2a2543B76A4166549F7aaB2e75Bef0aefC5B0f', 8, 'WBTC', 'Wrapped BTC'],
  ],
  10: [
    ['0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1', 18, 'DAI', 'Dai Stablecoin'],
    ['0x7F5c764cBc14f9669B88837ca1490cCa17c31607', 6, 'USDC', 'USD Coin'],
    ['0x94b008aA00579c1307B0EF2c499aD98a8ce58e58', 6, 'USDT', 'Tether USD'],
    ['0x68f180fcCe6836688e9084f035309E29Bf0A2095', 8, 'WBTC', 'Wrapped BTC'],
  ],
}

/** The common bases of a chain: its native coin, its stablecoins and WBTC, and its wrapped native token. */
export function commonBases(chainId: number): Currency[] {
  const bases: Currency[] = [nativeOnChain(chainId)]
  for (const [address, decimals, symbol, name] of BASES[chainId] ?? []) {
    bases.push(new Token(chainId, address, decimals, symbol, name))
  }
  const wrapped = WRAPPED_NATIVE[chainId]
  if (wrapped) bases.push(new Token(chainId, wrapped, 18, 'WETH', 'Wrapped Ether'))
  return bases
}
