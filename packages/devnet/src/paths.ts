import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const PACKAGE_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
export const SNAPSHOT_DIR = join(PACKAGE_ROOT, 'snapshot')
export const ADDRESS_BOOK_DIR = join(PACKAGE_ROOT, 'address-book')
export const snapshotFile = (chainId: number) => join(SNAPSHOT_DIR, `chain-${chainId}.json.gz`)
export const SNAPSHOT_META = join(SNAPSHOT_DIR, 'meta.json')
export const addressBookFile = (chainId: number) => join(ADDRESS_BOOK_DIR, `${chainId}.json`)
export const AIRDROP_FILE = join(ADDRESS_BOOK_DIR, 'airdrop-1.json')
