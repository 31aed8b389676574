import type { ReactNode } from 'react'

/** The id of a CurrencyPanel's amount field, the one its label names. */
export const panelAmountId = (panelId: string) => `${panelId}-amount`

/**
 * An amount panel (`currency-panel`): the label of its amount field, the row of the amount and its
 * currency (`children`), then what the panel shows below them.
 */
export function CurrencyPanel({
  id,
  label,
  children,
  below,
}: {
  id: string
  label: ReactNode
  children: ReactNode
  below?: ReactNode
}) {
  return (
    <div className="currency-panel" id={id}>
      <label className="currency-panel__label" htmlFor={panelAmountId(id)}>
        {label}
      </label>
      <div className="currency-panel__row">{children}</div>
      {below}
    </div>
  )
}
