import { Trans } from '@lingui/react/macro'
import type { RangeStatus } from '../positions/rangeStatus'
import './RangeBadge.css'

/** The in range / out of range / closed badge of a v3 position (nothing while the status is unknown). */
export function RangeBadge({ status }: { status: RangeStatus | undefined }) {
  if (!status) return null
  return (
    <span
      className={`range-badge range-badge--${status.toLowerCase().replace(/_/g, '-')}`}
      data-testid="range-badge"
    >
      <span className="range-badge__dot" aria-hidden="true" />
      {status === 'IN_RANGE' ? (
        <Trans>In range</Trans>
      ) : status === 'OUT_OF_RANGE' ? (
        <Trans>Out of range</Trans>
      ) : (
        <Trans>Closed</Trans>
      )}
    </span>
  )
}
