import { Trans } from '@lingui/react/macro'

/** Stands where an approve button would, while the allowance is not yet known: no flicker of Approve. */
export function AllowanceLoadingButton({ className = 'primary-button' }: { className?: string }) {
  return (
    <button type="button" className={className} disabled aria-busy="true" data-testid="allowance-loading">
      <span className="spinner" aria-hidden="true" /> <Trans>Loading</Trans>
    </button>
  )
}
