import { useLingui } from '@lingui/react/macro'
import type { Currency, CurrencyAmount } from '@uniswap/sdk-core'
import type { ReactNode } from 'react'
import { Tooltip } from '../../../components/Tooltip'
import { formatAmount } from '../../tokens'

/** A token amount as the position screens show it: 6 significant digits, the exact amount on hover. */
export function Amount({
  amount,
  testId,
}: {
  amount: CurrencyAmount<Currency> | undefined
  testId?: string
}) {
  const { i18n } = useLingui()
  if (!amount) return <span>-</span>
  return (
    <Tooltip text={amount.toExact()}>
      {(describedBy) => (
        <span aria-describedby={describedBy} data-testid={testId} data-raw={amount.quotient.toString()}>
          {formatAmount(amount, i18n.locale)}
        </span>
      )}
    </Tooltip>
  )
}

/** One price of the range card: its label, the price, and the unit it is quoted in. */
export function PriceBox({
  label,
  testId,
  price,
  unit,
  current = false,
}: {
  label: ReactNode
  testId: string
  price: string
  unit: ReactNode
  current?: boolean
}) {
  return (
    <div className={`position-range__box${current ? ' position-range__box--current' : ''}`}>
      {label}
      <div className="position-range__price" data-testid={testId}>
        {price}
      </div>
      {unit}
    </div>
  )
}
