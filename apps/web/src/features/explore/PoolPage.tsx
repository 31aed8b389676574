import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { Link, useParams } from 'react-router'
import { PageHeader } from '../../components/PageHeader'
import { explorePath, exploreTokenPath } from '../../lib/explorePaths'
import { safeDisplayText } from '../../lib/format/displayText'
import { ChartPanel } from './components/ChartPanel'
import { ExploreEmpty, ExploreError, ExploreLoading, ExploreNotFound } from './components/ExploreStatus'
import { KindButtons } from './components/KindButtons'
import { LiquidityDepth } from './components/LiquidityDepth'
import { poolName } from './components/PoolTable'
import { RangeButtons } from './components/RangeButtons'
import { StatList } from './components/StatList'
import { TransactionsTable } from './components/TransactionsTable'
import { usePoolPage } from './data/hooks'
import { type PoolChartKind, poolChart } from './logic/charts'
import { formatFeeTier, formatNumber, formatUsd } from './logic/format'
import { type ChartRange, RANGE_SPECS } from './logic/series'
import { volume24h } from './logic/stats'
import { pageTarget } from './logic/target'
import { poolActivity } from './logic/transactions'
import './explore.css'

/**
 * A pool's page (a v3 pool or a v2 pair at the address): price, volume, TVL and liquidity charts, its
 * figures and its recent transactions.
 */
export default function PoolPage() {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const { chainId, address } = pageTarget(useParams())
  const valid = address !== ''
  const query = usePoolPage(chainId, address)
  const [range, setRange] = useState<ChartRange>('1D')
  const [kind, setKind] = useState<PoolChartKind>('price')
  const answer = query.data?.answer
  const v2 = query.data?.protocol === 'v2'
  const now = query.data?.now ?? Math.floor(Date.now() / 1000)
  const points = useMemo(
    () => (answer && kind !== 'liquidity' ? poolChart(answer, kind, range, now) : []),
    [answer, kind, range, now],
  )
  const activity = useMemo(() => (answer ? poolActivity(answer) : []), [answer])
  const back = explorePath('pools', chainId)

  if (!valid || (answer && !answer.pool))
    return (
      <ExploreNotFound back={back} title={<Trans>Pool not found</Trans>}>
        <Trans>The indexer knows no pool at this address on this network.</Trans>
      </ExploreNotFound>
    )
  const pool = answer?.pool
  const name = pool ? poolName(pool) : ''
  const symbol0 = pool ? safeDisplayText(pool.token0.symbol) : ''
  const symbol1 = pool ? safeDisplayText(pool.token1.symbol) : ''
  const hours = (answer?.hours ?? []).map((hour) => ({
    start: hour.start,
    close: hour.token1Price,
    volumeUSD: hour.volumeUSD,
  }))
  const volume = volume24h(hours, now)
  const usd = (value: number) => formatUsd(value, locale)
  const kinds = [
    { id: 'price' as const, label: t`Price` },
    { id: 'volume' as const, label: t`Volume` },
    { id: 'tvl' as const, label: t`TVL` },
    { id: 'liquidity' as const, label: t`Liquidity` },
  ]
  const chartLabel =
    kind === 'price'
      ? t`Price of ${symbol0} in ${symbol1}, ${range}`
      : kind === 'volume'
        ? t`${name} volume in USD, ${range}`
        : t`${name} TVL in USD, ${range}`
  return (
    <div className="explore-page">
      <PageHeader back={back} title={pool ? name : <Trans>Pool</Trans>}>
        {pool ? (
          <div className="explore-actions">
            <Link
              className="secondary-button"
              to={
                v2
                  ? `/add/v2/${pool.token0.id}/${pool.token1.id}`
                  : `/add/${pool.token0.id}/${pool.token1.id}/${pool.feeTier}`
              }
              data-testid="pool-add"
            >
              <Trans>Add liquidity</Trans>
            </Link>
            <Link
              className="primary-button"
              to={`/swap?inputCurrency=${pool.token0.id}&outputCurrency=${pool.token1.id}`}
              data-testid="pool-swap"
            >
              <Trans>Swap</Trans>
            </Link>
          </div>
        ) : null}
      </PageHeader>
      {query.isError && !answer ? <ExploreError error={query.error} /> : null}
      <div className="explore-heading">
        {pool ? (
          <>
            <span
              className="explore-heading__price"
              data-testid="pool-price"
            >{`1 ${symbol0} = ${formatNumber(pool.token1Price, locale)} ${symbol1}`}</span>
            <span className="explore-muted">{`1 ${symbol1} = ${formatNumber(pool.token0Price, locale)} ${symbol0}`}</span>
            {v2 ? (
              <span className="explore-badge" data-testid="pool-protocol">
                <Trans>v2</Trans>
              </span>
            ) : null}
            <span className="explore-muted" data-testid="pool-fee-tier">
              <Trans>Fee tier {formatFeeTier(pool.feeTier, locale)}</Trans>
            </span>
            <Link to={exploreTokenPath(chainId, pool.token0.id) ?? '#'}>{symbol0}</Link>
            <Link to={exploreTokenPath(chainId, pool.token1.id) ?? '#'}>{symbol1}</Link>
          </>
        ) : (
          <span className="explore-heading__price">{'\u00a0'}</span>
        )}
      </div>
      {kind === 'liquidity' ? (
        <section className="explore-panel" aria-label={t`Liquidity`}>
          <div className="explore-chart__bar">
            <KindButtons kinds={kinds} kind={kind} onChange={setKind} />
          </div>
          {pool && v2 ? (
            // The chart's own frame, so the panel keeps its size when switching to it.
            <div className="explore-chart">
              <div className="explore-chart__canvas">
                <div className="explore-chart__empty" data-testid="pool-v2-liquidity">
                  <Trans>
                    A v2 pair spreads its liquidity evenly over every price, so it has no distribution to
                    chart.
                  </Trans>
                </div>
              </div>
            </div>
          ) : pool ? (
            <LiquidityDepth
              chainId={chainId}
              pool={pool.id}
              decimals0={pool.token0.decimals}
              decimals1={pool.token1.decimals}
              price={pool.token1Price}
              pairLabel={name}
            />
          ) : null}
        </section>
      ) : (
        <ChartPanel
          state={answer ? 'ready' : query.isError ? 'failed' : 'loading'}
          buttons={
            <>
              <KindButtons kinds={kinds} kind={kind} onChange={setKind} />
              <RangeButtons range={range} onChange={setRange} />
            </>
          }
          points={points}
          kind={kind === 'volume' ? 'histogram' : 'area'}
          label={chartLabel}
          withTime={RANGE_SPECS[range].bucket === 'hour'}
          formatValue={kind === 'price' ? (value) => formatNumber(value, locale) : usd}
        />
      )}
      <section className="explore-panel" aria-labelledby="pool-stats">
        <h2 id="pool-stats">
          <Trans>Stats</Trans>
        </h2>
        {pool ? (
          <StatList
            stats={[
              {
                id: 'tvl',
                label: t`TVL`,
                text: usd(pool.totalValueLockedUSD),
                value: pool.totalValueLockedUSD,
              },
              { id: 'volume24h', label: t`Volume 24H`, text: usd(volume), value: volume },
              { id: 'volume', label: t`Total volume`, text: usd(pool.volumeUSD), value: pool.volumeUSD },
              { id: 'fees', label: t`Total fees`, text: usd(pool.feesUSD), value: pool.feesUSD },
              {
                id: 'locked0',
                label: t`${symbol0} locked`,
                text: formatNumber(pool.totalValueLockedToken0, locale),
                value: pool.totalValueLockedToken0,
              },
              {
                id: 'locked1',
                label: t`${symbol1} locked`,
                text: formatNumber(pool.totalValueLockedToken1, locale),
                value: pool.totalValueLockedToken1,
              },
              {
                id: 'txCount',
                label: t`Transactions`,
                text: formatNumber(pool.txCount, locale),
                value: pool.txCount,
              },
            ]}
          />
        ) : query.isError ? null : (
          <ExploreLoading label={t`Loading`} />
        )}
      </section>
      <section className="explore-panel" aria-labelledby="pool-transactions">
        <h2 id="pool-transactions">
          <Trans>Recent transactions</Trans>
        </h2>
        {answer && activity.length === 0 ? (
          <ExploreEmpty>
            <Trans>No transactions yet.</Trans>
          </ExploreEmpty>
        ) : (
          <TransactionsTable chainId={chainId} rows={activity} now={now} />
        )}
      </section>
    </div>
  )
}
