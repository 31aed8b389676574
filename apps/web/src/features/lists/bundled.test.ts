import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { TokenList } from '@uniswap/token-lists'
import { isAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { BUNDLED_LIST_ASSETS } from './bundled'
import { DEFAULT_ACTIVE_LIST_URLS, DEFAULT_LIST_OF_LISTS, UNSUPPORTED_LIST_URLS } from './defaults'
import { validateTokenList } from './state/validate'

const DIR = join(import.meta.dirname, 'bundled')
const read = (name: string) => JSON.parse(readFileSync(join(DIR, name), 'utf8')) as TokenList

describe('the bundled lists', () => {
  it('are valid token lists with valid addresses', () => {
    const files = readdirSync(DIR).filter((name) => name.endsWith('.json'))
    expect(files.length).toBe(15)
    for (const file of files) {
      const list = read(file)
      const result = validateTokenList(list)
      expect(result.ok ? 'valid' : `${file}: ${result.error}`).toBe('valid')
      for (const token of list.tokens) expect(isAddress(token.address, { strict: false })).toBe(true)
    }
  })

  it('cover every default list, in the priority order of the reference values', () => {
    expect(Object.keys(BUNDLED_LIST_ASSETS).sort()).toEqual([...DEFAULT_LIST_OF_LISTS].sort())
    expect(DEFAULT_LIST_OF_LISTS[0]).toBe('https://tokens.uniswap.org')
    expect(DEFAULT_LIST_OF_LISTS.at(-1)).toBe(UNSUPPORTED_LIST_URLS.at(-1))
    expect(DEFAULT_ACTIVE_LIST_URLS).toEqual([
      'https://tokens.uniswap.org',
      'https://www.gemini.com/uniswap/manifest.json',
    ])
  })

  it('have the broken-token list with one entry and unsupported tokens on chains 1 and 10', () => {
    expect(read('broken.json').tokens).toHaveLength(1)
    const unsupported = read('unsupported.json').tokens
    expect(unsupported.filter((token) => token.chainId === 1).length).toBeGreaterThan(15)
    expect(unsupported.filter((token) => token.chainId === 10).length).toBeGreaterThanOrEqual(3)
    // The devnet's unsupported token (mAAPL) is among them.
    expect(unsupported.some((token) => token.address === '0xd36932143F6eBDEDD872D5Fb0651f4B72Fd15a84')).toBe(
      true,
    )
  })

  it('offer the devnet tokens on mainnet and Arbitrum through the active and layer-2 lists', () => {
    const uniswap = read('uniswap.json').tokens
    for (const address of [
      '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      '0x6B175474E89094C44Da98b954EedeAC495271d0F',
      '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
    ])
      expect(uniswap.some((token) => token.chainId === 1 && token.address === address)).toBe(true)
    const arbitrum = read('arbitrum.json').tokens
    expect(arbitrum.some((token) => token.address === '0xFF970A61A04b1cA14834A43f5dE4533eBDDB5CC8')).toBe(
      true,
    )
  })
})
