import { Trans, useLingui } from '@lingui/react/macro'
import type { Currency, CurrencyAmount, Percent } from '@uniswap/sdk-core'
import type { ReactNode } from 'react'
import { formatDecimal } from '../../../lib/format'
import { PreviewedConfirm } from '../../simulation'
import type { DerivedMint } from '../logic/mint'
import { type V2ConfirmControl, V2ConfirmDialog, v2AmountText } from './V2ConfirmDialog'

/** The add screen's confirmation: what the deposit mints (or the pool it creates), then the sent state. */
export function AddV2ConfirmModal({
  control,
  noLiquidity,
  amountA,
  amountB,
  symbolA,
  symbolB,
  liquidityMinted,
  slippage,
  pricesAndShare,
}: {
  control: V2ConfirmControl
  noLiquidity: boolean
  amountA: CurrencyAmount<Currency> | undefined
  amountB: CurrencyAmount<Currency> | undefined
  symbolA: string
  symbolB: string
  liquidityMinted: DerivedMint['liquidityMinted']
  slippage: Percent
  pricesAndShare: ReactNode
}) {
  const { t, i18n } = useLingui()
  const amountText = (amount: CurrencyAmount<Currency> | undefined) => v2AmountText(amount, i18n.locale)
  return (
    <V2ConfirmDialog
      control={control}
      label={noLiquidity ? t`You are creating a pool` : t`You will receive`}
      testId="v2-add-confirm"
      doing={
        <Trans>
          Supplying {amountText(amountA)} {symbolA} and {amountText(amountB)} {symbolB}
        </Trans>
      }
    >
      {noLiquidity ? (
        <h2>
          <Trans>You are creating a pool</Trans>
          <br />
          <span className="pool-v2-big">
            {symbolA}/{symbolB}
          </span>
        </h2>
      ) : (
        <>
          <h2>
            <Trans>You will receive</Trans>
          </h2>
          <p className="pool-v2-big" data-testid="v2-liquidity-minted">
            {liquidityMinted ? formatDecimal(liquidityMinted.toSignificant(6), i18n.locale) : ''}
          </p>
          <p>
            <Trans>
              {symbolA}/{symbolB} Pool Tokens
            </Trans>
          </p>
          <p className="pool-v2-muted">
            <Trans>
              Output is estimated. If the price changes by more than{' '}
              {formatDecimal(slippage.toSignificant(4), i18n.locale)}% your transaction will revert.
            </Trans>
          </p>
        </>
      )}
      <dl className="pool-v2-rows">
        <div>
          <dt>
            <Trans>{symbolA} Deposited</Trans>
          </dt>
          <dd>{amountText(amountA)}</dd>
        </div>
        <div>
          <dt>
            <Trans>{symbolB} Deposited</Trans>
          </dt>
          <dd>{amountText(amountB)}</dd>
        </div>
      </dl>
      {pricesAndShare}
      <PreviewedConfirm preview={control.preview} chainId={control.chainId} onConfirm={control.onConfirm}>
        {noLiquidity ? <Trans>Create Pool & Supply</Trans> : <Trans>Confirm Supply</Trans>}
      </PreviewedConfirm>
    </V2ConfirmDialog>
  )
}
