import { Trans, useLingui } from '@lingui/react/macro'
import type { Currency } from '@uniswap/sdk-core'
import { type ReactNode, Suspense, useState } from 'react'
import { AmountInput } from '../../../components/AmountInput'
import { CurrencyLogo, CurrencySearchModal } from '../../tokens'
import { symbolOf } from '../logic/display'

/** An amount field with its currency: a picker when `onCurrencySelect` is given, a label otherwise. */
export function AmountPanel({
  id,
  label,
  value,
  onUserInput,
  currency,
  otherCurrency,
  onCurrencySelect,
  chainId,
  footer,
  invalid = false,
}: {
  id: string
  label: ReactNode
  value: string
  onUserInput: (value: string) => void
  currency: Currency | null | undefined
  otherCurrency?: Currency | null | undefined
  onCurrencySelect?: (currency: Currency) => void
  chainId: number
  footer?: ReactNode
  /** The amount is more than the currency can hold: shown as invalid input. */
  invalid?: boolean
}) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const inputId = `${id}-amount`
  return (
    <div className="currency-panel" id={id}>
      <label className="currency-panel__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="currency-panel__row">
        <AmountInput
          id={inputId}
          className="currency-panel__amount"
          invalid={invalid}
          value={value}
          onUserInput={onUserInput}
        />
        {onCurrencySelect ? (
          <button
            type="button"
            className="currency-panel__select"
            onClick={() => setOpen(true)}
            aria-label={currency ? t`Change token, ${currency.symbol ?? ''} selected` : t`Select a token`}
          >
            {currency ? (
              <>
                <CurrencyLogo currency={currency} size={24} />
                <span className="currency-panel__symbol">{symbolOf(currency)}</span>
              </>
            ) : (
              <Trans>Select a token</Trans>
            )}
            <span aria-hidden="true"> ▾</span>
          </button>
        ) : (
          <span className="currency-panel__select">
            {currency ? <CurrencyLogo currency={currency} size={24} /> : null}
            <span className="currency-panel__symbol">{symbolOf(currency)}</span>
          </span>
        )}
      </div>
      {footer ? <div className="currency-panel__footer">{footer}</div> : null}
      {open && onCurrencySelect ? (
        <Suspense fallback={null}>
          <CurrencySearchModal
            isOpen={open}
            onDismiss={() => setOpen(false)}
            selectedCurrency={currency}
            otherSelectedCurrency={otherCurrency}
            onCurrencySelect={onCurrencySelect}
            chainId={chainId}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
