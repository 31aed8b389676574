import { type Address, getAddress, isAddress, isHex } from 'viem'
import { CLAIM_DATA_TIMEOUT_MS, fetchWithTimeout } from '../../lib/timeout'

/** One address's claim in the airdrop's data: its leaf index, amount (raw UNI), proof and flags. */
export interface UserClaimData {
  index: number
  amount: bigint
  proof: `0x${string}`[]
  flags: { isSOCKS: boolean; isLP: boolean; isUser: boolean }
}

type Fetch = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>

const byLowerCase = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)

/**
 * The chunk an address's claim is in: the mapping maps the first address of each chunk to its last, and
 * the chunks hold consecutive addresses. Throws the catalogue's 'Claim for {address} was not found...'
 * errors when no chunk covers the address.
 */
export function chunkFor(mapping: Readonly<Record<string, string>>, address: Address): string {
  const wanted = address.toLowerCase()
  for (const first of Object.keys(mapping).sort(byLowerCase)) {
    const last = mapping[first] ?? ''
    if (first.toLowerCase() > wanted) throw new Error(`Claim for ${address} was not found in partial search`)
    if (wanted <= last.toLowerCase()) return first
  }
  throw new Error(`Claim for ${address} was not found after searching all mappings`)
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The data repository is not ours: its mapping is checked before use. */
function parseMapping(value: unknown): Record<string, string> {
  if (!isRecord(value)) throw new Error('Claim mapping is not an object')
  const mapping: Record<string, string> = {}
  for (const [first, last] of Object.entries(value)) {
    if (isAddress(first, { strict: false }) && typeof last === 'string' && isAddress(last, { strict: false }))
      mapping[first] = last
  }
  return mapping
}

/** A claim entry as the data files hold it, checked; undefined when malformed. */
export function parseClaimEntry(value: unknown): UserClaimData | undefined {
  if (!isRecord(value)) return undefined
  const { index, amount, proof, flags } = value
  if (typeof index !== 'number' || !Number.isSafeInteger(index) || index < 0) return undefined
  if (typeof amount !== 'string' || !/^(0x[0-9a-fA-F]+|\d+)$/.test(amount)) return undefined
  if (
    !Array.isArray(proof) ||
    !proof.every((node) => typeof node === 'string' && isHex(node) && node.length === 66)
  )
    return undefined
  const flag = (name: string) => isRecord(flags) && flags[name] === true
  return {
    index,
    amount: BigInt(amount),
    proof: proof as `0x${string}`[],
    flags: { isSOCKS: flag('isSOCKS'), isLP: flag('isLP'), isUser: flag('isUser') },
  }
}

/**
 * Reads the airdrop's claim data from `baseUrl` (`mapping.json` and `<first address>.json` chunks); the
 * mapping and each chunk are fetched once per base URL and kept (a failed fetch is tried again next time;
 * one that does not answer within 15 s fails).
 */
export function createClaimDataSource(
  baseUrl: string,
  fetchJson: Fetch = (url) => fetchWithTimeout(url, { timeoutMs: CLAIM_DATA_TIMEOUT_MS }),
) {
  const base = baseUrl.replace(/\/+$/, '')
  const files = new Map<string, Promise<unknown>>()
  const get = (name: string) => {
    let file = files.get(name)
    if (!file) {
      file = fetchJson(`${base}/${name}.json`).then((response) => {
        if (!response.ok) throw new Error(`Failed to get claim file ${name}: HTTP ${response.status}`)
        return response.json()
      })
      file.catch(() => files.delete(name))
      files.set(name, file)
    }
    return file
  }

  /** The claim of `account`; rejects with 'Invalid address' or a 'Claim for {address} was not found...' error. */
  async function fetchClaim(account: string): Promise<UserClaimData> {
    if (!isAddress(account, { strict: false })) throw new Error('Invalid address')
    const address = getAddress(account)
    const first = chunkFor(parseMapping(await get('mapping')), address)
    const chunk = await get(getAddress(first))
    if (!isRecord(chunk)) throw new Error(`Claim file ${first} is not an object`)
    const key = Object.keys(chunk).find((candidate) => candidate.toLowerCase() === address.toLowerCase())
    const claim = key ? parseClaimEntry(chunk[key]) : undefined
    if (!claim) throw new Error(`Claim for ${address} was not found in claim file!`)
    return claim
  }
  return { fetchClaim }
}
