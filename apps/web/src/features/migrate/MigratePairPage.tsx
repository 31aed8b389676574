import { Trans } from '@lingui/react/macro'
import { useEffect } from 'react'
import { Navigate, useParams } from 'react-router'
import { getAddress, isAddress } from 'viem'
import { useAccount } from 'wagmi'
import { PageHeader } from '../../components/PageHeader'
import { isL2 } from '../../lib/chains'
import { useActiveChainId } from '../wallet'
import { MigrateForm } from './pair/MigrateForm'
import './pair/migrate-pair.css'

/** /migrate/v2/{address}: move all of one v2 (or Sushi) position into a v3 position through the V3Migrator. */
export default function MigratePairPage() {
  const { address } = useParams()
  const chainId = useActiveChainId()
  const { address: account } = useAccount()
  const valid = !!address && isAddress(address, { strict: false })
  useEffect(() => {
    if (!valid) console.error('Invalid pair address', address)
  }, [valid, address])
  if (!valid) return <Navigate to="/migrate/v2" replace />
  return (
    <div className="migrate-pair">
      <PageHeader back={'/migrate/v2'} title={<Trans>Migrate V2 Liquidity</Trans>} />
      {isL2(chainId) ? (
        <p className="migrate-pair__message" role="status" data-testid="v2-unavailable">
          <Trans>V2 is not available on Layer 2. Switch to Layer 1 Ethereum.</Trans>
        </p>
      ) : !account ? (
        <p className="migrate-pair__message" role="status">
          <Trans>You must connect an account.</Trans>
        </p>
      ) : (
        <MigrateForm chainId={chainId} pairAddress={getAddress(address)} account={account} />
      )}
    </div>
  )
}
