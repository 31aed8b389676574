import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Modal } from '../../components/Modal'
import type { StakingInfo } from './hooks'

/** What each mining dialog (deposit, withdraw, claim) is given: the pool's staking info on its chain. */
export interface MiningDialogProps {
  isOpen: boolean
  onDismiss: () => void
  info: StakingInfo
  chainId: number
}

/** A mining dialog: the modal named `label` with its close button (×) and the dialog's view. */
export function MiningModal({
  isOpen,
  label,
  testId,
  onDismiss,
  children,
}: {
  isOpen: boolean
  label: string
  testId: string
  onDismiss: () => void
  children: ReactNode
}) {
  const { t } = useLingui()
  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} label={label}>
      <div className="mining-modal" data-testid={testId}>
        <button type="button" className="modal__close" aria-label={t`Close`} onClick={onDismiss}>
          ×
        </button>
        {children}
      </div>
    </Modal>
  )
}
