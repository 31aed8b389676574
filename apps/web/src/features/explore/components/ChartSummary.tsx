import { useLingui } from '@lingui/react/macro'
import { useHydrated } from '../../../components/useHydrated'
import { formatChartTime } from '../logic/format'
import { type Point, seriesSummary } from '../logic/series'

/**
 * The chart's text alternative: its key figures (first, last, highest, lowest, and the number of
 * points) in a table that screen readers find and that is visually hidden.
 */
export function ChartSummary({
  caption,
  points,
  locale,
  withTime,
  formatValue,
}: {
  caption: string
  points: readonly Point[]
  locale: string
  withTime: boolean
  formatValue: (value: number) => string
}) {
  const { t } = useLingui()
  const hydrated = useHydrated()
  const summary = seriesSummary(points)
  const rows: [string, Point][] = summary
    ? [
        [t`First`, summary.first],
        [t`Last`, summary.last],
        [t`Highest`, summary.high],
        [t`Lowest`, summary.low],
      ]
    : []
  return (
    <table className="visually-hidden" data-testid="chart-summary" data-points={points.length}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Figure`}</th>
          <th scope="col">{t`Value`}</th>
          <th scope="col">{t`Time`}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, point]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>{formatValue(point.value)}</td>
            {/* In the browser's time zone: the server's render (in its own) leaves it to hydration. */}
            <td>{hydrated ? formatChartTime(point.time, locale, withTime) : ''}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">{t`Data points`}</th>
          <td>{points.length}</td>
          <td />
        </tr>
      </tbody>
    </table>
  )
}
