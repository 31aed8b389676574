import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { useAccount } from 'wagmi'
import { PageHeader } from '../../components/PageHeader'
import { isL2 } from '../../lib/chains'
import { useActiveChainId } from '../wallet'
import { PositionCard } from './components/PositionCard'
import { V2Unavailable } from './components/V2Unavailable'
import { useV2Positions } from './hooks/useV2Positions'
import './pool-v2.css'

/** /pool/v2: the account's v2 positions, found from the tracked pairs. */
export default function V2PoolsPage() {
  const { t } = useLingui()
  const chainId = useActiveChainId()
  const { address: account } = useAccount()
  const l2 = isL2(chainId)
  const { loading, positions } = useV2Positions(l2 ? 0 : chainId, account)
  return (
    <div className="pool-v2">
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
          <section className="pool-v2" aria-label={t`Your V2 liquidity`}>
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
              positions.map(({ pair, balance }) => (
                <PositionCard
                  key={pair.liquidityToken.address}
                  pair={pair}
                  balance={balance}
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
