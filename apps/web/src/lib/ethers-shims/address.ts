import { getContractAddress, isAddress, getAddress as viemGetAddress } from 'viem'
import { type BytesLike, hexlify } from './bytes'

/** ethers' getAddress: checksums an address; a mixed-case address must already have a valid checksum. */
export function getAddress(address: string): string {
  if (typeof address !== 'string' || !isAddress(address, { strict: false }))
    throw new Error(`invalid address (${address})`)
  const body = address.slice(2)
  const mixedCase = body !== body.toLowerCase() && body !== body.toUpperCase()
  if (mixedCase && !isAddress(address, { strict: true })) throw new Error(`bad address checksum (${address})`)
  return viemGetAddress(address)
}

export function isAddressLike(address: string): boolean {
  try {
    getAddress(address)
    return true
  } catch {
    return false
  }
}

/** ethers' getCreate2Address(from, salt, initCodeHash). */
export function getCreate2Address(from: string, salt: BytesLike, initCodeHash: BytesLike): string {
  return getContractAddress({
    opcode: 'CREATE2',
    from: getAddress(from) as `0x${string}`,
    salt: hexlify(salt),
    bytecodeHash: hexlify(initCodeHash),
  })
}
