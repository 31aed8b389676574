import { describe, expect, it } from 'vitest'
import { listsToEnableOnChain } from './chains'

const urls = {
  optimism: 'https://optimism.example/list.json',
  arbitrum: 'https://arbitrum.example/list.json',
}

describe('listsToEnableOnChain', () => {
  it.each([
    [10, [urls.optimism]],
    [69, [urls.optimism]],
    [42161, [urls.arbitrum]],
    [421611, [urls.arbitrum]],
    [1, []],
    [5, []],
    [137, []],
  ])('chain %i enables %j', (chainId, expected) => {
    expect(listsToEnableOnChain(chainId, urls)).toEqual(expected)
  })
})
