import { useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import { explorePoolPath } from '../../../lib/explorePaths'
import { safeDisplayText } from '../../../lib/format/displayText'
import { formatFeeTier, formatNumber } from '../logic/format'
import type { PoolListRow } from '../logic/rows'
import { type SortDirection, sortRows } from '../logic/stats'
import { MarketCells } from './MarketCells'
import { SortHeader } from './SortHeader'

type PoolSortKey = 'tvl' | 'volume24h' | 'volume' | 'change1h' | 'change1d'
const KEYS: Record<PoolSortKey, (row: PoolListRow) => number | undefined> = {
  tvl: (row) => row.tvlUSD,
  volume24h: (row) => row.volume24h,
  volume: (row) => row.volumeUSD,
  change1h: (row) => row.change1h,
  change1d: (row) => row.change1d,
}

/** A pool's name: its two symbols. */
export const poolName = (row: { token0: { symbol: string }; token1: { symbol: string } }) =>
  `${safeDisplayText(row.token0.symbol)}/${safeDisplayText(row.token1.symbol)}`

/** The Explore pools tab's table, sortable by changes, TVL and volumes. */
export function PoolTable({ chainId, rows }: { chainId: number; rows: readonly PoolListRow[] }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const [sort, setSort] = useState<{ key: PoolSortKey; direction: SortDirection }>({
    key: 'tvl',
    direction: 'desc',
  })
  const sorted = useMemo(() => sortRows(rows, KEYS[sort.key], sort.direction), [rows, sort])
  const header = (id: PoolSortKey, label: string) => (
    <SortHeader id={id} label={label} sort={sort} onSort={setSort} />
  )
  return (
    <table className="explore-table" data-testid="explore-pools">
      <caption className="visually-hidden">{t`Pools`}</caption>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col" className="explore-table__name">{t`Pool`}</th>
          <th scope="col">{t`Fee tier`}</th>
          <th scope="col">{t`Price`}</th>
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
          <tr key={row.id} data-testid="explore-pool-row" data-address={row.id} data-protocol={row.protocol}>
            <td>{index + 1}</td>
            <td className="explore-table__name">
              <Link to={explorePoolPath(chainId, row.id) ?? '#'}>{poolName(row)}</Link>
            </td>
            <td data-testid="fee-tier">
              {row.protocol === 'v2' ? t`v2` : formatFeeTier(row.feeTier, locale)}
            </td>
            <td data-value={row.price}>{formatNumber(row.price, locale)}</td>
            <MarketCells row={row} locale={locale} />
          </tr>
        ))}
      </tbody>
    </table>
  )
}
