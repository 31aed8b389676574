import { CurrencyAmount, Ether, Token } from '@uniswap/sdk-core'
import { Pair } from '@uniswap/v2-sdk'
import { describe, expect, it } from 'vitest'
import { dependentAmount, deriveMint, initialPrice, MintField } from './mint'

const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH')
const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC')
const ETH = Ether.onChain(1)
// 1,000 WETH and 3,000,000 USDC: 3,000 USDC per WETH.
const pair = new Pair(
  CurrencyAmount.fromRawAmount(WETH, (1000n * 10n ** 18n).toString()),
  CurrencyAmount.fromRawAmount(USDC, (3_000_000n * 10n ** 6n).toString()),
)
const supply = CurrencyAmount.fromRawAmount(pair.liquidityToken, (50_000n * 10n ** 18n).toString())

describe('dependentAmount', () => {
  it('quotes the other side at the reserve ratio, rounded down like Router02.quote', () => {
    const oneEth = CurrencyAmount.fromRawAmount(ETH, (10n ** 18n).toString())
    const usdc = dependentAmount(pair, oneEth, USDC)
    expect(usdc.quotient.toString()).toBe('3000000000')
    // 1 raw USDC unit: 1e6 × 1e21 / 3e12 = 333333333.33 → 333333333 wei
    const wei = dependentAmount(pair, CurrencyAmount.fromRawAmount(USDC, 1), ETH)
    expect(wei.currency.isNative).toBe(true)
    expect(wei.quotient.toString()).toBe('333333333')
  })
})

describe('deriveMint', () => {
  it('derives the dependent field from the reserves and the minted share', () => {
    const derived = deriveMint({
      currencyA: ETH,
      currencyB: USDC,
      pairState: 'EXISTS',
      pair,
      totalSupply: supply,
      state: { independentField: MintField.CURRENCY_B, typedValue: '300', otherTypedValue: '' },
    })
    expect(derived.noLiquidity).toBe(false)
    expect(derived.formattedB).toBe('300')
    expect(derived.formattedA).toBe('0.1')
    expect(derived.amountA?.quotient.toString()).toBe((10n ** 17n).toString())
    expect(derived.amountA?.currency.isNative).toBe(true)
    expect(derived.price?.toSignificant(6)).toBe('3000')
    // 0.1 of 1,000 WETH mints 1/10,000 of the supply: 5 liquidity tokens.
    expect(derived.liquidityMinted?.quotient.toString()).toBe((5n * 10n ** 18n).toString())
    expect(derived.poolShare?.toFixed(4)).toBe('0.0100')
  })

  it('takes both typed amounts for a new pair and sets the initial price from them', () => {
    const derived = deriveMint({
      currencyA: ETH,
      currencyB: USDC,
      pairState: 'NOT_EXISTS',
      pair: null,
      totalSupply: undefined,
      state: { independentField: MintField.CURRENCY_A, typedValue: '2', otherTypedValue: '5000' },
    })
    expect(derived.noLiquidity).toBe(true)
    expect(derived.formattedA).toBe('2')
    expect(derived.formattedB).toBe('5000')
    expect(derived.price?.toSignificant(6)).toBe('2500')
    expect(derived.price?.invert().toSignificant(6)).toBe('0.0004')
    expect(derived.poolShare?.toFixed(2)).toBe('100.00')
    // sqrt(2e18 × 5e9) − 1000 locked
    expect(derived.liquidityMinted?.quotient.toString()).toBe((100000000000000n - 1000n).toString())
  })

  it('marks an amount no token can hold, typed or following from the reserves, never throwing', () => {
    const base = { currencyA: ETH, currencyB: USDC, pairState: 'EXISTS' as const, pair, totalSupply: supply }
    const typed = deriveMint({
      ...base,
      state: {
        independentField: MintField.CURRENCY_A,
        typedValue: `1${'0'.repeat(60)}`,
        otherTypedValue: '',
      },
    })
    expect(typed.tooLargeField).toBe(MintField.CURRENCY_A)
    expect(typed.amountA).toBeUndefined()
    // 2^255 USDC units fit, but the WETH that goes with them at 3,000 USDC per WETH does not.
    const following = deriveMint({
      ...base,
      state: {
        independentField: MintField.CURRENCY_B,
        typedValue: '57896044618658097711785492504343953926634992332820282019728792003956564.819968',
        otherTypedValue: '',
      },
    })
    expect(following.tooLargeField).toBe(MintField.CURRENCY_A)
    expect(following.amountA).toBeUndefined()
    const fine = deriveMint({
      ...base,
      state: { independentField: MintField.CURRENCY_A, typedValue: '1', otherTypedValue: '' },
    })
    expect(fine.tooLargeField).toBeUndefined()
  })

  it('treats an existing pair with no supply as new', () => {
    const empty = new Pair(CurrencyAmount.fromRawAmount(WETH, 0), CurrencyAmount.fromRawAmount(USDC, 0))
    const derived = deriveMint({
      currencyA: USDC,
      currencyB: WETH,
      pairState: 'EXISTS',
      pair: empty,
      totalSupply: CurrencyAmount.fromRawAmount(empty.liquidityToken, 0),
      state: { independentField: MintField.CURRENCY_B, typedValue: '1', otherTypedValue: '' },
    })
    expect(derived.noLiquidity).toBe(true)
    expect(derived.amountA).toBeUndefined()
    expect(derived.formattedA).toBe('')
  })

  it('computes the initial price in B per A from raw amounts', () => {
    const price = initialPrice(
      CurrencyAmount.fromRawAmount(USDC, 1_000_000),
      CurrencyAmount.fromRawAmount(WETH, (5n * 10n ** 14n).toString()),
    )
    expect(price.toSignificant(6)).toBe('0.0005')
  })
})
