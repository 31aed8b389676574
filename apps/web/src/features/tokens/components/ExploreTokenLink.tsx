import { Trans } from '@lingui/react/macro'
import type { Currency } from '@uniswap/sdk-core'
import { Link } from 'react-router'
import { exploreTokenPath } from '../../../lib/explorePaths'
import { safeDisplayText } from '../../../lib/format/displayText'

/** The Explore page of a picker's token (ETH: its wrapped token), or undefined on a chain Explore does not cover. */
export const tokenExplorePath = (currency: Currency) =>
  exploreTokenPath(currency.chainId, currency.wrapped.address)

/**
 * The picker's keyboard way to a token's Explore page: a link for the highlighted option, outside the
 * listbox (an option may not hold a focusable link).
 */
export function ExploreTokenLink({
  currency,
  onNavigate,
}: {
  currency: Currency | undefined
  onNavigate: () => void
}) {
  const path = currency ? tokenExplorePath(currency) : undefined
  if (!currency || !path) return null
  const symbol = safeDisplayText(currency.symbol ?? '')
  return (
    <Link className="link-button" to={path} onClick={onNavigate} data-testid="picker-explore-link">
      <Trans>View {symbol} on Explore</Trans>
    </Link>
  )
}
