import { Trans, useLingui } from '@lingui/react/macro'
import type { Currency, Token } from '@uniswap/sdk-core'
import type { FeeTierDistributionResult } from '../graph/hooks'
import type { FeeTier } from '../graph/subgraph'
import { PairCurrencyPicker } from './DepositInput'
import { FeeSelector } from './FeeSelector'

/** The new position's pair and fee tier. */
export function PairSection({
  chainId,
  currencyA,
  currencyB,
  onSelectA,
  onSelectB,
  tokenA,
  tokenB,
  distribution,
  feeAmount,
  routeFeeAmount,
  pairSelected,
  onFeeSelect,
}: {
  chainId: number
  currencyA: Currency | undefined
  currencyB: Currency | undefined
  onSelectA: (currency: Currency) => void
  onSelectB: (currency: Currency) => void
  tokenA: Token | undefined
  tokenB: Token | undefined
  distribution: FeeTierDistributionResult
  feeAmount: FeeTier | undefined
  /** The tier the route names (feeAmount may be the one about to be selected). */
  routeFeeAmount: FeeTier | undefined
  pairSelected: boolean
  onFeeSelect: (fee: FeeTier) => void
}) {
  const { t } = useLingui()
  return (
    <section aria-label={t`Select Pair`}>
      <h3>
        <Trans>Select Pair</Trans>
      </h3>
      <div className="add-v3__pair">
        {[
          {
            id: 'add-currency-a',
            currency: currencyA,
            otherCurrency: currencyB,
            onCurrencySelect: onSelectA,
          },
          {
            id: 'add-currency-b',
            currency: currencyB,
            otherCurrency: currencyA,
            onCurrencySelect: onSelectB,
          },
        ].map((side) => (
          <PairCurrencyPicker key={side.id} chainId={chainId} {...side} />
        ))}
      </div>
      <FeeSelector
        chainId={chainId}
        tokenA={tokenA}
        tokenB={tokenB}
        distribution={distribution}
        feeAmount={feeAmount}
        routeFeeAmount={routeFeeAmount}
        disabled={!pairSelected}
        onSelect={onFeeSelect}
      />
    </section>
  )
}
