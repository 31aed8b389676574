import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** The title row every screen starts with, with an optional back link. */
export function PageHeader({
  title,
  back,
  children,
}: {
  title: ReactNode
  back?: string
  children?: ReactNode
}) {
  const { t } = useLingui()
  return (
    <header className="page-header">
      {back ? (
        <Link className="page-header__back" to={back} aria-label={t`Back`}>
          <span className="flip-in-rtl" aria-hidden="true">
            ←
          </span>
        </Link>
      ) : null}
      <h1 className="page-header__title">{title}</h1>
      {children}
    </header>
  )
}
