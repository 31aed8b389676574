import { describe, expect, it } from 'vitest'
import { isAddressQuery, normaliseAddressQuery, searchInputError } from './address'

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

describe('normaliseAddressQuery', () => {
  it.each([
    [USDC, USDC],
    [USDC.toLowerCase(), USDC],
    [`  ${USDC.toLowerCase()}\n`, USDC],
    [`0x${USDC.slice(2).toUpperCase()}`, USDC],
    [`0X${USDC.slice(2)}`, USDC],
    // The case is not checked against the checksum: a wrongly mixed case is still the address.
    ['0xa0B86991C6218b36c1d19D4a2e9Eb0cE3606eB48', USDC],
  ])('%j is %s', (query, expected) => {
    expect(normaliseAddressQuery(query)).toBe(expected)
    expect(isAddressQuery(query)).toBe(true)
  })

  it.each([
    '',
    'usdc',
    '0x',
    USDC.slice(0, 41),
    `${USDC}0`,
    `0x${'g'.repeat(40)}`,
    USDC.slice(2),
    `0x ${USDC.slice(2)}`,
  ])('%j is not an address', (query) => {
    expect(normaliseAddressQuery(query)).toBeUndefined()
    expect(isAddressQuery(query)).toBe(false)
  })
})

describe('searchInputError', () => {
  it.each(['0x', '0x123', '0X123', `${USDC}0`, ` 0x${'z'.repeat(40)}`])(
    '%j is an invalid address',
    (query) => {
      expect(searchInputError(query)).toBe('Enter valid token address')
    },
  )

  it.each(['', '  ', 'usdc', 'USD Coin', USDC, USDC.toLowerCase()])('%j is fine', (query) => {
    expect(searchInputError(query)).toBeUndefined()
  })
})
