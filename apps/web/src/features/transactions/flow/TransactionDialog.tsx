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
  children: ReactNode
}) {
  const { t } = useLingui()
  return (
    <Modal isOpen={isOpen} onDismiss={onClose} label={label}>
      <div className={className} data-testid={testId}>
        <button type="button" className="modal__close" aria-label={t`Close`} onClick={onClose}>
          ×
        </button>
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
