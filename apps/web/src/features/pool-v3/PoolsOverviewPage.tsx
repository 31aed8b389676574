import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import { useAccount } from 'wagmi'
import { PageHeader } from '../../components/PageHeader'
import { SwapPoolTabs } from '../../components/SwapPoolTabs'
import { useAppDispatch } from '../../core/store'
import { useActiveChainId } from '../../core/useActiveChainId'
import { getChainInfo, isArbitrum, isL2, isOptimism } from '../../lib/chains'
import { explorePath } from '../../lib/explorePaths'
import {
  updateArbitrumAlphaAcknowledged,
  updateHideClosedPositions,
  updateOptimismAlphaAcknowledged,
  useArbitrumAlphaAcknowledged,
  useHideClosedPositions,
  useOptimismAlphaAcknowledged,
} from '../settings'
import { usePositionsOf } from './hooks/usePositions'
import { PositionListItem } from './positions/PositionListItem'
import './positions/positions.css'
import { ConnectWalletButton } from '../wallet'

const LEARN_URL = 'https://docs.uniswap.org/'

/** The layer-2 promo banner, dismissed per chain (a saved user setting). */
function Layer2Banner({ chainId }: { chainId: number }) {
  const dispatch = useAppDispatch()
  const arbitrumDismissed = useArbitrumAlphaAcknowledged()
  const optimismDismissed = useOptimismAlphaAcknowledged()
  if (!isL2(chainId)) return null
  const arbitrum = isArbitrum(chainId)
  if (arbitrum ? arbitrumDismissed : isOptimism(chainId) ? optimismDismissed : true) return null
  const chainName = getChainInfo(chainId)?.label ?? ''
  return (
    <section className="pools-l2-banner" data-testid="l2-banner">
      <p>
        <Trans>
          Liquidity on {chainName} is in Beta. The network may experience downtime; during downtime your
          position will not earn fees and liquidity cannot be removed.
        </Trans>
      </p>
      <button
        type="button"
        className="secondary-button"
        onClick={() =>
          dispatch(
            arbitrum
              ? updateArbitrumAlphaAcknowledged({ arbitrumAlphaAcknowledged: true })
              : updateOptimismAlphaAcknowledged({ optimismAlphaAcknowledged: true }),
          )
        }
      >
        <Trans>Dismiss</Trans>
      </button>
    </section>
  )
}

/** The More menu: Create a pool, Migrate, V2 liquidity, Learn. */
function MoreMenu() {
  const [open, setOpen] = useState(false)
  return (
    <div className="pools-more">
      <button type="button" className="secondary-button" aria-expanded={open} onClick={() => setOpen(!open)}>
        <Trans>More</Trans>
      </button>
      {open ? (
        <ul className="pools-more__menu">
          <li>
            <Link to="/add/ETH">
              <Trans>Create a pool</Trans>
            </Link>
          </li>
          <li>
            <Link to="/migrate/v2">
              <Trans>Migrate</Trans>
            </Link>
          </li>
          <li>
            <Link to="/pool/v2">
              <Trans>V2 liquidity</Trans>
            </Link>
          </li>
          <li>
            <a href={LEARN_URL} target="_blank" rel="noopener noreferrer">
              <Trans>Learn</Trans>
            </a>
          </li>
        </ul>
      ) : null}
    </div>
  )
}

export default function PoolsOverviewPage() {
  const { t } = useLingui()
  const dispatch = useAppDispatch()
  const chainId = useActiveChainId()
  const { address: account } = useAccount()
  const hideClosed = useHideClosedPositions()
  const [invertPrices, setInvertPrices] = useState(false)
  const { loading, positions } = usePositionsOf(chainId, account)

  // Open positions first, then closed ones (shown only when asked).
  const shown = useMemo(() => {
    const all = positions ?? []
    const open = all.filter((position) => position.liquidity > 0n)
    const closed = all.filter((position) => position.liquidity === 0n)
    return hideClosed ? open : [...open, ...closed]
  }, [positions, hideClosed])

  return (
    <div className="pools-page">
      <SwapPoolTabs active="pool" />
      <Layer2Banner chainId={chainId} />
      <PageHeader title={<Trans>Pools Overview</Trans>}>
        <div className="pools-actions">
          <MoreMenu />
          <Link className="secondary-button" to={explorePath('pools', chainId)}>
            <Trans>Explore pools</Trans>
          </Link>
          <Link className="primary-button" to="/add/ETH">
            <Trans>+ New Position</Trans>
          </Link>
        </div>
      </PageHeader>
      <section className="pools-list" aria-label={t`Your positions`}>
        {account ? (
          <div className="pools-list__header">
            <span>
              <Trans>Your positions</Trans> {positions ? `(${shown.length})` : ''}
            </span>
            <label className="pools-list__toggle">
              <input
                type="checkbox"
                checked={!hideClosed}
                onChange={(event) =>
                  dispatch(updateHideClosedPositions({ userHideClosedPositions: !event.target.checked }))
                }
              />
              <Trans>Show closed positions</Trans>
            </label>
            <button
              type="button"
              className="secondary-button pools-list__invert"
              aria-pressed={invertPrices}
              onClick={() => setInvertPrices(!invertPrices)}
            >
              <Trans>Invert prices</Trans>
            </button>
          </div>
        ) : null}
        {account && loading && !positions ? (
          <div className="pools-list__loading" role="status">
            <span className="spinner" />
          </div>
        ) : shown.length > 0 ? (
          <ul className="pools-list__items">
            {shown.map((details) => (
              <PositionListItem
                key={details.tokenId.toString()}
                chainId={chainId}
                details={details}
                invertPrices={invertPrices}
              />
            ))}
          </ul>
        ) : (
          <div className="pools-list__empty">
            <p>
              <Trans>Your V3 liquidity positions will appear here.</Trans>
            </p>
            {account ? null : (
              <ConnectWalletButton>
                <Trans>Connect a wallet</Trans>
              </ConnectWalletButton>
            )}
          </div>
        )}
      </section>
      {isL2(chainId) ? null : (
        <nav className="pools-links" aria-label={t`More liquidity`}>
          <Link to="/pool/v2">
            <Trans>View V2 Liquidity</Trans>
          </Link>
          <Link to="/migrate/v2">
            <Trans>Migrate Liquidity</Trans>
          </Link>
        </nav>
      )}
      <div className="pools-cards">
        <a className="pools-card" href={LEARN_URL} target="_blank" rel="noopener noreferrer">
          <strong>
            <Trans>Learn about providing liquidity</Trans>
          </strong>
          <span>
            <Trans>Check out our v3 LP walkthrough and migration guides.</Trans>
          </span>
        </a>
        <a
          className="pools-card"
          href="https://info.uniswap.org/#/pools"
          target="_blank"
          rel="noopener noreferrer"
        >
          <strong>
            <Trans>Top pools</Trans>
          </strong>
          <span>
            <Trans>Explore popular pools on Uniswap Analytics.</Trans>
          </span>
        </a>
      </div>
    </div>
  )
}
