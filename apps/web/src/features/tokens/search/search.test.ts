import { describe, expect, it } from 'vitest'
import {
  DEFAULT_SEARCH_LIMIT,
  filterTokens,
  pickOnEnter,
  searchInactiveLists,
  showNativeFirst,
  sortByQuery,
} from './search'
import type { SearchToken } from './types'

function token(n: number, symbol?: string, name?: string, chainId = 1): SearchToken {
  return { chainId, address: `0x${n.toString(16).padStart(40, 'a')}`, symbol, name, decimals: 18 }
}

const usdc = { ...token(1, 'USDC', 'USD Coin'), address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }
const dai = token(2, 'DAI', 'Dai Stablecoin')
const weth = token(3, 'WETH', 'Wrapped Ether')
const usdt = token(4, 'USDT', 'Tether USD')
const nameless = token(5)
const tokens = [usdc, dai, weth, usdt, nameless]

const symbols = (list: readonly SearchToken[]) => list.map((t) => t.symbol)

describe('filterTokens', () => {
  it('returns every token for a blank query', () => {
    expect(filterTokens(tokens, '')).toEqual(tokens)
    expect(filterTokens(tokens, '   ')).toEqual(tokens)
  })

  it('finds the token at a pasted address, in any case', () => {
    expect(filterTokens(tokens, usdc.address.toLowerCase())).toEqual([usdc])
    expect(filterTokens(tokens, ` ${usdc.address} `)).toEqual([usdc])
    expect(filterTokens(tokens, dai.address.toUpperCase().replace('0X', '0x'))).toEqual([dai])
    expect(filterTokens(tokens, `0x${'1'.repeat(40)}`)).toEqual([])
  })

  it('matches the start of a word of the symbol or the name, case-insensitive', () => {
    expect(symbols(filterTokens(tokens, 'usd'))).toEqual(['USDC', 'USDT'])
    expect(symbols(filterTokens(tokens, 'STABLE'))).toEqual(['DAI'])
    expect(symbols(filterTokens(tokens, 'ether'))).toEqual(['WETH'])
    expect(symbols(filterTokens(tokens, 'sdc'))).toEqual([])
    expect(symbols(filterTokens(tokens, 'coin'))).toEqual(['USDC'])
  })

  it('needs every term to match', () => {
    expect(symbols(filterTokens(tokens, 'usd co'))).toEqual(['USDC'])
    expect(symbols(filterTokens(tokens, '  usd   te '))).toEqual(['USDT'])
    expect(symbols(filterTokens(tokens, 'weth wrapped'))).toEqual(['WETH'])
    expect(symbols(filterTokens(tokens, 'usd dai'))).toEqual([])
  })
})

describe('sortByQuery', () => {
  const list = [
    token(10, 'XETH'),
    token(11, 'ETHX'),
    token(12, 'eth'),
    token(13, 'ETHER'),
    token(14),
    token(15, 'ETH'),
  ]

  it('puts exact symbols first, then symbols starting with the query, keeping the order within each', () => {
    expect(symbols(sortByQuery(list, ' Eth '))).toEqual(['eth', 'ETH', 'ETHX', 'ETHER', 'XETH', undefined])
  })

  it('ranks a token of an imported list after the same symbol from a default list', () => {
    const fake = { ...token(20, 'USDC', 'USD Coin'), imported: true }
    const real = { ...usdc, imported: false }
    const sorted = sortByQuery(
      [fake, real, { ...token(21, 'USDCX'), imported: false }],
      'usdc',
      (t) => !t.imported,
    )
    expect(sorted.map((t) => t.address)).toEqual([real.address, fake.address, token(21).address])
  })

  it('keeps the order for a blank query and does not change its argument', () => {
    const copy = [...list]
    expect(sortByQuery(list, '')).toEqual(list)
    sortByQuery(list, 'eth')
    expect(list).toEqual(copy)
  })
})

describe('showNativeFirst', () => {
  it.each(['', ' ', 'e', 'et', 'eth', 'ETH', ' Et '])('%j shows the native coin first', (query) => {
    expect(showNativeFirst(query)).toBe(true)
  })

  it.each(['ethe', 'ether', 'weth', 't', 'x'])('%j does not', (query) => {
    expect(showNativeFirst(query)).toBe(false)
  })
})

describe('pickOnEnter', () => {
  it('picks the first result when its symbol is the query', () => {
    expect(pickOnEnter([dai, usdc], ' dai ')).toBe(dai)
  })

  it('picks the only result whatever the query', () => {
    expect(pickOnEnter([usdc], 'usd co')).toBe(usdc)
  })

  it('picks nothing when the first of several results does not match exactly, or there are none', () => {
    expect(pickOnEnter([usdc, usdt], 'usd')).toBeUndefined()
    expect(pickOnEnter([usdc, dai], 'dai')).toBeUndefined()
    expect(pickOnEnter([nameless, dai], '')).toBeUndefined()
    expect(pickOnEnter([], 'dai')).toBeUndefined()
  })
})

describe('searchInactiveLists', () => {
  it('finds matching tokens of the lists, skipping active ones in any case', () => {
    const lists = [{ tokens }]
    const active = new Set([usdc.address.toLowerCase()])
    expect(searchInactiveLists(lists, 'usd', active)).toEqual([usdt])
    expect(searchInactiveLists(lists, 'usd', new Set([usdc.address]))).toEqual([usdt])
  })

  it('lists a token in several lists once, by chain and address in any case', () => {
    const copy = { ...dai, address: dai.address.toUpperCase().replace('0X', '0x'), name: 'Dai copy' }
    const otherChain = { ...dai, chainId: 10 }
    const found = searchInactiveLists([{ tokens: [dai] }, { tokens: [copy, otherChain] }], 'dai', new Set())
    expect(found).toEqual([dai, otherChain])
  })

  it('returns at most 10 by default, the best matches first', () => {
    const many = Array.from({ length: 15 }, (_, i) => token(100 + i, `UNI${i}`))
    const exact = token(200, 'UNI')
    const found = searchInactiveLists([{ tokens: many }, { tokens: [exact] }], 'uni', new Set())
    expect(DEFAULT_SEARCH_LIMIT).toBe(10)
    expect(found).toHaveLength(10)
    expect(found[0]).toBe(exact)
    expect(found.slice(1)).toEqual(many.slice(0, 9))
  })

  it('honours a given limit', () => {
    expect(searchInactiveLists([{ tokens }], 'usd', new Set(), 1)).toEqual([usdc])
    expect(searchInactiveLists([{ tokens }], 'usd', new Set(), 0)).toEqual([])
  })

  it('finds nothing for a blank query', () => {
    expect(searchInactiveLists([{ tokens }], ' ', new Set())).toEqual([])
  })

  it('finds a pasted lower-case address', () => {
    expect(searchInactiveLists([{ tokens }], usdc.address.toLowerCase(), new Set())).toEqual([usdc])
  })
})
