import type { Percent } from '@uniswap/sdk-core'
import type { Address } from 'viem'
import { NATIVE_TRANSFER_ADDRESS } from '../../../lib/simulation/transfers'
import type { SdkTrade } from '../../routing'
import type { AllowedSpend } from '../../simulation'

/**
 * The most a swap may take from the account, as the user agreed to it: the input currency, at most the
 * typed amount (exact input; the quote is checked to spend exactly that) or the maximum sold (exact
 * output). The simulation of the exact transaction is held to it before the wallet is asked.
 */
export function allowedSpendOf(trade: SdkTrade, slippage: Percent): AllowedSpend {
  const input = trade.inputAmount.currency
  return {
    token: input.isNative ? NATIVE_TRANSFER_ADDRESS : (input.address as Address),
    max: BigInt(trade.maximumAmountIn(slippage).quotient.toString()),
  }
}

export const OVERSPEND_MESSAGE =
  'The simulation of this swap takes more from your account than the trade allows, so it was not sent. Refresh the quote and try again.'
