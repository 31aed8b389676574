import { CurrencyAmount, Ether, Percent, Token } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import { addLiquidityCall } from './addCall'

const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC')
const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI')
const ETH = Ether.onChain(1)
const to = '0x0000000000000000000000000000000000000002' as const
const half = new Percent(50, 10_000)

describe('addLiquidityCall', () => {
  it('sends ETH as value with 0.50% minimums on both sides', () => {
    const call = addLiquidityCall({
      amountA: CurrencyAmount.fromRawAmount(ETH, (10n ** 18n).toString()),
      amountB: CurrencyAmount.fromRawAmount(USDC, 3_000_000_000),
      noLiquidity: false,
      slippage: half,
      recipient: to,
      deadline: 99n,
    })
    expect(call.functionName).toBe('addLiquidityETH')
    expect(call.value).toBe(10n ** 18n)
    expect(call.args).toEqual([USDC.address, 3_000_000_000n, 2_985_000_000n, 995n * 10n ** 15n, to, 99n])
  })
  it('uses the amounts as minimums for a new pair of two tokens', () => {
    const call = addLiquidityCall({
      amountA: CurrencyAmount.fromRawAmount(USDC, 1000),
      amountB: CurrencyAmount.fromRawAmount(DAI, 2000),
      noLiquidity: true,
      slippage: half,
      recipient: to,
      deadline: 1n,
    })
    expect(call).toEqual({
      functionName: 'addLiquidity',
      args: [USDC.address, DAI.address, 1000n, 2000n, 1000n, 2000n, to, 1n],
      value: undefined,
    })
  })
})
