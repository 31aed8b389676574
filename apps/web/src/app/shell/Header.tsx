import { Trans, useLingui } from '@lingui/react/macro'
import { Link, NavLink, useLocation } from 'react-router'
import { useAccount } from 'wagmi'
import { UniHeaderButton } from '../../features/claim'
import { NetworkSelector, Web3Status } from '../../features/wallet'
import { getChainInfo } from '../../lib/chains'
import { isPoolPath } from '../routes/redirects'
import { AccountBalance } from './AccountBalance'
import { Menu } from './Menu'

/** Header navigation: Swap, Pool (also for the liquidity paths), Explore, Vote (no chain or mainnet), Charts. */
export function Header() {
  const { t } = useLingui()
  const { pathname } = useLocation()
  const { chainId, isConnected } = useAccount()
  const showVote = !isConnected || chainId === 1
  const infoLink = getChainInfo(isConnected && chainId ? chainId : 1)?.infoLink
  return (
    <header className="app-header">
      <Link to="/" className="app-header__logo" aria-label={t`Home`}>
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <circle cx="12" cy="12" r="11" fill="var(--accent)" />
          <path d="M7 13l5-6 5 6-5 4z" fill="#fff" />
        </svg>
      </Link>
      <nav className="app-header__nav" aria-label={t`Main`}>
        <NavLink to="/swap" className={({ isActive }) => (isActive ? 'nav-link active' : 'nav-link')}>
          <Trans>Swap</Trans>
        </NavLink>
        <NavLink to="/pool" className={() => (isPoolPath(pathname) ? 'nav-link active' : 'nav-link')}>
          <Trans>Pool</Trans>
        </NavLink>
        <NavLink to="/explore" className={({ isActive }) => (isActive ? 'nav-link active' : 'nav-link')}>
          <Trans>Explore</Trans>
        </NavLink>
        {showVote ? (
          <NavLink to="/vote" className={({ isActive }) => (isActive ? 'nav-link active' : 'nav-link')}>
            <Trans>Vote</Trans>
          </NavLink>
        ) : null}
        {infoLink ? (
          <a className="nav-link" href={infoLink} target="_blank" rel="noopener noreferrer">
            <Trans>Charts</Trans> ↗
          </a>
        ) : null}
      </nav>
      <div className="app-header__account">
        <UniHeaderButton />
        <NetworkSelector />
        <AccountBalance />
        <Web3Status />
        <Menu />
      </div>
    </header>
  )
}
