import type { AddEthereumChainParameter } from 'viem'
import { numberToHex } from 'viem'
import {
  ALL_SUPPORTED_CHAIN_IDS,
  isSupportedChain,
  type L1ChainId,
  type L2ChainId,
  SupportedChainId,
} from './chainIds'

/** How long a block may take before the interface warns that the network looks stalled. */
export const DEFAULT_MS_BEFORE_WARNING = 600_000
/** Optimism posts batches less often, so its blocks are allowed to lag longer before the warning. */
export const OPTIMISM_MS_BEFORE_WARNING = 900_000

export interface NativeCurrency {
  readonly name: string
  readonly symbol: string
  readonly decimals: 18
}

interface BaseChainInfo {
  readonly docs: string
  /** Block explorer base URL, ending with '/'. */
  readonly explorer: string
  /** Analytics site for the chain, ending with '/'. */
  readonly infoLink: string
  readonly label: string
  readonly logoUrl: string
  readonly nativeCurrency: NativeCurrency
  /** Public defaults; a configured URL takes precedence (see `rpcUrlFor`). */
  readonly rpcUrls: readonly string[]
  readonly blockWaitMsBeforeWarning: number
}

export interface L1ChainInfo extends BaseChainInfo {
  // Declared as absent so code holding any ChainInfo can read them without narrowing first.
  readonly bridge?: undefined
  readonly statusPage?: undefined
  readonly defaultListUrl?: undefined
}

export interface L2ChainInfo extends BaseChainInfo {
  readonly bridge: string
  readonly statusPage: string
  readonly defaultListUrl: string
}

export type ChainInfo = L1ChainInfo | L2ChainInfo

export type ChainInfoMap = { readonly [C in L1ChainId]: L1ChainInfo } & {
  readonly [C in L2ChainId]: L2ChainInfo
}

const L1_DOCS = 'https://docs.uniswap.org/'
const L1_INFO_LINK = 'https://info.uniswap.org/#/'
const OPTIMISM_LIST_URL = 'https://static.optimism.io/optimism.tokenlist.json'

export const CHAIN_INFO: ChainInfoMap = {
  [SupportedChainId.MAINNET]: {
    docs: L1_DOCS,
    explorer: 'https://etherscan.io/',
    infoLink: L1_INFO_LINK,
    label: 'Ethereum',
    logoUrl: '/images/chains/ethereum.svg',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: ['https://cloudflare-eth.com'],
    blockWaitMsBeforeWarning: DEFAULT_MS_BEFORE_WARNING,
  },
  [SupportedChainId.ROPSTEN]: {
    docs: L1_DOCS,
    explorer: 'https://ropsten.etherscan.io/',
    infoLink: L1_INFO_LINK,
    label: 'Ropsten',
    logoUrl: '/images/chains/ethereum.svg',
    nativeCurrency: { name: 'Ropsten Ether', symbol: 'ropETH', decimals: 18 },
    rpcUrls: ['https://rpc.ankr.com/eth_ropsten'],
    blockWaitMsBeforeWarning: DEFAULT_MS_BEFORE_WARNING,
  },
  [SupportedChainId.RINKEBY]: {
    docs: L1_DOCS,
    explorer: 'https://rinkeby.etherscan.io/',
    infoLink: L1_INFO_LINK,
    label: 'Rinkeby',
    logoUrl: '/images/chains/ethereum.svg',
    nativeCurrency: { name: 'Rinkeby Ether', symbol: 'rinETH', decimals: 18 },
    rpcUrls: ['https://rpc.ankr.com/eth_rinkeby'],
    blockWaitMsBeforeWarning: DEFAULT_MS_BEFORE_WARNING,
  },
  [SupportedChainId.GOERLI]: {
    docs: L1_DOCS,
    explorer: 'https://goerli.etherscan.io/',
    infoLink: L1_INFO_LINK,
    label: 'Görli',
    logoUrl: '/images/chains/ethereum.svg',
    nativeCurrency: { name: 'Görli Ether', symbol: 'görETH', decimals: 18 },
    rpcUrls: ['https://rpc.ankr.com/eth_goerli'],
    blockWaitMsBeforeWarning: DEFAULT_MS_BEFORE_WARNING,
  },
  [SupportedChainId.KOVAN]: {
    docs: L1_DOCS,
    explorer: 'https://kovan.etherscan.io/',
    infoLink: L1_INFO_LINK,
    label: 'Kovan',
    logoUrl: '/images/chains/ethereum.svg',
    nativeCurrency: { name: 'Kovan Ether', symbol: 'kovETH', decimals: 18 },
    // Retired, and its public endpoint (kovan.poa.network) is gone: no RPC unless one is configured.
    rpcUrls: [],
    blockWaitMsBeforeWarning: DEFAULT_MS_BEFORE_WARNING,
  },
  [SupportedChainId.OPTIMISM]: {
    docs: 'https://optimism.io/',
    explorer: 'https://optimistic.etherscan.io/',
    infoLink: 'https://info.uniswap.org/#/optimism/',
    label: 'OΞ',
    logoUrl: '/images/chains/optimism.svg',
    nativeCurrency: { name: 'Optimism Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: ['https://mainnet.optimism.io'],
    blockWaitMsBeforeWarning: OPTIMISM_MS_BEFORE_WARNING,
    bridge: 'https://gateway.optimism.io/',
    statusPage: 'https://status.optimism.io/',
    defaultListUrl: OPTIMISM_LIST_URL,
  },
  [SupportedChainId.OPTIMISTIC_KOVAN]: {
    docs: 'https://optimism.io/',
    explorer: 'https://kovan-optimistic.etherscan.io/',
    infoLink: 'https://info.uniswap.org/#/optimism/',
    label: 'Optimistic Kovan',
    logoUrl: '/images/chains/optimism.svg',
    nativeCurrency: { name: 'Optimistic Kovan Ether', symbol: 'kovETH', decimals: 18 },
    rpcUrls: ['https://kovan.optimism.io'],
    blockWaitMsBeforeWarning: OPTIMISM_MS_BEFORE_WARNING,
    bridge: 'https://gateway.optimism.io/',
    statusPage: 'https://status.optimism.io/',
    defaultListUrl: OPTIMISM_LIST_URL,
  },
  [SupportedChainId.ARBITRUM_ONE]: {
    docs: 'https://offchainlabs.com/',
    explorer: 'https://arbiscan.io/',
    infoLink: 'https://info.uniswap.org/#/arbitrum/',
    label: 'Arbitrum',
    logoUrl: '/images/chains/arbitrum.svg',
    nativeCurrency: { name: 'Arbitrum Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: ['https://arb1.arbitrum.io/rpc'],
    blockWaitMsBeforeWarning: DEFAULT_MS_BEFORE_WARNING,
    bridge: 'https://bridge.arbitrum.io/',
    statusPage: 'https://status.arbitrum.io/',
    defaultListUrl: 'https://bridge.arbitrum.io/token-list-42161.json',
  },
  [SupportedChainId.ARBITRUM_RINKEBY]: {
    docs: 'https://offchainlabs.com/',
    explorer: 'https://rinkeby-explorer.arbitrum.io/',
    infoLink: 'https://info.uniswap.org/#/arbitrum/',
    label: 'Arbitrum Rinkeby',
    logoUrl: '/images/chains/arbitrum.svg',
    nativeCurrency: { name: 'Rinkeby Arbitrum Ether', symbol: 'rinETH', decimals: 18 },
    rpcUrls: ['https://rinkeby.arbitrum.io/rpc'],
    blockWaitMsBeforeWarning: DEFAULT_MS_BEFORE_WARNING,
    bridge: 'https://bridge.arbitrum.io/',
    statusPage: 'https://status.arbitrum.io/',
    defaultListUrl: 'https://bridge.arbitrum.io/token-list-421611.json',
  },
}

export function getChainInfo(chainId: L1ChainId, chainInfo?: ChainInfoMap): L1ChainInfo
export function getChainInfo(chainId: L2ChainId, chainInfo?: ChainInfoMap): L2ChainInfo
export function getChainInfo(chainId: SupportedChainId, chainInfo?: ChainInfoMap): ChainInfo
export function getChainInfo(
  chainId: number | null | undefined,
  chainInfo?: ChainInfoMap,
): ChainInfo | undefined
export function getChainInfo(
  chainId: number | null | undefined,
  chainInfo: ChainInfoMap = CHAIN_INFO,
): ChainInfo | undefined {
  return isSupportedChain(chainId) ? chainInfo[chainId] : undefined
}

function overrideRpcUrls<T extends ChainInfo>(info: T, rpcUrl: string | undefined): T {
  // An unset configuration value arrives as '' or undefined: keep the public default then.
  const url = rpcUrl?.trim()
  return url ? { ...info, rpcUrls: [url] } : info
}

/**
 * Returns a copy of `chainInfo` whose RPC URLs come from configuration, chain by chain.
 * Chains without an override keep their public defaults.
 */
export function withRpcUrls(
  chainInfo: ChainInfoMap,
  overrides: Partial<Record<number, string>>,
): ChainInfoMap {
  const entries = ALL_SUPPORTED_CHAIN_IDS.map((chainId) => [
    chainId,
    overrideRpcUrls(chainInfo[chainId], overrides[chainId]),
  ])
  // fromEntries forgets the keys' types; every supported chain id is mapped above, each to its own kind of info.
  return Object.fromEntries(entries) as ChainInfoMap
}

/** The RPC URL the app uses for a chain: the configured one, else the chain's public default. */
export function rpcUrlFor(chainId: number, overrides: Partial<Record<number, string>>): string | undefined {
  return getChainInfo(chainId, withRpcUrls(CHAIN_INFO, overrides))?.rpcUrls[0]
}

/** The parameters of `wallet_addEthereumChain` (EIP-3085) for a supported chain. */
export function addChainParameters(
  chainId: SupportedChainId,
  rpcUrl: string,
  chainInfo: ChainInfoMap = CHAIN_INFO,
): AddEthereumChainParameter {
  const info = getChainInfo(chainId, chainInfo)
  return {
    chainId: numberToHex(chainId),
    chainName: info.label,
    rpcUrls: [rpcUrl],
    nativeCurrency: { ...info.nativeCurrency },
    blockExplorerUrls: [info.explorer],
  }
}
