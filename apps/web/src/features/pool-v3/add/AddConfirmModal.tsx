import { Trans, useLingui } from '@lingui/react/macro'
import type { Currency, CurrencyAmount } from '@uniswap/sdk-core'
import { Modal } from '../../../components/Modal'
import { formatDecimal } from '../../../lib/format'
import { useWalletClientGetter } from '../../../lib/transactions/walletClient'
import { type RequestSimulation, TransactionPreview } from '../../simulation'
import { AttemptingView, FailedView, SubmittedView } from '../../transactions'
import { feePercent } from './logic/feeTier'

export interface AddTxState {
  open: boolean
  attempting: boolean
  hash: string | undefined
  error: string | undefined
}

/** Preview, waiting, submitted and error views of an add, in one dialog. */
export function AddConfirmModal({
  state,
  chainId,
  currencyA,
  currencyB,
  amountA,
  amountB,
  feeAmount,
  priceLower,
  priceUpper,
  currentPrice,
  outOfRange,
  preview,
  onConfirm,
  onDismiss,
}: {
  state: AddTxState
  chainId: number
  currencyA: Currency | undefined
  currencyB: Currency | undefined
  amountA: CurrencyAmount<Currency> | undefined
  amountB: CurrencyAmount<Currency> | undefined
  feeAmount: number | undefined
  priceLower: string
  priceUpper: string
  currentPrice: string | undefined
  outOfRange: boolean
  /** The simulation of the add the button sends (a revert keeps the button disabled). */
  preview: RequestSimulation
  onConfirm: () => void
  onDismiss: () => void
}) {
  const { t, i18n } = useLingui()
  const getWalletClient = useWalletClientGetter(chainId)
  const amountText = (amount: CurrencyAmount<Currency> | undefined, currency: Currency | undefined) =>
    `${formatDecimal(amount?.toSignificant(6) ?? '0', i18n.locale)} ${currency?.symbol ?? ''}`
  const tokens = [currencyA, currencyB].filter((c): c is Currency => !!c && !c.isNative)
  return (
    <Modal isOpen={state.open} onDismiss={onDismiss} label={t`Add Liquidity`}>
      <div className="add-v3__modal">
        {state.error ? (
          <FailedView message={state.error} onDismiss={onDismiss} />
        ) : state.hash ? (
          <SubmittedView
            chainId={chainId}
            hash={state.hash}
            onClose={onDismiss}
            actions={tokens.map((token) =>
              token.isToken ? (
                <button
                  key={token.address}
                  type="button"
                  className="link-button"
                  onClick={() =>
                    getWalletClient()
                      .then((walletClient) =>
                        walletClient.watchAsset({
                          type: 'ERC20',
                          options: {
                            address: token.address,
                            symbol: token.symbol ?? '',
                            decimals: token.decimals,
                          },
                        }),
                      )
                      .catch(() => {})
                  }
                >
                  <Trans>Add {token.symbol} to your wallet</Trans>
                </button>
              ) : null,
            )}
          >
            {null}
          </SubmittedView>
        ) : state.attempting ? (
          <AttemptingView>
            <h2>
              <Trans>Waiting For Confirmation</Trans>
            </h2>
            <p>
              <Trans>
                Supplying {amountText(amountA, currencyA)} and {amountText(amountB, currencyB)}
              </Trans>
            </p>
          </AttemptingView>
        ) : (
          <div>
            <h2>
              <Trans>Add Liquidity</Trans>
            </h2>
            <p>
              {currencyA?.symbol}/{currencyB?.symbol}{' '}
              {feeAmount !== undefined ? feePercent(feeAmount, i18n.locale) : ''}{' '}
              <span>{outOfRange ? <Trans>Out of range</Trans> : <Trans>In range</Trans>}</span>
            </p>
            <p data-testid="confirm-amount-a">{amountText(amountA, currencyA)}</p>
            <p data-testid="confirm-amount-b">{amountText(amountB, currencyB)}</p>
            <p>
              <Trans>Min Price</Trans>: {priceLower} · <Trans>Max Price</Trans>: {priceUpper}
            </p>
            {currentPrice && (
              <p>
                <Trans>Current Price:</Trans> {currentPrice}
              </p>
            )}
            <TransactionPreview preview={preview} chainId={chainId} />
            <button
              type="button"
              className="primary-button"
              data-testid="add-confirm"
              disabled={preview.blocks}
              onClick={onConfirm}
            >
              <Trans>Add</Trans>
            </button>
          </div>
        )}
      </div>
    </Modal>
  )
}
