import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useAccount } from 'wagmi'
import { ExplorerDataType, getExplorerLink } from '../../lib/explorer'
import { minedHash, type TransactionDetails, transactionStatus } from './state'
import { TransactionStatusText } from './TransactionStatusText'
import { TransactionSummary } from './TransactionSummary'
import { canReplace, type ReplaceKind, useReplaceTransaction } from './useReplaceTransaction'

function TransactionRow({ tx, showTime }: { tx: TransactionDetails; showTime: boolean }) {
  const { i18n } = useLingui()
  const { address } = useAccount()
  const replace = useReplaceTransaction()
  const [busy, setBusy] = useState<ReplaceKind | undefined>()
  const [error, setError] = useState<string | undefined>()
  const status = transactionStatus(tx)
  const hash = minedHash(tx)
  const run = async (kind: ReplaceKind) => {
    setBusy(kind)
    setError(undefined)
    try {
      await replace(tx, kind)
    } catch (failure) {
      setError((failure as Error).message)
    } finally {
      setBusy(undefined)
    }
  }
  const replacing = tx.replacements?.at(-1)
  return (
    <li data-status={status} data-hash={hash} data-original-hash={tx.hash} className="transaction-row">
      <a
        href={getExplorerLink(tx.chainId, hash, ExplorerDataType.TRANSACTION)}
        target="_blank"
        rel="noopener noreferrer"
      >
        <TransactionSummary info={tx.info} /> ↗
      </a>
      <span className={`transaction-row__status transaction-row__status--${status}`}>
        <TransactionStatusText tx={tx} />
        {status === 'pending' && replacing ? (
          <>
            {' · '}
            {replacing.kind === 'speedup' ? <Trans>speed-up sent</Trans> : <Trans>cancellation sent</Trans>}
          </>
        ) : null}
      </span>
      {showTime ? (
        <time dateTime={new Date(tx.addedTime).toISOString()}>
          {i18n.date(new Date(tx.addedTime), { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      ) : null}
      {canReplace(tx, address) ? (
        <span className="transaction-row__actions">
          <button type="button" className="link-button" disabled={!!busy} onClick={() => void run('speedup')}>
            <Trans>Speed up</Trans>
          </button>
          <button type="button" className="link-button" disabled={!!busy} onClick={() => void run('cancel')}>
            <Trans>Cancel</Trans>
          </button>
        </span>
      ) : null}
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  )
}

/** Transactions with their status, explorer link and, while pending, 'Speed up' and 'Cancel'. */
export function TransactionList({
  transactions,
  showTime = false,
}: {
  transactions: readonly TransactionDetails[]
  showTime?: boolean
}) {
  return (
    <ul className="transaction-list">
      {transactions.map((tx) => (
        <TransactionRow key={tx.hash} tx={tx} showTime={showTime} />
      ))}
    </ul>
  )
}
