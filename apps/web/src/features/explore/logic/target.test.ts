import { describe, expect, it } from 'vitest'
import { listChainId, pageTarget } from './target'

const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'

describe('pageTarget', () => {
  it('reads the chain slug and lowercases the address', () => {
    expect(pageTarget({ chain: 'arbitrum', address: WETH })).toEqual({
      chainId: 42161,
      address: WETH.toLowerCase(),
    })
  })
  it('takes Ethereum for an unknown or missing slug', () => {
    expect(pageTarget({ chain: 'nowhere', address: WETH }).chainId).toBe(1)
    expect(pageTarget({ address: WETH }).chainId).toBe(1)
  })
  it('gives no address for text that is not one, whatever was pasted', () => {
    for (const address of [undefined, '', '0x12', `${WETH}00`, 'weth', '<script>'])
      expect(pageTarget({ chain: 'ethereum', address }).address).toBe('')
  })
})

describe('listChainId', () => {
  it('prefers the path, then the connected chain where covered, then the first covered chain', () => {
    expect(listChainId(42161, 1, [1, 42161])).toBe(42161)
    expect(listChainId(undefined, 42161, [1, 42161])).toBe(42161)
    expect(listChainId(undefined, 10, [1, 42161])).toBe(1)
    expect(listChainId(undefined, 10, [])).toBe(10)
  })
})
