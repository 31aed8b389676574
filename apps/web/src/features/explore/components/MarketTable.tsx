import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useMemo } from 'react'
import { formatChange, formatUsd } from '../logic/format'
import type { MarketRow } from '../logic/rows'
import { ChangeCell, useSortedRows } from './SortHeader'
import { Sparkline } from './Sparkline'

/** The market columns' sort keys, the same in both tables. */
const MARKET_SORT_KEYS = {
  tvl: (row: MarketRow) => row.tvlUSD,
  volume24h: (row: MarketRow) => row.volume24h,
  volume: (row: MarketRow) => row.volumeUSD,
  change1h: (row: MarketRow) => row.change1h,
  change1d: (row: MarketRow) => row.change1d,
}
type MarketSortKey = keyof typeof MARKET_SORT_KEYS

/**
 * An Explore list (the tokens or the pools tab): a row's rank, its own leading cells (`lead`, under the
 * headers `head`), then its market's: 1-hour and 1-day changes, TVL, 24-hour and total volume (each with
 * its raw value for sorting checks) and the 7-day sparkline. Sorted by TVL until a header is pressed:
 * the market columns and those of `keys` sort.
 */
export function MarketTable<Row extends MarketRow, Extra extends string = never>({
  testId,
  caption,
  rows,
  keys,
  head,
  rowTestId,
  rowAttributes,
  lead,
}: {
  testId: string
  caption: string
  rows: readonly Row[]
  keys?: Record<Extra, (row: Row) => number | undefined>
  head: (header: (id: Extra, label: string) => ReactNode) => ReactNode
  rowTestId: string
  /** More data attributes of a row (the pools' protocol). */
  rowAttributes?: (row: Row) => Record<`data-${string}`, string>
  lead: (row: Row) => ReactNode
}) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const allKeys = useMemo(
    () =>
      ({ ...MARKET_SORT_KEYS, ...keys }) as Record<MarketSortKey | Extra, (row: Row) => number | undefined>,
    [keys],
  )
  const { sorted, header } = useSortedRows(rows, allKeys, 'tvl')
  return (
    <table className="explore-table" data-testid={testId}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">#</th>
          {head(header)}
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
          <tr key={row.id} data-testid={rowTestId} data-address={row.id} {...rowAttributes?.(row)}>
            <td>{index + 1}</td>
            {lead(row)}
            <ChangeCell value={row.change1h} text={formatChange(row.change1h, locale)} />
            <ChangeCell value={row.change1d} text={formatChange(row.change1d, locale)} />
            <td data-testid="tvl" data-value={row.tvlUSD}>
              {formatUsd(row.tvlUSD, locale)}
            </td>
            <td data-testid="volume24h" data-value={row.volume24h}>
              {formatUsd(row.volume24h, locale)}
            </td>
            <td data-testid="volume" data-value={row.volumeUSD}>
              {formatUsd(row.volumeUSD, locale)}
            </td>
            <td>
              <Sparkline points={row.sparkline} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
