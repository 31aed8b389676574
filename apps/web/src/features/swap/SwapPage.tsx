import { Trans, useLingui } from '@lingui/react/macro'
import type { Currency, Token } from '@uniswap/sdk-core'
import { useEffect, useMemo, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useAccount } from 'wagmi'
import { useAppDispatch, useAppSelector } from '../../app/store'
import { PageHeader } from '../../components/PageHeader'
import { SwapPoolTabs } from '../../components/SwapPoolTabs'
import { isL2 } from '../../lib/chains'
import { SettingsTab } from '../settings/components/SettingsTab'
import { currencyId, TokenWarningModal, useAllTokens, useCurrency, useIsUnsupportedCurrency } from '../tokens'
import { useActiveChainId } from '../wallet'
import { CurrencyInputPanel } from './components/CurrencyInputPanel'
import { RecipientField, useRecipientAddress } from './components/RecipientField'
import { SwapButtons } from './components/SwapButtons'
import { useWrapCallback } from './hooks/useWrapCallback'
import { tryParseCurrencyAmount } from './logic/parseAmount'
import { swapButton } from './logic/swapButton'
import {
  type Field,
  queryParametersToSwapState,
  replaceSwapState,
  selectCurrency,
  setRecipient,
  switchCurrencies,
  typeInput,
} from './state'

/** Tokens a link put on the swap that no active list or user import vouches for. */
function useUrlTokensToImport(chainId: number): Token[] {
  const { search } = useLocation()
  const fromUrl = useMemo(() => queryParametersToSwapState(search), [search])
  const input = useCurrency(fromUrl.INPUT.currencyId, chainId)
  const output = useCurrency(fromUrl.OUTPUT.currencyId, chainId)
  const allTokens = useAllTokens(chainId)
  return useMemo(
    () =>
      [input, output].filter(
        (currency): currency is Token => !!currency && !currency.isNative && !allTokens[currency.address],
      ),
    [input, output, allTokens],
  )
}

export default function SwapPage() {
  const { t } = useLingui()
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const { search } = useLocation()
  const chainId = useActiveChainId()

  useEffect(() => {
    dispatch(replaceSwapState(queryParametersToSwapState(search)))
  }, [dispatch, search])

  const swap = useAppSelector((state) => state.swap)
  const inputCurrency = useCurrency(swap.INPUT.currencyId, chainId)
  const outputCurrency = useCurrency(swap.OUTPUT.currencyId, chainId)

  const toImport = useUrlTokensToImport(chainId)
  const [warningDismissed, setWarningDismissed] = useState(false)

  const { address: account } = useAccount()
  const expertMode = useAppSelector((state) => state.user.userExpertMode)
  const recipientLookup = useRecipientAddress(swap.recipient)
  const independentCurrency = swap.independentField === 'INPUT' ? inputCurrency : outputCurrency
  const parsedAmount = tryParseCurrencyAmount(swap.typedValue, independentCurrency ?? undefined)
  const wrap = useWrapCallback(inputCurrency, outputCurrency, parsedAmount, chainId)
  const showWrap = wrap.wrapType !== 'NOT_APPLICABLE'
  const inputUnsupported = useIsUnsupportedCurrency(inputCurrency)
  const outputUnsupported = useIsUnsupportedCurrency(outputCurrency)
  const button = swapButton({
    account,
    hasInputCurrency: !!inputCurrency,
    hasOutputCurrency: !!outputCurrency,
    hasAmount: !!parsedAmount,
    recipient: swap.recipient,
    recipientAddress: recipientLookup.address,
    insufficientBalanceSymbol: undefined,
    isUnsupported: inputUnsupported || outputUnsupported,
    wrapType: wrap.wrapType,
    sufficientWrapBalance: wrap.sufficientBalance,
    // Quotes arrive with the routing (issue 5): until then no trade is valid.
    tradeState: 'INVALID',
    priceImpactSeverity: 0,
    expertMode,
    approval: 'UNKNOWN',
  })
  // A wrap is 1:1: both sides show the typed amount.
  const inputValue = showWrap || swap.independentField === 'INPUT' ? swap.typedValue : ''
  const outputValue = showWrap || swap.independentField === 'OUTPUT' ? swap.typedValue : ''

  const onSelect = (field: Field) => (currency: Currency) =>
    dispatch(selectCurrency({ field, currencyId: currencyId(currency) }))
  const onType = (field: Field) => (typedValue: string) => dispatch(typeInput({ field, typedValue }))
  const exactOutput = swap.independentField === 'OUTPUT'

  return (
    <>
      <SwapPoolTabs active="swap" />
      <PageHeader title={<Trans>Swap</Trans>}>
        <SettingsTab chainId={chainId} placeholderSlippage={isL2(chainId) ? '0.10' : '0.50'} />
      </PageHeader>
      <section className="swap-card" aria-label={t`Swap`}>
        <CurrencyInputPanel
          id="swap-currency-input"
          label={exactOutput ? <Trans>From (at most)</Trans> : <Trans>From</Trans>}
          value={inputValue}
          onUserInput={onType('INPUT')}
          currency={inputCurrency}
          otherCurrency={outputCurrency}
          onCurrencySelect={onSelect('INPUT')}
          chainId={chainId}
        />
        <button
          type="button"
          className="swap-card__switch"
          aria-label={t`Switch input and output`}
          onClick={() => dispatch(switchCurrencies())}
        >
          ↓
        </button>
        <CurrencyInputPanel
          id="swap-currency-output"
          label={exactOutput ? <Trans>To</Trans> : <Trans>To (at least)</Trans>}
          value={outputValue}
          onUserInput={onType('OUTPUT')}
          currency={outputCurrency}
          otherCurrency={inputCurrency}
          onCurrencySelect={onSelect('OUTPUT')}
          chainId={chainId}
        />
        {swap.recipient !== null && !showWrap ? (
          <RecipientField
            value={swap.recipient}
            chainId={chainId}
            onChange={(recipient) => dispatch(setRecipient({ recipient }))}
            onRemove={() => dispatch(setRecipient({ recipient: null }))}
          />
        ) : expertMode && !showWrap ? (
          <button
            type="button"
            className="link-button"
            onClick={() => dispatch(setRecipient({ recipient: '' }))}
          >
            <Trans>+ Add a send (optional)</Trans>
          </button>
        ) : null}
        {(inputUnsupported || outputUnsupported) && (
          <p className="swap-card__notice" role="note">
            <Trans>
              Some assets are not available through this interface because they may not work well with the
              smart contracts or we are unable to allow trading for legal reasons.
            </Trans>
          </p>
        )}
        <SwapButtons
          state={button}
          approveSymbol={inputCurrency?.symbol}
          onWrap={async () => {
            try {
              await wrap.execute?.()
              dispatch(typeInput({ field: swap.independentField, typedValue: '' }))
            } catch (error) {
              console.error('Could not wrap', error)
            }
          }}
          onApprove={() => {}}
          onSwap={() => {}}
        />
      </section>
      <TokenWarningModal
        isOpen={toImport.length > 0 && !warningDismissed}
        tokens={toImport}
        onConfirm={() => setWarningDismissed(true)}
        onDismiss={() => {
          setWarningDismissed(true)
          navigate('/swap')
        }}
      />
    </>
  )
}
