import { Ether, Token } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import { honeypotOutputSymbol, taxTable } from './tokenSafety'

const ETH = Ether.onChain(1)
const TAX5 = new Token(1, '0x7A57A57A57A57a57A57A57a57A57a57A57A57A05', 18, 'TAX5')
const HONEY = new Token(1, '0x4E0e4E0E4e0E4e0E4e0e4e0E4e0e4E0E4E0E4E01', 18, 'HONEY')

describe('taxTable', () => {
  it('holds the taxes of the taxed tokens of the trade, by lower-case address', () => {
    expect(taxTable([ETH, undefined], [TAX5, { kind: 'tax', buyPercent: 5, sellPercent: 5 }])).toEqual({
      [TAX5.address.toLowerCase()]: { buyBps: 500, sellBps: 500 },
    })
  })
  it('is undefined when no token is taxed', () => {
    expect(taxTable([ETH, undefined], [HONEY, { kind: 'honeypot' }])).toBeUndefined()
    expect(taxTable([TAX5, { kind: 'none' }], [undefined, undefined])).toBeUndefined()
  })
})

describe('honeypotOutputSymbol', () => {
  it('names an output that cannot be sold unless expert mode is on', () => {
    expect(honeypotOutputSymbol(HONEY, { kind: 'honeypot' }, false)).toBe('HONEY')
    expect(honeypotOutputSymbol(HONEY, { kind: 'honeypot' }, true)).toBeUndefined()
    expect(honeypotOutputSymbol(TAX5, { kind: 'tax', buyPercent: 5, sellPercent: 5 }, false)).toBeUndefined()
    expect(honeypotOutputSymbol(undefined, { kind: 'honeypot' }, false)).toBeUndefined()
  })
})
