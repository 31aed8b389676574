import { type Currency, Token } from '@uniswap/sdk-core'
import type { SerializedPair, SerializedToken } from '../../settings'

/** Tokens paired with every list token when looking for the account's v2 positions. */
export const BASES_TO_TRACK_LIQUIDITY_FOR: Readonly<Record<number, readonly string[]>> = {
  1: [
    '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', // WETH
    '0x6B175474E89094C44Da98b954EedeAC495271d0F', // DAI
    '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', // USDC
    '0xdAC17F958D2ee523a2206206994597C13D831ec7', // USDT
    '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599', // WBTC
  ],
}

const toToken = (token: SerializedToken) =>
  new Token(token.chainId, token.address, token.decimals, token.symbol, token.name)

export function serializeToken(token: Token): SerializedToken {
  return {
    chainId: token.chainId,
    address: token.address,
    decimals: token.decimals,
    ...(token.symbol ? { symbol: token.symbol } : {}),
    ...(token.name ? { name: token.name } : {}),
  }
}

/**
 * The pairs whose liquidity tokens are worth reading for an account: every token the app knows with each
 * base, and the pairs the user saved, each once (in token0 order) and never a token with itself.
 */
export function trackedPairs(
  chainId: number,
  tokens: Readonly<Record<string, Token>>,
  saved: Readonly<Record<string, SerializedPair>> | undefined,
): [Token, Token][] {
  const seen = new Map<string, [Token, Token]>()
  const add = (a: Token, b: Token) => {
    if (a.chainId !== chainId || b.chainId !== chainId || a.equals(b)) return
    const [token0, token1] = a.sortsBefore(b) ? [a, b] : [b, a]
    const key = `${token0.address}:${token1.address}`
    if (!seen.has(key)) seen.set(key, [token0, token1])
  }
  for (const baseAddress of BASES_TO_TRACK_LIQUIDITY_FOR[chainId] ?? []) {
    const base = tokens[baseAddress]
    if (!base) continue
    for (const token of Object.values(tokens)) add(base, token)
  }
  for (const pair of Object.values(saved ?? {})) add(toToken(pair.token0), toToken(pair.token1))
  return [...seen.values()]
}

/** The currency a pair's token stands for in links and labels: ETH for WETH, as the routes use. */
export function unwrappedToken(token: Token, native: Currency): Currency {
  return native.wrapped.equals(token) ? native : token
}
