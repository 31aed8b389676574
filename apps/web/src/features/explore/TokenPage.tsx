import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { Link, useParams } from 'react-router'
import { PageHeader } from '../../components/PageHeader'
import { explorePath, explorePoolPath } from '../../lib/explorePaths'
import { safeDisplayText } from '../../lib/format/displayText'
import { ChartPanel } from './components/ChartPanel'
import { ExploreEmpty, ExploreError, ExploreLoading, ExploreNotFound } from './components/ExploreStatus'
import { KindButtons } from './components/KindButtons'
import { poolName } from './components/PoolTable'
import { RangeButtons } from './components/RangeButtons'
import { StatList } from './components/StatList'
import { TransactionsTable } from './components/TransactionsTable'
import { useTokenActivity, useTokenPage } from './data/hooks'
import type { PairsActivityAnswer, V2TokenAnswer } from './data/v2Schemas'
import { type TokenChartKind, tokenChart } from './logic/charts'
import { formatChange, formatFeeTier, formatNumber, formatPriceUsd, formatUsd } from './logic/format'
import { type ChartRange, DAY, RANGE_SPECS } from './logic/series'
import { percentChange, priceAt, volume24h } from './logic/stats'
import { pageTarget } from './logic/target'
import { tokenPools, tokenSwaps } from './logic/transactions'
import { type ProtocolPool, v2TokenTotals, withV2Activity } from './logic/v2'
import './explore.css'

type V2Side = { token: V2TokenAnswer; activity: PairsActivityAnswer } | undefined

function TokenActivity({
  chainId,
  address,
  now,
  v2,
  ready,
}: {
  chainId: number
  address: string
  now: number
  /** The token's v2 pairs and their swaps (from the page's query), listed among its pools and swaps. */
  v2: V2Side
  /** Whether the page's query (and so the v2 side) has answered: the lists wait for it, not to move. */
  ready: boolean
}) {
  const { t, i18n } = useLingui()
  const query = useTokenActivity(chainId, address)
  const activity = useMemo(() => (query.data ? withV2Activity(query.data, v2) : undefined), [query.data, v2])
  const pools: ProtocolPool[] = useMemo(() => (activity ? tokenPools(activity) : []), [activity])
  const swaps = useMemo(() => (activity ? tokenSwaps(activity) : []), [activity])
  if (query.isError && !query.data) return <ExploreError error={query.error} />
  if (!query.data || !ready) return <ExploreLoading label={t`Loading`} />
  return (
    <>
      <section className="explore-panel" aria-labelledby="token-pools">
        <h2 id="token-pools">
          <Trans>Pools</Trans>
        </h2>
        {pools.length === 0 ? (
          <ExploreEmpty>
            <Trans>No pools yet.</Trans>
          </ExploreEmpty>
        ) : (
          <table className="explore-table" data-testid="token-pools">
            <thead>
              <tr>
                <th scope="col">{t`Pool`}</th>
                <th scope="col">{t`Fee tier`}</th>
                <th scope="col">{t`TVL`}</th>
                <th scope="col">{t`Total volume`}</th>
              </tr>
            </thead>
            <tbody>
              {pools.map((pool) => (
                <tr key={pool.id} data-protocol={pool.protocol ?? 'v3'}>
                  <td>
                    <Link to={explorePoolPath(chainId, pool.id) ?? '#'}>{poolName(pool)}</Link>
                  </td>
                  <td>{pool.protocol === 'v2' ? t`v2` : formatFeeTier(pool.feeTier, i18n.locale)}</td>
                  <td>{formatUsd(pool.totalValueLockedUSD, i18n.locale)}</td>
                  <td>{formatUsd(pool.volumeUSD, i18n.locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className="explore-panel" aria-labelledby="token-swaps">
        <h2 id="token-swaps">
          <Trans>Recent swaps</Trans>
        </h2>
        {swaps.length === 0 ? (
          <ExploreEmpty>
            <Trans>No transactions yet.</Trans>
          </ExploreEmpty>
        ) : (
          <TransactionsTable chainId={chainId} rows={swaps} now={now} />
        )}
      </section>
    </>
  )
}

/** A token's page: price and volume charts, market figures, its pools and its recent swaps. */
export default function TokenPage() {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const { chainId, address } = pageTarget(useParams())
  const valid = address !== ''
  const query = useTokenPage(chainId, address)
  const [range, setRange] = useState<ChartRange>('1D')
  const [kind, setKind] = useState<TokenChartKind>('price')
  const answer = query.data?.answer
  const now = query.data?.now ?? Math.floor(Date.now() / 1000)
  const points = useMemo(
    () => (answer ? tokenChart(answer, kind, range, now) : []),
    [answer, kind, range, now],
  )
  const back = explorePath('tokens', chainId)

  if (!valid || (answer && !answer.token))
    return (
      <ExploreNotFound back={back} title={<Trans>Token not found</Trans>}>
        <Trans>The indexer knows no token at this address on this network.</Trans>
      </ExploreNotFound>
    )
  const token = answer?.token
  const price = token ? token.derivedETH * (answer?.bundle?.ethPriceUSD ?? 0) : undefined
  // The hour before the week's window too: a token without trades today still has a price a day ago.
  const hours = [...(answer?.hourBefore ?? []), ...(answer?.hours ?? [])].map((hour) => ({
    start: hour.start,
    close: hour.close,
    volumeUSD: hour.volumeUSD,
  }))
  const change = percentChange(price, priceAt(hours, now - DAY))
  // TVL, volumes, fees and transactions count both protocols: the token trades in v3 pools and v2
  // pairs alike, and its figures should be those of the exchange, not of one contract family. The
  // price and its chart stay v3's (the deeper market, and the price the v2 pairs are arbitraged to).
  const v2 = v2TokenTotals(query.data?.v2?.token)
  const v2Hours = query.data?.v2?.activity.pairHourDatas.map((hour) => ({ ...hour, close: 0 })) ?? []
  const dayVolume = volume24h([...hours, ...v2Hours], now)
  const symbol = token ? safeDisplayText(token.symbol) : ''
  const money =
    kind === 'price'
      ? (value: number) => formatPriceUsd(value, locale)
      : (value: number) => formatUsd(value, locale)
  return (
    <div className="explore-page">
      <PageHeader
        back={back}
        title={token ? `${safeDisplayText(token.name)} (${symbol})` : <Trans>Token</Trans>}
      >
        <div className="explore-actions">
          <Link className="primary-button" to={`/swap?outputCurrency=${address}`} data-testid="token-swap">
            <Trans>Swap</Trans>
          </Link>
        </div>
      </PageHeader>
      {query.isError && !answer ? <ExploreError error={query.error} /> : null}
      <div className="explore-heading">
        <span className="explore-heading__price" data-testid="token-price" data-value={price ?? ''}>
          {price !== undefined ? formatPriceUsd(price, locale) : '\u00a0'}
        </span>
        <span className={change === undefined ? '' : change >= 0 ? 'explore-up' : 'explore-down'}>
          {formatChange(change, locale)}
        </span>
      </div>
      <ChartPanel
        state={answer ? 'ready' : query.isError ? 'failed' : 'loading'}
        buttons={
          <>
            <KindButtons
              kinds={[
                { id: 'price' as const, label: t`Price` },
                { id: 'volume' as const, label: t`Volume` },
              ]}
              kind={kind}
              onChange={setKind}
            />
            <RangeButtons range={range} onChange={setRange} />
          </>
        }
        points={points}
        kind={kind === 'price' ? 'area' : 'histogram'}
        label={kind === 'price' ? t`${symbol} price in USD, ${range}` : t`${symbol} volume in USD, ${range}`}
        withTime={RANGE_SPECS[range].bucket === 'hour'}
        formatValue={money}
      />
      <section className="explore-panel" aria-labelledby="token-stats">
        <h2 id="token-stats">
          <Trans>Stats</Trans>
        </h2>
        {token ? (
          <StatList
            stats={[
              {
                id: 'tvl',
                label: t`TVL`,
                text: formatUsd(token.totalValueLockedUSD + v2.tvlUSD, locale),
                value: token.totalValueLockedUSD + v2.tvlUSD,
              },
              {
                id: 'volume24h',
                label: t`Volume 24H`,
                text: formatUsd(dayVolume, locale),
                value: dayVolume,
              },
              {
                id: 'volume',
                label: t`Total volume`,
                text: formatUsd(token.volumeUSD + v2.volumeUSD, locale),
                value: token.volumeUSD + v2.volumeUSD,
              },
              {
                id: 'fees',
                label: t`Total fees`,
                text: formatUsd(token.feesUSD + v2.feesUSD, locale),
                value: token.feesUSD + v2.feesUSD,
              },
              {
                id: 'txCount',
                label: t`Transactions`,
                text: formatNumber(token.txCount + v2.txCount, locale),
                value: token.txCount + v2.txCount,
              },
            ]}
          />
        ) : (
          <ExploreLoading label={t`Loading`} />
        )}
      </section>
      {valid ? (
        <TokenActivity
          chainId={chainId}
          address={address}
          now={now}
          v2={query.data?.v2}
          ready={query.data !== undefined || query.isError}
        />
      ) : null}
    </div>
  )
}
