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
  /** Unread: the amounts pick no currency (PairSection does); the form still passes it. */
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
  const sides = [
    {
      field: 'CURRENCY_A',
      id: 'add-liquidity-input-tokena',
      currency: currencyA,
      balance: balanceA,
      usd: usdA,
      locked: info.depositADisabled,
    },
    {
      field: 'CURRENCY_B',
      id: 'add-liquidity-input-tokenb',
      currency: currencyB,
      balance: balanceB,
      usd: usdB,
      locked: info.depositBDisabled,
    },
  ] as const
  return (
    <section
      className={`add-v3__deposits${!feeAmount || info.invalidRange || (info.noLiquidity && !info.price) ? ' add-v3__disabled' : ''}`}
      aria-label={existing ? t`Add more liquidity` : t`Deposit Amounts`}
    >
      <h3>{existing ? <Trans>Add more liquidity</Trans> : <Trans>Deposit Amounts</Trans>}</h3>
      {sides.map(({ field, id, currency, balance, usd, locked }) => {
        const typeInput = (typedValue: string) => dispatchMint({ type: 'typeInput', field, typedValue })
        return (
          <DepositInput
            key={field}
            id={id}
            value={formatted[field]}
            currency={currency}
            balance={balance}
            fiatValue={usd ? formatFiat(usd.toFixed(2), i18n.locale) : undefined}
            locked={locked}
            invalid={info.tooLargeField === field}
            onUserInput={typeInput}
            onMax={() => typeInput(maxAmountSpend(balance)?.toExact() ?? '')}
          />
        )
      })}
    </section>
  )
}
