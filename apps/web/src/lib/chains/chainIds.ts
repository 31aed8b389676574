/** The chains the interface supports, by EIP-155 chain id. */
export const SupportedChainId = {
  MAINNET: 1,
  ROPSTEN: 3,
  RINKEBY: 4,
  GOERLI: 5,
  KOVAN: 42,

  ARBITRUM_ONE: 42161,
  ARBITRUM_RINKEBY: 421611,

  OPTIMISM: 10,
  OPTIMISTIC_KOVAN: 69,
} as const

export type SupportedChainId = (typeof SupportedChainId)[keyof typeof SupportedChainId]

export const DEFAULT_CHAIN_ID = SupportedChainId.MAINNET

export const CHAIN_IDS_TO_NAMES = {
  [SupportedChainId.MAINNET]: 'mainnet',
  [SupportedChainId.ROPSTEN]: 'ropsten',
  [SupportedChainId.RINKEBY]: 'rinkeby',
  [SupportedChainId.GOERLI]: 'goerli',
  [SupportedChainId.KOVAN]: 'kovan',
  [SupportedChainId.OPTIMISM]: 'optimism',
  [SupportedChainId.OPTIMISTIC_KOVAN]: 'optimistic_kovan',
  [SupportedChainId.ARBITRUM_ONE]: 'arbitrum',
  [SupportedChainId.ARBITRUM_RINKEBY]: 'arbitrum_rinkeby',
} as const satisfies Record<SupportedChainId, string>

export const ALL_SUPPORTED_CHAIN_IDS: readonly SupportedChainId[] = Object.values(SupportedChainId)

/** The networks the network selector offers: Ethereum, Optimism and Arbitrum One. */
export const NETWORK_SELECTOR_CHAIN_IDS = [
  SupportedChainId.MAINNET,
  SupportedChainId.OPTIMISM,
  SupportedChainId.ARBITRUM_ONE,
] as const

export const L1_CHAIN_IDS = [
  SupportedChainId.MAINNET,
  SupportedChainId.ROPSTEN,
  SupportedChainId.RINKEBY,
  SupportedChainId.GOERLI,
  SupportedChainId.KOVAN,
] as const

export type L1ChainId = (typeof L1_CHAIN_IDS)[number]

export const L2_CHAIN_IDS = [
  SupportedChainId.ARBITRUM_ONE,
  SupportedChainId.ARBITRUM_RINKEBY,
  SupportedChainId.OPTIMISM,
  SupportedChainId.OPTIMISTIC_KOVAN,
] as const

export type L2ChainId = (typeof L2_CHAIN_IDS)[number]

const ARBITRUM_CHAIN_IDS: readonly number[] = [
  SupportedChainId.ARBITRUM_ONE,
  SupportedChainId.ARBITRUM_RINKEBY,
]
const OPTIMISM_CHAIN_IDS: readonly number[] = [SupportedChainId.OPTIMISM, SupportedChainId.OPTIMISTIC_KOVAN]

// Accepts null/undefined because callers usually hold the wallet's chain id, which is absent when disconnected.
export function isSupportedChain(chainId: number | null | undefined): chainId is SupportedChainId {
  return typeof chainId === 'number' && (ALL_SUPPORTED_CHAIN_IDS as readonly number[]).includes(chainId)
}

export function isL2(chainId: number | null | undefined): chainId is L2ChainId {
  return typeof chainId === 'number' && (L2_CHAIN_IDS as readonly number[]).includes(chainId)
}

export function isArbitrum(chainId: number | null | undefined): boolean {
  return typeof chainId === 'number' && ARBITRUM_CHAIN_IDS.includes(chainId)
}

export function isOptimism(chainId: number | null | undefined): boolean {
  return typeof chainId === 'number' && OPTIMISM_CHAIN_IDS.includes(chainId)
}
