import { CurrencyAmount, Ether, Percent, Token } from '@uniswap/sdk-core'
import { decodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { v2RouterAbi } from '../abi'
import { addLiquidityCall, addTransactionRequest } from './addCall'

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

describe('addTransactionRequest', () => {
  const router = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D' as const
  it('encodes the router call with the ETH side as value', () => {
    const call = addLiquidityCall({
      amountA: CurrencyAmount.fromRawAmount(ETH, (10n ** 18n).toString()),
      amountB: CurrencyAmount.fromRawAmount(USDC, 3_000_000_000),
      noLiquidity: false,
      slippage: half,
      recipient: to,
      deadline: 99n,
    })
    const request = addTransactionRequest(call, router)
    expect(request.to).toBe(router)
    expect(request.value).toBe(10n ** 18n)
    const decoded = decodeFunctionData({ abi: v2RouterAbi, data: request.data ?? '0x' })
    expect(decoded.functionName).toBe('addLiquidityETH')
    expect(decoded.args).toEqual(call.args)
  })
  it('sends no value between two tokens', () => {
    const call = addLiquidityCall({
      amountA: CurrencyAmount.fromRawAmount(DAI, (10n ** 18n).toString()),
      amountB: CurrencyAmount.fromRawAmount(USDC, 1_000_000),
      noLiquidity: true,
      slippage: half,
      recipient: to,
      deadline: 99n,
    })
    const request = addTransactionRequest(call, router)
    expect(request).not.toHaveProperty('value')
    expect(decodeFunctionData({ abi: v2RouterAbi, data: request.data ?? '0x' }).functionName).toBe(
      'addLiquidity',
    )
  })
})
