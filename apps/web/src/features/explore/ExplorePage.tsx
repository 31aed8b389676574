import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { PageHeader } from '../../components/PageHeader'
import { useActiveChainId } from '../../core/useActiveChainId'
import { getChainInfo, isSupportedChain } from '../../lib/chains'
import { chainIdFromSlug, type ExploreTab, explorePath } from '../../lib/explorePaths'
import { ExploreEmpty, ExploreError, ExploreLoading } from './components/ExploreStatus'
import { PoolTable } from './components/PoolTable'
import { TokenTable } from './components/TokenTable'
import { explorableChainIds } from './data/client'
import { useExplorePools, useExploreTokens } from './data/hooks'
import { poolRows, tokenRows } from './logic/rows'
import { matchesSearch } from './logic/stats'
import { listChainId } from './logic/target'
import { pairRows } from './logic/v2'
import './explore.css'

const chainLabel = (chainId: number) =>
  isSupportedChain(chainId) ? getChainInfo(chainId).label : String(chainId)

function TokensTab({ chainId, search }: { chainId: number; search: string }) {
  const { t } = useLingui()
  const query = useExploreTokens(chainId)
  const rows = useMemo(
    () => (query.data ? tokenRows(query.data.answer, query.data.now) : undefined),
    [query.data],
  )
  const shown = rows?.filter((row) => matchesSearch(search, [row.symbol, row.name, row.id]))
  if (query.isError && !rows) return <ExploreError error={query.error} />
  if (!shown) return <ExploreLoading label={t`Loading`} />
  if (shown.length === 0)
    return (
      <ExploreEmpty>
        {search ? <Trans>No tokens match your search.</Trans> : <Trans>No tokens yet.</Trans>}
      </ExploreEmpty>
    )
  return <TokenTable chainId={chainId} rows={shown} />
}

function PoolsTab({ chainId, search }: { chainId: number; search: string }) {
  const { t } = useLingui()
  const query = useExplorePools(chainId)
  const rows = useMemo(
    // v3 pools and v2 pairs in one list, sorted together by the table.
    () =>
      query.data
        ? [
            ...poolRows(query.data.answer, query.data.now),
            ...(query.data.pairs ? pairRows(query.data.pairs, query.data.now) : []),
          ]
        : undefined,
    [query.data],
  )
  const shown = rows?.filter((row) =>
    matchesSearch(search, [
      row.token0.symbol,
      row.token1.symbol,
      `${row.token0.symbol}/${row.token1.symbol}`,
      row.id,
    ]),
  )
  if (query.isError && !rows) return <ExploreError error={query.error} />
  if (!shown) return <ExploreLoading label={t`Loading`} />
  if (shown.length === 0)
    return (
      <ExploreEmpty>
        {search ? <Trans>No pools match your search.</Trans> : <Trans>No pools yet.</Trans>}
      </ExploreEmpty>
    )
  return <PoolTable chainId={chainId} rows={shown} />
}

/** Explore: the tokens and pools of a chain from the indexer, with their prices, volumes and TVL. */
export default function ExplorePage() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const params = useParams()
  const tab: ExploreTab = params.tab === 'pools' ? 'pools' : 'tokens'
  const activeChainId = useActiveChainId()
  const chains = explorableChainIds()
  const fromPath = chainIdFromSlug(params.chain)
  const chainId = listChainId(fromPath, activeChainId, chains)
  const [search, setSearch] = useState('')
  return (
    <div className="explore-page">
      <PageHeader title={<Trans>Explore</Trans>} />
      <div className="explore-toolbar">
        <nav className="explore-toolbar__tabs swap-pool-tabs" aria-label={t`Explore`}>
          <Link
            className={tab === 'tokens' ? 'tab active' : 'tab'}
            aria-current={tab === 'tokens' ? 'page' : undefined}
            to={explorePath('tokens', fromPath)}
          >
            <Trans>Tokens</Trans>
          </Link>
          <Link
            className={tab === 'pools' ? 'tab active' : 'tab'}
            aria-current={tab === 'pools' ? 'page' : undefined}
            to={explorePath('pools', fromPath)}
          >
            <Trans>Pools</Trans>
          </Link>
        </nav>
        <label>
          <span className="visually-hidden">
            <Trans>Network</Trans>
          </span>
          <select
            value={chainId}
            data-testid="explore-chain"
            onChange={(event) => navigate(explorePath(tab, Number(event.target.value)))}
          >
            {chains.map((id) => (
              <option key={id} value={id}>
                {chainLabel(id)}
              </option>
            ))}
          </select>
        </label>
        <input
          type="search"
          aria-label={tab === 'tokens' ? t`Search tokens` : t`Search pools`}
          placeholder={tab === 'tokens' ? t`Search tokens` : t`Search pools`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          data-testid="explore-search"
        />
      </div>
      <section className="explore-panel" aria-label={tab === 'tokens' ? t`Tokens` : t`Pools`}>
        {tab === 'tokens' ? (
          <TokensTab chainId={chainId} search={search} />
        ) : (
          <PoolsTab chainId={chainId} search={search} />
        )}
      </section>
    </div>
  )
}
