import { Trans } from '@lingui/react/macro'

/** What the v2 screens show on layer 2, where v2 is not deployed (spec §1). */
export function V2Unavailable() {
  return (
    <p className="pool-v2-card pool-v2-message" role="status" data-testid="v2-unavailable">
      <Trans>V2 is not available on Layer 2. Switch to Layer 1 Ethereum.</Trans>
    </p>
  )
}
