import { Trans } from '@lingui/react/macro'
import type { Currency, Price, Token } from '@uniswap/sdk-core'
import type { FeeAmount } from '@uniswap/v3-sdk'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { RangeInput } from './RangeInput'
import './rangeChart.css'

/** d3 and the tick reads load with the chart, not with the form. */
const LiquidityChart = lazy(() =>
  import('../chart/LiquidityChart').then((module) => ({ default: module.LiquidityChart })),
)

type Side = 'left' | 'right'

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
  chainId,
  currencyA,
  currencyB,
  feeAmount,
  poolAddress,
  price,
  priceLower,
  priceUpper,
  lowerAtLimit,
  upperAtLimit,
  noLiquidity,
  onCommit,
}: {
  chainId: number
  currencyA: Currency | undefined
  currencyB: Currency | undefined
  feeAmount: FeeAmount
  poolAddress: string | undefined
  price: Price<Token, Token> | undefined
  priceLower: Price<Token, Token> | undefined
  priceUpper: Price<Token, Token> | undefined
  lowerAtLimit: boolean
  upperAtLimit: boolean
  noLiquidity: boolean
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
        chainId={chainId}
        currencyA={currencyA}
        currencyB={currencyB}
        feeAmount={feeAmount}
        poolAddress={poolAddress}
        price={price ? Number(price.toSignificant(8)) : undefined}
        priceLower={chartBound(priceLower, lowerAtLimit, 0)}
        priceUpper={chartBound(priceUpper, upperAtLimit, Number.POSITIVE_INFINITY)}
        noLiquidity={noLiquidity}
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
  priceLower,
  priceUpper,
  lowerAtLimit,
  upperAtLimit,
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
  priceLower: Price<Token, Token> | undefined
  priceUpper: Price<Token, Token> | undefined
  lowerAtLimit: boolean
  upperAtLimit: boolean
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
        <RangeInput
          id={`${idPrefix}-min-price`}
          label={<Trans>Min Price</Trans>}
          value={formatBound(priceLower, lowerAtLimit, true)}
          unit={unit}
          locked={locked}
          onCommit={(value) => onCommit('left', value)}
          onDecrement={() => onStep('left', -1)}
          onIncrement={() => onStep('left', 1)}
        />
        <RangeInput
          id={`${idPrefix}-max-price`}
          label={<Trans>Max Price</Trans>}
          value={formatBound(priceUpper, upperAtLimit, false)}
          unit={unit}
          locked={locked}
          onCommit={(value) => onCommit('right', value)}
          onDecrement={() => onStep('right', -1)}
          onIncrement={() => onStep('right', 1)}
        />
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
