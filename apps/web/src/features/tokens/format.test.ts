import { CurrencyAmount, Token } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import { formatAmount, formatBalance, formatEthBalance } from './format'

const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC')
const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH')

describe('formatBalance', () => {
  it('shows 4 significant digits, rounded down', () => {
    expect(formatBalance(CurrencyAmount.fromRawAmount(USDC, '1234567890'), 'en-US')).toBe('1,234')
    expect(formatBalance(CurrencyAmount.fromRawAmount(WETH, '1234500000000000000'), 'en-US')).toBe('1.234')
  })

  it('keeps every integer digit of a large balance, grouped, and drops its fraction', () => {
    expect(formatBalance(CurrencyAmount.fromRawAmount(USDC, '129368900000'), 'en-US')).toBe('129,368')
    expect(
      formatBalance(CurrencyAmount.fromRawAmount(WETH, (10n ** 30n + 5n * 10n ** 17n).toString()), 'en-US'),
    ).toBe('1,000,000,000,000')
    expect(formatBalance(CurrencyAmount.fromRawAmount(USDC, '12345678'), 'en-US')).toBe('12.34')
  })

  it("shows '<0.00001' for dust and '0' for nothing", () => {
    expect(formatBalance(CurrencyAmount.fromRawAmount(WETH, '9999999999999'), 'en-US')).toBe('<0.00001')
    expect(formatBalance(CurrencyAmount.fromRawAmount(WETH, '10000000000000'), 'en-US')).toBe('0.00001')
    expect(formatBalance(CurrencyAmount.fromRawAmount(WETH, 0), 'en-US')).toBe('0')
    expect(formatBalance(undefined, 'en-US')).toBe('')
  })

  it('formats for the locale', () => {
    expect(formatBalance(CurrencyAmount.fromRawAmount(USDC, '1234567890'), 'de-DE')).toBe('1.234')
    expect(formatBalance(CurrencyAmount.fromRawAmount(WETH, '1234500000000000000'), 'de-DE')).toBe('1,234')
    expect(formatBalance(CurrencyAmount.fromRawAmount(WETH, '9999999999999'), 'de-DE')).toBe('<0,00001')
  })
})

describe('formatAmount', () => {
  it("shows 6 significant digits, and '<0.000001' below a millionth", () => {
    expect(formatAmount(CurrencyAmount.fromRawAmount(WETH, '1234567890000000000'), 'en-US')).toBe('1.23456')
    expect(formatAmount(CurrencyAmount.fromRawAmount(WETH, '999999999999'), 'en-US')).toBe('<0.000001')
    expect(formatAmount(CurrencyAmount.fromRawAmount(WETH, '1000000000000'), 'en-US')).toBe('0.000001')
    expect(formatAmount(CurrencyAmount.fromRawAmount(USDC, '1'), 'en-US')).toBe('0.000001')
    expect(formatAmount(CurrencyAmount.fromRawAmount(WETH, 0), 'en-US')).toBe('0')
    expect(formatAmount(CurrencyAmount.fromRawAmount(WETH, '1'), 'de-DE')).toBe('<0,000001')
  })
})

describe('formatEthBalance', () => {
  it('shows 3 significant digits rounded down, keeping every integer digit', () => {
    expect(formatEthBalance(CurrencyAmount.fromRawAmount(WETH, '1999000000000000000'), 'en-US')).toBe('1.99')
    expect(formatEthBalance(CurrencyAmount.fromRawAmount(WETH, '123456000000000'), 'en-US')).toBe('0.000123')
    expect(
      formatEthBalance(CurrencyAmount.fromRawAmount(WETH, (9999n * 10n ** 18n).toString()), 'en-US'),
    ).toBe('9,999')
    expect(formatEthBalance(CurrencyAmount.fromRawAmount(WETH, '12345000000000000000'), 'en-US')).toBe('12.3')
    expect(formatEthBalance(CurrencyAmount.fromRawAmount(WETH, 0), 'en-US')).toBe('0')
  })
})
