import type { TokenList } from '@uniswap/token-lists'
import type { Hex } from 'viem'
import {
  ENS_RESOLVE_TIMEOUT_MS,
  fetchWithTimeout,
  LIST_FETCH_TIMEOUT_MS,
  withTimeout,
} from '../../../lib/timeout.ts'
import {
  type ClassifiedListUrl,
  classifyListUrl,
  listUrlsToFetch,
  UNRECOGNIZED_LIST_URL_PROTOCOL_ERROR,
} from '../state/url.ts'
import { CONTENTHASH_TRANSLATION_ERROR, contenthashToUri } from './contenthash.ts'

export interface FetchTokenListDeps {
  /** Reads the EIP-1577 content hash of an ENS name on mainnet (see resolveEnsContenthash). */
  resolveEnsContenthash: (ensName: string) => Promise<Hex>
  fetch?: typeof fetch
  /** Gateway bases for IPFS/IPNS, e.g. 'https://ipfs.io/', replacing the default ones. */
  ipfsGateways?: string[]
  /** Each URL's time limit (default LIST_FETCH_TIMEOUT_MS); tests shorten it. */
  timeoutMs?: number
}

/** The location an ENS name's content hash points to, as an IPFS/IPNS location. */
async function ensLocation(ensName: string, deps: FetchTokenListDeps): Promise<ClassifiedListUrl> {
  let contenthash: Hex
  try {
    contenthash = await withTimeout(
      Promise.resolve().then(() => deps.resolveEnsContenthash(ensName)),
      deps.timeoutMs ?? ENS_RESOLVE_TIMEOUT_MS,
      ensName,
    )
  } catch {
    throw new Error(`Failed to resolve ENS name: ${ensName}`)
  }
  let uri: string
  try {
    uri = contenthashToUri(contenthash)
  } catch {
    throw new Error(CONTENTHASH_TRANSLATION_ERROR)
  }
  const classified = classifyListUrl(uri)
  if (classified.kind !== 'ipfs' && classified.kind !== 'ipns') throw new Error(CONTENTHASH_TRANSLATION_ERROR)
  return classified
}

/**
 * Downloads and validates the token list at a location typed by the user: an http(s) URL, an ipfs/ipns URI
 * (through the gateways in order) or an ENS name whose content hash points to IPFS/IPNS. A network error, a
 * non-OK status, a body that is not JSON or no complete answer within the time limit (10 s per URL) moves on
 * to the next URL; after the last one the list fails with 'Failed to download list {url}'. The lists updater
 * tries again at its next refresh (every 10 minutes); meanwhile the list shows its error.
 */
export async function fetchTokenList(listUrl: string, deps: FetchTokenListDeps): Promise<TokenList> {
  const fetchImpl = deps.fetch ?? globalThis.fetch
  const classified = classifyListUrl(listUrl)
  if (classified.kind === 'invalid') throw new Error(UNRECOGNIZED_LIST_URL_PROTOCOL_ERROR)
  const location = classified.kind === 'ens' ? await ensLocation(classified.ensName, deps) : classified
  for (const url of listUrlsToFetch(location, deps.ipfsGateways)) {
    let json: unknown
    try {
      const response = await fetchWithTimeout(url, {
        credentials: 'omit',
        fetch: fetchImpl,
        timeoutMs: deps.timeoutMs ?? LIST_FETCH_TIMEOUT_MS,
      })
      if (!response.ok) continue
      json = await response.json()
    } catch {
      continue
    }
    const { validateTokenList } = await import('../state/validate.ts')
    const result = validateTokenList(json)
    if (!result.ok) throw new Error(result.error)
    return result.list
  }
  throw new Error(`Failed to download list ${listUrl}`)
}
