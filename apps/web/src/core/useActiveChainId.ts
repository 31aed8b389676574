import { useAccount } from 'wagmi'
import { DEFAULT_CHAIN_ID } from '../lib/chains'
import { isSupportedChainId } from './supportedChains'

/**
 * The chain the app reads from: the wallet's chain when it is one the app supports, otherwise the
 * default chain. On a wrong network the app keeps showing mainnet data (and 'Wrong Network')
 * instead of asking for a chain it has no client for.
 */
export function useActiveChainId(): number {
  return activeChainId(useAccount().chainId)
}

/** The chain the app reads from for a wallet on `walletChainId` (undefined: none connected). */
export const activeChainId = (walletChainId: number | undefined): number =>
  walletChainId !== undefined && isSupportedChainId(walletChainId) ? walletChainId : DEFAULT_CHAIN_ID
