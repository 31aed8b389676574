import { describe, expect, it } from 'vitest'
import { formatDecimals } from '../src/response.ts'

describe('decimal forms', () => {
  it('formats raw amounts in whole tokens without trailing zeros', () => {
    expect(formatDecimals(1_500_000n, 6)).toBe('1.5')
    expect(formatDecimals(10n ** 18n, 18)).toBe('1')
    expect(formatDecimals(1n, 18)).toBe('0.000000000000000001')
    expect(formatDecimals(-2_000_001n, 6)).toBe('-2.000001')
  })
})
