/**
 * What startIndexer hands to the Ponder process. Ponder loads ponder.config.ts itself, so the
 * settings travel as one JSON environment variable, validated on the way in.
 */

import { V2_FACTORIES } from './abis.ts'

export const SETTINGS_ENV = 'EXCHANGE_INDEXER_SETTINGS'

export interface ChainSettings {
  chainId: number
  /** Ponder's network name; also the key of its per-chain status row. */
  network: string
  rpcUrl: string
  startBlock: number
  pollingIntervalMs: number
  /** Ponder's RPC rate limit (50 per second by default); a local devnet takes far more. */
  maxRequestsPerSecond: number
  /**
   * Blocks after which a block counts as final. Undefined keeps Ponder's per-chain default (65 on
   * Ethereum, 240 on Arbitrum), which suits the public chains but not a devnet.
   */
  finalityBlocks?: number
  /** Ponder's RPC cache off: a devnet's blocks are not those of the previous run. */
  disableCache: boolean
}

export type DatabaseSettings =
  | { kind: 'pglite'; directory: string }
  | { kind: 'postgres'; connectionString: string }

/** One Ponder process indexes one chain, so that each resumes from its own finalized block. */
export interface IndexerSettings {
  chain: ChainSettings
  database: DatabaseSettings
  /** Database schema that holds the indexed tables. */
  schema: string
}

/** The GraphQL paths of the public subgraphs the app queries, by chain. */
export const SUBGRAPH_PATHS: Readonly<Record<number, string>> = {
  1: '/subgraphs/name/uniswap/uniswap-v3',
  10: '/subgraphs/name/ianlapham/optimism-post-regenesis',
  42161: '/subgraphs/name/ianlapham/uniswap-arbitrum-one',
}

/** The GraphQL path of a chain: the public subgraph's, or one of ours for other chains. */
export function subgraphPath(chainId: number): string {
  return SUBGRAPH_PATHS[chainId] ?? `/subgraphs/chain/${chainId}`
}

/** The public v2 subgraph's path on Ethereum; other chains with a v2 factory get one of ours. */
export const V2_SUBGRAPH_PATHS: Readonly<Record<number, string>> = {
  1: '/subgraphs/name/uniswap/uniswap-v2',
}

/** The v2 GraphQL path of a chain, or null where the chain has no canonical v2 factory (abis.ts). */
export function v2SubgraphPath(chainId: number): string | null {
  if (!V2_FACTORIES[chainId]) return null
  return V2_SUBGRAPH_PATHS[chainId] ?? `${subgraphPath(chainId)}/v2`
}

/** The v2 endpoints of the chains that have one, under a server's base URL. */
export function v2GraphqlUrls(base: string, chains: readonly { chainId: number }[]): Record<number, string> {
  return Object.fromEntries(
    chains.flatMap((chain) => {
      const path = v2SubgraphPath(chain.chainId)
      return path ? [[chain.chainId, base + path]] : []
    }),
  )
}

const NETWORK_NAMES: Readonly<Record<number, string>> = { 1: 'mainnet', 10: 'optimism', 42161: 'arbitrum' }

export function networkName(chainId: number): string {
  return NETWORK_NAMES[chainId] ?? `chain${chainId}`
}

export function encodeSettings(settings: IndexerSettings): string {
  return JSON.stringify(settings)
}

class SettingsError extends Error {
  constructor(message: string) {
    super(`invalid ${SETTINGS_ENV}: ${message}`)
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function field<T>(record: Record<string, unknown>, key: string, check: (value: unknown) => value is T): T {
  const value = record[key]
  if (!check(value)) throw new SettingsError(`${key} is ${JSON.stringify(value)}`)
  return value
}

const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean'
/** Postgres identifiers are interpolated into SQL by Ponder and by the API: keep them plain. */
const isIdentifier = (value: unknown): value is string =>
  typeof value === 'string' && /^[a-z_][a-z0-9_]{0,62}$/.test(value)

function decodeChain(value: unknown): ChainSettings {
  if (!isRecord(value)) throw new SettingsError('a chain is not an object')
  const chainId = field(value, 'chainId', isCount)
  if (chainId === 0) throw new SettingsError('chainId is 0')
  const pollingIntervalMs = field(value, 'pollingIntervalMs', isCount)
  // Ponder rejects polling faster than 100 ms.
  if (pollingIntervalMs < 100) throw new SettingsError(`pollingIntervalMs ${pollingIntervalMs} is below 100`)
  const chain: ChainSettings = {
    chainId,
    network: field(value, 'network', isIdentifier),
    rpcUrl: field(value, 'rpcUrl', isString),
    startBlock: field(value, 'startBlock', isCount),
    pollingIntervalMs,
    maxRequestsPerSecond: field(value, 'maxRequestsPerSecond', isCount),
    disableCache: field(value, 'disableCache', isBoolean),
  }
  if (value.finalityBlocks !== undefined) {
    const finalityBlocks = field(value, 'finalityBlocks', isCount)
    if (finalityBlocks === 0) throw new SettingsError('finalityBlocks is 0')
    chain.finalityBlocks = finalityBlocks
  }
  return chain
}

function decodeDatabase(value: unknown): DatabaseSettings {
  if (!isRecord(value)) throw new SettingsError('database is not an object')
  if (value.kind === 'pglite') return { kind: 'pglite', directory: field(value, 'directory', isString) }
  if (value.kind === 'postgres')
    return { kind: 'postgres', connectionString: field(value, 'connectionString', isString) }
  throw new SettingsError(`database kind ${JSON.stringify(value.kind)}`)
}

export function decodeSettings(text: string | undefined): IndexerSettings {
  if (!text) throw new SettingsError('not set (start the indexer through startIndexer)')
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new SettingsError('not JSON')
  }
  if (!isRecord(parsed)) throw new SettingsError('not an object')
  return {
    chain: decodeChain(parsed.chain),
    database: decodeDatabase(parsed.database),
    schema: field(parsed, 'schema', isIdentifier),
  }
}
