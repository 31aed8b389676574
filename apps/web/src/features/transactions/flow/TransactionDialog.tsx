import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Modal } from '../../../components/Modal'
import { TransactionFlowBody } from './TransactionViews'
import type { TransactionFlow } from './useTransactionFlow'

/**
 * A dialog that sends one transaction: the modal named `label`, its close button (×), and the one
 * transaction body (the form while idle, then attempting, submitted or failed).
 */
export function TransactionDialog({
  isOpen,
  label,
  testId,
  className,
  flow,
  chainId,
  onClose,
  attempting,
  submitted,
  closeButton = true,
  children,
}: {
  isOpen: boolean
  label: string
  testId: string
  /** The dialog's own frame (its width, padding, fonts). */
  className: string
  flow: Pick<TransactionFlow, 'state' | 'reset'>
  chainId: number
  onClose: () => void
  attempting: ReactNode
  submitted?: ReactNode
  /** The × in the corner; the v2 confirm dialogs keep none, so their submitted view's Close is the one Close. */
  closeButton?: boolean
  children: ReactNode
}) {
  const { t } = useLingui()
  return (
    <Modal isOpen={isOpen} onDismiss={onClose} label={label}>
      <div className={className} data-testid={testId}>
        {closeButton ? (
          <button type="button" className="modal__close" aria-label={t`Close`} onClick={onClose}>
            ×
          </button>
        ) : null}
        <TransactionFlowBody
          flow={flow}
          chainId={chainId}
          onClose={onClose}
          attempting={attempting}
          submitted={submitted}
        >
          {children}
        </TransactionFlowBody>
      </div>
    </Modal>
  )
}
