import { Trans, useLingui } from '@lingui/react/macro'
import type { Currency } from '@uniswap/sdk-core'
import type { FeeAmount } from '@uniswap/v3-sdk'
import { max } from 'd3-array'
import { type BrushBehavior, brushX, type D3BrushEvent } from 'd3-brush'
import { scaleLinear } from 'd3-scale'
import { select } from 'd3-selection'
import { type ZoomBehavior, type ZoomTransform, zoom, zoomIdentity } from 'd3-zoom'
import { useEffect, useMemo, useRef, useState } from 'react'
import { formatDecimal } from '../../../lib/format'
import { useAllV3Ticks } from '../graph/hooks'
import { brushLabel, CHART, densityEntries, stepAreaPath, zoomLevels } from './density'
import './chart.css'

const innerWidth = CHART.width - CHART.margins.left - CHART.margins.right
const innerHeight = CHART.height - CHART.margins.top - CHART.margins.bottom
/** Brush labels show for this long after the range changes (spec 4). */
const LABEL_MS = 1500

/**
 * The pool's liquidity depth around the price (from the indexer's ticks) with the range as a brush: drag
 * the handles or the range, zoom with the wheel or the buttons; reset puts the range at the tier's default.
 */
export function LiquidityChart({
  chainId,
  currencyA,
  currencyB,
  feeAmount,
  poolAddress,
  price,
  priceLower,
  priceUpper,
  noLiquidity,
  onRangeChange,
}: {
  chainId: number
  currencyA: Currency | undefined
  currencyB: Currency | undefined
  feeAmount: FeeAmount
  poolAddress: string | undefined
  price: number | undefined
  priceLower: number | undefined
  priceUpper: number | undefined
  noLiquidity: boolean
  onRangeChange: (left: number, right: number) => void
}) {
  const { t } = useLingui()
  const ticks = useAllV3Ticks(chainId, noLiquidity ? undefined : poolAddress)
  const tokenA = currencyA?.wrapped
  const tokenB = currencyB?.wrapped
  const aIsToken0 = !!tokenA && !!tokenB && tokenA.sortsBefore(tokenB)
  const entries = useMemo(() => {
    if (!ticks.data || !tokenA || !tokenB) return undefined
    const [decimals0, decimals1] = aIsToken0
      ? [tokenA.decimals, tokenB.decimals]
      : [tokenB.decimals, tokenA.decimals]
    return densityEntries(ticks.data, decimals0, decimals1, aIsToken0)
  }, [ticks.data, tokenA, tokenB, aIsToken0])
  useEffect(() => {
    if (ticks.isError) console.error('Liquidity data not available', ticks.error)
  }, [ticks.isError, ticks.error])

  if (noLiquidity || price === undefined)
    return (
      <div className="liquidity-chart__state" data-testid="chart-state">
        <Trans>Your position will appear here</Trans>
      </div>
    )
  if (ticks.isLoading)
    return (
      <div className="liquidity-chart__state" data-testid="chart-state" role="status" aria-label={t`Loading`}>
        <span className="spinner" aria-hidden="true" />
      </div>
    )
  if (ticks.isError || !entries)
    return (
      <div className="liquidity-chart__state" data-testid="chart-state">
        <Trans>Liquidity data not available.</Trans>
      </div>
    )
  if (entries.length === 0)
    return (
      <div className="liquidity-chart__state" data-testid="chart-state">
        <Trans>There is no liquidity data.</Trans>
      </div>
    )
  return (
    <Chart
      entries={entries}
      price={price}
      feeAmount={feeAmount}
      priceLower={priceLower}
      priceUpper={priceUpper}
      onRangeChange={onRangeChange}
    />
  )
}

function Chart({
  entries,
  price,
  feeAmount,
  priceLower,
  priceUpper,
  onRangeChange,
}: {
  entries: { activeLiquidity: number; price0: number }[]
  price: number
  feeAmount: FeeAmount
  priceLower: number | undefined
  priceUpper: number | undefined
  onRangeChange: (left: number, right: number) => void
}) {
  const { t, i18n } = useLingui()
  const levels = zoomLevels(feeAmount)
  const svgRef = useRef<SVGSVGElement>(null)
  const brushRef = useRef<SVGGElement>(null)
  const zoomRef = useRef<ZoomBehavior<SVGSVGElement, unknown> | null>(null)
  const brushBehavior = useRef<BrushBehavior<unknown> | null>(null)
  const [transform, setTransform] = useState<ZoomTransform>(zoomIdentity)
  const [showLabels, setShowLabels] = useState(false)
  const onChange = useRef(onRangeChange)
  onChange.current = onRangeChange

  const x = useMemo(
    () =>
      transform.rescaleX(
        scaleLinear()
          .domain([price * levels.initialMin, price * levels.initialMax])
          .range([0, innerWidth]),
      ),
    [price, levels.initialMin, levels.initialMax, transform],
  )
  const y = useMemo(
    () =>
      scaleLinear()
        .domain([0, max(entries, (entry) => entry.activeLiquidity) ?? 1])
        .range([innerHeight, 0]),
    [entries],
  )
  // A step area: liquidity is constant between ticks.
  const area = useMemo(() => stepAreaPath(entries, x, y, innerWidth, innerHeight), [entries, x, y])

  // Zoom: the scale's limits per tier; the transform rescales the x axis.
  useEffect(() => {
    if (!svgRef.current) return
    const behavior = zoom<SVGSVGElement, unknown>()
      .scaleExtent([levels.min, levels.max])
      .extent([
        [0, 0],
        [CHART.width, CHART.height],
      ])
      .filter((event: Event) => event.type === 'wheel' || event.type === 'dblclick')
      .on('zoom', (event: { transform: ZoomTransform }) => setTransform(event.transform))
    zoomRef.current = behavior
    select(svgRef.current).call(behavior)
    return () => {
      if (svgRef.current) select(svgRef.current).on('.zoom', null)
    }
  }, [levels.min, levels.max])

  // The brush: a user's drag ends in a new range; the range typed elsewhere moves it.
  const xRef = useRef(x)
  xRef.current = x
  useEffect(() => {
    if (!brushRef.current) return
    const behavior = brushX<unknown>()
      .extent([
        [0, 0],
        [innerWidth, innerHeight],
      ])
      .on('end', (event: D3BrushEvent<unknown>) => {
        if (!event.sourceEvent || !event.selection) return
        const [left, right] = event.selection as [number, number]
        onChange.current(xRef.current.invert(left), xRef.current.invert(right))
      })
    brushBehavior.current = behavior
    select(brushRef.current).call(behavior)
  }, [])
  const left = priceLower === undefined ? undefined : Math.max(0, Math.min(innerWidth, x(priceLower)))
  const right =
    priceUpper === undefined
      ? undefined
      : Number.isFinite(priceUpper)
        ? Math.max(0, Math.min(innerWidth, x(priceUpper)))
        : innerWidth
  useEffect(() => {
    if (!brushRef.current || !brushBehavior.current) return
    if (left === undefined || right === undefined || right <= left) {
      select(brushRef.current).call(brushBehavior.current.move, null)
      return
    }
    select(brushRef.current).call(brushBehavior.current.move, [left, right])
  }, [left, right])
  useEffect(() => {
    if (priceLower === undefined && priceUpper === undefined) return
    setShowLabels(true)
    const timer = setTimeout(() => setShowLabels(false), LABEL_MS)
    return () => clearTimeout(timer)
  }, [priceLower, priceUpper])

  const zoomBy = (factor: number) => {
    if (svgRef.current && zoomRef.current) select(svgRef.current).call(zoomRef.current.scaleBy, factor)
  }
  const reset = () => {
    if (svgRef.current && zoomRef.current)
      select(svgRef.current).call(zoomRef.current.transform, zoomIdentity)
    onRangeChange(price * levels.initialMin, price * levels.initialMax)
  }

  return (
    <div className="liquidity-chart" data-testid="liquidity-chart">
      <div className="liquidity-chart__buttons">
        <button type="button" className="secondary-button" aria-label={t`Zoom in`} onClick={() => zoomBy(2)}>
          +
        </button>
        <button
          type="button"
          className="secondary-button"
          aria-label={t`Zoom out`}
          onClick={() => zoomBy(0.5)}
        >
          −
        </button>
        <button type="button" className="secondary-button" aria-label={t`Reset`} onClick={reset}>
          ↺
        </button>
      </div>
      <svg
        ref={svgRef}
        width={CHART.width}
        height={CHART.height}
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        role="img"
        aria-label={t`Liquidity depth`}
      >
        <defs>
          <clipPath id="liquidity-chart-clip">
            <rect width={innerWidth} height={CHART.height} />
          </clipPath>
        </defs>
        <g transform={`translate(${CHART.margins.left},${CHART.margins.top})`}>
          <g clipPath="url(#liquidity-chart-clip)">
            <path className="liquidity-chart__area" d={area} />
            <line className="liquidity-chart__price" x1={x(price)} x2={x(price)} y1={0} y2={innerHeight} />
          </g>
          <g className="liquidity-chart__axis" transform={`translate(0,${innerHeight})`}>
            {x.ticks(6).map((value) => (
              <text key={value} x={x(value)} y={14} textAnchor="middle">
                {formatDecimal(String(Number(value.toPrecision(5))), i18n.locale)}
              </text>
            ))}
          </g>
          <g ref={brushRef} />
          {showLabels && left !== undefined && right !== undefined && right > left && (
            <g className="liquidity-chart__labels" data-testid="brush-labels">
              <text x={left} y={-2} textAnchor="middle">
                {brushLabel(priceLower ?? 0, price, true, priceLower === 0, i18n.locale)}
              </text>
              <text x={right} y={-2} textAnchor="middle">
                {brushLabel(priceUpper ?? 0, price, false, !Number.isFinite(priceUpper ?? 0), i18n.locale)}
              </text>
            </g>
          )}
        </g>
      </svg>
    </div>
  )
}
