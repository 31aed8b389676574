import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Devnet, devnetClient, startDevnet } from '@exchange/devnet'
import { afterAll, beforeAll, describe } from 'vitest'
import type { Indexer } from '../src/index.ts'
import { liveTests, recoveryTests, restartedDevnetTests } from './indexer-live.ts'
import { seededTests } from './indexer-seeded.ts'
import { createSuite, STARTS, type SuiteStore } from './indexer-suite-state.ts'
import { v2Tests } from './v2-tests.ts'

export type { SuiteStore }

/** What the tests a store adds (see indexerSuite) can reach while the suite runs. */
export interface SuiteContext {
  devnet(): Devnet
  indexer(): Indexer
  databaseUrl(): string | undefined
}

/**
 * The indexer's integration tests, run once per store (indexer.test.ts: PGlite; indexer-postgres.test.ts:
 * PostgreSQL). `more` registers the store's own tests, run after the main ones and before the devnet
 * is replaced.
 */
export function indexerSuite(store: SuiteStore, more?: (context: SuiteContext) => void): void {
  /**
   * One devnet (both chains) and one indexer for the whole file: the indexer's answers are checked
   * against what the chain says, then through new blocks, a reorg and a restart.
   */

  const suite = createSuite(store)
  const { s, head, start, mainnet, waitUntilIndexed } = suite
  const { chains, headsAtStart } = s

  beforeAll(async () => {
    s.database = await store.start()
    s.devnet = await startDevnet({ l1Port: 0, l2Port: 0 })
    for (const chainId of [1, 42161] as const) {
      const chain = s.devnet.chains[chainId]!
      chains.push({ chainId, client: devnetClient(chainId, chain.url), book: chain.addressBook })
    }
    s.dataDir = mkdtempSync(join(tmpdir(), 'indexer-test-'))
    for (const { chainId, client } of chains) headsAtStart[chainId] = await head(client)
    const started = Date.now()
    s.indexer = await start()
    s.firstStartMs = Date.now() - started
  }, STARTS)

  afterAll(async () => {
    await s.indexer?.close()
    await s.devnet?.stop()
    await s.database?.stop()
    rmSync(s.dataDir, { recursive: true, force: true })
  }, STARTS)

  describe(`the indexer against the seeded devnet (${store.name})`, () => {
    seededTests(suite)
    v2Tests({
      url: () => s.indexer!.v2GraphqlUrls[1]!,
      base: () => s.indexer!.url,
      chain: () => mainnet(),
      waitUntilIndexed: (block) => waitUntilIndexed(1, block),
    })
    liveTests(suite)
  })

  // Not registered at all for the other store, rather than shown skipped.
  if (store.checksDataRecovery) recoveryTests(suite)

  more?.({ devnet: () => s.devnet, indexer: () => s.indexer!, databaseUrl: () => s.database?.url })

  restartedDevnetTests(suite)
}
