import { Trans } from '@lingui/react/macro'
import type { Price, Token } from '@uniswap/sdk-core'
import { type ComponentProps, lazy, type ReactNode, Suspense, useState } from 'react'
import type { RangeBounds } from './logic/addState'
import { RangeInput } from './RangeInput'
import './rangeChart.css'

/** d3 and the tick reads load with the chart, not with the form. */
const LiquidityChart = lazy(() =>
  import('../chart/LiquidityChart').then((module) => ({ default: module.LiquidityChart })),
)

type Side = 'left' | 'right'

/** The range's bounds as the chart and the inputs show them: prices of A in B, and which is at its limit. */
export type ShownBounds = Pick<RangeBounds, 'priceLower' | 'priceUpper' | 'lowerAtLimit' | 'upperAtLimit'>

/** A price bound to 5 significant digits, '0' and '∞' at the tick limits (the range inputs' text). */
export function formatBound(
  price: Price<Token, Token> | undefined,
  atLimit: boolean,
  isLower: boolean,
): string {
  if (atLimit) return isLower ? '0' : '∞'
  return price ? price.toSignificant(5) : ''
}

/** A bound as the chart takes it: 0 and infinity at the tick limits. */
const chartBound = (price: Price<Token, Token> | undefined, atLimit: boolean, limit: number) =>
  atLimit ? limit : price ? Number(price.toSignificant(8)) : undefined

/**
 * The liquidity chart of a new position's range, shared by add and migrate: the current price and
 * the bounds go in as numbers, a brushed range comes back as the typed bounds.
 */
export function RangeChart({
  price,
  bounds,
  onCommit,
  ...chart
}: Omit<ComponentProps<typeof LiquidityChart>, 'price' | 'priceLower' | 'priceUpper' | 'onRangeChange'> & {
  price: Price<Token, Token> | undefined
  bounds: ShownBounds
  onCommit: (side: Side, typed: string) => void
}) {
  return (
    // The chart's own height while its code loads: the form below does not move when it comes (CLS).
    <Suspense
      fallback={
        <div className="add-v3__chart-placeholder">
          <span className="spinner" aria-hidden="true" />
        </div>
      }
    >
      <LiquidityChart
        {...chart}
        price={price ? Number(price.toSignificant(8)) : undefined}
        priceLower={chartBound(bounds.priceLower, bounds.lowerAtLimit, 0)}
        priceUpper={chartBound(bounds.priceUpper, bounds.upperAtLimit, Number.POSITIVE_INFINITY)}
        onRangeChange={(left, right) => {
          // spec: 1e-6 stands in for a price of zero or less; bounds of 1e35 and up do not parse
          onCommit('left', (left > 0 ? left : 1e-6).toFixed(6))
          if (right < 1e35) onCommit('right', right.toFixed(6))
        }}
      />
    </Suspense>
  )
}

/**
 * The price range of a new position, shared by add and migrate: the min and max price inputs, Full
 * Range behind its efficiency warning (asked once), and the out-of-range and invalid-range notices.
 */
export function RangeSection({
  idPrefix,
  bounds,
  unit,
  locked,
  fullRangeDisabled,
  outOfRange,
  invalidRange,
  classNames,
  onCommit,
  onStep,
  onFullRange,
}: {
  /** The inputs' ids are `${idPrefix}-min-price` and `${idPrefix}-max-price`. */
  idPrefix: string
  bounds: ShownBounds
  unit: ReactNode
  locked: boolean
  fullRangeDisabled: boolean
  outOfRange: boolean
  invalidRange: boolean
  /** The page's own layout classes for the inputs' row and the warnings. */
  classNames: { range: string; warning: string }
  onCommit: (side: Side, typed: string) => void
  onStep: (side: Side, direction: -1 | 1) => void
  onFullRange: () => void
}) {
  const [showWarning, setShowWarning] = useState(false)
  const [acknowledged, setAcknowledged] = useState(false)
  return (
    <>
      <div className={classNames.range}>
        {(['left', 'right'] as const).map((side) => (
          <RangeInput
            key={side}
            id={`${idPrefix}-${side === 'left' ? 'min' : 'max'}-price`}
            label={side === 'left' ? <Trans>Min Price</Trans> : <Trans>Max Price</Trans>}
            value={
              side === 'left'
                ? formatBound(bounds.priceLower, bounds.lowerAtLimit, true)
                : formatBound(bounds.priceUpper, bounds.upperAtLimit, false)
            }
            unit={unit}
            locked={locked}
            onCommit={(value) => onCommit(side, value)}
            onStep={(direction) => onStep(side, direction)}
          />
        ))}
      </div>
      <button
        type="button"
        className="secondary-button"
        onClick={() => (acknowledged ? onFullRange() : setShowWarning(true))}
        disabled={fullRangeDisabled}
      >
        <Trans>Full Range</Trans>
      </button>
      {showWarning && (
        <div className={classNames.warning} role="alert">
          <strong>
            <Trans>Efficiency Comparison</Trans>
          </strong>
          <p>
            <Trans>Full range positions may earn less fees than concentrated positions.</Trans>
          </p>
          <button
            type="button"
            className="primary-button"
            onClick={() => {
              setAcknowledged(true)
              setShowWarning(false)
              onFullRange()
            }}
          >
            <Trans>I understand</Trans>
          </button>
        </div>
      )}
      {outOfRange && (
        <p className={classNames.warning} role="alert">
          <Trans>
            Your position will not earn fees or be used in trades until the market price moves into your
            range.
          </Trans>
        </p>
      )}
      {invalidRange && (
        <p className={classNames.warning} role="alert">
          <Trans>Invalid range selected. The min price must be lower than the max price.</Trans>
        </p>
      )}
    </>
  )
}
