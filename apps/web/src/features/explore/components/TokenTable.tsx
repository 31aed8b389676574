import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { exploreTokenPath } from '../../../lib/explorePaths'
import { safeDisplayText } from '../../../lib/format/displayText'
import { formatPriceUsd } from '../logic/format'
import type { TokenListRow } from '../logic/rows'
import { MarketTable } from './MarketTable'

const KEYS = { price: (row: TokenListRow) => row.priceUSD }

/** The Explore tokens tab's table, sortable by price, changes, TVL and volumes. */
export function TokenTable({ chainId, rows }: { chainId: number; rows: readonly TokenListRow[] }) {
  const { t, i18n } = useLingui()
  return (
    <MarketTable
      testId="explore-tokens"
      caption={t`Tokens`}
      rows={rows}
      keys={KEYS}
      head={(header) => (
        <>
          <th scope="col" className="explore-table__name">{t`Token name`}</th>
          {header('price', t`Price`)}
        </>
      )}
      rowTestId="explore-token-row"
      lead={(row) => (
        <>
          <td className="explore-table__name">
            <Link to={exploreTokenPath(chainId, row.id) ?? '#'}>{safeDisplayText(row.symbol)}</Link>{' '}
            <span className="explore-muted">{safeDisplayText(row.name)}</span>
          </td>
          <td data-value={row.priceUSD}>{formatPriceUsd(row.priceUSD, i18n.locale)}</td>
        </>
      )}
    />
  )
}
