import { v2PairAddress, v3PoolAddress } from '@exchange/router'
import type { Address } from 'viem'
import { contractAddress } from './addresses'

/**
 * The v3 pool of two tokens and a fee on a chain, where the chain's UniswapV3Factory deploys it
 * (CREATE2 with viem: the SDK's computePoolAddress runs ethers' ABI coder, slower on every render).
 * Undefined on a chain without the factory. The tokens may come in either order.
 */
export function v3PoolAddressOn(
  chainId: number,
  tokenA: string,
  tokenB: string,
  fee: number,
): Address | undefined {
  const factory = contractAddress(chainId, 'UniswapV3Factory')
  return factory ? v3PoolAddress(factory, tokenA as Address, tokenB as Address, fee) : undefined
}

/**
 * The v2 pair of two tokens on a chain, where the chain's UniswapV2Factory deploys it; undefined on a
 * chain without v2. The tokens may come in either order.
 */
export function v2PairAddressOn(chainId: number, tokenA: string, tokenB: string): Address | undefined {
  const factory = contractAddress(chainId, 'UniswapV2Factory')
  return factory ? v2PairAddress(factory, tokenA as Address, tokenB as Address) : undefined
}
