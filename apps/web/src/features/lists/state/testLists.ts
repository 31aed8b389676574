import type { TokenInfo, TokenList, Version } from '@uniswap/token-lists'

/** Test data: a token of chain 1 whose address ends in `n`. */
export function token(n: number, overrides: Partial<TokenInfo> = {}): TokenInfo {
  return {
    chainId: 1,
    address: `0x${n.toString(16).padStart(40, '0')}`,
    name: `Token ${n}`,
    symbol: `T${n}`,
    decimals: 18,
    ...overrides,
  }
}

/** Test data: a valid list with the given version and tokens. */
export function tokenList(version: Version, tokens: TokenInfo[] = [token(1)]): TokenList {
  return { name: 'Test List', timestamp: '2021-01-01T00:00:00.000Z', version, tokens }
}
