import { encodeAbiParameters, encodePacked, getAddress, getCreate2Address, keccak256 } from 'viem'
import { INIT_CODE_HASHES } from './constants.ts'
import type { Address } from './types.ts'

/** Token order of a pool: token0 is the lower address. */
export function sortTokens(a: Address, b: Address): [Address, Address] {
  return a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a]
}

export const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** The v3 pool of two tokens and a fee, where UniswapV3Factory deploys it (CREATE2). */
export function v3PoolAddress(factory: Address, tokenA: Address, tokenB: Address, fee: number): Address {
  const [token0, token1] = sortTokens(tokenA, tokenB)
  const salt = keccak256(
    encodeAbiParameters(
      [{ type: 'address' }, { type: 'address' }, { type: 'uint24' }],
      [token0, token1, fee],
    ),
  )
  return getCreate2Address({ from: factory, salt, bytecodeHash: INIT_CODE_HASHES.v3 })
}

/** The v2 pair of two tokens, where UniswapV2Factory deploys it (CREATE2). */
export function v2PairAddress(factory: Address, tokenA: Address, tokenB: Address): Address {
  const [token0, token1] = sortTokens(tokenA, tokenB)
  const salt = keccak256(encodePacked(['address', 'address'], [token0, token1]))
  return getCreate2Address({ from: factory, salt, bytecodeHash: INIT_CODE_HASHES.v2 })
}

export const checksum = (address: string): Address => getAddress(address)
