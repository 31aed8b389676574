import { Trans, useLingui } from '@lingui/react/macro'
import type { Token } from '@uniswap/sdk-core'
import type { ReactNode } from 'react'
import { formatDecimal } from '../../../lib/format'
import type { FeeTier, RangeValue, V3AddKit } from '../../pool-v3'

/** The v3 range the liquidity moves into: the current price, the chart and the bounds (the v3 add kit's). */
export function MigrateRangeCard({
  kit,
  chainId,
  tokenA,
  tokenB,
  fee,
  poolAddress,
  bounds,
  noLiquidity,
  setBound,
  stepBound,
  onFlip,
  disabledForm,
  symbolB,
  rangeUnit,
  outOfRange,
  invalidRange,
  onFullRange,
}: {
  kit: Pick<V3AddKit, 'RangeChart' | 'RangeSection'>
  chainId: number
  tokenA: Token
  tokenB: Token
  fee: FeeTier
  poolAddress: string | undefined
  /** The range's bounds and the current price, as prices of A in B. */
  bounds: ReturnType<V3AddKit['rangeBounds']>
  noLiquidity: boolean
  setBound: (side: 'left' | 'right', value: RangeValue) => void
  stepBound: (side: 'left' | 'right', direction: -1 | 1) => void
  onFlip: () => void
  disabledForm: boolean
  symbolB: string | undefined
  rangeUnit: ReactNode
  outOfRange: boolean
  invalidRange: boolean
  onFullRange: () => void
}) {
  const { t, i18n } = useLingui()
  const { RangeChart, RangeSection } = kit
  const { currentPrice } = bounds
  return (
    <section className="migrate-pair__card" aria-label={t`Set Price Range`}>
      <div className="add-v3__range-header">
        <h3>
          <Trans>Set Price Range</Trans>
        </h3>
        <button type="button" className="link-button" onClick={onFlip} disabled={disabledForm}>
          <Trans>View prices in {symbolB}</Trans>
        </button>
      </div>
      {currentPrice && (
        <p>
          <Trans>Current Price:</Trans>{' '}
          <span data-testid="current-price">{formatDecimal(currentPrice.toSignificant(5), i18n.locale)}</span>{' '}
          {rangeUnit}
        </p>
      )}
      <RangeChart
        chainId={chainId}
        currencyA={tokenA}
        currencyB={tokenB}
        feeAmount={fee}
        poolAddress={poolAddress}
        price={currentPrice}
        bounds={bounds}
        noLiquidity={noLiquidity}
        onCommit={setBound}
      />
      <RangeSection
        idPrefix="migrate"
        bounds={bounds}
        unit={rangeUnit}
        locked={disabledForm}
        fullRangeDisabled={disabledForm}
        outOfRange={outOfRange}
        invalidRange={invalidRange}
        classNames={{ range: 'migrate-pair__range', warning: 'migrate-pair__warning' }}
        onCommit={setBound}
        onStep={stepBound}
        onFullRange={onFullRange}
      />
    </section>
  )
}
