import { describe, expect, it } from 'vitest'
import { ALL_SUPPORTED_CHAIN_IDS } from '../chains'
import { ExplorerDataType, getExplorerLink } from './getExplorerLink'

const TX = '0x6b3f4a0f9e8b2c1d0e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d'
const ADDR = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984'
const BLOCK = '13000000'

// Expected URLs are written out in full so a change to any explorer or path shows up here.
const EVERY_CHAIN_AND_TYPE: [number, ExplorerDataType, string, string][] = [
  [1, ExplorerDataType.TRANSACTION, TX, `https://etherscan.io/tx/${TX}`],
  [1, ExplorerDataType.TOKEN, ADDR, `https://etherscan.io/token/${ADDR}`],
  [1, ExplorerDataType.ADDRESS, ADDR, `https://etherscan.io/address/${ADDR}`],
  [1, ExplorerDataType.BLOCK, BLOCK, `https://etherscan.io/block/${BLOCK}`],
  [3, ExplorerDataType.TRANSACTION, TX, `https://ropsten.etherscan.io/tx/${TX}`],
  [3, ExplorerDataType.TOKEN, ADDR, `https://ropsten.etherscan.io/token/${ADDR}`],
  [3, ExplorerDataType.ADDRESS, ADDR, `https://ropsten.etherscan.io/address/${ADDR}`],
  [3, ExplorerDataType.BLOCK, BLOCK, `https://ropsten.etherscan.io/block/${BLOCK}`],
  [4, ExplorerDataType.TRANSACTION, TX, `https://rinkeby.etherscan.io/tx/${TX}`],
  [4, ExplorerDataType.TOKEN, ADDR, `https://rinkeby.etherscan.io/token/${ADDR}`],
  [4, ExplorerDataType.ADDRESS, ADDR, `https://rinkeby.etherscan.io/address/${ADDR}`],
  [4, ExplorerDataType.BLOCK, BLOCK, `https://rinkeby.etherscan.io/block/${BLOCK}`],
  [5, ExplorerDataType.TRANSACTION, TX, `https://goerli.etherscan.io/tx/${TX}`],
  [5, ExplorerDataType.TOKEN, ADDR, `https://goerli.etherscan.io/token/${ADDR}`],
  [5, ExplorerDataType.ADDRESS, ADDR, `https://goerli.etherscan.io/address/${ADDR}`],
  [5, ExplorerDataType.BLOCK, BLOCK, `https://goerli.etherscan.io/block/${BLOCK}`],
  [42, ExplorerDataType.TRANSACTION, TX, `https://kovan.etherscan.io/tx/${TX}`],
  [42, ExplorerDataType.TOKEN, ADDR, `https://kovan.etherscan.io/token/${ADDR}`],
  [42, ExplorerDataType.ADDRESS, ADDR, `https://kovan.etherscan.io/address/${ADDR}`],
  [42, ExplorerDataType.BLOCK, BLOCK, `https://kovan.etherscan.io/block/${BLOCK}`],
  [10, ExplorerDataType.TRANSACTION, TX, `https://optimistic.etherscan.io/tx/${TX}`],
  [10, ExplorerDataType.TOKEN, ADDR, `https://optimistic.etherscan.io/token/${ADDR}`],
  [10, ExplorerDataType.ADDRESS, ADDR, `https://optimistic.etherscan.io/address/${ADDR}`],
  [10, ExplorerDataType.BLOCK, BLOCK, `https://optimistic.etherscan.io/block/${BLOCK}`],
  [69, ExplorerDataType.TRANSACTION, TX, `https://kovan-optimistic.etherscan.io/tx/${TX}`],
  [69, ExplorerDataType.TOKEN, ADDR, `https://kovan-optimistic.etherscan.io/token/${ADDR}`],
  [69, ExplorerDataType.ADDRESS, ADDR, `https://kovan-optimistic.etherscan.io/address/${ADDR}`],
  [69, ExplorerDataType.BLOCK, BLOCK, `https://kovan-optimistic.etherscan.io/block/${BLOCK}`],
  [42161, ExplorerDataType.TRANSACTION, TX, `https://arbiscan.io/tx/${TX}`],
  [42161, ExplorerDataType.TOKEN, ADDR, `https://arbiscan.io/token/${ADDR}`],
  [42161, ExplorerDataType.ADDRESS, ADDR, `https://arbiscan.io/address/${ADDR}`],
  [42161, ExplorerDataType.BLOCK, BLOCK, `https://arbiscan.io/block/${BLOCK}`],
  [421611, ExplorerDataType.TRANSACTION, TX, `https://rinkeby-explorer.arbitrum.io/tx/${TX}`],
  [421611, ExplorerDataType.TOKEN, ADDR, `https://rinkeby-explorer.arbitrum.io/address/${ADDR}`],
  [421611, ExplorerDataType.ADDRESS, ADDR, `https://rinkeby-explorer.arbitrum.io/address/${ADDR}`],
  [421611, ExplorerDataType.BLOCK, BLOCK, `https://rinkeby-explorer.arbitrum.io/block/${BLOCK}`],
]

describe('getExplorerLink', () => {
  it('the table covers every supported chain with every data type', () => {
    const covered = new Set(EVERY_CHAIN_AND_TYPE.map(([chainId, type]) => `${chainId}:${type}`))
    for (const chainId of ALL_SUPPORTED_CHAIN_IDS) {
      for (const type of Object.values(ExplorerDataType)) expect(covered).toContain(`${chainId}:${type}`)
    }
  })

  it.each(EVERY_CHAIN_AND_TYPE)('chain %i, %s %s → %s', (chainId, type, data, expected) => {
    expect(getExplorerLink(chainId, data, type)).toBe(expected)
  })

  it.each([
    [ExplorerDataType.TRANSACTION, TX, `https://etherscan.io/tx/${TX}`],
    [ExplorerDataType.TOKEN, ADDR, `https://etherscan.io/token/${ADDR}`],
    [ExplorerDataType.ADDRESS, ADDR, `https://etherscan.io/address/${ADDR}`],
    [ExplorerDataType.BLOCK, BLOCK, `https://etherscan.io/block/${BLOCK}`],
  ])('an unknown chain links %s to the mainnet explorer', (type, data, expected) => {
    expect(getExplorerLink(56, data, type)).toBe(expected)
  })
})
