import { Trans, useLingui } from '@lingui/react/macro'
import type { Currency } from '@uniswap/sdk-core'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { CurrencyLogo } from './CurrencyLogo'

/** The token picker, loaded when it is first opened (render it only while open, inside Suspense). */
export const CurrencySearchModal = lazy(() =>
  import('./CurrencySearchModal').then((module) => ({ default: module.CurrencySearchModal })),
)

export interface CurrencySelectProps {
  chainId: number
  currency: Currency | null | undefined
  /** The currency of the other side, which the picker marks. */
  otherCurrency?: Currency | null | undefined
  onCurrencySelect: (currency: Currency) => void
}

/**
 * A button that opens the token picker (`children` its content), and the picker while it is open: a
 * choice goes to `onCurrencySelect` and closes it.
 */
export function CurrencySelect({
  chainId,
  currency,
  otherCurrency,
  onCurrencySelect,
  className,
  'aria-label': ariaLabel,
  'data-testid': testId,
  children,
}: CurrencySelectProps & {
  className: string
  'aria-label'?: string
  'data-testid'?: string
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => setOpen(true)}
        aria-label={ariaLabel}
        data-testid={testId}
      >
        {children}
      </button>
      {open ? (
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
    </>
  )
}

/** The currency button of an amount panel (`currency-panel`): the currency's logo and `symbol`, or a prompt. */
export function CurrencyPanelSelect({ symbol, ...select }: CurrencySelectProps & { symbol: ReactNode }) {
  const { t } = useLingui()
  const { currency } = select
  return (
    <CurrencySelect
      {...select}
      className="currency-panel__select"
      aria-label={currency ? t`Change token, ${currency.symbol ?? ''} selected` : t`Select a token`}
    >
      {currency ? (
        <>
          <CurrencyLogo currency={currency} size={24} />
          {symbol}
        </>
      ) : (
        <Trans>Select a token</Trans>
      )}
      <span aria-hidden="true"> ▾</span>
    </CurrencySelect>
  )
}
