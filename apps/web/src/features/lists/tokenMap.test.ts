import type { TokenList } from '@uniswap/token-lists'
import { describe, expect, it, vi } from 'vitest'
import { combineLists, listToTokenMap, shortenSymbol, WrappedTokenInfo } from './tokenMap'

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'

function list(name: string, tokens: TokenList['tokens'], tags?: TokenList['tags']): TokenList {
  return { name, timestamp: '2024-01-01T00:00:00Z', version: { major: 1, minor: 0, patch: 0 }, tokens, tags }
}

describe('listToTokenMap', () => {
  it('maps tokens by chain and checksummed address, keeping the list fields', () => {
    const source = list(
      'A',
      [
        {
          chainId: 1,
          address: USDC.toLowerCase(),
          symbol: 'USDC',
          name: 'USD Coin',
          decimals: 6,
          logoURI: 'ipfs://x',
          tags: ['stable'],
        },
        { chainId: 42161, address: DAI, symbol: 'DAI', name: 'Dai', decimals: 18 },
      ],
      { stable: { name: 'Stablecoin', description: 'Pegged to a currency' } },
    )
    const map = listToTokenMap(source)
    const usdc = map[1]?.[USDC]?.token
    expect(usdc).toBeInstanceOf(WrappedTokenInfo)
    expect(usdc?.address).toBe(USDC)
    expect(usdc?.decimals).toBe(6)
    expect(usdc?.logoURI).toBe('ipfs://x')
    expect(usdc?.tags).toEqual([{ id: 'stable', name: 'Stablecoin', description: 'Pegged to a currency' }])
    expect(map[42161]?.[DAI]?.list).toBe(source)
    expect(listToTokenMap(source)).toBe(map)
  })

  it('logs and skips invalid addresses and duplicates, keeping the first token', () => {
    const warn = vi.fn()
    const map = listToTokenMap(
      list('B', [
        { chainId: 1, address: USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
        { chainId: 1, address: USDC.toLowerCase(), symbol: 'FAKE', name: 'Fake', decimals: 6 },
        { chainId: 1, address: '0x1234', symbol: 'BAD', name: 'Bad', decimals: 18 },
      ]),
      { warn },
    )
    expect(Object.keys(map[1] ?? {})).toEqual([USDC])
    expect(map[1]?.[USDC]?.token.symbol).toBe('USDC')
    expect(warn).toHaveBeenCalledWith(`Duplicate token! ${USDC}`)
    expect(warn).toHaveBeenCalledWith('Invalid token address: 0x1234')
  })
})

describe('combineLists', () => {
  it('refuses tokens whose decimals the SDK cannot represent, logged, and keeps the others', () => {
    const warn = vi.fn()
    const map = listToTokenMap(
      list('Hostile', [
        { chainId: 1, address: USDC, symbol: 'HUGE', name: 'Huge', decimals: 255 },
        { chainId: 1, address: DAI, symbol: 'DAI', name: 'Dai', decimals: 18 },
      ]),
      { warn },
    )
    expect(map[1]?.[USDC]).toBeUndefined()
    expect(map[1]?.[DAI]?.token.decimals).toBe(18)
    expect(warn).toHaveBeenCalledWith(`Unsupported token: ${USDC} has 255 decimals`)
  })

  it('shows symbols and names without bidi overrides or invisible characters', () => {
    const map = listToTokenMap(
      list('Spoof', [
        { chainId: 1, address: DAI, symbol: '\u202eCDSU', name: 'US\u200bD Coin', decimals: 18 },
      ]),
    )
    expect(map[1]?.[DAI]?.token.symbol).toBe('CDSU')
    expect(map[1]?.[DAI]?.token.name).toBe('USD Coin')
  })

  it('keeps the token of the earlier list', () => {
    const first = list('first', [{ chainId: 1, address: USDC, symbol: 'USDC', name: 'First', decimals: 6 }])
    const second = list('second', [
      { chainId: 1, address: USDC, symbol: 'USDC', name: 'Second', decimals: 6 },
      { chainId: 1, address: DAI, symbol: 'DAI', name: 'Dai', decimals: 18 },
    ])
    const combined = combineLists([first, second])
    expect(combined[1]?.[USDC]?.token.name).toBe('First')
    expect(combined[1]?.[DAI]?.list).toBe(second)
    expect(combineLists([second, first])[1]?.[USDC]?.token.name).toBe('Second')
  })
})

describe('shortenSymbol', () => {
  it('keeps symbols up to 20 characters and shortens longer ones', () => {
    expect(shortenSymbol('A'.repeat(20))).toBe('A'.repeat(20))
    expect(shortenSymbol('oWETH-360P-12/25/20-LONG')).toBe('oWET...-LONG')
    expect(shortenSymbol(undefined)).toBeUndefined()
  })
})
