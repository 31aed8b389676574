// Loaded with the first signature or transaction. A dynamic import of 'wagmi/actions' itself would keep
// that whole barrel (and through it viem's public and wallet actions) in the first load.
export { getWalletClient } from 'wagmi/actions'
export { appGenesisOf, ensureSameGenesis, genesisOf, isLocalReplica } from './replicaGuard'
