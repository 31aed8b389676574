import { encodePacked, keccak256 as viemKeccak256 } from 'viem'

// The SDKs pass Solidity type names and values, as ethers' solidity helpers take them.
type PackedTypes = Parameters<typeof encodePacked>[0]
type PackedValues = Parameters<typeof encodePacked>[1]

/** ethers' solidityPack. */
export function pack(types: readonly string[], values: readonly unknown[]): string {
  return encodePacked(types as PackedTypes, values as PackedValues)
}

/** ethers' solidityKeccak256: keccak256 of the packed encoding. */
export function keccak256(types: readonly string[], values: readonly unknown[]): string {
  return viemKeccak256(encodePacked(types as PackedTypes, values as PackedValues))
}
