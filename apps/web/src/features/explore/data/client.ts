import type { z } from 'zod'
import { config } from '../../../core/config'
import {
  graphqlRequest,
  SUBGRAPH_PATHS,
  subgraphUrl,
  V2_SUBGRAPH_PATHS,
  v2SubgraphUrl,
} from '../../../lib/indexer'

/** Why Explore data is missing: each has its own words on screen (see components/ExploreStatus). */
export type ExploreErrorCode = 'UNSUPPORTED_CHAIN' | 'UNREACHABLE' | 'INVALID_ANSWER'

export class ExploreDataError extends Error {
  readonly code: ExploreErrorCode
  constructor(code: ExploreErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'ExploreDataError'
    this.code = code
  }
}

/** The chains Explore offers: those the app has an RPC URL for whose subgraph the indexer serves. */
export function explorableChainIds(rpcUrls: Readonly<Record<number, string>> = config.rpcUrls): number[] {
  return Object.keys(SUBGRAPH_PATHS)
    .map(Number)
    .filter((chainId) => !!rpcUrls[chainId])
}

/** Whether the indexer serves the chain's v2 pairs too (chain 1: the canonical v2 factory). */
export const hasV2 = (chainId: number) => !!V2_SUBGRAPH_PATHS[chainId]

/**
 * The request function of one kind of subgraph: it sends an Explore query to the chain's subgraph and
 * parses the answer with `schema`. A chain without such a subgraph, an indexer that cannot be reached (or
 * errs), and an answer of the wrong shape each reject with an ExploreDataError of their own code, the
 * cause kept.
 */
function subgraphRequest(
  serves: (chainId: number) => boolean,
  url: (indexerUrl: string | undefined, chainId: number) => string,
  label: 'indexer' | 'v2 indexer',
) {
  return async <Schema extends z.ZodTypeAny>(
    chainId: number,
    query: string,
    variables: Record<string, unknown>,
    schema: Schema,
    signal?: AbortSignal,
    indexerUrl: string | undefined = config.indexerUrl,
  ): Promise<z.output<Schema>> => {
    if (!serves(chainId))
      throw new ExploreDataError('UNSUPPORTED_CHAIN', `No ${label} subgraph for chain ${chainId}`)
    let data: unknown
    try {
      data = await graphqlRequest<unknown>(url(indexerUrl, chainId), query, variables, signal)
    } catch (cause) {
      throw new ExploreDataError('UNREACHABLE', `The indexer did not answer: ${String(cause)}`, { cause })
    }
    const parsed = schema.safeParse(data)
    if (!parsed.success)
      throw new ExploreDataError(
        'INVALID_ANSWER',
        `The indexer's answer is malformed: ${parsed.error.message}`,
        { cause: parsed.error },
      )
    return parsed.data
  }
}

/** Sends one Explore query to the chain's (v3) subgraph. */
export const exploreRequest = subgraphRequest((chainId) => !!SUBGRAPH_PATHS[chainId], subgraphUrl, 'indexer')

/** The same, against the chain's v2 subgraph (the public Uniswap v2 subgraph's API). */
export const exploreV2Request = subgraphRequest(hasV2, v2SubgraphUrl, 'v2 indexer')
