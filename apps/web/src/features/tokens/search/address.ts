import { getAddress } from 'viem'

export const INVALID_TOKEN_ADDRESS_ERROR = 'Enter valid token address'

const ADDRESS = /^0x[0-9a-f]{40}$/i

/**
 * The checksummed address a search query is, if it is one: 0x and 40 hex digits after trimming, in any case.
 * The case is not checked against the checksum, as with viem's getAddress: a pasted address may have been
 * lower- or upper-cased on the way.
 */
export function normaliseAddressQuery(query: string): `0x${string}` | undefined {
  const trimmed = query.trim()
  if (!ADDRESS.test(trimmed)) return undefined
  return getAddress(`0x${trimmed.slice(2).toLowerCase()}`)
}

/** Whether a search query is a token address. */
export function isAddressQuery(query: string): boolean {
  return normaliseAddressQuery(query) !== undefined
}

/** The message to show under the search input: an attempt at an address (starting with 0x) that is not one. */
export function searchInputError(query: string): string | undefined {
  const trimmed = query.trim()
  if (!/^0x/i.test(trimmed)) return undefined
  return isAddressQuery(trimmed) ? undefined : INVALID_TOKEN_ADDRESS_ERROR
}
