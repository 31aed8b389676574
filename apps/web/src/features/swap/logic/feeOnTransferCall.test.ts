import { Trade } from '@uniswap/router-sdk'
import { type Currency, CurrencyAmount, Ether, Percent, Token, TradeType } from '@uniswap/sdk-core'
import { Pair, Route as V2Route } from '@uniswap/v2-sdk'
import { decodeFunctionData, toFunctionSelector } from 'viem'
import { describe, expect, it } from 'vitest'
import { FEE_ON_TRANSFER_ABI, feeOnTransferSwapCall } from './feeOnTransferCall'

const ETH = Ether.onChain(1)
const WETH = ETH.wrapped
const TAX5 = new Token(1, '0x7A57A57A57A57a57A57A57a57A57a57A57A57A05', 18, 'TAX5')
const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC')
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const slippageTolerance = new Percent(50, 10_000)
const deadline = 1_800_000_000n
const pair = (a: Token, b: Token) =>
  new Pair(
    CurrencyAmount.fromRawAmount(a, '1000000000000000000000'),
    CurrencyAmount.fromRawAmount(b, '1000000000000000000000'),
  )

function trade(input: Currency, output: Currency, pairs: Pair[], amountIn: string, amountOut: string) {
  return new Trade({
    v2Routes: [
      {
        routev2: new V2Route(pairs, input, output),
        inputAmount: CurrencyAmount.fromRawAmount(input, amountIn),
        outputAmount: CurrencyAmount.fromRawAmount(output, amountOut),
      },
    ],
    v3Routes: [],
    tradeType: TradeType.EXACT_INPUT,
  })
}

describe('feeOnTransferSwapCall', () => {
  it('buys with ETH through swapExactETHForTokensSupportingFeeOnTransferTokens, the minimum after the tax', () => {
    const buy = trade(ETH, TAX5, [pair(WETH, TAX5)], '100000000000000000', '95000000000000000000')
    const call = feeOnTransferSwapCall(buy, { slippageTolerance, recipient: RECIPIENT, deadline })
    expect(call.value).toBe(10n ** 17n)
    expect(call.data.slice(0, 10)).toBe(
      toFunctionSelector(
        'swapExactETHForTokensSupportingFeeOnTransferTokens(uint256,address[],address,uint256)',
      ),
    )
    const decoded = decodeFunctionData({ abi: FEE_ON_TRANSFER_ABI, data: call.data })
    // 95 TAX5 less 0.5%.
    expect(decoded.args).toEqual([
      94_525_000_000_000_000_000n,
      [WETH.address, TAX5.address],
      RECIPIENT,
      deadline,
    ])
  })
  it('sells for ETH through swapExactTokensForETHSupportingFeeOnTransferTokens', () => {
    const sell = trade(TAX5, ETH, [pair(WETH, TAX5)], '50000000000000000000', '1000')
    const call = feeOnTransferSwapCall(sell, { slippageTolerance, recipient: RECIPIENT, deadline })
    expect(call.value).toBe(0n)
    const decoded = decodeFunctionData({ abi: FEE_ON_TRANSFER_ABI, data: call.data })
    expect(decoded.functionName).toBe('swapExactTokensForETHSupportingFeeOnTransferTokens')
    expect(decoded.args).toEqual([50n * 10n ** 18n, 995n, [TAX5.address, WETH.address], RECIPIENT, deadline])
  })
  it('trades token for token through swapExactTokensForTokensSupportingFeeOnTransferTokens, on the whole path', () => {
    const sell = trade(TAX5, USDC, [pair(WETH, TAX5), pair(WETH, USDC)], '1000', '2000')
    const decoded = decodeFunctionData({
      abi: FEE_ON_TRANSFER_ABI,
      data: feeOnTransferSwapCall(sell, { slippageTolerance, recipient: RECIPIENT, deadline }).data,
    })
    expect(decoded.functionName).toBe('swapExactTokensForTokensSupportingFeeOnTransferTokens')
    expect(decoded.args[2]).toEqual([TAX5.address, WETH.address, USDC.address])
  })
})
