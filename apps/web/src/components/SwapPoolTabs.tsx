import { Trans, useLingui } from '@lingui/react/macro'
import { NavLink } from 'react-router'

/** The Swap / Pool tab bar above the swap and pool screens. */
export function SwapPoolTabs({ active }: { active: 'swap' | 'pool' }) {
  const { t } = useLingui()
  const tabs = [
    { tab: 'swap', label: <Trans>Swap</Trans> },
    { tab: 'pool', label: <Trans>Pool</Trans> },
  ] as const
  return (
    <nav className="swap-pool-tabs" aria-label={t`Swap or pool`}>
      {tabs.map(({ tab, label }) => (
        <NavLink
          key={tab}
          to={`/${tab}`}
          className={active === tab ? 'tab active' : 'tab'}
          aria-current={active === tab ? 'page' : undefined}
        >
          {label}
        </NavLink>
      ))}
    </nav>
  )
}
