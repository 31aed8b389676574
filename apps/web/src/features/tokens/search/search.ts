import { normaliseAddressQuery } from './address'
import type { SearchToken } from './types'

export const DEFAULT_SEARCH_LIMIT = 10

function terms(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean)
}

/**
 * The tokens a query finds. A blank query finds every token; an address finds the tokens at that address;
 * otherwise each whitespace-separated term must begin a word of the token's symbol or name, case-insensitive
 * (the terms may match words of either: 'usd co' finds USD Coin, 'weth wrapped' finds WETH, Wrapped Ether).
 */
export function filterTokens<T extends SearchToken>(tokens: readonly T[], query: string): T[] {
  const queryTerms = terms(query)
  if (queryTerms.length === 0) return [...tokens]
  const address = normaliseAddressQuery(query)
  if (address) {
    const lower = address.toLowerCase()
    return tokens.filter((token) => token.address.toLowerCase() === lower)
  }
  return tokens.filter((token) => {
    const words = [...terms(token.symbol ?? ''), ...terms(token.name ?? '')]
    return queryTerms.every((term) => words.some((word) => word.startsWith(term)))
  })
}

/**
 * Orders search results: exact symbol matches first, then symbols starting with the query, then the rest,
 * each group in its original order. Case-insensitive; a blank query keeps the order. Within each group the
 * `preferred` tokens (those of an active default list) come first, so that a token of an imported list
 * named like a known one never ranks above it.
 */
export function sortByQuery<T extends SearchToken>(
  tokens: readonly T[],
  query: string,
  preferred: (token: T) => boolean = () => true,
): T[] {
  const q = query.trim().toLowerCase()
  if (q === '') return [...tokens]
  const rank = (token: T): number => {
    const symbol = token.symbol?.toLowerCase()
    const group = symbol === q ? 0 : symbol?.startsWith(q) ? 1 : 2
    return group * 2 + (preferred(token) ? 0 : 1)
  }
  // Array.prototype.sort is stable.
  return tokens
    .map((token) => ({ token, rank: rank(token) }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ token }) => token)
}

const NATIVE_FIRST_QUERIES: ReadonlySet<string> = new Set(['', 'e', 'et', 'eth'])

/** Whether the native coin (ETH) leads the results: for a blank query and the prefixes of 'eth'. */
export function showNativeFirst(query: string): boolean {
  return NATIVE_FIRST_QUERIES.has(query.trim().toLowerCase())
}

/** The result the Enter key picks: the first one, if its symbol is the query or it is the only result. */
export function pickOnEnter<T extends { readonly symbol?: string }>(
  results: readonly T[],
  query: string,
): T | undefined {
  const first = results[0]
  if (!first) return undefined
  if (results.length === 1) return first
  const q = query.trim().toLowerCase()
  return q !== '' && first.symbol?.toLowerCase() === q ? first : undefined
}

/**
 * Tokens of lists the user has not enabled that match the query, to offer for import: tokens at an active
 * address are skipped, and a token in several lists (same chain and address, any case) appears once. The
 * matches are sorted by sortByQuery before the first `limit` are taken, so that the best ones are kept.
 * A blank query finds nothing: inactive tokens are shown only for a search.
 *
 * @param lists the inactive lists, in order of preference
 * @param activeAddresses addresses of the tokens already active, in any case
 */
export function searchInactiveLists<T extends SearchToken>(
  lists: readonly { readonly tokens: readonly T[] }[],
  query: string,
  activeAddresses: ReadonlySet<string>,
  limit: number = DEFAULT_SEARCH_LIMIT,
): T[] {
  if (query.trim() === '' || limit <= 0) return []
  const active = new Set([...activeAddresses].map((address) => address.toLowerCase()))
  const seen = new Set<string>()
  const matches: T[] = []
  for (const list of lists) {
    for (const token of filterTokens(list.tokens, query)) {
      const address = token.address.toLowerCase()
      const key = `${token.chainId}:${address}`
      if (active.has(address) || seen.has(key)) continue
      seen.add(key)
      matches.push(token)
    }
  }
  return sortByQuery(matches, query).slice(0, limit)
}
