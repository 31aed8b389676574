import { Trans, useLingui } from '@lingui/react/macro'
import type { Currency, CurrencyAmount, Percent, Token } from '@uniswap/sdk-core'
import { type ReactNode, Suspense, useState } from 'react'
import { useAccount } from 'wagmi'
import { AmountInput } from '../../../components/AmountInput'
import { Tooltip } from '../../../components/Tooltip'
import { useAppSelector } from '../../../core/store'
import { formatFiat, formatPercent } from '../../../lib/format'
import { safeDisplayText } from '../../../lib/format/displayText'
import type { SafetyVerdict } from '../../../lib/simulation/tokenSafety'
import { shortenSymbol } from '../../lists'
import {
  CurrencyLogo,
  CurrencySearchModal,
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
  inputId,
  field,
  amounts,
  invalid,
  onUserInput,
}: {
  inputId: string
  field: Field
  amounts: FormAmounts
  invalid: boolean
  onUserInput: (value: string) => void
}) {
  const typedValue = useAppSelector((state) => state.swap.typedValue)
  const independentField = useAppSelector((state) => state.swap.independentField)
  return (
    <AmountInput
      id={inputId}
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
  currency,
  otherCurrency,
  onCurrencySelect,
  chainId,
  showMaxButton = false,
  onMax,
  fiatValue,
  priceImpact,
  invalid = false,
  safety,
}: {
  id: string
  label: ReactNode
  field: Field
  amounts: FormAmounts
  onUserInput: (value: string) => void
  currency: Currency | null | undefined
  otherCurrency: Currency | null | undefined
  onCurrencySelect: (currency: Currency) => void
  chainId: number
  showMaxButton?: boolean
  onMax?: () => void
  fiatValue?: CurrencyAmount<Token>
  priceImpact?: Percent
  /** The amount is not one the currency can hold: shown as invalid input. */
  invalid?: boolean
  /** The safety probe's verdict on the currency, shown under it when it has something to say. */
  safety?: SafetyVerdict | undefined
}) {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const { address: account } = useAccount()
  const token = currency && !currency.isNative ? currency : undefined
  const tokens = token ? [token] : []
  const balances = useTokenBalances(account, tokens, chainId)
  const nativeBalance = useNativeBalance(currency?.isNative ? account : undefined, chainId)
  const balance = currency?.isNative ? nativeBalance : token ? balances[token.address] : undefined
  const inputId = `${id}-amount`
  return (
    <div className="currency-panel" id={id}>
      <label className="currency-panel__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="currency-panel__row">
        <TypedAmount
          inputId={inputId}
          field={field}
          amounts={amounts}
          invalid={invalid}
          onUserInput={onUserInput}
        />
        <button
          type="button"
          className="currency-panel__select"
          onClick={() => setOpen(true)}
          aria-label={currency ? t`Change token, ${currency.symbol ?? ''} selected` : t`Select a token`}
        >
          {currency ? (
            <>
              <CurrencyLogo currency={currency} size={24} />
              <Tooltip text={safeDisplayText(currency.symbol ?? '')}>
                {() => (
                  <span className="currency-panel__symbol">
                    {shortenSymbol(safeDisplayText(currency.symbol ?? ''))}
                  </span>
                )}
              </Tooltip>
            </>
          ) : (
            <Trans>Select a token</Trans>
          )}
          <span aria-hidden="true"> ▾</span>
        </button>
      </div>
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
      {open && (
        <Suspense fallback={null}>
          <CurrencySearchModal
            isOpen={open}
            onDismiss={() => setOpen(false)}
            selectedCurrency={currency}
            otherSelectedCurrency={otherCurrency}
            onCurrencySelect={onCurrencySelect}
            chainId={chainId}
          />
        </Suspense>
      )}
    </div>
  )
}
