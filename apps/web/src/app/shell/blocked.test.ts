import { describe, expect, it } from 'vitest'
import { BLOCKED_ADDRESSES, isBlockedAddress } from './blocked'

describe('the blocked-address gate', () => {
  it('lists 15 distinct addresses', () => {
    expect(new Set(BLOCKED_ADDRESSES.map((address) => address.toLowerCase())).size).toBe(15)
  })

  it('matches regardless of case and takes the configured extras', () => {
    expect(isBlockedAddress(BLOCKED_ADDRESSES[0]?.toLowerCase())).toBe(true)
    expect(isBlockedAddress('0xa0Ee7A142d267C1f36714E4a8F75612F20a79720')).toBe(false)
    expect(
      isBlockedAddress('0xa0ee7a142d267c1f36714e4a8f75612f20a79720', [
        '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
      ]),
    ).toBe(true)
    expect(isBlockedAddress(undefined)).toBe(false)
  })
})
