import { Trade } from '@uniswap/router-sdk'
import { CurrencyAmount, Ether, Percent, Token, TradeType } from '@uniswap/sdk-core'
import { Pair, Route as V2Route } from '@uniswap/v2-sdk'
import { decodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { contractAddress } from '../../../core/addresses'
import { FEE_ON_TRANSFER_ABI } from '../logic/feeOnTransferCall'
import { swapTransactionRequest } from './swapExecution'

const ETH = Ether.onChain(1)
const TAX5 = new Token(1, '0x7A57A57A57A57a57A57A57a57A57a57A57A57A05', 18, 'TAX5')
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const pair = new Pair(
  CurrencyAmount.fromRawAmount(ETH.wrapped, '50000000000000000000'),
  CurrencyAmount.fromRawAmount(TAX5, '100000000000000000000000'),
)
const trade = () =>
  new Trade({
    v2Routes: [
      {
        routev2: new V2Route([pair], ETH, TAX5),
        inputAmount: CurrencyAmount.fromRawAmount(ETH, '100000000000000000'),
        outputAmount: CurrencyAmount.fromRawAmount(TAX5, '190000000000000000000'),
      },
    ],
    v3Routes: [],
    tradeType: TradeType.EXACT_INPUT,
  })
const options = {
  slippageTolerance: new Percent(50, 10_000),
  recipient: RECIPIENT,
  deadline: 1_800_000_000n,
  permit: undefined,
} as const

describe('swapTransactionRequest', () => {
  it('sends an ordinary trade to SwapRouter02', async () => {
    const request = await swapTransactionRequest(trade(), options)
    expect(request.to).toBe(contractAddress(1, 'SwapRouter02'))
  })
  it('sends a fee-on-transfer trade to UniswapV2Router02’s supporting function', async () => {
    const request = await swapTransactionRequest(Object.assign(trade(), { feeOnTransfer: true }), options)
    expect(request.to).toBe(contractAddress(1, 'UniswapV2Router02'))
    expect(request.value).toBe(10n ** 17n)
    expect(decodeFunctionData({ abi: FEE_ON_TRANSFER_ABI, data: request.data }).functionName).toBe(
      'swapExactETHForTokensSupportingFeeOnTransferTokens',
    )
  })
})
