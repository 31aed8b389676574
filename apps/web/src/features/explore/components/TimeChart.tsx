import {
  AreaSeries,
  ColorType,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type MouseEventParams,
  TickMarkType,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts'
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { useHydrated } from '../../../components/useHydrated'
import { afterNextPaint } from '../../../lib/afterNextPaint'
import { dateTimeFormat } from '../../../lib/format/intl'
import { useDarkMode } from '../../settings'
import { formatChartTime } from '../logic/format'
import type { Point } from '../logic/series'

const PALETTE = {
  light: {
    text: '#565a69',
    grid: '#e2e2e2',
    line: '#2172e5',
    fill: 'rgba(33, 114, 229, 0.25)',
    bar: '#2172e5',
  },
  dark: {
    text: '#c3c5cb',
    grid: '#2c2f36',
    line: '#6da8ff',
    fill: 'rgba(109, 168, 255, 0.25)',
    bar: '#6da8ff',
  },
}

/** An axis label in the locale, as precise as the tick mark asks. */
function tickLabel(time: Time, type: TickMarkType, locale: string): string {
  const options: Intl.DateTimeFormatOptions =
    type === TickMarkType.Year
      ? { year: 'numeric' }
      : type === TickMarkType.Month
        ? { month: 'short' }
        : type === TickMarkType.DayOfMonth
          ? { month: 'short', day: 'numeric' }
          : { hour: 'numeric', minute: '2-digit' }
  return dateTimeFormat(locale, { ...options, numberingSystem: 'latn' }).format(new Date(Number(time) * 1000))
}

/**
 * A price line (area) or volume bars drawn by lightweight-charts, in the app's theme and the reader's
 * locale. The crosshair follows the pointer, or the arrow keys when the chart has focus (Home and End
 * jump to the ends); the value and time under it are shown above the chart and announced.
 */
export function TimeChart({
  points,
  kind,
  label,
  locale,
  withTime,
  formatValue,
  empty,
}: {
  points: readonly Point[]
  kind: 'area' | 'histogram'
  label: string
  locale: string
  withTime: boolean
  formatValue: (value: number) => string
  /** Shown over the chart while it has no points. */
  empty: ReactNode
}) {
  const container = useRef<HTMLDivElement>(null)
  const chart = useRef<IChartApi | null>(null)
  const series = useRef<ISeriesApi<'Area' | 'Histogram'> | null>(null)
  const [hovered, setHovered] = useState<number | undefined>()
  const dark = useDarkMode()
  const format = useRef(formatValue)
  format.current = formatValue

  // The chart is made only once there is something to draw: made empty, it would take a slow phone's
  // main thread while the data is on its way, then draw everything again when it arrives. It is made
  // after the next paint, so the figures above it show first; `made` tells the effects below to style
  // and fill the chart just made.
  const hasData = points.length > 0
  const [made, setMade] = useState(0)
  useEffect(() => {
    if (!hasData) return
    let created: IChartApi | undefined
    const cancel = afterNextPaint(() => {
      if (!container.current) return
      created = createChart(container.current, { autoSize: true, handleScale: false })
      chart.current = created
      series.current =
        kind === 'area'
          ? created.addSeries(AreaSeries, { lineWidth: 2, priceLineVisible: false })
          : created.addSeries(HistogramSeries, { priceLineVisible: false })
      setMade((count) => count + 1)
    })
    return () => {
      cancel()
      created?.remove()
      chart.current = null
      series.current = null
    }
  }, [kind, hasData])

  useEffect(() => {
    const palette = dark ? PALETTE.dark : PALETTE.light
    chart.current?.applyOptions({
      layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: palette.text },
      grid: { vertLines: { color: palette.grid }, horzLines: { color: palette.grid } },
      localization: {
        locale,
        priceFormatter: (value: number) => format.current(value),
        timeFormatter: (time: Time) => formatChartTime(Number(time), locale, withTime),
      },
      timeScale: { timeVisible: withTime, borderColor: palette.grid, tickMarkFormatter: tickLabel },
      rightPriceScale: { borderColor: palette.grid },
    })
    series.current?.applyOptions(
      kind === 'area'
        ? { lineColor: palette.line, topColor: palette.fill, bottomColor: 'transparent' }
        : { color: palette.bar },
    )
  }, [dark, locale, withTime, kind, made])

  useEffect(() => {
    series.current?.setData(points.map((point) => ({ time: point.time as UTCTimestamp, value: point.value })))
    chart.current?.timeScale().fitContent()
    setHovered(undefined)
  }, [points, made])

  useEffect(() => {
    const current = chart.current
    if (!current) return
    const onMove = (param: MouseEventParams) => {
      if (param.time === undefined) return setHovered(undefined)
      const index = points.findIndex((point) => point.time === Number(param.time))
      setHovered(index >= 0 ? index : undefined)
    }
    current.subscribeCrosshairMove(onMove)
    return () => current.unsubscribeCrosshairMove(onMove)
  }, [points, made])

  const moveTo = (index: number) => {
    const point = points[index]
    if (!point || !chart.current || !series.current) return
    chart.current.setCrosshairPosition(point.value, point.time as UTCTimestamp, series.current)
    setHovered(index)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const last = points.length - 1
    const at = hovered ?? last
    const next =
      event.key === 'ArrowLeft'
        ? Math.max(0, at - 1)
        : event.key === 'ArrowRight'
          ? Math.min(last, at + 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined
    if (event.key === 'Escape') {
      chart.current?.clearCrosshairPosition()
      setHovered(undefined)
      return
    }
    if (next === undefined || last < 0) return
    event.preventDefault()
    moveTo(next)
  }

  const shown = points[hovered ?? points.length - 1]
  const hydrated = useHydrated()
  return (
    <div className="explore-chart">
      <div className="explore-chart__readout" aria-live="polite" data-testid="chart-readout">
        {shown ? (
          <>
            <div className="explore-chart__value">{formatValue(shown.value)}</div>
            {/* In the browser's time zone: the server's render (in its own) leaves it to hydration. */}
            <div className="explore-muted">
              {hydrated ? formatChartTime(shown.time, locale, withTime) : '\u00a0'}
            </div>
          </>
        ) : null}
      </div>
      <div className="explore-chart__canvas">
        {/* biome-ignore lint/a11y/useSemanticElements: a chart that takes the arrow keys is a focusable group */}
        <div
          ref={container}
          className="explore-chart__surface"
          role="group"
          aria-label={label}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the arrow keys move the crosshair
          tabIndex={0}
          onKeyDown={onKeyDown}
          data-testid="explore-chart"
          data-kind={kind}
          data-points={points.length}
          data-first-time={points[0]?.time ?? ''}
          data-last-time={points.at(-1)?.time ?? ''}
        />
        {points.length === 0 ? <div className="explore-chart__empty">{empty}</div> : null}
      </div>
    </div>
  )
}
