/**
 * What each chain's snapshot is built from, one module a chain (build/mainnet.ts, build/arbitrum.ts,
 * build/optimism.ts) over the steps they share (build/steps.ts) and the address book they fill
 * (build/addressBook.ts).
 */
export type { AddressBook, ChainBuild, PairEntry, PoolEntry, TokenEntry } from './build/addressBook.ts'
export { buildArbitrum } from './build/arbitrum.ts'
export { buildMainnet } from './build/mainnet.ts'
export { buildOptimism } from './build/optimism.ts'
