import { isAddress } from 'viem'
import { chainIdFromSlug } from '../../../lib/explorePaths'

/** What a token or pool page's path names: the chain (Ethereum for an unknown slug) and the address. */
export interface PageTarget {
  chainId: number
  /** Lowercased, as the indexer keys it; '' when the path's address is not an address. */
  address: string
}

export function pageTarget(params: { chain?: string; address?: string }): PageTarget {
  const address = (params.address ?? '').toLowerCase()
  return {
    chainId: chainIdFromSlug(params.chain) ?? 1,
    address: isAddress(address, { strict: false }) ? address : '',
  }
}

/**
 * The chain an Explore list shows: the path's, else the connected chain where Explore covers it, else
 * the first chain it covers.
 */
export function listChainId(fromPath: number | undefined, activeChainId: number, chains: number[]): number {
  return fromPath ?? (chains.includes(activeChainId) ? activeChainId : (chains[0] ?? activeChainId))
}
