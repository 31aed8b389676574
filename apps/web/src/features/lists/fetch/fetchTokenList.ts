import type { TokenList } from '@uniswap/token-lists'
import type { Hex } from 'viem'
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
}

/** The location an ENS name's content hash points to, as an IPFS/IPNS location. */
async function ensLocation(ensName: string, deps: FetchTokenListDeps): Promise<ClassifiedListUrl> {
  let contenthash: Hex
  try {
    contenthash = await deps.resolveEnsContenthash(ensName)
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
 * non-OK status or a body that is not JSON moves on to the next URL.
 */
export async function fetchTokenList(listUrl: string, deps: FetchTokenListDeps): Promise<TokenList> {
  const fetchImpl = deps.fetch ?? globalThis.fetch
  const classified = classifyListUrl(listUrl)
  if (classified.kind === 'invalid') throw new Error(UNRECOGNIZED_LIST_URL_PROTOCOL_ERROR)
  const location = classified.kind === 'ens' ? await ensLocation(classified.ensName, deps) : classified
  for (const url of listUrlsToFetch(location, deps.ipfsGateways)) {
    let json: unknown
    try {
      const response = await fetchImpl(url, { credentials: 'omit' })
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
