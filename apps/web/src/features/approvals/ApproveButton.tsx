import { Trans } from '@lingui/react/macro'

/** Where an approval stands, as its button says it. */
export type ApproveLabel = 'LOADING' | 'APPROVING' | 'APPROVED' | 'APPROVE'

/** The approve (or permit) button: Loading while the allowance is unknown, then Approving, Approved or Approve. */
export function ApproveButton({
  label,
  disabled,
  onApprove,
}: {
  label: ApproveLabel
  disabled: boolean
  onApprove: () => void
}) {
  return (
    <button
      type="button"
      className="primary-button"
      disabled={disabled}
      onClick={onApprove}
      aria-busy={label === 'LOADING' || undefined}
    >
      {label === 'LOADING' ? (
        <>
          <span className="spinner" aria-hidden="true" /> <Trans>Loading</Trans>
        </>
      ) : label === 'APPROVING' ? (
        <Trans>Approving</Trans>
      ) : label === 'APPROVED' ? (
        <Trans>Approved</Trans>
      ) : (
        <Trans>Approve</Trans>
      )}
    </button>
  )
}
