import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Point } from '../logic/series'
import { ChartSummary } from './ChartSummary'
import { ExploreLoading } from './ExploreStatus'
import { TimeChart } from './TimeChart'

/**
 * Where the chart's data is: still on its way, not to be had (the page says why above the chart), or
 * here. Only data that is here and empty may be called "no data".
 */
export type ChartDataState = 'loading' | 'failed' | 'ready'

/** A time chart with its buttons above it and its text alternative beside it. */
export function ChartPanel({
  state,
  buttons,
  points,
  kind,
  label,
  withTime,
  formatValue,
}: {
  state: ChartDataState
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
        empty={
          state === 'loading' ? (
            <ExploreLoading label={t`Loading`} />
          ) : state === 'ready' ? (
            t`No data for this range yet.`
          ) : null
        }
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
