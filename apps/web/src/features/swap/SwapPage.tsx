import { Trans, useLingui } from '@lingui/react/macro'
import type { Currency, Token } from '@uniswap/sdk-core'
import { useEffect, useMemo, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useAppDispatch, useAppSelector } from '../../app/store'
import { PageHeader } from '../../components/PageHeader'
import { SwapPoolTabs } from '../../components/SwapPoolTabs'
import { currencyId, TokenWarningModal, useAllTokens, useCurrency } from '../tokens'
import { useActiveChainId } from '../wallet'
import { CurrencyInputPanel } from './components/CurrencyInputPanel'
import {
  type Field,
  queryParametersToSwapState,
  replaceSwapState,
  selectCurrency,
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

  const onSelect = (field: Field) => (currency: Currency) =>
    dispatch(selectCurrency({ field, currencyId: currencyId(currency) }))
  const onType = (field: Field) => (typedValue: string) => dispatch(typeInput({ field, typedValue }))
  const exactOutput = swap.independentField === 'OUTPUT'

  return (
    <>
      <SwapPoolTabs active="swap" />
      <PageHeader title={<Trans>Swap</Trans>} />
      <section className="swap-card" aria-label={t`Swap`}>
        <CurrencyInputPanel
          id="swap-currency-input"
          label={exactOutput ? <Trans>From (at most)</Trans> : <Trans>From</Trans>}
          value={swap.independentField === 'INPUT' ? swap.typedValue : ''}
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
          value={swap.independentField === 'OUTPUT' ? swap.typedValue : ''}
          onUserInput={onType('OUTPUT')}
          currency={outputCurrency}
          otherCurrency={inputCurrency}
          onCurrencySelect={onSelect('OUTPUT')}
          chainId={chainId}
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
