import { Trans } from '@lingui/react/macro'
import { isSlippageRevert } from '../../core/transactions/sendError'
import { type TransactionDetails, transactionStatus } from './state'

/** What became of a transaction, in plain words (popups, recent transactions, Activity). */
export function TransactionStatusText({ tx }: { tx: TransactionDetails }) {
  switch (transactionStatus(tx)) {
    case 'pending':
      return <Trans>Pending</Trans>
    case 'success':
      return tx.outcome === 'replaced' ? (
        <Trans>Confirmed (sped up: mined under a new hash)</Trans>
      ) : (
        <Trans>Confirmed</Trans>
      )
    case 'failed': {
      const reason = tx.revertReason
      return (
        <>
          {reason ? (
            <Trans>Failed: reverted with “{reason}”</Trans>
          ) : (
            <Trans>Failed: reverted on chain</Trans>
          )}
          {isSlippageRevert(reason) ? (
            <>
              {' '}
              <Trans>Try increasing your slippage tolerance.</Trans>
            </>
          ) : null}
        </>
      )
    }
    case 'cancelled':
      return <Trans>Cancelled: nothing was done</Trans>
    case 'dropped':
      return <Trans>Dropped: another transaction used its place, this one will never be mined</Trans>
  }
}
