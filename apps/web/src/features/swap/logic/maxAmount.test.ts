import { CurrencyAmount, Ether, Token } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import { maxAmountSpend, showMaxButton } from './maxAmount'

const ETH = Ether.onChain(1)
const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI')
const eth = (value: string) => CurrencyAmount.fromRawAmount(ETH, value)
const dai = (value: string) => CurrencyAmount.fromRawAmount(DAI, value)

describe('maxAmountSpend', () => {
  it('leaves 0.01 ETH for gas on the native coin, and never goes below 0', () => {
    expect(maxAmountSpend(eth('1000000000000000000'))?.toExact()).toBe('0.99')
    expect(maxAmountSpend(eth('10000000000000000'))?.toExact()).toBe('0')
    expect(maxAmountSpend(eth('5000000000000000'))?.toExact()).toBe('0')
  })

  it('spends all of a token, and nothing is known without a balance', () => {
    expect(maxAmountSpend(dai('1234'))?.quotient.toString()).toBe('1234')
    expect(maxAmountSpend(undefined)).toBeUndefined()
  })
})

describe('showMaxButton', () => {
  it('shows only when the balance is above 0 and differs from the typed amount', () => {
    expect(showMaxButton(dai('5'), undefined)).toBe(true)
    expect(showMaxButton(dai('5'), dai('4'))).toBe(true)
    expect(showMaxButton(dai('5'), dai('5'))).toBe(false)
    expect(showMaxButton(dai('0'), undefined)).toBe(false)
    expect(showMaxButton(undefined, undefined)).toBe(false)
    expect(showMaxButton(maxAmountSpend(eth('10000000000000000')), undefined)).toBe(false)
  })
})
