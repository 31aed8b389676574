import { Trans, useLingui } from '@lingui/react/macro'
import type { Currency, CurrencyAmount } from '@uniswap/sdk-core'
import type { ReactNode } from 'react'
import { AmountInput } from '../../../components/AmountInput'
import { CurrencyLogo, CurrencySelect, type CurrencySelectProps, formatBalance } from '../../tokens'

/** One deposit amount with its currency, balance and (Max). */
export function DepositInput({
  id,
  value,
  currency,
  balance,
  fiatValue,
  locked,
  onUserInput,
  onMax,
  invalid = false,
}: {
  id: string
  value: string
  currency: Currency | null | undefined
  balance: CurrencyAmount<Currency> | undefined
  fiatValue?: ReactNode
  locked: boolean
  onUserInput: (value: string) => void
  onMax?: () => void
  /** The amount is more than the currency can hold: shown as invalid input. */
  invalid?: boolean
}) {
  const { t, i18n } = useLingui()
  return (
    <div className="add-v3__deposit" id={id}>
      {locked ? (
        <div className="add-v3__locked" role="note">
          <Trans>The market price is outside your specified price range. Single-asset deposit only.</Trans>
        </div>
      ) : (
        <>
          <div className="add-v3__deposit-row">
            <AmountInput
              id={`${id}-amount`}
              className="add-v3__amount"
              invalid={invalid}
              aria-label={t`Amount of ${currency?.symbol ?? ''}`}
              value={value}
              onUserInput={onUserInput}
            />
            <span className="add-v3__currency">
              {currency && <CurrencyLogo currency={currency} size={20} />}
              {currency?.symbol}
            </span>
          </div>
          <div className="add-v3__deposit-row add-v3__muted">
            <span>{fiatValue}</span>
            {balance && (
              <span>
                <Trans>Balance: {formatBalance(balance, i18n.locale)}</Trans>
                {onMax && (
                  <button type="button" className="link-button" onClick={onMax}>
                    <Trans>(Max)</Trans>
                  </button>
                )}
              </span>
            )}
          </div>
        </>
      )}
    </div>
  )
}

/** One currency of the new position's pair: a button with the currency that opens the token picker. */
export function PairCurrencyPicker({ id, ...select }: CurrencySelectProps & { id: string }) {
  const { currency } = select
  return (
    <div className="add-v3__deposit" id={id}>
      <CurrencySelect {...select} className="secondary-button add-v3__select" data-testid={`${id}-select`}>
        {currency ? (
          <>
            <CurrencyLogo currency={currency} size={20} /> {currency.symbol}
          </>
        ) : (
          <Trans>Select a token</Trans>
        )}
      </CurrencySelect>
    </div>
  )
}
