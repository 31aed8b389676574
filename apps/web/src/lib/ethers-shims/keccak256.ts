import { keccak256 as viemKeccak256 } from 'viem'
import { type BytesLike, hexlify } from './bytes'

export function keccak256(data: BytesLike): string {
  return viemKeccak256(hexlify(data))
}
