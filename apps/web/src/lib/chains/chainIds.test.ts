import { describe, expect, it } from 'vitest'
import {
  ALL_SUPPORTED_CHAIN_IDS,
  CHAIN_IDS_TO_NAMES,
  DEFAULT_CHAIN_ID,
  isArbitrum,
  isL2,
  isOptimism,
  isSupportedChain,
  L1_CHAIN_IDS,
  L2_CHAIN_IDS,
  SupportedChainId,
} from './chainIds'

describe('chain ids', () => {
  it('supports exactly the nine chains of the spec', () => {
    expect([...ALL_SUPPORTED_CHAIN_IDS].sort((a, b) => a - b)).toEqual([
      1, 3, 4, 5, 10, 42, 69, 42161, 421611,
    ])
  })

  it('defaults to mainnet', () => {
    expect(DEFAULT_CHAIN_ID).toBe(1)
  })

  it('splits the chains into layer 1 and layer 2 without overlap', () => {
    expect([...L1_CHAIN_IDS].sort((a, b) => a - b)).toEqual([1, 3, 4, 5, 42])
    expect([...L2_CHAIN_IDS].sort((a, b) => a - b)).toEqual([10, 69, 42161, 421611])
    expect(L1_CHAIN_IDS.length + L2_CHAIN_IDS.length).toBe(ALL_SUPPORTED_CHAIN_IDS.length)
  })

  it.each([
    [1, true, false, false, false],
    [3, true, false, false, false],
    [4, true, false, false, false],
    [5, true, false, false, false],
    [42, true, false, false, false],
    [10, true, true, false, true],
    [69, true, true, false, true],
    [42161, true, true, true, false],
    [421611, true, true, true, false],
    [56, false, false, false, false],
    [0, false, false, false, false],
  ])(
    'chain %i: supported %s, L2 %s, Arbitrum %s, Optimism %s',
    (chainId, supported, l2, arbitrum, optimism) => {
      expect(isSupportedChain(chainId)).toBe(supported)
      expect(isL2(chainId)).toBe(l2)
      expect(isArbitrum(chainId)).toBe(arbitrum)
      expect(isOptimism(chainId)).toBe(optimism)
    },
  )

  it('treats a missing chain id as unsupported', () => {
    expect(isSupportedChain(undefined)).toBe(false)
    expect(isSupportedChain(null)).toBe(false)
    expect(isL2(null)).toBe(false)
  })

  it('names every chain', () => {
    expect(CHAIN_IDS_TO_NAMES).toEqual({
      [SupportedChainId.MAINNET]: 'mainnet',
      [SupportedChainId.ROPSTEN]: 'ropsten',
      [SupportedChainId.RINKEBY]: 'rinkeby',
      [SupportedChainId.GOERLI]: 'goerli',
      [SupportedChainId.KOVAN]: 'kovan',
      [SupportedChainId.OPTIMISM]: 'optimism',
      [SupportedChainId.OPTIMISTIC_KOVAN]: 'optimistic_kovan',
      [SupportedChainId.ARBITRUM_ONE]: 'arbitrum',
      [SupportedChainId.ARBITRUM_RINKEBY]: 'arbitrum_rinkeby',
    })
  })
})
