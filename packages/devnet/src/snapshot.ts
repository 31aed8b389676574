import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { startAnvil } from './anvil.ts'
import { type AddressBook, buildArbitrum, buildMainnet, buildOptimism, type ChainBuild } from './build.ts'
import { ARBITRUM_ONE, DEVNET_CHAIN_IDS, type DevnetChainId, MAINNET, OPTIMISM } from './canonical.ts'
import { devnetClient } from './client.ts'
import { seedingInputsHash } from './inputs.ts'
import {
  ADDRESS_BOOK_DIR,
  AIRDROP_FILE,
  addressBookFile,
  SNAPSHOT_DIR,
  SNAPSHOT_META,
  snapshotFile,
} from './paths.ts'
import { HISTORY_SECONDS } from './seed/historyPlan.ts'

export interface SnapshotMeta {
  inputsHash: string
  builtAt: string
  chains: Record<string, { blockNumber: string; timestamp: string }>
}

const BUILDERS: Record<DevnetChainId, (client: ReturnType<typeof devnetClient>) => Promise<ChainBuild>> = {
  [MAINNET]: buildMainnet,
  [OPTIMISM]: buildOptimism,
  [ARBITRUM_ONE]: buildArbitrum,
}

/**
 * Seeds a fresh chain, lets anvil dump its state on exit, and stores it gzipped. The chain starts a
 * week in the past so that the seeding's time travel (the Timelock's two days) still ends before
 * the wall clock, which is where a loaded snapshot continues from. Chains 1 and 42161 start
 * HISTORY_SECONDS earlier still: their trading history (seed/history.ts) moves the clock that far.
 */
async function buildChain(chainId: DevnetChainId, log: (line: string) => void) {
  const dumpFile = join(tmpdir(), `exchange-devnet-build-${chainId}-${process.pid}.json`)
  // Chains with a trading history start that much earlier, so that they still end where they did.
  const history = chainId === OPTIMISM ? 0 : HISTORY_SECONDS
  const genesis = Math.floor(Date.now() / 1000) - 7 * 86_400 - history
  const anvil = await startAnvil({
    chainId,
    args: ['--dump-state', dumpFile, '--timestamp', String(genesis)],
  })
  const started = Date.now()
  try {
    const client = devnetClient(chainId, anvil.url)
    const result = await BUILDERS[chainId](client)
    const block = await client.getBlock({ blockTag: 'latest' })
    log(
      `chain ${chainId}: seeded to block ${block.number} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
    await anvil.stop()
    const state = readFileSync(dumpFile)
    writeFileSync(snapshotFile(chainId), gzipSync(state, { level: 9 }))
    return { result, block: { blockNumber: String(block.number), timestamp: String(block.timestamp) } }
  } finally {
    await anvil.stop()
  }
}

export async function rebuildSnapshot(log: (line: string) => void = console.log) {
  mkdirSync(SNAPSHOT_DIR, { recursive: true })
  mkdirSync(ADDRESS_BOOK_DIR, { recursive: true })
  const meta: SnapshotMeta = {
    inputsHash: seedingInputsHash(),
    builtAt: new Date().toISOString(),
    chains: {},
  }
  for (const chainId of DEVNET_CHAIN_IDS) {
    const { result, block } = await buildChain(chainId, log)
    meta.chains[chainId] = block
    writeFileSync(addressBookFile(chainId), `${JSON.stringify(result.addressBook, null, 2)}\n`)
    if (result.airdrop) writeFileSync(AIRDROP_FILE, `${JSON.stringify(result.airdrop, null, 2)}\n`)
  }
  writeFileSync(SNAPSHOT_META, `${JSON.stringify(meta, null, 2)}\n`)
  return meta
}

export function readSnapshotMeta(): SnapshotMeta {
  return JSON.parse(readFileSync(SNAPSHOT_META, 'utf8')) as SnapshotMeta
}

export function readAddressBook(chainId: DevnetChainId): AddressBook {
  return JSON.parse(readFileSync(addressBookFile(chainId), 'utf8')) as AddressBook
}

/** anvil's --load-state takes plain JSON: unpack the stored snapshot once per content into the temp dir. */
export function unpackedSnapshot(chainId: DevnetChainId): string {
  const meta = readSnapshotMeta()
  const path = join(
    tmpdir(),
    `exchange-devnet-${meta.inputsHash.slice(0, 16)}-${meta.builtAt.replace(/\W/g, '')}-${chainId}.json`,
  )
  if (existsSync(path)) return path
  const temporary = `${path}.${process.pid}.tmp`
  writeFileSync(temporary, gunzipSync(readFileSync(snapshotFile(chainId))))
  // An atomic rename, so that parallel starters never read a half-written file.
  renameSync(temporary, path)
  return path
}
