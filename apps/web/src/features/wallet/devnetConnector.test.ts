import { describe, expect, it } from 'vitest'
import { parseAuthorized } from './devnetConnector'

describe('parseAuthorized', () => {
  it('reads the chain of a remembered Devnet account connection', () => {
    expect(parseAuthorized({ chainId: 1 })).toBe(1)
    expect(parseAuthorized({ chainId: 42161 })).toBe(42161)
  })

  it('takes anything else in storage for "not connected", without throwing', () => {
    for (const stored of [
      undefined,
      null,
      'yes',
      1,
      [],
      {},
      { chainId: '1' },
      { chainId: 0 },
      { chainId: 1.5 },
    ])
      expect(parseAuthorized(stored)).toBeUndefined()
  })
})
