import { type Address, namehash, parseAbi } from 'viem'

export const ensRegistryAbi = parseAbi(['function resolver(bytes32 node) view returns (address)'])
export const ensResolverAbi = parseAbi([
  'function name(bytes32 node) view returns (string)',
  'function addr(bytes32 node) view returns (address)',
  'function text(bytes32 node, string key) view returns (string)',
])

/** The reverse-record node of an address: namehash('<address without 0x, lower case>.addr.reverse'). */
export function reverseNode(address: Address): `0x${string}` {
  return namehash(`${address.slice(2).toLowerCase()}.addr.reverse`)
}

/** A reverse record counts only if the name resolves forward to the same address. */
export function verifiedName(address: Address, name: string | undefined, forward: Address | undefined) {
  if (!name || !forward) return undefined
  return forward.toLowerCase() === address.toLowerCase() ? name : undefined
}
