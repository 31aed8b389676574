import { Trans } from '@lingui/react/macro'
import { ProposalState, STATUS_NAMES } from './status'

/** A proposal's status in words, coloured by its kind. */
export function StatusBadge({ status }: { status: ProposalState }) {
  return (
    <span
      className={`status-badge status-badge--${STATUS_NAMES[status].toLowerCase()}`}
      data-testid="proposal-status"
    >
      {status === ProposalState.PENDING ? (
        <Trans>Pending</Trans>
      ) : status === ProposalState.ACTIVE ? (
        <Trans>Active</Trans>
      ) : status === ProposalState.CANCELED ? (
        <Trans>Canceled</Trans>
      ) : status === ProposalState.DEFEATED ? (
        <Trans>Defeated</Trans>
      ) : status === ProposalState.SUCCEEDED ? (
        <Trans>Succeeded</Trans>
      ) : status === ProposalState.QUEUED ? (
        <Trans>Queued</Trans>
      ) : status === ProposalState.EXPIRED ? (
        <Trans>Expired</Trans>
      ) : status === ProposalState.EXECUTED ? (
        <Trans>Executed</Trans>
      ) : (
        <Trans>Undetermined</Trans>
      )}
    </span>
  )
}
