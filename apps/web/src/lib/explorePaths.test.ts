import { describe, expect, it } from 'vitest'
import { chainIdFromSlug, chainSlug, explorePath, explorePoolPath, exploreTokenPath } from './explorePaths'

describe('Explore paths', () => {
  it('names chains by slug both ways', () => {
    expect(chainSlug(1)).toBe('ethereum')
    expect(chainSlug(42161)).toBe('arbitrum')
    expect(chainIdFromSlug('arbitrum')).toBe(42161)
    expect(chainIdFromSlug('Ethereum')).toBe(1)
    expect(chainIdFromSlug('nowhere')).toBeUndefined()
    expect(chainIdFromSlug(undefined)).toBeUndefined()
    expect(chainSlug(5)).toBeUndefined()
  })

  it('builds token, pool and list paths with lowercased addresses', () => {
    const address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
    expect(exploreTokenPath(1, address)).toBe(`/explore/tokens/ethereum/${address.toLowerCase()}`)
    expect(explorePoolPath(42161, address)).toBe(`/explore/pools/arbitrum/${address.toLowerCase()}`)
    expect(exploreTokenPath(5, address)).toBeUndefined()
    expect(explorePath()).toBe('/explore/tokens')
    expect(explorePath('pools', 1)).toBe('/explore/pools/ethereum')
    expect(explorePath('pools', 5)).toBe('/explore/pools')
  })
})
