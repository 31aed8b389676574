import { type Percent, TradeType } from '@uniswap/sdk-core'
import type { Address, Client, Hex } from 'viem'
import { call, estimateGas, getTransactionCount } from 'viem/actions'
import { contractAddress } from '../../../core/addresses'
import { revertReasonOf as revertReason } from '../../../lib/transactions/errors'
import { calculateGasMargin } from '../../../lib/transactions/gas'
import { refuseSimulatedRevert } from '../../../lib/transactions/useSendTransaction'
import type { ConnectedWalletClient } from '../../../lib/transactions/walletClient'
import type { PermitSignature } from '../../approvals'
import { heldSplitLegsOf, isFeeOnTransferTrade, type SdkTrade } from '../../routing'
import { spendBeyond } from '../../simulation'
import { currencyId } from '../../tokens'
import {
  TradeType as RecordedTradeType,
  type SentDetails,
  sendFailureMessage,
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

/** What a swap is sent with: the wallet, the chain's (bare) client for the estimate, and the activity log. */
export interface SwapDependencies {
  getWalletClient: () => Promise<ConnectedWalletClient>
  client: Client | undefined
  account: Address | undefined
  addTransaction: (hash: Hex, info: TransactionInfo, sent?: SentDetails) => void
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

/**
 * Sends a trade through SwapRouter02 (or the v2 router for a fee-on-transfer trade): calldata from @uniswap/router-sdk, gas estimated with the 120% margin;
 * when the estimate fails, a plain call finds the revert reason for the message. Resolves with the hash;
 * rejects with the message to show. Loaded with the first swap.
 */
export async function executeSwap(
  trade: SdkTrade,
  { slippageTolerance, recipient, deadline, permit }: SwapOptions,
  { getWalletClient, client, account, addTransaction }: SwapDependencies,
): Promise<Hex> {
  if (!client || !account) throw new Error('Missing dependencies')
  const request = {
    account,
    ...(await swapTransactionRequest(trade, { slippageTolerance, recipient, deadline, permit })),
  }
  // Simulated first: a swap that would revert is refused before the wallet is asked, with the spec's words;
  // one that would take more than the trade allows (also in expert mode, which has no dialog) is refused too.
  let simulated: Awaited<ReturnType<typeof refuseSimulatedRevert>>
  try {
    simulated = await refuseSimulatedRevert(client, request)
  } catch (reverted) {
    throw new Error(swapErrorToUserReadableMessage(revertReason(reverted)))
  }
  if (spendBeyond(simulated, allowedSpendOf(trade, slippageTolerance))) throw new Error(OVERSPEND_MESSAGE)
  // The nonce the wallet will most likely use, recorded with the hash (the chain's copy confirms it).
  const pendingNonce = getTransactionCount(client, { address: account, blockTag: 'pending' }).catch(
    () => undefined,
  )
  let gas: bigint
  try {
    gas = await estimateGas(client, request)
  } catch (estimateError) {
    // A node that did not answer says nothing about the trade: no revert reason, no slippage hint.
    const failure = sendFailureMessage(estimateError, 'prepare')
    if (failure) throw new Error(failure)
    try {
      // The same state the estimate ran on (the pending block), so that a deadline the next block passes shows.
      await call(client, { ...request, blockTag: 'pending' })
    } catch (callError) {
      const callFailure = sendFailureMessage(callError, 'prepare')
      if (callFailure) throw new Error(callFailure)
      throw new Error(swapErrorToUserReadableMessage(revertReason(callError) ?? revertReason(estimateError)))
    }
    // The call went through although the estimate failed.
    throw new Error(GAS_ESTIMATE_UNEXPECTED)
  }
  if (gas === 0n) throw new Error(GAS_ESTIMATE_FAILED)
  const nonce = await pendingNonce
  let hash: Hex
  try {
    const walletClient = await getWalletClient()
    hash = await walletClient.sendTransaction({
      ...request,
      chain: walletClient.chain,
      gas: calculateGasMargin(gas),
    })
  } catch (sendError) {
    const failure = sendFailureMessage(sendError, 'send')
    if (failure) throw new Error(failure)
    const code =
      (sendError as { code?: number; cause?: { code?: number } }).code ??
      (sendError as { cause?: { code?: number } }).cause?.code
    const message =
      (sendError as { shortMessage?: string; message?: string }).shortMessage ?? (sendError as Error).message
    throw new Error(swapSendErrorMessage({ code, message }))
  }
  const sent: SentDetails = {
    to: request.to,
    data: request.data,
    value: request.value.toString(),
    ...(nonce !== undefined ? { nonce } : {}),
  }
  const base = {
    type: TransactionType.SWAP as const,
    inputCurrencyId: currencyId(trade.inputAmount.currency),
    outputCurrencyId: currencyId(trade.outputAmount.currency),
    // Activity names where the output went when it was not the account.
    ...(recipient.toLowerCase() !== account.toLowerCase() ? { recipient } : {}),
  }
  addTransaction(
    hash,
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
        },
    sent,
  )
  return hash
}
