import { Trans, useLingui } from '@lingui/react/macro'
import type { Percent, Price, Token } from '@uniswap/sdk-core'
import { formatDecimal, formatPercent } from '../../../lib/format'

/** The v2 and v3 prices of A, their difference, and the new-pool and large-difference warnings. */
export function MigratePricesCard({
  info,
  symbolA,
  symbolB,
  v2PriceOfA,
  v3PriceOfA,
  difference,
  noLiquidity,
  largeDifference,
}: {
  info: { isFork: boolean }
  symbolA: string | undefined
  symbolB: string | undefined
  v2PriceOfA: Price<Token, Token> | undefined
  v3PriceOfA: Price<Token, Token> | undefined
  difference: Percent | undefined
  noLiquidity: boolean
  largeDifference: boolean
}) {
  const { t, i18n } = useLingui()
  return (
    <section className="migrate-pair__card" aria-label={t`Prices`}>
      <dl className="migrate-pair__rows">
        <dt>
          {info.isFork ? <Trans>SushiSwap {symbolA} price:</Trans> : <Trans>V2 {symbolA} price:</Trans>}
        </dt>
        <dd data-testid="migrate-v2-price">
          {v2PriceOfA ? `${formatDecimal(v2PriceOfA.toSignificant(6), i18n.locale)} ${symbolB}` : '-'}
        </dd>
        {v3PriceOfA && (
          <>
            <dt>
              <Trans>V3 {symbolA} price:</Trans>
            </dt>
            <dd data-testid="migrate-v3-price">{`${formatDecimal(v3PriceOfA.toSignificant(6), i18n.locale)} ${symbolB}`}</dd>
          </>
        )}
        {difference && (
          <>
            <dt>
              <Trans>Price Difference:</Trans>
            </dt>
            <dd data-testid="migrate-price-difference">{formatPercent(difference, i18n.locale)}</dd>
          </>
        )}
      </dl>
      {noLiquidity && (
        <p className="migrate-pair__warning" role="note" data-testid="migrate-new-pool">
          <Trans>
            You are the first liquidity provider for this Uniswap V3 pool. Your liquidity will migrate at the
            current {info.isFork ? 'SushiSwap' : 'V2'} price.
          </Trans>
        </p>
      )}
      {largeDifference && difference && (
        <p className="migrate-pair__warning" role="alert" data-testid="migrate-price-warning">
          <Trans>
            You should only deposit liquidity into Uniswap V3 at a price you believe is correct. If the price
            seems incorrect, you can either make a swap to move the price or wait for someone else to do so.
            The V3 price differs from the V2 price by{' '}
            {formatDecimal(difference.toSignificant(4), i18n.locale)}%.
          </Trans>
        </p>
      )}
    </section>
  )
}
