import { type Address, getAddress, isAddress } from 'viem'

/** A name ENS could resolve: labels separated by dots, no spaces, ending in a top-level label. */
const ENS_NAME = /^[^\s.]+(\.[^\s.]+)*\.[a-z]{2,}$/i

export type AddressInput =
  | { kind: 'empty' }
  | { kind: 'address'; address: Address }
  | { kind: 'name'; name: string }
  | { kind: 'invalid' }

/** What an address field holds: whitespace is stripped; an address is checksummed. */
export function parseAddressInput(raw: string): AddressInput {
  const value = raw.replace(/\s+/g, '')
  if (value === '') return { kind: 'empty' }
  if (isAddress(value, { strict: false })) return { kind: 'address', address: getAddress(value) }
  if (ENS_NAME.test(value)) return { kind: 'name', name: value.toLowerCase() }
  return { kind: 'invalid' }
}
