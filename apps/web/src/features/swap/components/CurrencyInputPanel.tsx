import { Trans, useLingui } from '@lingui/react/macro'
import type { CurrencyAmount, Percent, Token } from '@uniswap/sdk-core'
import type { ReactNode } from 'react'
import { useAccount } from 'wagmi'
import { AmountInput } from '../../../components/AmountInput'
import { CurrencyPanel, panelAmountId } from '../../../components/CurrencyPanel'
import { Tooltip } from '../../../components/Tooltip'
import { useAppSelector } from '../../../core/store'
import { formatFiat, formatPercent } from '../../../lib/format'
import { safeDisplayText } from '../../../lib/format/displayText'
import type { SafetyVerdict } from '../../../lib/simulation/tokenSafety'
import { shortenSymbol } from '../../lists'
import {
  CurrencyPanelSelect,
  type CurrencySelectProps,
  formatBalance,
  TokenSafetyNotice,
  useNativeBalance,
  useTokenBalances,
} from '../../tokens'
import { priceImpactTone } from '../logic/priceImpact'
import { type FormAmounts, shownAmount } from '../logic/shownAmount'
import type { Field } from '../state'

/**
 * The amount typed, read from the store by this field alone: a key re-renders this input at once,
 * while the form around it follows from a deferred copy of the state.
 */
function TypedAmount({
  panelId,
  field,
  amounts,
  invalid,
  onUserInput,
}: {
  panelId: string
  field: Field
  amounts: FormAmounts
  invalid: boolean
  onUserInput: (value: string) => void
}) {
  const typedValue = useAppSelector((state) => state.swap.typedValue)
  const independentField = useAppSelector((state) => state.swap.independentField)
  return (
    <AmountInput
      id={panelAmountId(panelId)}
      className="currency-panel__amount"
      invalid={invalid}
      value={shownAmount(field, { independentField, typedValue }, amounts)}
      onUserInput={onUserInput}
    />
  )
}

/**
 * One side of the swap: the amount, the currency selector, the balance with (Max), and the amount's value
 * in USD with, on the output, the price impact measured by those values.
 */
export function CurrencyInputPanel({
  id,
  label,
  field,
  amounts,
  onUserInput,
  showMaxButton = false,
  onMax,
  fiatValue,
  priceImpact,
  invalid = false,
  safety,
  ...select
}: CurrencySelectProps & {
  id: string
  label: ReactNode
  field: Field
  amounts: FormAmounts
  onUserInput: (value: string) => void
  showMaxButton?: boolean
  onMax?: () => void
  fiatValue?: CurrencyAmount<Token>
  priceImpact?: Percent
  /** The amount is not one the currency can hold: shown as invalid input. */
  invalid?: boolean
  /** The safety probe's verdict on the currency, shown under it when it has something to say. */
  safety?: SafetyVerdict | undefined
}) {
  const { currency, chainId } = select
  const { i18n } = useLingui()
  const { address: account } = useAccount()
  const token = currency && !currency.isNative ? currency : undefined
  const tokens = token ? [token] : []
  const balances = useTokenBalances(account, tokens, chainId)
  const nativeBalance = useNativeBalance(currency?.isNative ? account : undefined, chainId)
  const balance = currency?.isNative ? nativeBalance : token ? balances[token.address] : undefined
  return (
    <CurrencyPanel
      id={id}
      label={label}
      below={
        <>
          <TokenSafetyNotice verdict={safety} />
          <div className="currency-panel__footer">
            <span className="currency-panel__fiat" data-testid={`${id}-fiat`}>
              {fiatValue ? formatFiat(fiatValue.toFixed(2), i18n.locale, { approximate: true }) : null}
              {fiatValue && priceImpact ? (
                <span className={`price-impact price-impact--${priceImpactTone(priceImpact)}`}>
                  {` (${formatPercent(priceImpact.multiply(-1).toSignificant(3), i18n.locale)})`}
                </span>
              ) : null}
            </span>
            {account && currency && (
              <span className="currency-panel__balance">
                <Trans>Balance: {formatBalance(balance, i18n.locale)}</Trans>
                {showMaxButton && onMax ? (
                  <button type="button" className="currency-panel__max" onClick={onMax}>
                    <Trans>(Max)</Trans>
                  </button>
                ) : null}
              </span>
            )}
          </div>
        </>
      }
    >
      <TypedAmount panelId={id} field={field} amounts={amounts} invalid={invalid} onUserInput={onUserInput} />
      <CurrencyPanelSelect
        {...select}
        symbol={
          <Tooltip text={safeDisplayText(currency?.symbol ?? '')}>
            {() => (
              <span className="currency-panel__symbol">
                {shortenSymbol(safeDisplayText(currency?.symbol ?? ''))}
              </span>
            )}
          </Tooltip>
        }
      />
    </CurrencyPanel>
  )
}
