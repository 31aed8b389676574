import { NONFUNGIBLE_POSITION_MANAGER_ADDRESSES, V3_CORE_FACTORY_ADDRESSES } from '@uniswap/sdk-core'
import type { Address } from 'viem'

/** The v3 factory of a chain (sdk-core's canonical addresses, the same the devnet replicas use). */
export function v3FactoryAddress(chainId: number): Address | undefined {
  return V3_CORE_FACTORY_ADDRESSES[chainId] as Address | undefined
}

/** The NonfungiblePositionManager of a chain. */
export function positionManagerAddress(chainId: number): Address | undefined {
  return NONFUNGIBLE_POSITION_MANAGER_ADDRESSES[chainId] as Address | undefined
}
