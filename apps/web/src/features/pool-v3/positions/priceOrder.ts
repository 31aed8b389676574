import type { Token } from '@uniswap/sdk-core'
import { isUsdStablecoin } from '../../../lib/tokens/stablecoins'
import { WRAPPED_NATIVE } from '../../../lib/tokens/wrapped-native'

/**
 * The one convention for a position's prices, on /pool, a position's page and the links to /increase
 * (whose first currency is the base, as on /add): quoted in a dollar stablecoin when the pair has one,
 * else in the wrapped native coin, else token1 per token0. So USDC/WETH reads 'USDC per ETH', as /add
 * shows it after New Position → ETH → USDC. True when that puts token0 in the quote (the pool's own
 * price, token1 per token0, is then inverted).
 */
export function quotesInToken0(token0: Token, token1: Token): boolean {
  const chainId = token0.chainId
  if (isUsdStablecoin(chainId, token0.address)) return true
  if (isUsdStablecoin(chainId, token1.address)) return false
  const wrapped = WRAPPED_NATIVE[chainId]?.toLowerCase()
  return token0.address.toLowerCase() === wrapped && token1.address.toLowerCase() !== wrapped
}

/** Whether to invert the pool's price for display: the convention, flipped by the user's toggle. */
export function displayInverted(token0: Token, token1: Token, toggled: boolean): boolean {
  return quotesInToken0(token0, token1) !== toggled
}
