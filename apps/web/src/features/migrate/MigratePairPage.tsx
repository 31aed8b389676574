import { Trans } from '@lingui/react/macro'
import { lazy, Suspense, useEffect } from 'react'
import { Navigate, useParams } from 'react-router'
import { getAddress, isAddress } from 'viem'
import { useAccount } from 'wagmi'
import { PageHeader } from '../../components/PageHeader'
import { useActiveChainId } from '../../core/useActiveChainId'
import { isL2 } from '../../lib/chains'
import { loadV3AddKit } from '../pool-v3'
import './pair/migrate-pair.css'

/** The form with the v3 add building blocks it reuses, both loaded on the first visit. */
const MigrateForm = lazy(async () => {
  const [{ MigrateForm: Form }, kit] = await Promise.all([import('./pair/MigrateForm'), loadV3AddKit()])
  return {
    default: (props: Omit<Parameters<typeof Form>[0], 'kit'>) => <Form {...props} kit={kit} />,
  }
})

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
        <Suspense
          fallback={
            <p className="migrate-pair__message" role="status">
              <Trans>Loading</Trans>
            </p>
          }
        >
          <MigrateForm chainId={chainId} pairAddress={getAddress(address)} account={account} />
        </Suspense>
      )}
    </div>
  )
}
