import { Trans } from '@lingui/react/macro'
import type { Currency, CurrencyAmount } from '@uniswap/sdk-core'
import { useMemo, useState } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'
import { useAccount } from 'wagmi'
import { PageHeader } from '../../components/PageHeader'
import { contractAddress } from '../../core/addresses'
import { ApplicationModal, setOpenModal } from '../../core/application'
import { useAppDispatch } from '../../core/store'
import { useActiveChainId } from '../../core/useActiveChainId'
import { isL2 } from '../../lib/chains'
import { useApproval } from '../approvals'
import { SettingsTab } from '../settings'
import { useRequestSimulation } from '../simulation'
import { maxAmountSpend } from '../swap'
import {
  currencyId,
  UnsupportedTokenNotice,
  useCurrency,
  useIsUnsupportedCurrency,
  useNativeBalance,
  useTokenBalances,
} from '../tokens'
import { isAttempting, TransactionType, useTransactionFlow } from '../transactions'
import { AddV2ConfirmModal } from './components/AddV2ConfirmModal'
import { AddV2Buttons, AddV2Notice, BalanceFooter, PricesAndShare } from './components/AddV2Sections'
import { AmountPanel } from './components/AmountPanel'
import { PairProblemNote } from './components/PairProblemNote'
import { PositionCard } from './components/PositionCard'
import { V2Unavailable } from './components/V2Unavailable'
import { useMonitorTransaction } from './hooks/useMonitor'
import { useLiquidityBalance, usePair, useTotalSupply } from './hooks/usePairs'
import { useTxSettings } from './hooks/useTxSettings'
import { addV2Actions } from './logic/addActions'
import { addV2Error } from './logic/addButton'
import { addLiquidityCall, addTransactionRequest } from './logic/addCall'
import { symbolOf } from './logic/display'
import { deriveMint, MintField, type MintV2State } from './logic/mint'
import { DEFAULT_ADD_V2_SLIPPAGE_BIPS } from './logic/slippage'
import './pool-v2.css'

const EMPTY: MintV2State = { independentField: MintField.CURRENCY_A, typedValue: '', otherTypedValue: '' }

function useBalance(
  account: `0x${string}` | undefined,
  currency: Currency | null | undefined,
  chainId: number,
): CurrencyAmount<Currency> | undefined {
  const token = currency && !currency.isNative ? currency : undefined
  const tokens = useMemo(() => (token ? [token] : []), [token])
  const balances = useTokenBalances(account, tokens, chainId)
  const native = useNativeBalance(currency?.isNative ? account : undefined, chainId)
  return currency?.isNative ? native : token ? balances[token.address] : undefined
}

/** /add/v2/{a}/{b} and /create/v2/{a}/{b}: deposit both tokens of a v2 pair through Router02. */
export default function AddV2LiquidityPage() {
  const chainId = useActiveChainId()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const { currencyIdA, currencyIdB } = useParams()
  const { address: account } = useAccount()
  const l2 = isL2(chainId)
  const currencyA = useCurrency(currencyIdA, chainId)
  const currencyB = useCurrency(currencyIdB, chainId)
  const [pairState, pair] = usePair(l2 ? 0 : chainId, currencyA, currencyB)
  const totalSupply = useTotalSupply(chainId, pair?.liquidityToken)
  const [state, setState] = useState<MintV2State>(EMPTY)
  const derived = deriveMint({ currencyA, currencyB, pairState, pair, totalSupply, state })
  const { noLiquidity, amountA, amountB, price, liquidityMinted, poolShare, tooLargeField } = derived
  const balanceA = useBalance(account, currencyA, chainId)
  const balanceB = useBalance(account, currencyB, chainId)
  const userLiquidity = useLiquidityBalance(chainId, pair?.liquidityToken, account)
  const v2Router = contractAddress(chainId, 'UniswapV2Router02')
  const approvalA = useApproval(amountA, v2Router, chainId)
  const approvalB = useApproval(amountB, v2Router, chainId)
  const { slippage, deadline } = useTxSettings(chainId, DEFAULT_ADD_V2_SLIPPAGE_BIPS)
  const unsupportedA = useIsUnsupportedCurrency(currencyA)
  const unsupportedB = useIsUnsupportedCurrency(currencyB)
  const unsupported = unsupportedA || unsupportedB
  const flow = useTransactionFlow()
  const monitor = useMonitorTransaction(chainId)
  const dispatch = useAppDispatch()
  const [confirmOpen, setConfirmOpen] = useState(false)
  const attempting = isAttempting(flow.state)
  const hash = flow.state.status === 'submitted' ? flow.state.hash : undefined

  const base = pathname.startsWith('/create') ? '/create/v2' : '/add/v2'
  const selectA = (currency: Currency) => {
    const id = currencyId(currency)
    setState(EMPTY)
    navigate(
      id === currencyIdB
        ? `${base}/${currencyIdB}/${currencyIdA ?? ''}`
        : `${base}/${id}/${currencyIdB ?? ''}`,
    )
  }
  const selectB = (currency: Currency) => {
    const id = currencyId(currency)
    setState(EMPTY)
    if (id === currencyIdA) navigate(currencyIdB ? `${base}/${currencyIdB}/${id}` : `${base}/${id}`)
    else navigate(`${base}/${currencyIdA ?? 'ETH'}/${id}`)
  }
  const type = (field: MintField) => (value: string) =>
    setState((previous) => {
      if (!noLiquidity) return { independentField: field, typedValue: value, otherTypedValue: '' }
      // A new pair takes both amounts as typed: the other field keeps its own text.
      if (field === previous.independentField) return { ...previous, typedValue: value }
      return { independentField: field, typedValue: value, otherTypedValue: previous.typedValue }
    })

  const error = addV2Error({
    account,
    pairState,
    amountA,
    amountB,
    balanceA,
    balanceB,
    amountTooLarge: tooLargeField !== undefined,
  })
  const actions = addV2Actions({ error, approvalA: approvalA.state, approvalB: approvalB.state })
  const symbolA = symbolOf(currencyA)
  const symbolB = symbolOf(currencyB)

  // The one request the dialog simulates and Confirm sends, built while the dialog is open.
  const addRequest =
    confirmOpen && !hash && amountA && amountB && account && deadline !== undefined && v2Router
      ? addTransactionRequest(
          addLiquidityCall({ amountA, amountB, noLiquidity, slippage, recipient: account, deadline }),
          v2Router,
        )
      : undefined
  const preview = useRequestSimulation(attempting ? undefined : addRequest, account, chainId)

  async function onAdd() {
    if (!addRequest || !amountA || !amountB || !account || !currencyA || !currencyB) return
    const outcome = await flow.send({
      request: addRequest,
      info: {
        type: TransactionType.ADD_LIQUIDITY_V2_POOL,
        baseCurrencyId: currencyId(currencyA),
        quoteCurrencyId: currencyId(currencyB),
        expectedAmountBaseRaw: amountA.quotient.toString(),
        expectedAmountQuoteRaw: amountB.quotient.toString(),
      },
    })
    if (outcome.status === 'submitted')
      monitor(outcome.hash, noLiquidity ? 'CREATE_POOL' : 'ADD_LIQUIDITY', account)
  }
  const dismiss = () => {
    setConfirmOpen(false)
    if (hash) setState(EMPTY)
    flow.reset()
  }

  const pricesAndShare = (
    <PricesAndShare price={price} poolShare={poolShare} symbolA={symbolA} symbolB={symbolB} />
  )

  return (
    <div className="page-column">
      <PageHeader
        back={'/pool/v2'}
        title={noLiquidity ? <Trans>Create a pair</Trans> : <Trans>Add Liquidity</Trans>}
      >
        <SettingsTab chainId={chainId} placeholderSlippage="0.50" />
      </PageHeader>
      <UnsupportedTokenNotice addresses={[currencyIdA, currencyIdB]} chainId={chainId} />
      {l2 ? (
        <V2Unavailable />
      ) : (
        <>
          <AddV2Notice firstProvider={!!(noLiquidity && currencyA && currencyB)} />
          <AmountPanel
            id="add-liquidity-input-tokena"
            label={<Trans>Input</Trans>}
            value={derived.formattedA}
            onUserInput={type(MintField.CURRENCY_A)}
            invalid={tooLargeField === MintField.CURRENCY_A}
            currency={currencyA}
            otherCurrency={currencyB}
            onCurrencySelect={selectA}
            chainId={chainId}
            footer={
              account && currencyA ? (
                <BalanceFooter
                  balance={balanceA}
                  onMax={() => type(MintField.CURRENCY_A)(maxAmountSpend(balanceA)?.toExact() ?? '')}
                />
              ) : null
            }
          />
          <p className="pool-v2-center" aria-hidden="true">
            +
          </p>
          <AmountPanel
            id="add-liquidity-input-tokenb"
            label={<Trans>Input</Trans>}
            value={derived.formattedB}
            onUserInput={type(MintField.CURRENCY_B)}
            invalid={tooLargeField === MintField.CURRENCY_B}
            currency={currencyB}
            otherCurrency={currencyA}
            onCurrencySelect={selectB}
            chainId={chainId}
            footer={
              account && currencyB ? (
                <BalanceFooter
                  balance={balanceB}
                  onMax={() => type(MintField.CURRENCY_B)(maxAmountSpend(balanceB)?.toExact() ?? '')}
                />
              ) : null
            }
          />
          {currencyA && currencyB && pairState !== 'INVALID' ? (
            <section className="pool-v2-card">
              <h2 className="pool-v2-muted">
                {noLiquidity ? (
                  <Trans>Initial prices and pool share</Trans>
                ) : (
                  <Trans>Prices and pool share</Trans>
                )}
              </h2>
              {pricesAndShare}
            </section>
          ) : pairState === 'INVALID' ? (
            <PairProblemNote chainId={chainId} currencyA={currencyA} currencyB={currencyB} />
          ) : null}
          <AddV2Buttons
            unsupported={unsupported}
            error={error}
            actions={actions}
            approvalA={approvalA}
            approvalB={approvalB}
            symbolA={symbolA}
            symbolB={symbolB}
            onConnect={() => dispatch(setOpenModal(ApplicationModal.WALLET))}
            onSupply={() => setConfirmOpen(true)}
          />
          {pair && userLiquidity?.greaterThan(0) ? (
            <PositionCard
              pair={pair}
              balance={userLiquidity}
              chainId={chainId}
              account={account}
              showLinks={false}
            />
          ) : null}
        </>
      )}
      <AddV2ConfirmModal
        control={{
          isOpen: confirmOpen,
          onDismiss: dismiss,
          onConfirm: () => void onAdd(),
          chainId,
          flow,
          preview,
        }}
        noLiquidity={noLiquidity}
        amountA={amountA}
        amountB={amountB}
        symbolA={symbolA}
        symbolB={symbolB}
        liquidityMinted={liquidityMinted}
        slippage={slippage}
        pricesAndShare={pricesAndShare}
      />
    </div>
  )
}
