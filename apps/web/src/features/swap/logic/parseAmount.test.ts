import { Ether, Token } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import { tryParseCurrencyAmount } from './parseAmount'

const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC')
const ETH = Ether.onChain(1)

describe('tryParseCurrencyAmount', () => {
  it('parses decimal amounts in the currency units', () => {
    expect(tryParseCurrencyAmount('1.5', USDC)?.quotient.toString()).toBe('1500000')
    expect(tryParseCurrencyAmount('.000001', USDC)?.quotient.toString()).toBe('1')
    expect(tryParseCurrencyAmount('2', ETH)?.quotient.toString()).toBe('2000000000000000000')
  })

  it('ignores empty, zero, malformed, too precise and too long amounts', () => {
    for (const text of ['', '0', '0.0', '.', 'abc', '1.2.3', '0.0000001', `1${'0'.repeat(79)}`])
      expect(tryParseCurrencyAmount(text, USDC)).toBeUndefined()
    expect(tryParseCurrencyAmount('1', undefined)).toBeUndefined()
  })
})
