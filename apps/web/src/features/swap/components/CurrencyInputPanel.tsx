import { Trans, useLingui } from '@lingui/react/macro'
import type { Currency } from '@uniswap/sdk-core'
import { type ReactNode, Suspense, useState } from 'react'
import { useAccount } from 'wagmi'
import { shortenSymbol } from '../../lists'
import {
  CurrencyLogo,
  CurrencySearchModal,
  formatBalance,
  useNativeBalance,
  useTokenBalances,
} from '../../tokens'
import { nextAmountInput } from '../amountInput'

/** One side of the swap: the amount, the currency selector and the balance. */
export function CurrencyInputPanel({
  id,
  label,
  value,
  onUserInput,
  currency,
  otherCurrency,
  onCurrencySelect,
  chainId,
}: {
  id: string
  label: ReactNode
  value: string
  onUserInput: (value: string) => void
  currency: Currency | null | undefined
  otherCurrency: Currency | null | undefined
  onCurrencySelect: (currency: Currency) => void
  chainId: number
}) {
  const { t } = useLingui()
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
        <input
          id={inputId}
          className="currency-panel__amount"
          inputMode="decimal"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder="0.0"
          pattern="^[0-9]*[.,]?[0-9]*$"
          value={value}
          onChange={(event) => {
            const next = nextAmountInput(event.target.value)
            if (next !== undefined) onUserInput(next)
          }}
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
              <span className="currency-panel__symbol">{shortenSymbol(currency.symbol)}</span>
            </>
          ) : (
            <Trans>Select a token</Trans>
          )}
          <span aria-hidden="true"> ▾</span>
        </button>
      </div>
      {account && currency && (
        <div className="currency-panel__balance">
          <Trans>Balance: {formatBalance(balance)}</Trans>
        </div>
      )}
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
