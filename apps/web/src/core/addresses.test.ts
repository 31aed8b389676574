import {
  NONFUNGIBLE_POSITION_MANAGER_ADDRESSES,
  SWAP_ROUTER_02_ADDRESSES,
  V3_CORE_FACTORY_ADDRESSES,
} from '@uniswap/sdk-core'
import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import mainnetBook from '../../../../packages/devnet/address-book/1.json'
import arbitrumBook from '../../../../packages/devnet/address-book/42161.json'
import { ADDRESS_BOOK_CHAIN_IDS, type ContractName, contractAddress } from './addresses'

const NAMES: ContractName[] = [
  'UniswapV3Factory',
  'NonfungiblePositionManager',
  'SwapRouter02',
  'QuoterV2',
  'TickLens',
  'UniswapInterfaceMulticall',
  'V3Migrator',
  'UniswapV2Factory',
  'UniswapV2Router02',
  'UNI',
  'Timelock',
  'GovernorBravo',
  'MerkleDistributor',
  'ENSRegistry',
  'SushiV2Factory',
  'FastGasOracle',
]

describe('contractAddress', () => {
  it.each([
    [1, mainnetBook.contracts],
    [42161, arbitrumBook.contracts],
  ])('agrees with the devnet replica of chain %i, contract by contract', (chainId, book) => {
    for (const name of NAMES) {
      const placed = (book as Partial<Record<string, string>>)[name]
      expect(contractAddress(chainId, name), name).toBe(placed)
    }
  })

  it("agrees with sdk-core's canonical v3 addresses on every chain of the book", () => {
    for (const chainId of ADDRESS_BOOK_CHAIN_IDS) {
      expect(contractAddress(chainId, 'UniswapV3Factory')).toBe(V3_CORE_FACTORY_ADDRESSES[chainId])
      expect(contractAddress(chainId, 'NonfungiblePositionManager')).toBe(
        NONFUNGIBLE_POSITION_MANAGER_ADDRESSES[chainId],
      )
      expect(contractAddress(chainId, 'SwapRouter02')).toBe(SWAP_ROUTER_02_ADDRESSES(chainId))
    }
  })

  it('holds checksummed addresses only, and nothing for an unknown chain', () => {
    for (const chainId of ADDRESS_BOOK_CHAIN_IDS)
      for (const name of NAMES) {
        const address = contractAddress(chainId, name)
        if (address) expect(getAddress(address)).toBe(address)
      }
    expect(contractAddress(5, 'SwapRouter02')).toBeUndefined()
    expect(contractAddress(42161, 'UniswapV2Router02')).toBeUndefined()
  })
})
