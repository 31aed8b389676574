import { describe, expect, it } from 'vitest'
import { ALL_SUPPORTED_CHAIN_IDS, L1_CHAIN_IDS, L2_CHAIN_IDS, SupportedChainId } from './chainIds'
import { addChainParameters, CHAIN_INFO, getChainInfo, rpcUrlFor, withRpcUrls } from './chainInfo'

const COMMON_FIELDS = [
  'blockWaitMsBeforeWarning',
  'docs',
  'explorer',
  'infoLink',
  'label',
  'logoUrl',
  'nativeCurrency',
  'rpcUrls',
]
const L2_ONLY_FIELDS = ['bridge', 'defaultListUrl', 'statusPage']

describe('chain configuration', () => {
  it.each(L1_CHAIN_IDS)('layer-1 chain %i has exactly the common fields', (chainId) => {
    expect(Object.keys(CHAIN_INFO[chainId]).sort()).toEqual(COMMON_FIELDS)
  })

  it.each(L2_CHAIN_IDS)(
    'layer-2 chain %i has the common fields plus bridge, list and status page',
    (chainId) => {
      expect(Object.keys(CHAIN_INFO[chainId]).sort()).toEqual([...COMMON_FIELDS, ...L2_ONLY_FIELDS].sort())
    },
  )

  it.each(ALL_SUPPORTED_CHAIN_IDS)('chain %i has usable values', (chainId) => {
    const info = CHAIN_INFO[chainId]
    for (const url of [info.docs, info.explorer, info.infoLink]) expect(url).toMatch(/^https:\/\/.+\/$/)
    expect(info.label.length).toBeGreaterThan(0)
    expect(info.logoUrl.length).toBeGreaterThan(0)
    // Kovan is retired and its public endpoint gone: it has none unless one is configured.
    expect(info.rpcUrls.length).toBe(chainId === 42 ? 0 : 1)
    for (const url of info.rpcUrls) expect(url).toMatch(/^https:\/\//)
    expect(info.rpcUrls.join()).not.toContain('poa.network')
    expect(info.nativeCurrency.decimals).toBe(18)
    expect(info.nativeCurrency.name.length).toBeGreaterThan(0)
    // EIP-3085 wallets reject symbols outside 2..6 characters.
    expect(info.nativeCurrency.symbol.length).toBeGreaterThanOrEqual(2)
    expect(info.nativeCurrency.symbol.length).toBeLessThanOrEqual(6)
  })

  it.each([
    [1, 'Ethereum', 'https://etherscan.io/', 'https://info.uniswap.org/#/'],
    [3, 'Ropsten', 'https://ropsten.etherscan.io/', 'https://info.uniswap.org/#/'],
    [4, 'Rinkeby', 'https://rinkeby.etherscan.io/', 'https://info.uniswap.org/#/'],
    [5, 'Görli', 'https://goerli.etherscan.io/', 'https://info.uniswap.org/#/'],
    [42, 'Kovan', 'https://kovan.etherscan.io/', 'https://info.uniswap.org/#/'],
    [10, 'OΞ', 'https://optimistic.etherscan.io/', 'https://info.uniswap.org/#/optimism/'],
    [
      69,
      'Optimistic Kovan',
      'https://kovan-optimistic.etherscan.io/',
      'https://info.uniswap.org/#/optimism/',
    ],
    [42161, 'Arbitrum', 'https://arbiscan.io/', 'https://info.uniswap.org/#/arbitrum/'],
    [
      421611,
      'Arbitrum Rinkeby',
      'https://rinkeby-explorer.arbitrum.io/',
      'https://info.uniswap.org/#/arbitrum/',
    ],
  ])('chain %i is labelled %s with explorer %s and analytics %s', (chainId, label, explorer, infoLink) => {
    const info = getChainInfo(chainId)
    expect(info?.label).toBe(label)
    expect(info?.explorer).toBe(explorer)
    expect(info?.infoLink).toBe(infoLink)
  })

  it.each([
    [1, 600_000],
    [3, 600_000],
    [4, 600_000],
    [5, 600_000],
    [42, 600_000],
    [42161, 600_000],
    [421611, 600_000],
    [10, 900_000],
    [69, 900_000],
  ])('chain %i warns after %i ms without a block', (chainId, ms) => {
    expect(getChainInfo(chainId)?.blockWaitMsBeforeWarning).toBe(ms)
  })

  it('uses the bridges’ token lists as default lists on layer 2', () => {
    expect(CHAIN_INFO[SupportedChainId.OPTIMISM].defaultListUrl).toBe(
      'https://static.optimism.io/optimism.tokenlist.json',
    )
    expect(CHAIN_INFO[SupportedChainId.OPTIMISTIC_KOVAN].defaultListUrl).toBe(
      'https://static.optimism.io/optimism.tokenlist.json',
    )
    expect(CHAIN_INFO[SupportedChainId.ARBITRUM_ONE].defaultListUrl).toBe(
      'https://bridge.arbitrum.io/token-list-42161.json',
    )
  })

  it('returns undefined for an unknown or missing chain', () => {
    expect(getChainInfo(56)).toBeUndefined()
    expect(getChainInfo(undefined)).toBeUndefined()
    expect(getChainInfo(null)).toBeUndefined()
  })
})

describe('withRpcUrls', () => {
  it('replaces the RPC URLs of configured chains only and leaves the input untouched', () => {
    const config = withRpcUrls(CHAIN_INFO, {
      [SupportedChainId.MAINNET]: 'https://rpc.example/mainnet',
      [SupportedChainId.ARBITRUM_ONE]: ' https://rpc.example/arbitrum ',
    })
    expect(config[SupportedChainId.MAINNET].rpcUrls).toEqual(['https://rpc.example/mainnet'])
    expect(config[SupportedChainId.ARBITRUM_ONE].rpcUrls).toEqual(['https://rpc.example/arbitrum'])
    expect(config[SupportedChainId.OPTIMISM].rpcUrls).toEqual(CHAIN_INFO[SupportedChainId.OPTIMISM].rpcUrls)
    expect(config[SupportedChainId.ARBITRUM_ONE].bridge).toBe('https://bridge.arbitrum.io/')
    expect(CHAIN_INFO[SupportedChainId.MAINNET].rpcUrls).toEqual(['https://cloudflare-eth.com'])
    expect(Object.keys(config).length).toBe(ALL_SUPPORTED_CHAIN_IDS.length)
  })

  it('keeps the defaults when a configured URL is empty', () => {
    const config = withRpcUrls(CHAIN_INFO, { [SupportedChainId.GOERLI]: '' })
    expect(config[SupportedChainId.GOERLI].rpcUrls).toEqual(CHAIN_INFO[SupportedChainId.GOERLI].rpcUrls)
  })

  it('is what getChainInfo reads when passed', () => {
    const config = withRpcUrls(CHAIN_INFO, { 10: 'https://rpc.example/op' })
    expect(getChainInfo(10, config)?.rpcUrls).toEqual(['https://rpc.example/op'])
  })
})

describe('addChainParameters', () => {
  it.each([
    [1, '0x1'],
    [3, '0x3'],
    [4, '0x4'],
    [5, '0x5'],
    [42, '0x2a'],
    [10, '0xa'],
    [69, '0x45'],
    [42161, '0xa4b1'],
    [421611, '0x66eeb'],
  ] as const)('encodes chain %i as %s', (chainId, hex) => {
    expect(addChainParameters(chainId, 'https://rpc.example').chainId).toBe(hex)
  })

  it('builds the wallet_addEthereumChain parameters from the chain config', () => {
    expect(addChainParameters(SupportedChainId.ARBITRUM_ONE, 'https://rpc.example/arb')).toEqual({
      chainId: '0xa4b1',
      chainName: 'Arbitrum',
      rpcUrls: ['https://rpc.example/arb'],
      nativeCurrency: { name: 'Arbitrum Ether', symbol: 'ETH', decimals: 18 },
      blockExplorerUrls: ['https://arbiscan.io/'],
    })
  })
})

describe('rpcUrlFor', () => {
  it('takes the configured URL, else the public default, and nothing for an unknown chain', () => {
    expect(rpcUrlFor(1, { 1: 'http://127.0.0.1:8545' })).toBe('http://127.0.0.1:8545')
    expect(rpcUrlFor(42161, { 1: 'http://127.0.0.1:8545' })).toBe(CHAIN_INFO[42161].rpcUrls[0])
    expect(rpcUrlFor(999, {})).toBeUndefined()
  })
})
