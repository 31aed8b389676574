import type { Percent } from '@uniswap/sdk-core'
import { type Address, encodeFunctionData, type Hex, parseAbi } from 'viem'
import type { SdkTrade } from '../../routing'

/** The v2 router's functions for tokens that take a fee on transfer (exact input only). */
export const FEE_ON_TRANSFER_ABI = parseAbi([
  'function swapExactETHForTokensSupportingFeeOnTransferTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable',
  'function swapExactTokensForETHSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForTokensSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
])

/**
 * The calldata and value of a fee-on-transfer trade (one v2 route, exact input) for UniswapV2Router02:
 * the input in full, and as `amountOutMin` the trade's minimum after the slippage tolerance, taken from
 * its output after the taxes (the router checks what the recipient's balance gained against it).
 */
export function feeOnTransferSwapCall(
  trade: SdkTrade,
  {
    slippageTolerance,
    recipient,
    deadline,
  }: { slippageTolerance: Percent; recipient: Address; deadline: bigint },
): { data: Hex; value: bigint } {
  const [swap, ...others] = trade.swaps
  if (!swap || others.length > 0) throw new Error('A fee-on-transfer trade takes one route')
  const path = swap.route.path.map((token) => token.wrapped.address as Address)
  const amountIn = BigInt(trade.inputAmount.quotient.toString())
  const amountOutMin = BigInt(trade.minimumAmountOut(slippageTolerance).quotient.toString())
  if (trade.inputAmount.currency.isNative)
    return {
      data: encodeFunctionData({
        abi: FEE_ON_TRANSFER_ABI,
        functionName: 'swapExactETHForTokensSupportingFeeOnTransferTokens',
        args: [amountOutMin, path, recipient, deadline],
      }),
      value: amountIn,
    }
  const functionName = trade.outputAmount.currency.isNative
    ? 'swapExactTokensForETHSupportingFeeOnTransferTokens'
    : 'swapExactTokensForTokensSupportingFeeOnTransferTokens'
  return {
    data: encodeFunctionData({
      abi: FEE_ON_TRANSFER_ABI,
      functionName,
      args: [amountIn, amountOutMin, path, recipient, deadline],
    }),
    value: 0n,
  }
}
