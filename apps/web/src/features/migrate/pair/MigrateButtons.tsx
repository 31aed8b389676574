import { Trans } from '@lingui/react/macro'
import type { MigrateActions } from './logic/migrateState'

/** The send error, then Allow LP token migration and Migrate. */
export function MigrateButtons({
  error,
  actions,
  onAllow,
  onMigrate,
}: {
  error: string | undefined
  actions: MigrateActions
  onAllow: () => void
  onMigrate: () => void
}) {
  return (
    <>
      {error && (
        <p className="migrate-pair__warning" role="alert">
          {error}
        </p>
      )}
      <div className="migrate-pair__actions">
        <button
          type="button"
          className="primary-button"
          data-testid="migrate-allow"
          disabled={actions.allowDisabled}
          onClick={onAllow}
          aria-busy={actions.allowLabel === 'LOADING' || undefined}
        >
          {actions.allowLabel === 'LOADING' ? (
            <>
              <span className="spinner" aria-hidden="true" /> <Trans>Loading</Trans>
            </>
          ) : actions.allowLabel === 'APPROVING' ? (
            <Trans>Approving</Trans>
          ) : actions.allowLabel === 'ALLOWED' ? (
            <Trans>Allowed</Trans>
          ) : (
            <Trans>Allow LP token migration</Trans>
          )}
        </button>
        <button
          type="button"
          className="primary-button"
          data-testid="migrate-submit"
          disabled={actions.block !== undefined}
          onClick={onMigrate}
        >
          {actions.submitLabel === 'SUCCESS' ? (
            <Trans>Success!</Trans>
          ) : actions.submitLabel === 'MIGRATING' ? (
            <Trans>Migrating</Trans>
          ) : (
            <Trans>Migrate</Trans>
          )}
        </button>
      </div>
    </>
  )
}
