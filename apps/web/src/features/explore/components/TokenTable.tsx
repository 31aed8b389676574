import { useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import { exploreTokenPath } from '../../../lib/explorePaths'
import { safeDisplayText } from '../../../lib/format/displayText'
import { formatPriceUsd } from '../logic/format'
import type { TokenListRow } from '../logic/rows'
import { type SortDirection, sortRows } from '../logic/stats'
import { MarketCells } from './MarketCells'
import { SortHeader } from './SortHeader'

type TokenSortKey = 'tvl' | 'volume24h' | 'volume' | 'change1h' | 'change1d' | 'price'
const KEYS: Record<TokenSortKey, (row: TokenListRow) => number | undefined> = {
  tvl: (row) => row.tvlUSD,
  volume24h: (row) => row.volume24h,
  volume: (row) => row.volumeUSD,
  change1h: (row) => row.change1h,
  change1d: (row) => row.change1d,
  price: (row) => row.priceUSD,
}

/** The Explore tokens tab's table, sortable by price, changes, TVL and volumes. */
export function TokenTable({ chainId, rows }: { chainId: number; rows: readonly TokenListRow[] }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const [sort, setSort] = useState<{ key: TokenSortKey; direction: SortDirection }>({
    key: 'tvl',
    direction: 'desc',
  })
  const sorted = useMemo(() => sortRows(rows, KEYS[sort.key], sort.direction), [rows, sort])
  const header = (id: TokenSortKey, label: string) => (
    <SortHeader id={id} label={label} sort={sort} onSort={setSort} />
  )
  return (
    <table className="explore-table" data-testid="explore-tokens">
      <caption className="visually-hidden">{t`Tokens`}</caption>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col" className="explore-table__name">{t`Token name`}</th>
          {header('price', t`Price`)}
          {header('change1h', t`1H change`)}
          {header('change1d', t`1D change`)}
          {header('tvl', t`TVL`)}
          {header('volume24h', t`Volume 24H`)}
          {header('volume', t`Total volume`)}
          <th scope="col">{t`Last 7 days`}</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((row, index) => (
          <tr key={row.id} data-testid="explore-token-row" data-address={row.id}>
            <td>{index + 1}</td>
            <td className="explore-table__name">
              <Link to={exploreTokenPath(chainId, row.id) ?? '#'}>{safeDisplayText(row.symbol)}</Link>{' '}
              <span className="explore-muted">{safeDisplayText(row.name)}</span>
            </td>
            <td data-value={row.priceUSD}>{formatPriceUsd(row.priceUSD, locale)}</td>
            <MarketCells row={row} locale={locale} />
          </tr>
        ))}
      </tbody>
    </table>
  )
}
