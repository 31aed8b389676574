/**
 * Addresses of the Explore pages, shared by the features that link to them (the token picker, the v3
 * pool and position pages, the header) and by the Explore feature itself. A chain is named in the path
 * by a slug, as today's exchange interfaces do: /explore/tokens/ethereum/0x….
 */

const CHAIN_SLUGS: Readonly<Record<number, string>> = {
  1: 'ethereum',
  4: 'rinkeby',
  10: 'optimism',
  42161: 'arbitrum',
}

export type ExploreTab = 'tokens' | 'pools'

/** The slug of a chain in Explore paths, or undefined for a chain Explore does not cover. */
export function chainSlug(chainId: number): string | undefined {
  return CHAIN_SLUGS[chainId]
}

/** The chain id a slug names, or undefined for an unknown slug. */
export function chainIdFromSlug(slug: string | undefined): number | undefined {
  if (!slug) return undefined
  const found = Object.entries(CHAIN_SLUGS).find(([, name]) => name === slug.toLowerCase())
  return found ? Number(found[0]) : undefined
}

/** The Explore list of a tab, filtered to a chain when one is given. */
export function explorePath(tab: ExploreTab = 'tokens', chainId?: number): string {
  const slug = chainId === undefined ? undefined : chainSlug(chainId)
  return slug ? `/explore/${tab}/${slug}` : `/explore/${tab}`
}

/** The page of a token (lowercased address), or undefined on a chain Explore does not cover. */
export function exploreTokenPath(chainId: number, address: string): string | undefined {
  const slug = chainSlug(chainId)
  return slug ? `/explore/tokens/${slug}/${address.toLowerCase()}` : undefined
}

/** The page of a pool (lowercased address), or undefined on a chain Explore does not cover. */
export function explorePoolPath(chainId: number, address: string): string | undefined {
  const slug = chainSlug(chainId)
  return slug ? `/explore/pools/${slug}/${address.toLowerCase()}` : undefined
}
