import { describe, expect, it } from 'vitest'
import { parseTokenId } from './tokenId'

describe('parseTokenId', () => {
  it('reads positive decimal ids, however large', () => {
    expect(parseTokenId('1')).toBe(1n)
    expect(parseTokenId('00042')).toBe(42n)
    expect(parseTokenId('123456789012345678901234567890')).toBe(123456789012345678901234567890n)
  })

  it('refuses 0, negatives, hex, decimals, words and nothing', () => {
    for (const bad of [undefined, '', '0', '000', '-1', '0x1', '1.5', '1e3', 'abc', ' 1']) {
      expect(parseTokenId(bad)).toBeUndefined()
    }
  })
})
