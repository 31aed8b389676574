export {
  type ClaimDataFiles,
  claimDataFiles,
  DEFAULT_CLAIM_CHUNK_SIZE,
  readAirdropTree,
  writeClaimData,
} from '../claim-data.ts'
export { type AnvilInstance, anvilBinary, freePort, rpc, startAnvil } from './anvil.ts'
export type { AddressBook, PairEntry, PoolEntry, TokenEntry } from './build.ts'
export * from './canonical.ts'
export { DEV_ACCOUNTS, DEV_MNEMONIC, devAccount, devnetChain, devnetClient } from './client.ts'
export { type Devnet, type DevnetChain, type DevnetOptions, startDevnet } from './devnet.ts'
export {
  base32Encode,
  DEVNET_TOKEN_LIST_FILE,
  ENS_TOKEN_LIST_FILE,
  ENS_TOKEN_LIST_NAME,
  LISTS_DIR,
  type ListServer,
  type ListServerOptions,
  listCid,
  listContenthash,
  startListServer,
} from './listServer.ts'
export { USD_PRICES } from './prices.ts'
export { readAddressBook } from './snapshot.ts'
