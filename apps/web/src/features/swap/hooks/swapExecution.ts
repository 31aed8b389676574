import { type Percent, TradeType } from '@uniswap/sdk-core'
import type { Address, Hex } from 'viem'
import { contractAddress } from '../../../core/addresses'
import type { SendWords } from '../../../core/transactions/sendError'
import type { SimulationOutcome } from '../../../lib/simulation/simulate'
import type { PermitSignature } from '../../approvals'
import { heldSplitLegsOf, isFeeOnTransferTrade, type SdkTrade } from '../../routing'
import { spendBeyond } from '../../simulation'
import { currencyId } from '../../tokens'
import {
  type PreparedTransaction,
  TradeType as RecordedTradeType,
  type TransactionInfo,
  TransactionType,
} from '../../transactions'
import { allowedSpendOf, OVERSPEND_MESSAGE } from '../logic/allowedSpend'
import { feeOnTransferSwapCall } from '../logic/feeOnTransferCall'
import {
  GAS_ESTIMATE_FAILED,
  GAS_ESTIMATE_UNEXPECTED,
  swapErrorToUserReadableMessage,
  swapSendErrorMessage,
} from '../logic/revertReason'
import { selfPermitCall } from '../logic/selfPermitCall'

export interface SwapOptions {
  slippageTolerance: Percent
  recipient: Address
  deadline: bigint
  permit: PermitSignature | undefined
}

/**
 * The transaction of a trade: through SwapRouter02 with calldata and value from @uniswap/router-sdk (a
 * held split's legs encoded by @exchange/router), or,
 * for a token that takes a fee on transfer, through UniswapV2Router02's `…SupportingFeeOnTransferTokens`
 * functions (its approval is for that router, so no permit).
 */
export async function swapTransactionRequest(
  trade: SdkTrade,
  { slippageTolerance, recipient, deadline, permit }: SwapOptions,
): Promise<{ to: Address; data: Hex; value: bigint }> {
  if (isFeeOnTransferTrade(trade)) {
    const v2Router = contractAddress(trade.inputAmount.currency.chainId, 'UniswapV2Router02')
    if (!v2Router) throw new Error('Missing dependencies')
    return { to: v2Router, ...feeOnTransferSwapCall(trade, { slippageTolerance, recipient, deadline }) }
  }
  const router = contractAddress(trade.inputAmount.currency.chainId, 'SwapRouter02')
  if (!router) throw new Error('Missing dependencies')
  const legs = heldSplitLegsOf(trade)
  if (legs) {
    // A held split: router-sdk has no form for its price-limited legs on the router's balance. (The
    // encoder's own entry: a dynamic import of the router's index, which the page imports statically
    // in part, would keep all of it in the first script.)
    const { encodeLegs } = await import('@exchange/router/legs')
    const input = trade.inputAmount.currency
    const { calldata, value } = encodeLegs({
      legs,
      tokenOut: trade.outputAmount.currency.wrapped.address as Address,
      inputIsNative: input.isNative,
      outputIsNative: trade.outputAmount.currency.isNative,
      amountOutMinimum: BigInt(trade.minimumAmountOut(slippageTolerance).quotient.toString()),
      recipient,
      deadline,
      firstCalls: permit && !input.isNative ? [selfPermitCall(input.address as Address, permit)] : [],
    })
    return { to: router, data: calldata, value: BigInt(value) }
  }
  const { SwapRouter } = await import('@uniswap/router-sdk')
  const { calldata, value } = SwapRouter.swapCallParameters(trade, {
    slippageTolerance,
    recipient,
    deadlineOrPreviousBlockhash: deadline.toString(),
    ...(permit ? { inputTokenPermit: permit } : {}),
  })
  return { to: router, data: calldata as Hex, value: BigInt(value) }
}

/** A swap ready for the send action: its request and record, and the swap's own words and check. */
export interface SwapSend extends PreparedTransaction {
  words: SendWords
  checkSimulation: (outcome: SimulationOutcome | undefined) => string | undefined
}

/** The swap's words: revert reasons through the catalogue of spec section 8, and its estimate failures. */
export const SWAP_WORDS: SendWords = {
  revert: swapErrorToUserReadableMessage,
  sendFailed: (message) => swapSendErrorMessage({ message }),
  estimateUnexpected: GAS_ESTIMATE_UNEXPECTED,
  estimateFailed: GAS_ESTIMATE_FAILED,
}

/**
 * A trade as the send action takes it: through SwapRouter02 (or the v2 router for a fee-on-transfer
 * trade), recorded as a swap, refused before the wallet is asked when the simulation takes more than
 * the trade allows (also in expert mode, which has no dialog to stop it). Loaded with the first swap.
 */
export async function swapSend(trade: SdkTrade, options: SwapOptions, account: Address): Promise<SwapSend> {
  const { slippageTolerance, recipient } = options
  const request = await swapTransactionRequest(trade, options)
  const base = {
    type: TransactionType.SWAP as const,
    inputCurrencyId: currencyId(trade.inputAmount.currency),
    outputCurrencyId: currencyId(trade.outputAmount.currency),
    // Activity names where the output went when it was not the account.
    ...(recipient.toLowerCase() !== account.toLowerCase() ? { recipient } : {}),
  }
  const info: TransactionInfo =
    trade.tradeType === TradeType.EXACT_INPUT
      ? {
          ...base,
          tradeType: RecordedTradeType.EXACT_INPUT,
          inputCurrencyAmountRaw: trade.inputAmount.quotient.toString(),
          expectedOutputCurrencyAmountRaw: trade.outputAmount.quotient.toString(),
          minimumOutputCurrencyAmountRaw: trade.minimumAmountOut(slippageTolerance).quotient.toString(),
        }
      : {
          ...base,
          tradeType: RecordedTradeType.EXACT_OUTPUT,
          outputCurrencyAmountRaw: trade.outputAmount.quotient.toString(),
          expectedInputCurrencyAmountRaw: trade.inputAmount.quotient.toString(),
          maximumInputCurrencyAmountRaw: trade.maximumAmountIn(slippageTolerance).quotient.toString(),
        }
  const allowed = allowedSpendOf(trade, slippageTolerance)
  return {
    request,
    info,
    words: SWAP_WORDS,
    checkSimulation: (outcome) => (spendBeyond(outcome, allowed) ? OVERSPEND_MESSAGE : undefined),
  }
}
