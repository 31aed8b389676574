import { Trans, useLingui } from '@lingui/react/macro'
import type { Percent } from '@uniswap/sdk-core'
import { type Address, isAddressEqual } from 'viem'
import { Modal } from '../../../components/Modal'
import { useWalletClientGetter } from '../../../lib/transactions/walletClient'
import type { SdkTrade } from '../../routing'
import { SimulatedBalanceChanges, simulationBlocks } from '../../simulation'
import { formatAmount } from '../../tokens'
import { AttemptingView, FailedView, SubmittedView } from '../../transactions'
import type { SwapOptions } from '../hooks/swapExecution'
import { useSwapSimulation } from '../hooks/useSwapSimulation'
import { allowedSpendOf } from '../logic/allowedSpend'
import { recipientText } from '../logic/recipientText'
import { tradeMeaningfullyDiffers } from '../logic/tradeChanged'
import type { ConfirmState } from './confirmState'
import { TradeDetails } from './TradeDetails'

/** Review, waiting, submitted and error views of a swap, in one dialog. */
export function ConfirmSwapModal({
  state,
  liveTrade,
  slippage,
  gasUseEstimateUSD,
  chainId,
  account,
  swapOptions,
  recipientTyped,
  onAcceptChanges,
  onConfirm,
  onDismiss,
}: {
  state: ConfirmState
  liveTrade: SdkTrade | undefined
  slippage: Percent
  gasUseEstimateUSD: string | undefined
  chainId: number
  account: Address | undefined
  /** What the swap would be sent with now, for its simulation; undefined while something is missing. */
  swapOptions: SwapOptions | undefined
  /** The recipient as typed or linked (an address or an ENS name), null when the output goes to the account. */
  recipientTyped: string | null
  onAcceptChanges: () => void
  onConfirm: () => void
  onDismiss: () => void
}) {
  const { t, i18n } = useLingui()
  const getWalletClient = useWalletClientGetter(chainId)
  const trade = state.tradeToConfirm
  const showAcceptChanges = !!trade && !!liveTrade && tradeMeaningfullyDiffers(trade, liveTrade)
  const reviewing = !!trade && !state.attemptingTxn && !state.txHash && !state.swapErrorMessage
  const { simulation, requested } = useSwapSimulation(
    reviewing ? trade : undefined,
    swapOptions,
    account,
    chainId,
  )
  const output = trade?.outputAmount.currency
  const simulatedOutput =
    trade && output?.isToken && swapOptions
      ? {
          token: output.address as Address,
          minimum: BigInt(trade.minimumAmountOut(swapOptions.slippageTolerance).quotient.toString()),
        }
      : undefined
  // Named whenever the output goes elsewhere than the account, whoever set it (the field, or a link in expert mode).
  const recipient =
    swapOptions && account && !isAddressEqual(swapOptions.recipient, account)
      ? recipientText(recipientTyped, swapOptions.recipient)
      : undefined
  const sentTo = recipient ? (
    <p className="confirm-swap__recipient" data-testid="confirm-recipient">
      <Trans>Output will be sent to {recipient}</Trans>
    </p>
  ) : null
  const allowedSpend = trade && swapOptions ? allowedSpendOf(trade, swapOptions.slippageTolerance) : undefined
  const addToWallet =
    output && !output.isNative
      ? () =>
          getWalletClient()
            .then((walletClient) =>
              walletClient.watchAsset({
                type: 'ERC20',
                options: { address: output.address, symbol: output.symbol ?? '', decimals: output.decimals },
              }),
            )
            .catch(() => {})
      : undefined
  return (
    <Modal isOpen={state.showConfirm} onDismiss={onDismiss} label={t`Confirm Swap`}>
      <div className="confirm-swap">
        {state.swapErrorMessage ? (
          <FailedView message={state.swapErrorMessage} onDismiss={onDismiss} />
        ) : state.txHash ? (
          <SubmittedView
            chainId={chainId}
            hash={state.txHash}
            onClose={onDismiss}
            actions={
              addToWallet && output ? (
                <button type="button" className="link-button" onClick={addToWallet}>
                  <Trans>Add {output.symbol} to your wallet</Trans>
                </button>
              ) : null
            }
          >
            {sentTo}
          </SubmittedView>
        ) : state.attemptingTxn ? (
          <AttemptingView>
            <h2>
              <Trans>Waiting For Confirmation</Trans>
            </h2>
            {trade && (
              <p>
                {`${formatAmount(trade.inputAmount, i18n.locale)} ${trade.inputAmount.currency.symbol ?? ''}`}{' '}
                →{' '}
                {`${formatAmount(trade.outputAmount, i18n.locale)} ${trade.outputAmount.currency.symbol ?? ''}`}
              </p>
            )}
            {sentTo}
          </AttemptingView>
        ) : trade ? (
          <div className="confirm-swap__review">
            <h2>
              <Trans>Confirm Swap</Trans>
            </h2>
            <p className="confirm-swap__amount" data-testid="confirm-input">
              {`${formatAmount(trade.inputAmount, i18n.locale)} ${trade.inputAmount.currency.symbol ?? ''}`}
            </p>
            <p className="confirm-swap__amount" data-testid="confirm-output">
              {`${formatAmount(trade.outputAmount, i18n.locale)} ${trade.outputAmount.currency.symbol ?? ''}`}
            </p>
            {showAcceptChanges && (
              <div className="confirm-swap__updated" role="alert">
                <span>
                  <Trans>Price Updated</Trans>
                </span>
                <button type="button" className="secondary-button" onClick={onAcceptChanges}>
                  <Trans>Accept</Trans>
                </button>
              </div>
            )}
            <TradeDetails trade={trade} slippage={slippage} gasUseEstimateUSD={gasUseEstimateUSD} />
            {sentTo}
            {requested && (
              <SimulatedBalanceChanges
                simulation={simulation}
                chainId={chainId}
                output={simulatedOutput}
                allowedSpend={allowedSpend}
              />
            )}
            <button
              type="button"
              className="primary-button"
              // Offered to the wallet once simulated (where the node can), and not when it would revert or
              // take more than the trade allows.
              disabled={
                showAcceptChanges ||
                (requested && (simulation.isPending || simulationBlocks(simulation, allowedSpend)))
              }
              onClick={onConfirm}
            >
              <Trans>Confirm Swap</Trans>
            </button>
          </div>
        ) : null}
      </div>
    </Modal>
  )
}
