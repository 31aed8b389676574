import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { max } from 'd3-array'
import { scaleLinear } from 'd3-scale'
import { useMemo } from 'react'
import { config } from '../../../core/config'
import { subgraphUrl } from '../../../lib/indexer'
import { densityEntries, fetchAllTicks } from '../../pool-v3'
import { EXPLORE_POLL_MS } from '../data/hooks'
import { depthPath, depthSteps, depthWindow } from '../logic/depth'
import { formatNumber } from '../logic/format'

const WIDTH = 600
const HEIGHT = 300

/**
 * The pool's liquidity by price around the current price, from its initialized ticks, drawn with d3
 * scales as the add-liquidity range chart is; the current price is a line. The figures are in a table
 * for screen readers.
 */
export function LiquidityDepth({
  chainId,
  pool,
  decimals0,
  decimals1,
  price,
  pairLabel,
}: {
  chainId: number
  pool: string
  decimals0: number
  decimals1: number
  price: number
  pairLabel: string
}) {
  const { t, i18n } = useLingui()
  const ticks = useQuery({
    queryKey: ['explore', 'ticks', chainId, pool],
    queryFn: ({ signal }) => fetchAllTicks(subgraphUrl(config.indexerUrl, chainId), pool, signal),
    refetchInterval: EXPLORE_POLL_MS,
    retry: 1,
  })
  const [low, high] = depthWindow(price)
  const steps = useMemo(
    () => (ticks.data ? depthSteps(densityEntries(ticks.data, decimals0, decimals1, true), low, high) : []),
    [ticks.data, decimals0, decimals1, low, high],
  )
  const x = scaleLinear().domain([low, high]).range([0, WIDTH])
  const y = scaleLinear()
    .domain([0, max(steps, (step) => step.liquidity) ?? 1])
    .range([HEIGHT - 20, 10])
  const label = t`Liquidity by price of ${pairLabel}`
  const peak = steps.reduce<(typeof steps)[number] | undefined>(
    (best, step) => (!best || step.liquidity > best.liquidity ? step : best),
    undefined,
  )
  return (
    <div className="explore-chart">
      <div className="explore-chart__readout">
        <div className="explore-chart__value">{formatNumber(price, i18n.locale)}</div>
        <div className="explore-muted">{t`Current price`}</div>
      </div>
      <div className="explore-chart__canvas" data-testid="liquidity-depth" data-steps={steps.length}>
        <svg
          className="explore-depth"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={label}
        >
          <path d={depthPath(steps, x, y)} fill="var(--accent)" opacity="0.5" />
          <line
            x1={x(price)}
            x2={x(price)}
            y1={0}
            y2={HEIGHT - 20}
            stroke="var(--text)"
            strokeDasharray="4 4"
          />
          {x.ticks(5).map((tick) => (
            <text
              key={tick}
              x={x(tick)}
              y={HEIGHT - 4}
              fontSize="12"
              fill="var(--text-muted)"
              textAnchor="middle"
            >
              {formatNumber(tick, i18n.locale)}
            </text>
          ))}
        </svg>
        {ticks.data && steps.length === 0 ? (
          <div className="explore-chart__empty">{t`No liquidity near the current price.`}</div>
        ) : null}
        {ticks.isError && !ticks.data ? (
          <div className="explore-chart__empty">{t`Liquidity data is not available.`}</div>
        ) : null}
      </div>
      <table className="visually-hidden">
        <caption>{label}</caption>
        <tbody>
          <tr>
            <th scope="row">{t`Current price`}</th>
            <td>{formatNumber(price, i18n.locale)}</td>
          </tr>
          {peak ? (
            <tr>
              <th scope="row">{t`Most liquidity`}</th>
              <td>{`${formatNumber(peak.from, i18n.locale)} – ${formatNumber(peak.to, i18n.locale)}`}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  )
}
