import { DEFAULT_IPFS_GATEWAYS } from '../../../lib/ipfs.ts'

export const INVALID_LIST_URL_ERROR = 'Enter valid list location'
export const UNRECOGNIZED_LIST_URL_PROTOCOL_ERROR = 'Unrecognized list URL protocol.'
export const TOKEN_LIST_VALIDATION_ERROR_PREFIX = 'Token list failed validation: '

export type ClassifiedListUrl =
  | { kind: 'http' | 'https'; url: string }
  | { kind: 'ipfs' | 'ipns'; url: string; hash: string }
  | { kind: 'ens'; url: string; ensName: string }

export type ListUrlClassification = ClassifiedListUrl | { kind: 'invalid' }

const HTTP_PREFIX = /^(https?):\/\//i
/** `ipfs://<cid>` (or `ipfs:<cid>`): a CID is base58 or base32, so letters and digits only. */
const IPFS = /^ipfs:(?:\/\/)?([a-z0-9]+)\/?$/i
/** `ipns://<name>`: a key's CID or a DNSLink domain name. */
const IPNS = /^ipns:(?:\/\/)?([a-z0-9]+(?:[.-][a-z0-9]+)*)\/?$/i
/** One or more DNS labels under `.eth`, the only top-level name resolved by ENS on mainnet here. */
const ENS = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*\.)+eth$/i

function parsesAsUrl(url: string): boolean {
  try {
    new URL(url)
    return true
  } catch {
    return false
  }
}

/**
 * What kind of location a list URL typed by the user is. The returned `url` is the trimmed input, the key of
 * the list in the state. Paths after an IPFS/IPNS hash or an ENS name are not supported.
 */
export function classifyListUrl(input: string): ListUrlClassification {
  const url = input.trim()
  const http = HTTP_PREFIX.exec(url)
  if (http) {
    if (/\s/.test(url) || !parsesAsUrl(url)) return { kind: 'invalid' }
    return { kind: http[1]!.toLowerCase() === 'https' ? 'https' : 'http', url }
  }
  const ipfs = IPFS.exec(url)
  if (ipfs) return { kind: 'ipfs', url, hash: ipfs[1]! }
  const ipns = IPNS.exec(url)
  if (ipns) return { kind: 'ipns', url, hash: ipns[1]! }
  if (ENS.test(url)) return { kind: 'ens', url, ensName: url.toLowerCase() }
  return { kind: 'invalid' }
}

/** The message to show under the list URL input; none while it is blank. */
export function listUrlInputError(input: string): string | undefined {
  if (input.trim() === '') return undefined
  return classifyListUrl(input).kind === 'invalid' ? INVALID_LIST_URL_ERROR : undefined
}

/**
 * The HTTP URLs to fetch a list from, in the order to try them: ipfs and ipns through each gateway in turn.
 * An ENS name has none: its content hash is resolved on chain first. Throws UNRECOGNIZED_LIST_URL_PROTOCOL_ERROR for an invalid location, as the
 * loading of such a list must fail with that message.
 */
export function listUrlsToFetch(
  classified: ListUrlClassification,
  ipfsGateways: readonly string[] = DEFAULT_IPFS_GATEWAYS,
): string[] {
  switch (classified.kind) {
    case 'http':
    case 'https':
      return [classified.url]
    case 'ipfs':
    case 'ipns':
      return ipfsGateways.map(
        (gateway) => `${gateway.replace(/\/+$/, '')}/${classified.kind}/${classified.hash}/`,
      )
    case 'ens':
      return []
    case 'invalid':
      throw new Error(UNRECOGNIZED_LIST_URL_PROTOCOL_ERROR)
  }
}
