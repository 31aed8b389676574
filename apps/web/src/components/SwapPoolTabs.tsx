import { Trans, useLingui } from '@lingui/react/macro'
import { NavLink } from 'react-router'

/** The Swap / Pool tab bar above the swap and pool screens. */
export function SwapPoolTabs({ active }: { active: 'swap' | 'pool' }) {
  const { t } = useLingui()
  return (
    <nav className="swap-pool-tabs" aria-label={t`Swap or pool`}>
      <NavLink
        to="/swap"
        className={active === 'swap' ? 'tab active' : 'tab'}
        aria-current={active === 'swap' ? 'page' : undefined}
      >
        <Trans>Swap</Trans>
      </NavLink>
      <NavLink
        to="/pool"
        className={active === 'pool' ? 'tab active' : 'tab'}
        aria-current={active === 'pool' ? 'page' : undefined}
      >
        <Trans>Pool</Trans>
      </NavLink>
    </nav>
  )
}
