import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { type Popup, removePopup, selectActivePopups } from '../../core/application'
import { useAppDispatch, useAppSelector } from '../../core/store'
import { useActiveChainId } from '../../core/useActiveChainId'
import {
  minedHash,
  TransactionStatusText,
  TransactionSummary,
  transactionStatus,
} from '../../features/transactions'
import { getChainInfo } from '../../lib/chains'
import { ExplorerDataType, getExplorerLink } from '../../lib/explorer'

/** Transaction popups, top right: each hides itself after its removal time (never when null). */
export function Popups() {
  const popups = useAppSelector(selectActivePopups)
  return (
    <div className="popups" aria-live="polite">
      {popups.map((popup) => (
        <PopupItem key={popup.key} popup={popup} />
      ))}
    </div>
  )
}

function PopupItem({ popup }: { popup: Popup }) {
  const { t } = useLingui()
  const dispatch = useAppDispatch()
  const chainId = useActiveChainId()
  useEffect(() => {
    if (popup.removeAfterMs === null) return
    const timer = setTimeout(() => dispatch(removePopup({ key: popup.key })), popup.removeAfterMs)
    return () => clearTimeout(timer)
  }, [popup.key, popup.removeAfterMs, dispatch])

  const content = popup.content
  const hash = 'txn' in content ? content.txn.hash : undefined
  const tx = useAppSelector((state) => (hash ? state.transactions[chainId]?.[hash] : undefined))
  const status = tx ? transactionStatus(tx) : undefined
  const headline =
    status === 'failed' ? (
      <Trans>Transaction failed</Trans>
    ) : status === 'cancelled' ? (
      <Trans>Transaction cancelled</Trans>
    ) : status === 'dropped' ? (
      <Trans>Transaction dropped</Trans>
    ) : (
      <Trans>Transaction confirmed</Trans>
    )
  return (
    <div className="popup" role="status" data-testid="popup">
      <button
        type="button"
        className="popup__close"
        aria-label={t`Close`}
        onClick={() => dispatch(removePopup({ key: popup.key }))}
      >
        ×
      </button>
      {hash ? (
        <>
          <p className={status === 'failed' || status === 'dropped' ? 'error-text' : ''} data-status={status}>
            {headline}
            {tx ? (
              <>
                {' · '}
                <TransactionSummary info={tx.info} />
              </>
            ) : null}
          </p>
          {tx && (status !== 'success' || tx.outcome === 'replaced') ? (
            <p className="popup__detail">
              <TransactionStatusText tx={tx} />
            </p>
          ) : null}
          <a
            href={getExplorerLink(chainId, tx ? minedHash(tx) : hash, ExplorerDataType.TRANSACTION)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Trans>View on Explorer</Trans>
          </a>
        </>
      ) : null}
      {'failedSwitchNetwork' in content ? (
        <p className="error-text">
          <Trans>
            Failed to switch networks from the interface. In order to use it on{' '}
            {getChainInfo(content.failedSwitchNetwork)?.label ?? content.failedSwitchNetwork}, you must change
            the network in your wallet.
          </Trans>
        </p>
      ) : null}
    </div>
  )
}
