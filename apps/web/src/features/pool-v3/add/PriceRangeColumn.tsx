import { Trans, useLingui } from '@lingui/react/macro'
import type { Currency, Price, Token } from '@uniswap/sdk-core'
import type { Dispatch, ReactNode } from 'react'
import type { Address } from 'viem'
import { v3PoolAddressOn } from '../../../core/poolAddresses'
import { formatDecimal } from '../../../lib/format'
import type { FeeTier } from '../graph/subgraph'
import type { MintInfo } from './logic/derived'
import type { MintAction, MintState, RangeValue } from './logic/mintState'
import { RangeChart, RangeSection } from './RangeSection'

/** A new position's right column: the starting price of a new pool, then the price range with its chart. */
export function PriceRangeColumn({
  feeAmount,
  pairSelected,
  info,
  state,
  dispatchMint,
  currencyA,
  currencyB,
  currentPrice,
  rangeUnit,
  onFlip,
  chainId,
  priceLower,
  priceUpper,
  lowerAtLimit,
  upperAtLimit,
  setBound,
  stepBound,
}: {
  feeAmount: FeeTier | undefined
  pairSelected: boolean
  info: MintInfo
  state: MintState
  dispatchMint: Dispatch<MintAction>
  currencyA: Currency | undefined
  currencyB: Currency | undefined
  currentPrice: Price<Token, Token> | undefined
  rangeUnit: ReactNode
  onFlip: () => void
  chainId: number
  priceLower: Price<Token, Token> | undefined
  priceUpper: Price<Token, Token> | undefined
  lowerAtLimit: boolean
  upperAtLimit: boolean
  setBound: (side: 'left' | 'right', value: RangeValue) => void
  stepBound: (side: 'left' | 'right', direction: -1 | 1) => void
}) {
  const { t, i18n } = useLingui()
  const bounds = { priceLower, priceUpper, lowerAtLimit, upperAtLimit }
  return (
    <div className={`add-v3__column${!feeAmount || !pairSelected ? ' add-v3__disabled' : ''}`}>
      {info.noLiquidity && (
        <section aria-label={t`Set Starting Price`}>
          <h3>
            <Trans>Set Starting Price</Trans>
          </h3>
          <p className="add-v3__note">
            <Trans>
              This pool must be initialized before you can add liquidity. To initialize, select a starting
              price for the pool. Then, enter your liquidity price range and deposit amount. Gas fees will be
              higher than usual due to the initialization transaction.
            </Trans>
          </p>
          <input
            id="add-starting-price"
            className="add-v3__price-input"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.0"
            aria-label={t`Starting price`}
            value={state.startPriceTypedValue}
            onChange={(event) => {
              const value = event.target.value.replace(/,/g, '.')
              if (/^\d*\.?\d*$/.test(value)) dispatchMint({ type: 'typeStartPrice', typedValue: value })
            }}
          />
          <p>
            <Trans>Current {currencyA?.symbol} Price:</Trans>{' '}
            <span data-testid="current-price">
              {currentPrice
                ? `${formatDecimal(currentPrice.toSignificant(5), i18n.locale)} ${currencyB?.symbol ?? ''}`
                : '-'}
            </span>
          </p>
        </section>
      )}
      <section aria-label={t`Set Price Range`}>
        <div className="add-v3__range-header">
          <h3>
            <Trans>Set Price Range</Trans>
          </h3>
          {pairSelected && (
            <fieldset className="add-v3__toggle" aria-label={t`Rate`}>
              <button type="button" aria-pressed="true" className="add-v3__toggle-active">
                {currencyA?.symbol}
              </button>
              <button type="button" aria-pressed="false" onClick={onFlip}>
                {currencyB?.symbol}
              </button>
            </fieldset>
          )}
        </div>
        {!info.noLiquidity && currentPrice ? (
          <p>
            <Trans>Current Price:</Trans>{' '}
            <span data-testid="current-price">
              {formatDecimal(currentPrice.toSignificant(5), i18n.locale)}
            </span>{' '}
            {rangeUnit}
          </p>
        ) : (
          !info.noLiquidity && (
            // The line's place while the pool loads, so that the chart and inputs do not move down when it
            // comes (CLS); hidden, and without the price's test id.
            <p className="add-v3__reserved" aria-hidden="true">
              <Trans>Current Price:</Trans> -
            </p>
          )
        )}
        {!(feeAmount && pairSelected) && <div className="add-v3__chart-placeholder" aria-hidden="true" />}
        {feeAmount && pairSelected && (
          <RangeChart
            chainId={chainId}
            currencyA={currencyA}
            currencyB={currencyB}
            feeAmount={feeAmount}
            poolAddress={info.poolForPosition && !info.noLiquidity ? poolAddressOf(info) : undefined}
            price={currentPrice}
            bounds={bounds}
            noLiquidity={info.noLiquidity}
            onCommit={setBound}
          />
        )}
        <RangeSection
          idPrefix="add"
          bounds={bounds}
          unit={rangeUnit}
          locked={!feeAmount || !pairSelected || (info.noLiquidity && !info.price)}
          fullRangeDisabled={!feeAmount}
          outOfRange={info.outOfRange}
          invalidRange={info.invalidRange}
          classNames={{ range: 'add-v3__range', warning: 'add-v3__warning' }}
          onCommit={setBound}
          onStep={stepBound}
          onFullRange={() => dispatchMint({ type: 'setFullRange' })}
        />
      </section>
    </div>
  )
}

function poolAddressOf(info: MintInfo): Address | undefined {
  const pool = info.poolForPosition
  return pool && v3PoolAddressOn(pool.chainId, pool.token0.address, pool.token1.address, pool.fee)
}
