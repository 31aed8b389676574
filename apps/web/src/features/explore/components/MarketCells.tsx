import { formatChange, formatUsd } from '../logic/format'
import { ChangeCell } from './SortHeader'
import { Sparkline } from './Sparkline'

/** What a pool row and a token row both show: the market's numbers over time. */
export interface MarketRow {
  change1h: number | undefined
  change1d: number | undefined
  tvlUSD: number
  volume24h: number
  volumeUSD: number
  sparkline: Parameters<typeof Sparkline>[0]['points']
}

/**
 * The cells after a row's name and price in the Explore tables: 1-hour and 1-day changes, TVL, 24-hour
 * and total volume (each with its raw value for sorting checks), and the 7-day sparkline.
 */
export function MarketCells({ row, locale }: { row: MarketRow; locale: string }) {
  return (
    <>
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
    </>
  )
}
