import { Trans } from '@lingui/react/macro'
import { Pool } from '@uniswap/v3-sdk'
import { Link } from 'react-router'
import { explorePoolPath } from '../../../lib/explorePaths'

/** A link to a pool's Explore page (its charts and transactions), on chains Explore covers. */
export function PoolExploreLink({ chainId, pool }: { chainId: number; pool: Pool | undefined }) {
  const path = pool
    ? explorePoolPath(chainId, Pool.getAddress(pool.token0, pool.token1, pool.fee))
    : undefined
  if (!path) return null
  return (
    <Link className="secondary-button" to={path} data-testid="pool-explore-link">
      <Trans>Pool details</Trans>
    </Link>
  )
}
