import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { useAccount } from 'wagmi'
import { PageHeader } from '../../components/PageHeader'
import { useActiveChainId } from '../../core/useActiveChainId'
import { isL2 } from '../../lib/chains'
import { toSdkToken, useStakingInfos } from '../mining'
import { PositionCard } from './components/PositionCard'
import { V2Unavailable } from './components/V2Unavailable'
import { usePairs } from './hooks/usePairs'
import { useV2Positions } from './hooks/useV2Positions'
import { withStakedPositions } from './logic/staked'
import './pool-v2.css'

/** /pool/v2: the account's v2 positions, found from the tracked pairs. */
export default function V2PoolsPage() {
  const { t } = useLingui()
  const chainId = useActiveChainId()
  const { address: account } = useAccount()
  const l2 = isL2(chainId)
  const { loading: walletLoading, positions: held } = useV2Positions(l2 ? 0 : chainId, account)
  // Pool tokens staked for rewards are the account's too: their pairs get cards as well.
  const stakingInfos = useStakingInfos(l2 ? 0 : chainId, account)
  const stakes = useMemo(() => (stakingInfos ?? []).filter((info) => info.stakedAmount > 0n), [stakingInfos])
  const stakedKeys = useMemo(
    () =>
      stakes.map(
        (info) => [toSdkToken(chainId, info.tokens[0]), toSdkToken(chainId, info.tokens[1])] as const,
      ),
    [stakes, chainId],
  )
  const stakedPairs = usePairs(l2 ? 0 : chainId, stakedKeys)
  const positions = useMemo(
    () =>
      withStakedPositions(
        held,
        stakedPairs.flatMap(([, pair], index) => {
          const amount = stakes[index]?.stakedAmount
          return pair && amount ? [{ pair, amount }] : []
        }),
      ),
    [held, stakedPairs, stakes],
  )
  const loading =
    walletLoading ||
    (!!account && stakingInfos === undefined) ||
    stakedPairs.some(([state]) => state === 'LOADING')
  return (
    <div className="page-column">
      <PageHeader back={'/pool'} title={<Trans>V2 Liquidity</Trans>} />
      {l2 ? (
        <V2Unavailable />
      ) : (
        <>
          <nav className="pool-v2-actions">
            <Link className="secondary-button" to="/add/v2/ETH">
              <Trans>Create a pair</Trans>
            </Link>
            <Link className="secondary-button" to="/pool/v2/find">
              <Trans>Import Pool</Trans>
            </Link>
            <Link className="primary-button" to="/add/v2/ETH">
              <Trans>Add V2 Liquidity</Trans>
            </Link>
            <Link className="secondary-button" to="/migrate/v2">
              <Trans>Migrate</Trans>
            </Link>
          </nav>
          <section className="page-column" aria-label={t`Your V2 liquidity`}>
            {!account ? (
              <p className="pool-v2-card pool-v2-message">
                <Trans>Connect to a wallet to view your liquidity.</Trans>
              </p>
            ) : loading && positions.length === 0 ? (
              <p className="pool-v2-card pool-v2-message" role="status">
                <Trans>Loading</Trans>
              </p>
            ) : positions.length === 0 ? (
              <p className="pool-v2-card pool-v2-message">
                <Trans>No liquidity found.</Trans>
              </p>
            ) : (
              positions.map(({ pair, balance, staked }) => (
                <PositionCard
                  key={pair.liquidityToken.address}
                  pair={pair}
                  balance={balance}
                  stakedBalance={staked}
                  chainId={chainId}
                  account={account}
                />
              ))
            )}
          </section>
          <p className="pool-v2-center">
            <Trans>
              Don't see a pool you joined? <Link to="/pool/v2/find">Import it.</Link>
            </Trans>
          </p>
        </>
      )}
    </div>
  )
}
