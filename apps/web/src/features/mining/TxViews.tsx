import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Modal } from '../../components/Modal'
import { ExplorerDataType, getExplorerLink } from '../../lib/explorer'
import { minedHash, TransactionStatusText, transactionStatus, useTransactionRecord } from '../transactions'

/** A transaction dialog while the wallet is asked to confirm. */
export function AttemptingView({ children }: { children: ReactNode }) {
  return (
    <section className="tx-view" aria-live="polite" data-testid="tx-attempting">
      <span className="spinner tx-view__spinner" aria-hidden="true" />
      {children}
      <p className="tx-view__hint">
        <Trans>Confirm this transaction in your wallet</Trans>
      </p>
    </section>
  )
}

/** A transaction dialog once the transaction is sent: what it does and a link to it. */
export function SubmittedView({
  chainId,
  hash,
  children,
  onClose,
}: {
  chainId: number
  hash: string
  children: ReactNode
  onClose: () => void
}) {
  // What became of it, as Activity knows it: a sped-up transaction is shown under the hash that was mined.
  const record = useTransactionRecord(hash)
  const shownHash = record ? minedHash(record) : hash
  return (
    <section className="tx-view" aria-live="polite" data-testid="tx-submitted">
      <span className="tx-view__icon" aria-hidden="true">
        ↑
      </span>
      <h2>
        <Trans>Transaction Submitted</Trans>
      </h2>
      {children}
      {record ? (
        <p
          className="tx-view__status"
          data-testid="tx-status"
          data-status={transactionStatus(record)}
          data-hash={shownHash}
        >
          <TransactionStatusText tx={record} />
        </p>
      ) : null}
      <a
        href={getExplorerLink(chainId, shownHash, ExplorerDataType.TRANSACTION)}
        target="_blank"
        rel="noopener noreferrer"
      >
        <Trans>View on Explorer</Trans>
      </a>
      <button type="button" className="primary-button" onClick={onClose}>
        <Trans>Close</Trans>
      </button>
    </section>
  )
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
        <button type="button" className="mining-modal__close" aria-label={t`Close`} onClick={onDismiss}>
          ×
        </button>
        {children}
      </div>
    </Modal>
  )
}
