import { Trans } from '@lingui/react/macro'

/** Governance lives on layer 1: what a layer-2 network shows instead. */
export function WrongLayer() {
  return (
    <section className="governance-card governance-empty" data-testid="governance-layer-1">
      <p className="governance-empty__title">
        <Trans>Please connect to Layer 1 Ethereum</Trans>
      </p>
      <p>
        <Trans>
          Uniswap governance is only available on Layer 1. Switch your network to Ethereum Mainnet to view
          Proposals and Vote.
        </Trans>
      </p>
    </section>
  )
}
