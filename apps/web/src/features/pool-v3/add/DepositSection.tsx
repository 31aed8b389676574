import { Trans, useLingui } from '@lingui/react/macro'
import type { Currency, CurrencyAmount } from '@uniswap/sdk-core'
import type { Dispatch } from 'react'
import { formatFiat } from '../../../lib/format'
import { maxAmountSpend } from '../../swap'
import type { FeeTier } from '../graph/subgraph'
import { DepositInput } from './DepositInput'
import type { MintInfo } from './logic/derived'
import type { Field, MintAction } from './logic/mintState'

/** The deposit amounts: each side typed, with its balance, fiat value and Max. */
export function DepositSection({
  existing,
  feeAmount,
  info,
  chainId,
  formatted,
  currencyA,
  currencyB,
  balanceA,
  balanceB,
  usdA,
  usdB,
  dispatchMint,
}: {
  existing: boolean
  feeAmount: FeeTier | undefined
  info: MintInfo
  chainId: number
  formatted: Record<Field, string>
  currencyA: Currency | undefined
  currencyB: Currency | undefined
  balanceA: CurrencyAmount<Currency> | undefined
  balanceB: CurrencyAmount<Currency> | undefined
  usdA: CurrencyAmount<Currency> | undefined
  usdB: CurrencyAmount<Currency> | undefined
  dispatchMint: Dispatch<MintAction>
}) {
  const { t, i18n } = useLingui()
  return (
    <section
      className={`add-v3__deposits${!feeAmount || info.invalidRange || (info.noLiquidity && !info.price) ? ' add-v3__disabled' : ''}`}
      aria-label={existing ? t`Add more liquidity` : t`Deposit Amounts`}
    >
      <h3>{existing ? <Trans>Add more liquidity</Trans> : <Trans>Deposit Amounts</Trans>}</h3>
      <DepositInput
        id="add-liquidity-input-tokena"
        chainId={chainId}
        value={formatted.CURRENCY_A}
        currency={currencyA}
        otherCurrency={currencyB}
        balance={balanceA}
        fiatValue={usdA ? formatFiat(usdA.toFixed(2), i18n.locale) : undefined}
        locked={info.depositADisabled}
        onUserInput={(value) => dispatchMint({ type: 'typeInput', field: 'CURRENCY_A', typedValue: value })}
        onMax={() =>
          dispatchMint({
            type: 'typeInput',
            field: 'CURRENCY_A',
            typedValue: maxAmountSpend(balanceA)?.toExact() ?? '',
          })
        }
      />
      <DepositInput
        id="add-liquidity-input-tokenb"
        chainId={chainId}
        value={formatted.CURRENCY_B}
        currency={currencyB}
        otherCurrency={currencyA}
        balance={balanceB}
        fiatValue={usdB ? formatFiat(usdB.toFixed(2), i18n.locale) : undefined}
        locked={info.depositBDisabled}
        onUserInput={(value) => dispatchMint({ type: 'typeInput', field: 'CURRENCY_B', typedValue: value })}
        onMax={() =>
          dispatchMint({
            type: 'typeInput',
            field: 'CURRENCY_B',
            typedValue: maxAmountSpend(balanceB)?.toExact() ?? '',
          })
        }
      />
    </section>
  )
}
