import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { ExplorerDataType, getExplorerLink } from '../../../lib/explorer'
import { useTransactionRecord } from '../hooks'
import { minedHash, transactionStatus } from '../state'
import { TransactionStatusText } from '../TransactionStatusText'
import type { TransactionFlow } from './useTransactionFlow'
import './transactionViews.css'

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
  actions,
  onClose,
}: {
  chainId: number
  hash: string
  children: ReactNode
  /** What the dialog offers beside the explorer link (the swap: add the output token to the wallet). */
  actions?: ReactNode
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
      {actions}
      <button type="button" className="primary-button" onClick={onClose}>
        <Trans>Close</Trans>
      </button>
    </section>
  )
}

/** A transaction dialog after a failure: the spec's generic error dialog (title 'Error', Dismiss). */
export function FailedView({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <section className="tx-view" role="alert" data-testid="tx-failed">
      <h2>
        <Trans>Error</Trans>
      </h2>
      <p className="tx-view__error">{message}</p>
      <button type="button" className="primary-button" onClick={onDismiss}>
        <Trans>Dismiss</Trans>
      </button>
    </section>
  )
}

/**
 * The one body of every transaction dialog: the form while idle, then attempting (`attempting` says
 * what is sent), submitted (`submitted`, with the status Activity knows) or failed (the SendError's
 * words; Dismiss returns to the form).
 */
export function TransactionFlowBody({
  flow: { state, reset },
  chainId,
  attempting,
  submitted = attempting,
  onClose,
  children,
}: {
  /** The dialog's flow: its state, and its reset (Dismiss after a failure returns to the form). */
  flow: Pick<TransactionFlow, 'state' | 'reset'>
  chainId: number
  /** What is being sent, while the wallet is asked. */
  attempting: ReactNode
  /** What was sent, once it is; the same as `attempting` unless given. */
  submitted?: ReactNode
  onClose: () => void
  children: ReactNode
}) {
  switch (state.status) {
    case 'simulating':
    case 'waiting-for-wallet':
      return <AttemptingView>{attempting}</AttemptingView>
    case 'submitted':
      return (
        <SubmittedView chainId={chainId} hash={state.hash} onClose={onClose}>
          {submitted}
        </SubmittedView>
      )
    case 'failed':
      return <FailedView message={state.error.shortMessage} onDismiss={reset} />
    default:
      return <>{children}</>
  }
}
