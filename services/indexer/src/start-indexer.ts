import { join } from 'node:path'
import { readGuardEnv } from '@exchange/service-http'
import { ChainRunner } from './chain-runner.ts'
import { chainSettings } from './chain-settings.ts'
import { indexingCodeHash } from './code-hash.ts'
import { createGateway } from './gateway.ts'
import { INDEXER_DEFAULTS } from './http-defaults.ts'
import type { StartIndexerOptions } from './indexer-options.ts'
import { PACKAGE_DIR } from './ponder-process.ts'
import { freePort } from './port.ts'
import { subgraphPath, v2GraphqlUrls } from './settings.ts'

export const DEFAULT_DATA_DIR = join(PACKAGE_DIR, '.data')

export interface Indexer {
  /** Base URL; the GraphQL endpoints are this plus the paths in graphqlUrls. */
  url: string
  /** GraphQL endpoint per indexed chain id. */
  graphqlUrls: Record<number, string>
  /** v2 GraphQL endpoint per indexed chain that has the canonical v2 factory (chain 1 on the devnet). */
  v2GraphqlUrls: Record<number, string>
  /** Stops the indexer processes and waits until they have closed their databases. */
  close(): Promise<void>
}

/**
 * Starts the indexer: one Ponder (https://ponder.sh) process per chain of `rpcUrls`, indexing the
 * v3 factory and its pools into PGlite (or PostgreSQL), behind one HTTP server that serves each
 * chain's GraphQL at its public subgraph path. Resolves once every chain is indexed up to the head
 * it had at the start.
 */
export async function startIndexer(options: StartIndexerOptions): Promise<Indexer> {
  const host = options.host ?? '127.0.0.1'
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR
  const log = options.onLog ?? ((line: string) => process.stderr.write(`[indexer] ${line}\n`))
  const databaseUrl = options.databaseUrl ?? (process.env.DATABASE_URL || undefined)

  const entries = Object.entries(options.rpcUrls).filter((entry): entry is [string, string] =>
    Boolean(entry[1]),
  )
  if (entries.length === 0) throw new Error('startIndexer needs at least one RPC URL')
  const chains = await Promise.all(
    entries.map(([chainId, url]) => chainSettings(Number(chainId), url, options)),
  )
  const codeHash = indexingCodeHash()
  const runners: ChainRunner[] = []
  for (const chain of chains) {
    runners.push(
      new ChainRunner({
        chain,
        dir: join(dataDir, String(chain.chainId)),
        databaseUrl,
        codeHash,
        port: await freePort('127.0.0.1'),
        logLevel: options.logLevel ?? 'warn',
        log: (line) => log(`chain ${chain.chainId} | ${line}`),
        readyTimeoutMs: options.readyTimeoutMs ?? 120_000,
      }),
    )
  }
  const interrupt = () => {
    for (const runner of runners) runner.interrupt()
  }
  process.on('exit', interrupt)

  // The public server first, so that a port in use fails at once; chains answer 503 until they run.
  const gateway = createGateway(
    runners.map((runner) => ({ ...runner.chain, port: runner.port })),
    { ...readGuardEnv('INDEXER', host, INDEXER_DEFAULTS), ...options.http },
  )
  const stopAll = async () => {
    process.off('exit', interrupt)
    await new Promise<void>((resolve) => {
      gateway.close(() => resolve())
      gateway.closeAllConnections()
    })
    await Promise.all(runners.map((runner) => runner.close()))
  }

  try {
    const port = await new Promise<number>((resolve, reject) => {
      gateway.once('error', reject)
      gateway.listen(options.port, host, () => {
        const address = gateway.address()
        resolve(typeof address === 'object' && address ? address.port : options.port)
      })
    })
    const results = await Promise.allSettled(runners.map((runner) => runner.start()))
    const failure = results.find((result) => result.status === 'rejected')
    if (failure) throw failure.reason
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
    let closing: Promise<void> | null = null
    return {
      url,
      graphqlUrls: Object.fromEntries(
        chains.map((chain) => [chain.chainId, url + subgraphPath(chain.chainId)]),
      ),
      v2GraphqlUrls: v2GraphqlUrls(url, chains),
      close() {
        closing ??= stopAll()
        return closing
      },
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}
