import { type Address, getAddress, isAddress, zeroAddress } from 'viem'

/**
 * A contract's address, validated and in checksum form; an invalid or the zero address throws the
 * spec's "Invalid 'address' parameter" (spec, errors).
 */
export function checkedContractAddress(address: string): Address {
  if (!isAddress(address, { strict: false }) || getAddress(address) === zeroAddress)
    throw new Error(`Invalid 'address' parameter '${address}'.`)
  return getAddress(address)
}

/**
 * The address a contract is built at, or null when it cannot be: the failure is logged as 'Failed to
 * get contract' (spec, errors) and the caller reads nothing.
 */
export function contractAddressOrNull(address: string): Address | null {
  try {
    return checkedContractAddress(address)
  } catch (error) {
    console.error('Failed to get contract', error)
    return null
  }
}
