import { Trans, useLingui } from '@lingui/react/macro'
import type { Price, Token } from '@uniswap/sdk-core'
import type { ReactNode } from 'react'
import { formatDecimal } from '../../../lib/format'
import { formatBound } from './RangeSection'

/** The range of the position being increased, which cannot change. */
export function ExistingRangeSection({
  priceLower,
  priceUpper,
  lowerAtLimit,
  upperAtLimit,
  rangeUnit,
}: {
  priceLower: Price<Token, Token> | undefined
  priceUpper: Price<Token, Token> | undefined
  lowerAtLimit: boolean
  upperAtLimit: boolean
  rangeUnit: ReactNode
}) {
  const { t, i18n } = useLingui()
  return (
    <section className="add-v3__existing" aria-label={t`Selected Range`}>
      <h3>
        <Trans>Selected Range</Trans>
      </h3>
      <p data-testid="selected-range">
        {formatDecimal(formatBound(priceLower, lowerAtLimit, true), i18n.locale)} –{' '}
        {formatDecimal(formatBound(priceUpper, upperAtLimit, false), i18n.locale)} {rangeUnit}
      </p>
    </section>
  )
}
