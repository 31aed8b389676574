import { CurrencyAmount, Ether, Token } from '@uniswap/sdk-core'
import { Pair } from '@uniswap/v2-sdk'
import { describe, expect, it } from 'vitest'
import { pairPrice, removeV2Actions, removeV2Error, swappedId } from './removeState'

const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH')
const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC')
const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI')
const ETH = Ether.onChain(1)
const pair = new Pair(
  CurrencyAmount.fromRawAmount(WETH, (10n ** 18n).toString()),
  CurrencyAmount.fromRawAmount(USDC, '3000000000'),
)
const lp = (raw: bigint) => CurrencyAmount.fromRawAmount(pair.liquidityToken, raw.toString())
const valid = {
  account: '0x1',
  liquidity: lp(10n),
  amountA: CurrencyAmount.fromRawAmount(ETH, 1),
  amountB: CurrencyAmount.fromRawAmount(USDC, 1),
}

describe('removeV2Error', () => {
  it('asks for the wallet first, then an amount', () => {
    expect(removeV2Error({ ...valid, account: undefined, liquidity: undefined })).toEqual({
      kind: 'CONNECT_WALLET',
    })
    expect(removeV2Error({ ...valid, liquidity: undefined })).toEqual({ kind: 'ENTER_AMOUNT' })
    expect(removeV2Error({ ...valid, liquidity: lp(0n) })).toEqual({ kind: 'ENTER_AMOUNT' })
    expect(removeV2Error({ ...valid, amountA: undefined })).toEqual({ kind: 'ENTER_AMOUNT' })
    expect(removeV2Error({ ...valid, amountB: undefined })).toEqual({ kind: 'ENTER_AMOUNT' })
    expect(removeV2Error(valid)).toBeUndefined()
  })
})

describe('removeV2Actions', () => {
  it('without an account Remove opens the wallet dialog and Approve is disabled', () => {
    expect(
      removeV2Actions({ error: { kind: 'CONNECT_WALLET' }, approval: 'NOT_APPROVED', signed: false }),
    ).toEqual({ approveLabel: 'APPROVE', approveDisabled: true, removeConnects: true, removeDisabled: false })
  })

  it('without an amount both are disabled', () => {
    expect(removeV2Actions({ error: { kind: 'ENTER_AMOUNT' }, approval: 'APPROVED', signed: false })).toEqual(
      {
        approveLabel: 'APPROVED',
        approveDisabled: true,
        removeConnects: false,
        removeDisabled: true,
      },
    )
  })

  it('a valid amount: Approve until approved or signed, then Remove', () => {
    expect(removeV2Actions({ error: undefined, approval: 'NOT_APPROVED', signed: false })).toEqual({
      approveLabel: 'APPROVE',
      approveDisabled: false,
      removeConnects: false,
      removeDisabled: true,
    })
    // Until the allowance is known the button says it is loading, never Approve.
    expect(removeV2Actions({ error: undefined, approval: 'UNKNOWN', signed: false })).toEqual({
      approveLabel: 'LOADING',
      approveDisabled: true,
      removeConnects: false,
      removeDisabled: true,
    })
    expect(removeV2Actions({ error: undefined, approval: 'PENDING', signed: false })).toEqual({
      approveLabel: 'APPROVING',
      approveDisabled: true,
      removeConnects: false,
      removeDisabled: true,
    })
    for (const [approval, signed] of [
      ['NOT_APPROVED', true],
      ['APPROVED', false],
    ] as const) {
      expect(removeV2Actions({ error: undefined, approval, signed })).toEqual({
        approveLabel: 'APPROVED',
        approveDisabled: true,
        removeConnects: false,
        removeDisabled: false,
      })
    }
  })
})

describe('swappedId', () => {
  it('pays ETH out as WETH and WETH as ETH; other tokens have no other way', () => {
    expect(swappedId(ETH, ETH)).toBe(WETH.address)
    expect(swappedId(WETH, ETH)).toBe('ETH')
    expect(swappedId(USDC, ETH)).toBeUndefined()
    expect(swappedId(undefined, ETH)).toBeUndefined()
    expect(swappedId(null, ETH)).toBeUndefined()
  })
})

describe('pairPrice', () => {
  it('is the price of A in B when the pair holds both', () => {
    expect(pairPrice(pair, ETH, USDC)?.toSignificant(6)).toBe('3000')
    expect(pairPrice(pair, USDC, WETH)?.toSignificant(6)).toBe('0.000333333')
    expect(pairPrice(pair, ETH, DAI)).toBeUndefined()
    expect(pairPrice(null, ETH, USDC)).toBeUndefined()
    expect(pairPrice(pair, undefined, USDC)).toBeUndefined()
  })
})
