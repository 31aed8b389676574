import { ALL_SUPPORTED_CHAIN_IDS } from '../lib/chains'

export function isSupportedChainId(chainId: number | undefined): boolean {
  return chainId !== undefined && (ALL_SUPPORTED_CHAIN_IDS as readonly number[]).includes(chainId)
}
