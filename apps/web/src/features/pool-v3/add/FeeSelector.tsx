import { Trans, useLingui } from '@lingui/react/macro'
import type { Token } from '@uniswap/sdk-core'
import { useEffect, useRef, useState } from 'react'
import type { FeeTierDistributionResult } from '../graph/hooks'
import { FEE_TIERS, type FeeTier } from '../graph/subgraph'
import { distributionPercent, feePercent, feeTierAutoSelection, feeTierAvailable } from './logic/feeTier'

/** How long the selected tier pulses after it changes (spec 4). */
const PULSE_MS = 1800

function FeeDescription({ fee }: { fee: FeeTier }) {
  switch (fee) {
    case 100:
      return <Trans>Best for very stable pairs.</Trans>
    case 500:
      return <Trans>Best for stable pairs.</Trans>
    case 3000:
      return <Trans>Best for most pairs.</Trans>
    case 10000:
      return <Trans>Best for exotic pairs.</Trans>
  }
}

/**
 * The fee tier: the chosen one with Edit/Hide, the four tiers with each one's share of the pair's TVL.
 * With no tier in the route it selects the most used one, or opens the list when that is unknown.
 */
export function FeeSelector({
  chainId,
  tokenA,
  tokenB,
  distribution,
  feeAmount,
  routeFeeAmount,
  disabled,
  onSelect,
}: {
  chainId: number
  tokenA: Token | undefined
  tokenB: Token | undefined
  /** The pair's tiers by TVL (useFeeTierDistribution), asked for once by the form that shows this. */
  distribution: FeeTierDistributionResult
  /** The tier shown: the route's, or the one the auto-selection is putting there. */
  feeAmount: FeeTier | undefined
  /** The route's tier: the auto-selection acts while it names none. */
  routeFeeAmount: FeeTier | undefined
  disabled: boolean
  onSelect: (fee: FeeTier) => void
}) {
  const { t, i18n } = useLingui()
  const [showOptions, setShowOptions] = useState(false)
  const [pulsing, setPulsing] = useState(false)
  const previous = useRef(feeAmount)

  useEffect(() => {
    const action = feeTierAutoSelection({
      feeAmount: routeFeeAmount,
      // Until both tokens are known the distribution has not been asked for: nothing to act on yet (the
      // list would open, then close when the answer selects a tier, moving the form twice).
      isLoading: distribution.isLoading || !tokenA || !tokenB,
      isError: distribution.isError,
      largestUsageFeeTier: distribution.largestUsageFeeTier,
    })
    if (!action) return
    setShowOptions(action.showOptions)
    if (action.select !== undefined) onSelect(action.select)
  }, [
    routeFeeAmount,
    distribution.isLoading,
    distribution.isError,
    distribution.largestUsageFeeTier,
    onSelect,
    tokenA,
    tokenB,
  ])

  useEffect(() => {
    if (previous.current === feeAmount) return
    previous.current = feeAmount
    if (feeAmount === undefined) return
    setPulsing(true)
    const timer = setTimeout(() => setPulsing(false), PULSE_MS)
    return () => clearTimeout(timer)
  }, [feeAmount])

  const share = (fee: FeeTier) =>
    distribution.isLoading || distribution.isError
      ? undefined
      : distributionPercent(distribution.distributions?.[fee], i18n.locale)

  return (
    <section className={`add-v3__fee${disabled ? ' add-v3__disabled' : ''}`} aria-label={t`Fee tier`}>
      <div className={`add-v3__fee-current${pulsing ? ' add-v3__pulse' : ''}`} data-testid="fee-tier-current">
        {feeAmount === undefined ? (
          <span>
            <Trans>Fee tier</Trans>
          </span>
        ) : (
          <span>
            <Trans>{feePercent(feeAmount, i18n.locale)} fee tier</Trans>
            {share(feeAmount) && (
              <span className="add-v3__badge">
                <Trans>{share(feeAmount)} select</Trans>
              </span>
            )}
          </span>
        )}
        <button
          type="button"
          className="link-button"
          disabled={disabled}
          onClick={() => setShowOptions((v) => !v)}
        >
          {showOptions ? <Trans>Hide</Trans> : <Trans>Edit</Trans>}
        </button>
      </div>
      {showOptions && !disabled && (
        <fieldset className="add-v3__fee-options" aria-label={t`Fee tier`}>
          {FEE_TIERS.filter((fee) => feeTierAvailable(fee, chainId)).map((fee) => (
            <button
              key={fee}
              type="button"
              aria-pressed={fee === feeAmount}
              className={`add-v3__fee-option${fee === feeAmount ? ' add-v3__fee-option--active' : ''}`}
              data-testid={`fee-tier-${fee}`}
              onClick={() => onSelect(fee)}
            >
              <strong>{feePercent(fee, i18n.locale)}</strong>
              <small>
                <FeeDescription fee={fee} />
              </small>
              <span className="add-v3__badge">
                {share(fee) ? <Trans>{share(fee)} select</Trans> : <Trans>Not created</Trans>}
              </span>
            </button>
          ))}
        </fieldset>
      )}
    </section>
  )
}
