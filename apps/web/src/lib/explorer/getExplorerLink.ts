import { CHAIN_INFO, getChainInfo, SupportedChainId } from '../chains'

export enum ExplorerDataType {
  TRANSACTION = 'transaction',
  TOKEN = 'token',
  ADDRESS = 'address',
  BLOCK = 'block',
}

const PATHS: Record<ExplorerDataType, string> = {
  [ExplorerDataType.TRANSACTION]: 'tx',
  [ExplorerDataType.TOKEN]: 'token',
  [ExplorerDataType.ADDRESS]: 'address',
  [ExplorerDataType.BLOCK]: 'block',
}

/**
 * Link to a transaction hash, token, address or block number on the chain's block explorer.
 * Unknown chains fall back to the mainnet explorer.
 */
export function getExplorerLink(chainId: number, data: string, type: ExplorerDataType): string {
  const prefix = getChainInfo(chainId)?.explorer ?? CHAIN_INFO[SupportedChainId.MAINNET].explorer
  // The Arbitrum Rinkeby explorer has no token pages; its address page shows the token contract.
  const path =
    chainId === SupportedChainId.ARBITRUM_RINKEBY && type === ExplorerDataType.TOKEN
      ? PATHS[ExplorerDataType.ADDRESS]
      : PATHS[type]
  return `${prefix}${path}/${data}`
}
