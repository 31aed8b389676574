import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { CurrencyLogo, nativeOnChain } from '../../tokens'
import { RangeBadge } from '../components/RangeBadge'
import type { PositionDetails } from '../hooks/usePositions'
import { feeTierPercent, priceRange, symbolOf } from './display'
import { displayCurrency, useDerivedPosition } from './hooks'
import { displayInverted } from './priceOrder'
import { rangeStatus } from './rangeStatus'

/**
 * One row of the positions list: pair, fee tier, range and the range badge; links to the position. The
 * range reads in the one convention of priceOrder.ts, inverted when the list's toggle is on.
 */
export function PositionListItem({
  chainId,
  details,
  invertPrices = false,
}: {
  chainId: number
  details: PositionDetails
  invertPrices?: boolean
}) {
  const { i18n } = useLingui()
  const { token0, token1, pool, position } = useDerivedPosition(chainId, details)
  const native = nativeOnChain(chainId)
  const currency0 = displayCurrency(token0, native, false)
  const currency1 = displayCurrency(token1, native, false)
  const status = rangeStatus(pool?.tickCurrent, details)
  const range = position
    ? priceRange(
        position,
        displayInverted(position.pool.token0, position.pool.token1, invertPrices),
        i18n.locale,
      )
    : undefined
  return (
    <li>
      <Link
        className="position-item"
        to={`/pool/${details.tokenId}`}
        data-testid={`position-${details.tokenId}`}
      >
        <div className="position-item__row">
          <span className="position-item__pair">
            <CurrencyLogo currency={currency0} size={20} />
            <CurrencyLogo currency={currency1} size={20} />
            <span>
              {symbolOf(currency0)}&nbsp;/&nbsp;{symbolOf(currency1)}
            </span>
            <span className="position-item__fee">{feeTierPercent(details.fee, i18n.locale)}</span>
          </span>
          <RangeBadge status={status} />
        </div>
        {range ? (
          <div className="position-item__range">
            <Trans>
              Min: {range.min} {symbolOf(displayCurrency(range.quote, native, false))} per{' '}
              {symbolOf(displayCurrency(range.base, native, false))}
            </Trans>
            <span aria-hidden="true"> ↔ </span>
            <Trans>
              Max: {range.max} {symbolOf(displayCurrency(range.quote, native, false))} per{' '}
              {symbolOf(displayCurrency(range.base, native, false))}
            </Trans>
          </div>
        ) : null}
      </Link>
    </li>
  )
}
