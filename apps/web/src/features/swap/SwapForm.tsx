import { Trans, useLingui } from '@lingui/react/macro'
import type { Currency } from '@uniswap/sdk-core'
import { lazy, memo, Suspense, useMemo, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import { PageHeader } from '../../components/PageHeader'
import { SwapPoolTabs } from '../../components/SwapPoolTabs'
import { useAppDispatch } from '../../core/store'
import { sendErrorMessage } from '../../core/transactions/sendError'
import { useActiveChainId } from '../../core/useActiveChainId'
import { isL2 } from '../../lib/chains'
import { formatDecimal } from '../../lib/format'
import { useUsdValue } from '../routing'
import { SettingsTab, useDeadline, useExpertMode } from '../settings'
import { TransactionPreview } from '../simulation'
import {
  currencyId,
  TokenWarningModal,
  UnsupportedTokenNotice,
  useCurrency,
  useIsUnsupportedCurrency,
} from '../tokens'
import { CurrencyInputPanel } from './components/CurrencyInputPanel'
import { CLOSED_CONFIRM, type ConfirmState } from './components/confirmState'
import { RecipientField, useRecipientAddress } from './components/RecipientField'
import { SwapButtons } from './components/SwapButtons'
import { useDerivedSwapInfo } from './hooks/useDerivedSwapInfo'
import { useSwapApproval } from './hooks/useSwapApproval'
import { useSwapCallback } from './hooks/useSwapCallback'
import { useUrlTokensToImport } from './hooks/useUrlTokensToImport'
import { useWrapCallback, wrapTypeOf } from './hooks/useWrapCallback'
import { maxAmountSpend, showMaxButton } from './logic/maxAmount'
import { isCurrencyAmountTooLarge } from './logic/parseAmount'
import { confirmPriceImpactWithoutFee, fiatValuePriceImpact, warningSeverity } from './logic/priceImpact'
import { permissionCoversTrade, swapButton } from './logic/swapButton'
import { honeypotOutputSymbol } from './logic/tokenSafety'
import {
  type Field,
  queryParametersToSwapState,
  type SwapState,
  selectCurrency,
  setRecipient,
  switchCurrencies,
  typeInput,
} from './state'

/** The review dialog loads with the first swap. */
const ConfirmSwapModal = lazy(() =>
  import('./components/ConfirmSwapModal').then((module) => ({ default: module.ConfirmSwapModal })),
)

/** The trade's details load with the first quote. */
const TradeDetails = lazy(() =>
  import('./components/TradeDetails').then((module) => ({ default: module.TradeDetails })),
)

/**
 * The swap form, rendered from the swap state it is given: SwapPage hands it a deferred copy, so that a
 * key typed re-renders only the amount fields at once and the form follows at transition priority.
 */
export const SwapForm = memo(function SwapForm({ swap }: { swap: SwapState }) {
  const { t, i18n } = useLingui()
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const { search } = useLocation()
  const chainId = useActiveChainId()
  const { address: account } = useAccount()

  const expertMode = useExpertMode()
  const deadline = useDeadline(chainId)
  const inputCurrency = useCurrency(swap.INPUT.currencyId, chainId)
  const outputCurrency = useCurrency(swap.OUTPUT.currencyId, chainId)
  const exactIn = swap.independentField === 'INPUT'

  const showWrap = wrapTypeOf(inputCurrency, outputCurrency) !== 'NOT_APPLICABLE'
  const info = useDerivedSwapInfo(chainId, showWrap, swap)
  const wrap = useWrapCallback(
    inputCurrency,
    outputCurrency,
    showWrap ? info.parsedAmount : undefined,
    chainId,
  )
  const { trade, tradeState, slippage } = info

  const recipientLookup = useRecipientAddress(swap.recipient)
  const inputUnsupported = useIsUnsupportedCurrency(inputCurrency)
  const outputUnsupported = useIsUnsupportedCurrency(outputCurrency)
  const approval = useSwapApproval(
    trade,
    slippage,
    chainId,
    deadline,
    exactIn ? info.parsedAmount : undefined,
  )
  const priceImpactSeverity = warningSeverity(trade?.priceImpact)

  const independentCurrency = exactIn ? inputCurrency : outputCurrency
  const amountTooLarge = isCurrencyAmountTooLarge(swap.typedValue, independentCurrency)
  const button = swapButton({
    amountTooLarge,
    account,
    hasInputCurrency: !!inputCurrency,
    hasOutputCurrency: !!outputCurrency,
    hasAmount: !!info.parsedAmount,
    recipient: swap.recipient,
    recipientAddress: recipientLookup.address,
    insufficientBalanceSymbol: info.insufficientBalanceSymbol,
    honeypotSymbol: honeypotOutputSymbol(outputCurrency, info.safety.OUTPUT, expertMode),
    feeOnTransferExactOutput: info.feeOnTransferExactOutput,
    isUnsupported: inputUnsupported || outputUnsupported,
    wrapType: wrap.wrapType,
    sufficientWrapBalance: wrap.sufficientBalance,
    tradeState,
    priceImpactSeverity,
    expertMode,
    approval: approval.state,
    safetyPending: info.safetyPending,
  })

  const toImport = useUrlTokensToImport(chainId)
  const urlState = useMemo(() => queryParametersToSwapState(search), [search])
  const [warningDismissed, setWarningDismissed] = useState(false)
  const [confirm, setConfirm] = useState<ConfirmState>(CLOSED_CONFIRM)
  const swapCallback = useSwapCallback()

  const dependentAmount = exactIn ? trade?.outputAmount : trade?.inputAmount
  // The field not typed in shows the trade's amount; the typed one shows the live text (CurrencyInputPanel's
  // AmountInput reads it from the store).
  const amounts = {
    independentField: swap.independentField,
    dependentValue: dependentAmount?.toSignificant(6) ?? '',
    wrapping: showWrap,
  }
  const fetching = !showWrap && !!info.parsedAmount && (tradeState === 'LOADING' || tradeState === 'SYNCING')

  // The amounts on each side: as typed when wrapping (one for one), else the typed one and the trade's other.
  const inputAmount = showWrap || exactIn ? info.parsedAmount : trade?.inputAmount
  const outputAmount = showWrap ? info.parsedAmount : exactIn ? trade?.outputAmount : info.parsedAmount
  const fiatValueInput = useUsdValue(inputAmount)
  const fiatValueOutput = useUsdValue(showWrap ? undefined : outputAmount)
  const fiatPriceImpact = showWrap ? undefined : fiatValuePriceImpact(fiatValueInput, fiatValueOutput)
  const maxInputAmount = maxAmountSpend(info.balances.INPUT)

  const onSelect = (field: Field) => (currency: Currency) =>
    dispatch(selectCurrency({ field, currencyId: currencyId(currency) }))
  const onType = (field: Field) => (typedValue: string) => dispatch(typeInput({ field, typedValue }))
  // What both panels show of their side: its typed amount, its currency (the other side's marked in the
  // picker) and its safety verdict.
  const currencies = { INPUT: inputCurrency, OUTPUT: outputCurrency }
  const panel = (field: Field) => ({
    field,
    amounts,
    onUserInput: onType(field),
    currency: currencies[field],
    otherCurrency: currencies[field === 'INPUT' ? 'OUTPUT' : 'INPUT'],
    onCurrencySelect: onSelect(field),
    chainId,
    safety: info.safety[field],
  })

  const recipient = (swap.recipient === null ? account : recipientLookup.address) as Address | undefined
  const sendSwap = async (tradeToSend = confirm.tradeToConfirm ?? trade) => {
    if (!tradeToSend || !recipient) return
    // The deadline counts from the latest block: until the node has answered with one, nothing is sent.
    if (deadline === undefined) {
      setConfirm((state) => ({
        ...state,
        showConfirm: true,
        swapErrorMessage: sendErrorMessage('unreachable', ''),
      }))
      return
    }
    // A large loss in USD terms is confirmed in the browser's own dialogs, also in expert mode.
    if (!confirmPriceImpactWithoutFee(fiatPriceImpact, window)) return
    // A signed permit is for an amount and a deadline: a trade that now needs more must be allowed again.
    if (!permissionCoversTrade(approval.approvalState, Boolean(approval.permitSignature))) {
      const symbol = tradeToSend.inputAmount.currency.symbol ?? ''
      setConfirm((state) => ({
        ...state,
        showConfirm: true,
        swapErrorMessage: t`The permission to use ${symbol} no longer covers this trade. Allow it again, then swap.`,
      }))
      return
    }
    setConfirm((state) => ({ ...state, showConfirm: true, tradeToConfirm: tradeToSend, attemptingTxn: true }))
    try {
      const hash = await swapCallback(tradeToSend, {
        slippageTolerance: slippage,
        recipient,
        deadline,
        permit: approval.permitSignature,
      })
      setConfirm((state) => ({ ...state, attemptingTxn: false, txHash: hash }))
    } catch (error) {
      setConfirm((state) => ({ ...state, attemptingTxn: false, swapErrorMessage: (error as Error).message }))
    }
  }

  return (
    <>
      <SwapPoolTabs active="swap" />
      <PageHeader title={<Trans>Swap</Trans>}>
        <SettingsTab chainId={chainId} placeholderSlippage={isL2(chainId) ? '0.10' : '0.50'} />
      </PageHeader>
      <section className="swap-card" aria-label={t`Swap`}>
        <CurrencyInputPanel
          id="swap-currency-input"
          label={!exactIn && !showWrap ? <Trans>From (at most)</Trans> : <Trans>From</Trans>}
          {...panel('INPUT')}
          showMaxButton={showMaxButton(maxInputAmount, inputAmount)}
          onMax={() => {
            if (maxInputAmount) dispatch(typeInput({ field: 'INPUT', typedValue: maxInputAmount.toExact() }))
          }}
          fiatValue={fiatValueInput}
          invalid={amountTooLarge && (exactIn || showWrap)}
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
          label={exactIn && !showWrap ? <Trans>To (at least)</Trans> : <Trans>To</Trans>}
          {...panel('OUTPUT')}
          fiatValue={fiatValueOutput}
          priceImpact={fiatPriceImpact}
          invalid={amountTooLarge && (!exactIn || showWrap)}
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
        <UnsupportedTokenNotice
          addresses={[urlState.INPUT.currencyId, urlState.OUTPUT.currencyId]}
          chainId={chainId}
        />
        {fetching && (
          <p className="swap-card__fetching" role="status">
            <Trans>Fetching best price...</Trans>
          </p>
        )}
        {trade && !showWrap && (
          <div className="swap-card__details">
            <p className="swap-card__price" data-testid="swap-price">
              {`1 ${trade.executionPrice.baseCurrency.symbol ?? ''} = ${formatDecimal(trade.executionPrice.toSignificant(6), i18n.locale)} ${trade.executionPrice.quoteCurrency.symbol ?? ''}`}
            </p>
            <Suspense fallback={null}>
              <TradeDetails trade={trade} slippage={slippage} gasUseEstimateUSD={info.gasUseEstimateUSD} />
            </Suspense>
          </div>
        )}
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
            // A wrap that was not sent keeps the amount (the flow logged why).
            if (await wrap.execute?.()) dispatch(typeInput({ field: swap.independentField, typedValue: '' }))
          }}
          onApprove={() => void approval.onApprove()}
          onApproveWithTransaction={
            approval.unlimitedPermit ? () => void approval.approveWithTransaction() : undefined
          }
          onSwap={() => {
            if (expertMode) void sendSwap(trade)
            else setConfirm({ ...CLOSED_CONFIRM, showConfirm: true, tradeToConfirm: trade })
          }}
        />
        {showWrap && <TransactionPreview preview={wrap.preview} chainId={chainId} />}
      </section>
      {confirm.showConfirm && (
        <Suspense fallback={null}>
          <ConfirmSwapModal
            state={confirm}
            liveTrade={trade}
            slippage={slippage}
            gasUseEstimateUSD={info.gasUseEstimateUSD}
            chainId={chainId}
            account={account}
            swapOptions={
              recipient && deadline !== undefined
                ? { slippageTolerance: slippage, recipient, deadline, permit: approval.permitSignature }
                : undefined
            }
            recipientTyped={swap.recipient}
            onAcceptChanges={() => setConfirm((state) => ({ ...state, tradeToConfirm: trade }))}
            onConfirm={() => void sendSwap()}
            onDismiss={() => {
              if (confirm.txHash) dispatch(typeInput({ field: swap.independentField, typedValue: '' }))
              setConfirm(CLOSED_CONFIRM)
            }}
          />
        </Suspense>
      )}
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
})
