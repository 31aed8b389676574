import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { PageHeader } from '../../../components/PageHeader'
import { ExploreDataError } from '../data/client'

/** The words for a failed Explore query: what happened and what the page does next. */
export function ExploreError({ error }: { error: unknown }) {
  const code = error instanceof ExploreDataError ? error.code : 'UNREACHABLE'
  return (
    <p className="error-text" role="alert" data-testid="explore-error">
      {code === 'UNSUPPORTED_CHAIN' ? (
        <Trans>Explore data is not available on this network.</Trans>
      ) : code === 'INVALID_ANSWER' ? (
        <Trans>The indexer returned data that could not be read. Trying again in 30 seconds.</Trans>
      ) : (
        <Trans>The indexer could not be reached. Trying again in 30 seconds.</Trans>
      )}
    </p>
  )
}

/** A spinner that screen readers announce as 'Loading'. */
export function ExploreLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="pools-list__loading">
      <span className="spinner" />
    </div>
  )
}

/** Shown in place of a list or chart without data. */
export function ExploreEmpty({ children }: { children: ReactNode }) {
  return <p className="explore-muted">{children}</p>
}

/** A token or pool page for an address the indexer does not know: the page's title and why. */
export function ExploreNotFound({
  back,
  title,
  children,
}: {
  back: string
  title: ReactNode
  children: ReactNode
}) {
  return (
    <div className="explore-page">
      <PageHeader back={back} title={title} />
      <ExploreEmpty>{children}</ExploreEmpty>
    </div>
  )
}
