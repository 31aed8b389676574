import type { Currency } from '@uniswap/sdk-core'
import type { ReactNode } from 'react'
import { AmountInput } from '../../../components/AmountInput'
import { CurrencyPanel, panelAmountId } from '../../../components/CurrencyPanel'
import { CurrencyLogo, CurrencyPanelSelect, type CurrencySelectProps } from '../../tokens'
import { symbolOf } from '../logic/display'

/** An amount field with its currency: a picker when `onCurrencySelect` is given, a label otherwise. */
export function AmountPanel({
  id,
  label,
  value,
  onUserInput,
  onCurrencySelect,
  footer,
  invalid = false,
  ...select
}: Omit<CurrencySelectProps, 'onCurrencySelect'> & {
  id: string
  label: ReactNode
  value: string
  onUserInput: (value: string) => void
  onCurrencySelect?: (currency: Currency) => void
  footer?: ReactNode
  /** The amount is more than the currency can hold: shown as invalid input. */
  invalid?: boolean
}) {
  const { currency } = select
  return (
    <CurrencyPanel
      id={id}
      label={label}
      below={footer ? <div className="currency-panel__footer">{footer}</div> : null}
    >
      <AmountInput
        id={panelAmountId(id)}
        className="currency-panel__amount"
        invalid={invalid}
        value={value}
        onUserInput={onUserInput}
      />
      {onCurrencySelect ? (
        <CurrencyPanelSelect
          {...select}
          onCurrencySelect={onCurrencySelect}
          symbol={<span className="currency-panel__symbol">{symbolOf(currency)}</span>}
        />
      ) : (
        <span className="currency-panel__select">
          {currency ? <CurrencyLogo currency={currency} size={24} /> : null}
          <span className="currency-panel__symbol">{symbolOf(currency)}</span>
        </span>
      )}
    </CurrencyPanel>
  )
}
