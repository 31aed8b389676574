export { createWagmiConfig } from './config'
export { isSupportedChainId } from './supported'
export { Web3Status } from './Web3Status'
