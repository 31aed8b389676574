import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useAccount } from 'wagmi'
import { config } from '../../core/config'
import { isBlockedAddress } from './blocked'
import { useComplianceBlocked } from './ServicesBridge'

/** A blocked account sees nothing of the app but 'Blocked address'. */
export function BlockedAddressGate({ children }: { children: ReactNode }) {
  const { address } = useAccount()
  const screenedOut = useComplianceBlocked(address)
  if (screenedOut || isBlockedAddress(address, config.extraBlockedAddresses)) {
    return (
      <div className="blocked" role="alert">
        <Trans>Blocked address</Trans>
      </div>
    )
  }
  return <>{children}</>
}
