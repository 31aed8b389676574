import type { HttpGuardOptions } from '@exchange/service-http'
import type { LogLevel } from './ponder-process.ts'

/** What startIndexer (start-indexer.ts) is started with; chainSettings reads the per-chain settings. */
export interface StartIndexerOptions {
  /** HTTP port; 0 picks a free one. */
  port: number
  /** Interface to listen on; 127.0.0.1 by default. */
  host?: string
  /** JSON-RPC URL per chain id; each configured chain is indexed and served. */
  rpcUrls: Partial<Record<number, string>>
  /** PostgreSQL connection string; defaults to DATABASE_URL, and without either an embedded PGlite. */
  databaseUrl?: string
  /** Where the embedded databases and the indexer's state live; services/indexer/.data by default. */
  dataDir?: string
  /** How often each chain's head is polled; 250 ms on a devnet, 1 s otherwise. */
  pollingIntervalMs?: number
  /** Finality depth per chain; 64 on a devnet, Ponder's per-chain default otherwise. */
  finalityBlocks?: Partial<Record<number, number>>
  /** First block to index per chain; 0 on a devnet, the factory's deployment block otherwise. */
  startBlocks?: Partial<Record<number, number>>
  /** How long the first catch-up may take; 120 s by default. */
  readyTimeoutMs?: number
  /** Ponder's log level; warn by default. */
  logLevel?: LogLevel
  /** Receives the indexer's log lines; by default they go to stderr with an [indexer] prefix. */
  onLog?: (line: string) => void
  /**
   * CORS allow-list, Host check, rate limit, body limit and timeout of the public server; what is
   * not given comes from the environment (readGuardEnv: CORS_ORIGINS, ALLOWED_HOSTS, TRUST_PROXY,
   * INDEXER_RATE_LIMIT, INDEXER_REQUEST_TIMEOUT_MS, INDEXER_OPERATOR_TOKEN), else INDEXER_DEFAULTS and the app's origin
   * under `npm start`.
   */
  http?: Partial<HttpGuardOptions>
}
