import { keccak256, stringToBytes } from 'viem'

/**
 * ethers' `id`: the keccak256 of a text's UTF-8 bytes, as a hex string. The one helper
 * @ethersproject/abi takes from @ethersproject/hash (for function selectors and event topics); the
 * real package also decodes ENS normalisation tables when it loads, which the add page paid for at
 * every cold load without ever using them.
 */
export function id(text: string): string {
  return keccak256(stringToBytes(text))
}
