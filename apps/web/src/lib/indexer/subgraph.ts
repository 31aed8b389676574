/* The indexer's GraphQL client (features reach the subgraph through it): the endpoint per chain, a POST
 * whose GraphQL errors reject, and when its data counts as stale. */
import { fetchWithTimeout, INDEXER_TIMEOUT_MS } from '../timeout'

/**
 * Subgraph paths per chain under the configured indexer URL (spec 7: mainnet, rinkeby, Arbitrum One and
 * Optimism). Mainnet, Optimism and Arbitrum One use the public subgraphs' names, which services/indexer
 * serves too; rinkeby uses the indexer's per-chain path, as it serves any other chain it is given.
 */
export const SUBGRAPH_PATHS: Readonly<Record<number, string>> = {
  1: '/subgraphs/name/uniswap/uniswap-v3',
  4: '/subgraphs/chain/4',
  42161: '/subgraphs/name/ianlapham/uniswap-arbitrum-one',
  10: '/subgraphs/name/ianlapham/optimism-post-regenesis',
}

/**
 * The public Uniswap v2 subgraph's path, on the chains where the indexer serves v2 (where the chain
 * has the canonical v2 factory: Ethereum, and so chain 1 of the devnet).
 */
export const V2_SUBGRAPH_PATHS: Readonly<Record<number, string>> = {
  1: '/subgraphs/name/uniswap/uniswap-v2',
}

/** The v2 GraphQL endpoint of a chain; throws UnsupportedChainIdError for chains without v2. */
export function v2SubgraphUrl(indexerUrl: string | undefined, chainId: number): string {
  const path = V2_SUBGRAPH_PATHS[chainId]
  if (!path) throw new UnsupportedChainIdError(chainId)
  if (!indexerUrl) throw new Error('No indexer URL is configured')
  return `${indexerUrl.replace(/\/+$/, '')}${path}`
}

/** Graph data more than this many blocks behind the chain counts as an error (spec 9). */
export const STALE_BLOCK_THRESHOLD = 20
/** Both queries are polled this often (spec 9). */
export const SUBGRAPH_POLL_MS = 30_000
/** The subgraph returns at most this many ticks per page (spec 9). */
export const SUBGRAPH_PAGE_SIZE = 1000

export class UnsupportedChainIdError extends Error {
  constructor(chainId: number) {
    super(`Subgraph queries against ChainId ${chainId} are not supported.`)
    this.name = 'UnsupportedChainIdError'
  }
}

export class StaleSubgraphError extends Error {
  constructor(indexed: number, latest: number) {
    super(`Graph data is stale: indexed up to block ${indexed}, the chain is at ${latest}`)
    this.name = 'StaleSubgraphError'
  }
}

/** The GraphQL endpoint of a chain; throws UnsupportedChainIdError for chains the subgraph does not cover. */
export function subgraphUrl(indexerUrl: string | undefined, chainId: number): string {
  const path = SUBGRAPH_PATHS[chainId]
  if (!path) throw new UnsupportedChainIdError(chainId)
  if (!indexerUrl) throw new Error('No indexer URL is configured')
  return `${indexerUrl.replace(/\/+$/, '')}${path}`
}

/** True when the indexed block is more than 20 blocks behind the chain's latest block. */
export function isStale(indexedBlock: number | undefined, latestBlock: number | undefined): boolean {
  if (indexedBlock === undefined) return true
  if (latestBlock === undefined) return false
  return latestBlock - indexedBlock > STALE_BLOCK_THRESHOLD
}

/** POSTs a query document with its variables; GraphQL errors (which come with status 200) reject too. */
export async function graphqlRequest<T>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<T> {
  const response = await fetchWithTimeout(url, {
    timeoutMs: INDEXER_TIMEOUT_MS,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
    signal,
  })
  if (!response.ok) throw new Error(`The subgraph answered ${response.status}`)
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] }
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '))
  if (!body.data) throw new Error('The subgraph returned no data')
  return body.data
}
