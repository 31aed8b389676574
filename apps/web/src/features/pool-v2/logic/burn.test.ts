import { CurrencyAmount, Ether, Token } from '@uniswap/sdk-core'
import { Pair } from '@uniswap/v2-sdk'
import { describe, expect, it } from 'vitest'
import { BurnField, deriveBurn } from './burn'
import { removeCalls } from './removeCalls'

const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH')
const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC')
const ETH = Ether.onChain(1)
const pair = new Pair(
  CurrencyAmount.fromRawAmount(WETH, (1000n * 10n ** 18n).toString()),
  CurrencyAmount.fromRawAmount(USDC, (3_000_000n * 10n ** 6n).toString()),
)
const lp = (units: bigint) =>
  CurrencyAmount.fromRawAmount(pair.liquidityToken, (units * 10n ** 18n).toString())
// The account holds 1% of the supply: 10 WETH and 30,000 USDC.
const base = { pair, currencyA: ETH, currencyB: USDC, totalSupply: lp(10_000n), userLiquidity: lp(100n) }

describe('deriveBurn', () => {
  it('turns a percent into liquidity and token amounts', () => {
    const burn = deriveBurn({
      ...base,
      state: { independentField: BurnField.LIQUIDITY_PERCENT, typedValue: '25' },
    })
    expect(burn.liquidity?.quotient.toString()).toBe((25n * 10n ** 18n).toString())
    expect(burn.amountA?.currency.isNative).toBe(true)
    expect(burn.amountA?.quotient.toString()).toBe((25n * 10n ** 17n).toString())
    expect(burn.amountB?.quotient.toString()).toBe('7500000000')
    expect(burn.formatted[BurnField.LIQUIDITY]).toBe('25')
    expect(burn.formatted[BurnField.CURRENCY_A]).toBe('2.5')
    expect(burn.formatted[BurnField.CURRENCY_B]).toBe('7500')
  })

  it('turns a liquidity amount into the percent and the token amounts', () => {
    const burn = deriveBurn({ ...base, state: { independentField: BurnField.LIQUIDITY, typedValue: '40' } })
    expect(burn.formatted[BurnField.LIQUIDITY_PERCENT]).toBe('40')
    expect(burn.formatted[BurnField.LIQUIDITY]).toBe('40')
    expect(burn.amountB?.quotient.toString()).toBe('12000000000')
  })

  it('turns a token amount into the percent, the liquidity and the other amount', () => {
    const burn = deriveBurn({
      ...base,
      state: { independentField: BurnField.CURRENCY_B, typedValue: '3000' },
    })
    expect(burn.formatted[BurnField.LIQUIDITY_PERCENT]).toBe('10')
    expect(burn.liquidity?.quotient.toString()).toBe((10n * 10n ** 18n).toString())
    expect(burn.amountA?.quotient.toString()).toBe((10n ** 18n).toString())
    expect(burn.amountB?.quotient.toString()).toBe('3000000000')
  })

  it('shows <1 under one percent and ignores amounts above the position', () => {
    const small = deriveBurn({
      ...base,
      state: { independentField: BurnField.CURRENCY_A, typedValue: '0.05' },
    })
    expect(small.formatted[BurnField.LIQUIDITY_PERCENT]).toBe('<1')
    const tooMuch = deriveBurn({
      ...base,
      state: { independentField: BurnField.LIQUIDITY, typedValue: '101' },
    })
    expect(tooMuch.percent.equalTo(0)).toBe(true)
    expect(tooMuch.liquidity).toBeUndefined()
    expect(tooMuch.amountA).toBeUndefined()
  })

  it('gives nothing without a position', () => {
    const burn = deriveBurn({
      ...base,
      userLiquidity: undefined,
      state: { independentField: BurnField.LIQUIDITY_PERCENT, typedValue: '50' },
    })
    expect(burn.liquidity).toBeUndefined()
    expect(burn.amountA).toBeUndefined()
  })
})

describe('removeCalls', () => {
  const common = {
    tokenA: WETH.address as `0x${string}`,
    tokenB: USDC.address as `0x${string}`,
    liquidity: 10n,
    amountAMin: 1n,
    amountBMin: 2n,
    recipient: '0x0000000000000000000000000000000000000001' as const,
    deadline: 100n,
  }
  it('tries the ETH variant then the fee-on-transfer one, with the token first', () => {
    const calls = removeCalls({ ...common, nativeSide: 'A' })
    expect(calls.map((call) => call.functionName)).toEqual([
      'removeLiquidityETH',
      'removeLiquidityETHSupportingFeeOnTransferTokens',
    ])
    expect(calls[0]?.args).toEqual([USDC.address, 10n, 2n, 1n, common.recipient, 100n])
  })
  it('uses the WithPermit forms with the permit deadline', () => {
    const permit = { deadline: 200n, v: 27, r: '0x01', s: '0x02' } as const
    const eth = removeCalls({ ...common, nativeSide: 'B', permit })
    expect(eth.map((call) => call.functionName)).toEqual([
      'removeLiquidityETHWithPermit',
      'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens',
    ])
    expect(eth[0]?.args).toEqual([
      WETH.address,
      10n,
      1n,
      2n,
      common.recipient,
      200n,
      false,
      27,
      '0x01',
      '0x02',
    ])
    const tokens = removeCalls({ ...common, nativeSide: undefined, permit })
    expect(tokens.map((call) => call.functionName)).toEqual(['removeLiquidityWithPermit'])
  })
  it('uses removeLiquidity for two tokens', () => {
    expect(removeCalls({ ...common, nativeSide: undefined })).toEqual([
      {
        functionName: 'removeLiquidity',
        args: [WETH.address, USDC.address, 10n, 1n, 2n, common.recipient, 100n],
      },
    ])
  })
})
