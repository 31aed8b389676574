import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Point } from '../logic/series'
import { ChartSummary } from './ChartSummary'
import { TimeChart } from './TimeChart'

/** A time chart with its buttons above it and its text alternative beside it. */
export function ChartPanel({
  buttons,
  points,
  kind,
  label,
  withTime,
  formatValue,
}: {
  buttons: ReactNode
  points: readonly Point[]
  kind: 'area' | 'histogram'
  label: string
  withTime: boolean
  formatValue: (value: number) => string
}) {
  const { t, i18n } = useLingui()
  return (
    <section className="explore-panel" aria-label={label}>
      <div className="explore-chart__bar">{buttons}</div>
      <TimeChart
        points={points}
        kind={kind}
        label={label}
        locale={i18n.locale}
        withTime={withTime}
        formatValue={formatValue}
        empty={t`No data for this range yet.`}
      />
      <ChartSummary
        caption={label}
        points={points}
        locale={i18n.locale}
        withTime={withTime}
        formatValue={formatValue}
      />
    </section>
  )
}
