import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type Devnet,
  devAccount,
  freePort,
  startDevnet,
  startListServer,
  writeClaimData,
} from '@exchange/devnet'
import { startIndexer } from '@exchange/indexer'
import { startQuoteApi } from '@exchange/quote-api'
import { ensureBuilt as buildApp, WEB_DIR } from '../../apps/web/server/build.ts'
import { serveApp } from '../../apps/web/server/serve.ts'

export { REPO_ROOT, WEB_DIR } from '../../apps/web/server/build.ts'
/** The build under test; E2E_DIST_DIR points the stack at another one (then nothing is built). */
export const DIST_DIR = process.env.E2E_DIST_DIR ?? join(WEB_DIR, 'dist')

export interface Stack {
  /** The served app, e.g. http://127.0.0.1:41234 (no trailing slash). */
  webUrl: string
  /** JSON-RPC URL of each devnet chain. */
  chains: { 1: string; 10: string; 42161: string }
  /**
   * The token list server, also the app's IPFS gateway: `url` without a trailing slash, and `dir`, the
   * directory it serves, where a test may write or replace lists while it runs.
   */
  lists: { url: string; dir: string }
  /** The quote API the app asks for routes (GET /v1/quote). */
  quoteApiUrl: string
  /** The indexer's base URL; its GraphQL endpoints are under /subgraphs/name/… (see services/indexer). */
  indexerUrl: string
  /**
   * A second port the services also answer (CORS) for: where a test serves the same build again with
   * other configuration (e2e/src/servedWith.ts), so that app reaches the quote API and indexer too.
   */
  altWebPort: number
  devnet: Devnet
  stop(): Promise<void>
}

/**
 * Builds the app when dist is missing or stale (E2E_FORCE_BUILD=1: always); E2E_SKIP_BUILD=1 (or
 * E2E_DIST_DIR) serves what is there.
 */
export async function ensureBuilt(): Promise<void> {
  if (process.env.E2E_SKIP_BUILD === '1' || process.env.E2E_DIST_DIR) return
  await buildApp({
    force: process.env.E2E_FORCE_BUILD === '1',
    log: (line) => process.stderr.write(`[e2e] ${line}\n`),
  })
}

/**
 * One devnet, its token list server and the built app served against them; what every browser test of a
 * run shares.
 */
export async function startStack(): Promise<Stack> {
  // The devnet and the list server start in a fraction of a second; a build takes longer: do all at once.
  const [started, listed, built] = await Promise.allSettled([
    startDevnet({ l1Port: 0, l2Port: 0, opPort: 0 }),
    startListServer({ port: 0 }),
    ensureBuilt(),
  ])
  const stopStarted = async () => {
    await Promise.allSettled([
      listed.status === 'fulfilled' ? listed.value.close() : undefined,
      started.status === 'fulfilled' ? started.value.stop() : undefined,
    ])
  }
  try {
    if (started.status === 'rejected') throw started.reason
    if (listed.status === 'rejected') throw listed.reason
    if (built.status === 'rejected') throw built.reason
    const devnet = started.value
    const listServer = listed.value
    const l1 = devnet.chains[1]
    const l2 = devnet.chains[42161]
    const optimism = devnet.chains[10]
    if (!l1 || !l2 || !optimism) throw new Error('the devnet did not start its three chains')
    const chains = { 1: l1.url, 10: optimism.url, 42161: l2.url }
    // The airdrop's claim data (mapping and chunks), as the public data repository serves it.
    await writeClaimData(join(listServer.dir, 'claims'))
    // The indexer gets a data directory of its own (PGlite): one indexer per directory, and `npm start`
    // may be using the default one at the same time.
    const indexerDir = await mkdtemp(join(tmpdir(), 'e2e-indexer-'))
    // The services answer CORS for the app's origin only: its port is chosen first.
    const webPort = await freePort()
    const altWebPort = await freePort()
    // Every browser of the run, and the tests themselves, reach the services from one loopback address,
    // which a per-client limit would count as one very busy user: the limit is off here and proven by
    // the services' own tests (services/quote-api/test/http.test.ts, packages/service-http).
    const http = {
      corsOrigins: [webPort, altWebPort].flatMap((port) => [
        `http://127.0.0.1:${port}`,
        `http://localhost:${port}`,
      ]),
      rateLimit: null,
    }
    const [quoteApi, indexer] = await Promise.all([
      startQuoteApi({ port: 0, rpcUrls: chains, http }),
      // Chains 1 and 42161 only: each chain is a Ponder process that takes about a minute of a core to
      // start, and the browser tests read no Optimism subgraph (the indexer's own tests cover chain 10).
      startIndexer({ port: 0, rpcUrls: { 1: chains[1], 42161: chains[42161] }, dataDir: indexerDir, http }),
    ])
    const app = await serveApp({
      port: webPort,
      distDir: DIST_DIR,
      config: {
        rpcUrls: chains,
        devnet: true,
        devnetChains: [1, 10, 42161],
        extraBlockedAddresses: [devAccount(9).address],
        // Lists at ipfs:// URIs and behind ENS names come from the list server, not the internet.
        ipfsGateways: [listServer.url],
        claimDataUrl: `${listServer.url}/claims`,
        quoteApiUrl: quoteApi.url,
        indexerUrl: indexer.url,
      },
    })
    return {
      webUrl: app.url,
      chains,
      lists: { url: listServer.url, dir: listServer.dir },
      devnet,
      quoteApiUrl: quoteApi.url,
      indexerUrl: indexer.url,
      altWebPort,
      stop: async () => {
        await Promise.allSettled([app.close(), quoteApi.close(), indexer.close(), stopStarted()])
        await rm(indexerDir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await stopStarted()
    throw error
  }
}
