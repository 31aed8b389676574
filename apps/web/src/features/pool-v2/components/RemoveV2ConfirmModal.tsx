import { Trans, useLingui } from '@lingui/react/macro'
import type { Currency, CurrencyAmount, Percent } from '@uniswap/sdk-core'
import type { ReactNode } from 'react'
import { formatDecimal } from '../../../lib/format'
import { TransactionPreview } from '../../simulation'
import { type V2ConfirmControl, V2ConfirmDialog, v2AmountText } from './V2ConfirmDialog'

/** The remove screen's confirmation: the amounts out, the pool tokens burned, then the sent state. */
export function RemoveV2ConfirmModal({
  control,
  amountA,
  amountB,
  liquidity,
  symbolA,
  symbolB,
  slippage,
  priceRows,
  txError,
  confirmDisabled,
}: {
  control: V2ConfirmControl
  amountA: CurrencyAmount<Currency> | undefined
  amountB: CurrencyAmount<Currency> | undefined
  liquidity: CurrencyAmount<Currency> | undefined
  symbolA: string
  symbolB: string
  slippage: Percent
  priceRows: ReactNode
  txError: string | undefined
  confirmDisabled: boolean
}) {
  const { t, i18n } = useLingui()
  const amountText = (amount: CurrencyAmount<Currency> | undefined) => v2AmountText(amount, i18n.locale)
  return (
    <V2ConfirmDialog
      control={control}
      label={t`You will receive`}
      testId="v2-remove-confirm"
      doing={
        <Trans>
          Removing {amountText(amountA)} {symbolA} and {amountText(amountB)} {symbolB}
        </Trans>
      }
    >
      <h2>
        <Trans>You will receive</Trans>
      </h2>
      <dl className="pool-v2-rows">
        <div>
          <dt className="pool-v2-big" data-testid="v2-confirm-amount-a">
            {amountText(amountA)}
          </dt>
          <dd>{symbolA}</dd>
        </div>
        <div>
          <dt className="pool-v2-big" data-testid="v2-confirm-amount-b">
            {amountText(amountB)}
          </dt>
          <dd>{symbolB}</dd>
        </div>
      </dl>
      <p className="pool-v2-muted">
        <Trans>
          Output is estimated. If the price changes by more than{' '}
          {formatDecimal(slippage.toSignificant(4), i18n.locale)}% your transaction will revert.
        </Trans>
      </p>
      <dl className="pool-v2-rows">
        <div>
          <dt>
            <Trans>
              UNI {symbolA}/{symbolB} Burned
            </Trans>
          </dt>
          <dd data-testid="v2-burned">{amountText(liquidity)}</dd>
        </div>
      </dl>
      {priceRows}
      <TransactionPreview preview={control.preview} chainId={control.chainId} />
      {txError ? (
        <p className="error-text" role="alert">
          {txError}
        </p>
      ) : null}
      <button type="button" className="primary-button" disabled={confirmDisabled} onClick={control.onConfirm}>
        <Trans>Confirm</Trans>
      </button>
    </V2ConfirmDialog>
  )
}
