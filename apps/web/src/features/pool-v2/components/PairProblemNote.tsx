import { useLingui } from '@lingui/react/macro'
import type { Currency } from '@uniswap/sdk-core'
import { v2FactoryOf } from '../hooks/usePairs'
import { PAIR_PROBLEM_TEXT, pairProblem } from '../logic/pairValidation'

/** Why the two currencies make no v2 pair ('Tokens cannot be equal', …), or nothing when they can. */
export function PairProblemNote({
  chainId,
  currencyA,
  currencyB,
}: {
  chainId: number
  currencyA: Currency | null | undefined
  currencyB: Currency | null | undefined
}) {
  const { i18n } = useLingui()
  const problem =
    currencyA && currencyB
      ? pairProblem(chainId, currencyA.wrapped, currencyB.wrapped, v2FactoryOf)
      : undefined
  return problem ? (
    <p className="pool-v2-notice" data-testid="pair-problem">
      {i18n._(PAIR_PROBLEM_TEXT[problem])}
    </p>
  ) : null
}
