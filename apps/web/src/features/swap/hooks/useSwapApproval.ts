import { type Currency, type CurrencyAmount, type Percent, TradeType } from '@uniswap/sdk-core'
import { contractAddress } from '../../../core/addresses'
import { isUserRejection } from '../../../lib/transactions/errors'
import { useApproval, usePermit } from '../../approvals'
import { isFeeOnTransferTrade, type SdkTrade } from '../../routing'

/**
 * The allowance a trade needs and how to give it: for SwapRouter02, by permit signature where the token
 * offers one, else by approval; for a fee-on-transfer trade, by approval of UniswapV2Router02, which
 * takes no permit.
 */
export function useSwapApproval(
  trade: SdkTrade | undefined,
  slippage: Percent,
  chainId: number,
  deadline: bigint | undefined,
  /** The amount the user typed, for an exact-input trade the most a permit signs for. */
  typedAmount: CurrencyAmount<Currency> | undefined,
) {
  const feeOnTransfer = isFeeOnTransferTrade(trade)
  const amountToApprove = trade?.maximumAmountIn(slippage)
  // A permit signs the app's own maximum: what was typed (exact input), never an amount of the quote answer.
  const permitAmount =
    trade?.tradeType === TradeType.EXACT_INPUT &&
    typedAmount &&
    typedAmount.currency.equals(trade.inputAmount.currency)
      ? typedAmount
      : amountToApprove
  const spender = contractAddress(chainId, feeOnTransfer ? 'UniswapV2Router02' : 'SwapRouter02')
  const approval = useApproval(amountToApprove, spender, chainId)
  const permit = usePermit(feeOnTransfer ? undefined : permitAmount, spender, chainId, deadline)
  const onApprove = async () => {
    if (permit.info) {
      try {
        await permit.sign()
        return
      } catch (error) {
        // A refusal is the user's answer; any other failure falls back to an ordinary approval.
        if (isUserRejection(error)) return
      }
    }
    await approveWithTransaction()
  }
  // The transaction flow never rejects: a failure is logged and kept in its state.
  const approveWithTransaction = () => approval.approve()
  return {
    /** Approved when a signed permit covers the trade. */
    state: permit.signature ? ('APPROVED' as const) : approval.state,
    approvalState: approval.state,
    permitSignature: permit.signature,
    onApprove,
    /**
     * A DAI-style permit ('ALLOWED') gives an unlimited allowance that never expires: the approve step
     * says so before the signature, and offers the ordinary approval transaction instead.
     */
    unlimitedPermit: !feeOnTransfer && permit.info?.type === 'ALLOWED',
    approveWithTransaction,
  }
}
