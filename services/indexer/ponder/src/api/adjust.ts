import type { IndexerSettings } from '../../../src/settings.ts'

interface BuiltNetwork {
  chainId: number
  finalityBlockCount: number
}

/**
 * Ponder 1.0.0 (the 0.10 line) takes a chain's finality from its chain id (65 blocks on Ethereum,
 * 240 on Arbitrum) and has no setting for it. A devnet with those ids has a few hundred blocks, so
 * nearly all of it would stay unfinalized: synced block by block at every start, replayed after
 * every restart. Ponder loads this API module after building the networks and before it starts
 * syncing them, with the build on `globalThis.PONDER_INDEXING_BUILD` (how `ponder:api` reads it);
 * the sync uses those same network objects, so setting the count here takes effect. The package is
 * pinned to 1.0.0 for this, and the restart test fails if it stops working (Arbitrum pools replayed).
 */
export function applyFinality({ chain }: IndexerSettings): void {
  if (chain.finalityBlocks === undefined) return
  const build = (globalThis as { PONDER_INDEXING_BUILD?: { networks?: BuiltNetwork[] } })
    .PONDER_INDEXING_BUILD
  const network = build?.networks?.find((candidate) => candidate.chainId === chain.chainId)
  if (!network)
    throw new Error(`Ponder's build has no network for chain ${chain.chainId}: cannot set its finality`)
  network.finalityBlockCount = chain.finalityBlocks
}

/**
 * Ponder's Vite server (which loads the project's files) exits the process on SIGTERM at once,
 * racing Ponder's own SIGTERM shutdown, which releases the schema lock and closes the database: the
 * next start then waits up to 25 s for the stale lock. Removing Vite's listener leaves SIGTERM to
 * Ponder. (startIndexer itself stops the process with SIGINT, which Vite does not catch.)
 */
export function keepShutdownGraceful(): void {
  for (const listener of process.listeners('SIGTERM')) {
    if (listener.name === 'exitProcess') process.off('SIGTERM', listener)
  }
}
