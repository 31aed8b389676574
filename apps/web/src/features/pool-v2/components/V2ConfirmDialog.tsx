import type { Currency, CurrencyAmount } from '@uniswap/sdk-core'
import type { ReactNode } from 'react'
import { formatDecimal } from '../../../lib/format'
import type { RequestSimulation } from '../../simulation'
import { TransactionDialog, type TransactionFlow } from '../../transactions'

/** What a v2 page gives its confirm dialog: open or not, its flow, chain and simulation, and its two actions. */
export interface V2ConfirmControl {
  isOpen: boolean
  onDismiss: () => void
  onConfirm: () => void
  chainId: number
  /** Where the transaction is: the form while idle, then attempting, submitted or failed. */
  flow: Pick<TransactionFlow, 'state' | 'reset'>
  /** The simulation of what Confirm sends (a revert keeps Confirm disabled). */
  preview: RequestSimulation
}

/** A token amount as the v2 dialogs show it: 6 significant digits, in the locale. */
export function v2AmountText(amount: CurrencyAmount<Currency> | undefined, locale: string): string {
  return amount ? formatDecimal(amount.toSignificant(6), locale) : ''
}

/**
 * A v2 confirm dialog (add or remove): the transaction dialog in the v2 look, without the ×, so that
 * its submitted view's Close is the one Close; `doing` says what is being sent.
 */
export function V2ConfirmDialog({
  control,
  label,
  testId,
  doing,
  children,
}: {
  control: V2ConfirmControl
  label: string
  testId: string
  doing: ReactNode
  children: ReactNode
}) {
  return (
    <TransactionDialog
      isOpen={control.isOpen}
      label={label}
      testId={testId}
      className="pool-v2-modal"
      closeButton={false}
      flow={control.flow}
      chainId={control.chainId}
      onClose={control.onDismiss}
      attempting={<p>{doing}</p>}
    >
      {children}
    </TransactionDialog>
  )
}
