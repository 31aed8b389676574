import { describe, expect, it } from 'vitest'
import { formatGwei } from './gwei'

describe('formatGwei', () => {
  it('divides wei by 1e9, to two decimals rounded down', () => {
    expect(formatGwei(25_000_000_000n, 'en-US')).toBe('25 gwei')
    expect(formatGwei(12_345_678_901n, 'en-US')).toBe('12.34 gwei')
    expect(formatGwei(50_000_000n, 'en-US')).toBe('0.05 gwei')
    expect(formatGwei(1_234_500_000_000n, 'en-US')).toBe('1,234.5 gwei')
    expect(formatGwei(12_340_000_000n, 'de-DE')).toBe('12,34 gwei')
  })

  it("shows '<0.01 gwei' for a tiny price and 0 for none", () => {
    expect(formatGwei(9_999_999n, 'en-US')).toBe('<0.01 gwei')
    expect(formatGwei(0n, 'en-US')).toBe('0 gwei')
  })
})
