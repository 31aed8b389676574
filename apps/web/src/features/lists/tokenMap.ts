import { Token } from '@uniswap/sdk-core'
import type { TokenInfo, TokenList } from '@uniswap/token-lists'
import { getAddress, isAddress } from 'viem'
import { safeDisplayText } from '../../lib/format/displayText'
import { isSupportedDecimals } from '../../lib/tokens/limits'

/** A symbol or name from outside, safe to show; undefined when nothing visible is left. */
const safeOrUndefined = (text: string | undefined) => {
  const safe = text === undefined ? undefined : safeDisplayText(text)
  return safe === '' ? undefined : safe
}

/** A token of a list: an SDK Token that keeps the list's extra fields (logo, tags, bridge info). */
export class WrappedTokenInfo extends Token {
  readonly tokenInfo: TokenInfo
  /** The list the token came from; undefined for tokens the user imported by address. */
  readonly list: TokenList | undefined

  constructor(tokenInfo: TokenInfo, list?: TokenList) {
    super(
      tokenInfo.chainId,
      getAddress(tokenInfo.address),
      tokenInfo.decimals,
      safeOrUndefined(tokenInfo.symbol),
      safeOrUndefined(tokenInfo.name),
    )
    this.tokenInfo = tokenInfo
    this.list = list
  }

  get logoURI(): string | undefined {
    return this.tokenInfo.logoURI
  }

  /** The list's tag definitions for the token's tag ids. */
  get tags(): { id: string; name: string; description: string }[] {
    const definitions = this.list?.tags ?? {}
    return (this.tokenInfo.tags ?? []).flatMap((id) => {
      const tag = definitions[id]
      return tag ? [{ id, name: tag.name, description: tag.description }] : []
    })
  }
}

export interface TokenMapEntry {
  readonly token: WrappedTokenInfo
  readonly list: TokenList | undefined
}

/** Tokens by chain id, then by checksummed address. */
export type TokenAddressMap = Readonly<Record<number, Readonly<Record<string, TokenMapEntry>>>>

export const invalidTokenAddressMessage = (address: string) => `Invalid token address: ${address}`
export const duplicateTokenMessage = (address: string) => `Duplicate token! ${address}`
export const unsupportedDecimalsMessage = (address: string, decimals: number) =>
  `Unsupported token: ${address} has ${decimals} decimals`

export interface TokenMapLogger {
  warn(message: string): void
}

const cache = new WeakMap<TokenList, TokenAddressMap>()

/**
 * A list's tokens by chain and address, computed once per list object. A token with an invalid address is
 * left out ('Invalid token address: …'); a second token at the same chain and address is left out and
 * logged ('Duplicate token! …'): the first one of the list wins.
 */
export function listToTokenMap(list: TokenList, logger: TokenMapLogger = console): TokenAddressMap {
  const cached = cache.get(list)
  if (cached) return cached
  const map: Record<number, Record<string, TokenMapEntry>> = {}
  for (const info of list.tokens) {
    if (!isAddress(info.address, { strict: false })) {
      logger.warn(invalidTokenAddressMessage(info.address))
      continue
    }
    if (!isSupportedDecimals(info.decimals)) {
      // Schema-valid (a uint8) but more than the SDK can represent: refused, never constructed.
      logger.warn(unsupportedDecimalsMessage(info.address, info.decimals))
      continue
    }
    const token = new WrappedTokenInfo(info, list)
    const chainTokens = map[token.chainId] ?? {}
    if (chainTokens[token.address]) {
      logger.warn(duplicateTokenMessage(token.address))
      continue
    }
    chainTokens[token.address] = { token, list }
    map[token.chainId] = chainTokens
  }
  cache.set(list, map)
  return map
}

/** Both maps' tokens; where both have a token, `first`'s is kept. */
export function combineTokenMaps(first: TokenAddressMap, second: TokenAddressMap): TokenAddressMap {
  const combined: Record<number, Record<string, TokenMapEntry>> = {}
  for (const chainId of new Set([...Object.keys(first), ...Object.keys(second)].map(Number))) {
    combined[chainId] = { ...second[chainId], ...first[chainId] }
  }
  return combined
}

/** The tokens of several lists, the earlier lists taking precedence. */
export function combineLists(lists: readonly TokenList[], logger?: TokenMapLogger): TokenAddressMap {
  return lists.reduceRight<TokenAddressMap>(
    (combined, list) => combineTokenMaps(listToTokenMap(list, logger), combined),
    {},
  )
}

/** Longer symbols are cut to their first 4 and last 5 characters for display. */
export const MAX_SYMBOL_LENGTH = 20
export function shortenSymbol(symbol: string | undefined): string | undefined {
  if (symbol === undefined || symbol.length <= MAX_SYMBOL_LENGTH) return symbol
  return `${symbol.slice(0, 4)}...${symbol.slice(-5)}`
}
