import { CurrencyAmount, Ether, Token } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import { addV2Error } from './addButton'

const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC')
const ETH = Ether.onChain(1)
const eth = (raw: number) => CurrencyAmount.fromRawAmount(ETH, raw)
const usdc = (raw: number) => CurrencyAmount.fromRawAmount(USDC, raw)
const base = {
  account: '0x1',
  pairState: 'EXISTS' as const,
  amountA: eth(10),
  amountB: usdc(10),
  balanceA: eth(10),
  balanceB: usdc(10),
}

describe('addV2Error', () => {
  it('follows the precedence: wallet, pair, amount, balances', () => {
    expect(addV2Error({ ...base, account: undefined, pairState: 'INVALID' })).toEqual({
      kind: 'CONNECT_WALLET',
    })
    expect(addV2Error({ ...base, pairState: 'INVALID', amountA: undefined })).toEqual({
      kind: 'INVALID_PAIR',
    })
    expect(addV2Error({ ...base, amountB: undefined })).toEqual({ kind: 'ENTER_AMOUNT' })
    expect(addV2Error({ ...base, balanceA: eth(9) })).toEqual({ kind: 'INSUFFICIENT_BALANCE', symbol: 'ETH' })
    expect(addV2Error({ ...base, balanceB: undefined })).toEqual({
      kind: 'INSUFFICIENT_BALANCE',
      symbol: 'USDC',
    })
    expect(addV2Error(base)).toBeUndefined()
  })
})
