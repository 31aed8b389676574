import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { explorePoolPath } from '../../../lib/explorePaths'
import { safeDisplayText } from '../../../lib/format/displayText'
import { formatFeeTier, formatNumber } from '../logic/format'
import type { PoolListRow } from '../logic/rows'
import { MarketTable } from './MarketTable'

/** A pool's name: its two symbols. */
export const poolName = (row: { token0: { symbol: string }; token1: { symbol: string } }) =>
  `${safeDisplayText(row.token0.symbol)}/${safeDisplayText(row.token1.symbol)}`

/** The Explore pools tab's table, sortable by changes, TVL and volumes. */
export function PoolTable({ chainId, rows }: { chainId: number; rows: readonly PoolListRow[] }) {
  const { t, i18n } = useLingui()
  return (
    <MarketTable
      testId="explore-pools"
      caption={t`Pools`}
      rows={rows}
      head={() => (
        <>
          <th scope="col" className="explore-table__name">{t`Pool`}</th>
          <th scope="col">{t`Fee tier`}</th>
          <th scope="col">{t`Price`}</th>
        </>
      )}
      rowTestId="explore-pool-row"
      rowAttributes={(row) => ({ 'data-protocol': row.protocol })}
      lead={(row) => (
        <>
          <td className="explore-table__name">
            <Link to={explorePoolPath(chainId, row.id) ?? '#'}>{poolName(row)}</Link>
          </td>
          <td data-testid="fee-tier">
            {row.protocol === 'v2' ? t`v2` : formatFeeTier(row.feeTier, i18n.locale)}
          </td>
          <td data-value={row.price}>{formatNumber(row.price, i18n.locale)}</td>
        </>
      )}
    />
  )
}
