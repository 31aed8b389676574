import { Trans, useLingui } from '@lingui/react/macro'
import type { Currency, CurrencyAmount } from '@uniswap/sdk-core'
import { useMemo, useState } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'
import { encodeFunctionData } from 'viem'
import { useAccount } from 'wagmi'
import { Modal } from '../../components/Modal'
import { PageHeader } from '../../components/PageHeader'
import { contractAddress } from '../../core/addresses'
import { ApplicationModal, setOpenModal } from '../../core/application'
import { useAppDispatch } from '../../core/store'
import { useActiveChainId } from '../../core/useActiveChainId'
import { isL2 } from '../../lib/chains'
import { formatDecimal } from '../../lib/format'
import { isUserRejection } from '../../lib/transactions/errors'
import { useSendTransaction } from '../../lib/transactions/useSendTransaction'
import { useApproval } from '../approvals'
import { AttemptingView, SubmittedView } from '../mining'
import { SettingsTab } from '../settings'
import { maxAmountSpend } from '../swap'
import {
  currencyId,
  formatBalance,
  useCurrency,
  useIsUnsupportedCurrency,
  useNativeBalance,
  useTokenBalances,
} from '../tokens'
import { TransactionType, useTransactionAdder } from '../transactions'
import { v2RouterAbi } from './abi'
import { AmountPanel } from './components/AmountPanel'
import { PositionCard } from './components/PositionCard'
import { V2Unavailable } from './components/V2Unavailable'
import { useMonitorTransaction } from './hooks/useMonitor'
import { useLiquidityBalance, usePair, useTotalSupply } from './hooks/usePairs'
import { useTxSettings } from './hooks/useTxSettings'
import { addV2Error } from './logic/addButton'
import { addLiquidityCall } from './logic/addCall'
import { formatPoolShare, symbolOf } from './logic/display'
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
  const { t, i18n } = useLingui()
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
  const { noLiquidity, amountA, amountB, price, liquidityMinted, poolShare } = derived
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
  const send = useSendTransaction()
  const addTransaction = useTransactionAdder()
  const monitor = useMonitorTransaction(chainId)
  const dispatch = useAppDispatch()
  const [confirmOpen, setConfirmOpen] = useState(false)
  const [attempting, setAttempting] = useState(false)
  const [hash, setHash] = useState<string | undefined>()

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

  const error = addV2Error({ account, pairState, amountA, amountB, balanceA, balanceB })
  const errorText = !error ? undefined : error.kind === 'CONNECT_WALLET' ? (
    <Trans>Connect Wallet</Trans>
  ) : error.kind === 'INVALID_PAIR' ? (
    <Trans>Invalid pair</Trans>
  ) : error.kind === 'ENTER_AMOUNT' ? (
    <Trans>Enter an amount</Trans>
  ) : (
    <Trans>Insufficient {error.symbol} balance</Trans>
  )
  const approved = approvalA.state === 'APPROVED' && approvalB.state === 'APPROVED'
  const symbolA = symbolOf(currencyA)
  const symbolB = symbolOf(currencyB)
  /** A token amount as the dialog shows it: 6 significant digits, in the locale. */
  const amountText = (amount: CurrencyAmount<Currency> | undefined) =>
    amount ? formatDecimal(amount.toSignificant(6), i18n.locale) : ''

  async function onAdd() {
    if (!amountA || !amountB || !account || deadline === undefined || !currencyA || !currencyB || !v2Router)
      return
    const call = addLiquidityCall({ amountA, amountB, noLiquidity, slippage, recipient: account, deadline })
    setAttempting(true)
    try {
      const data = encodeFunctionData({ abi: v2RouterAbi, functionName: call.functionName, args: call.args })
      const sent = await send({
        to: v2Router,
        data,
        ...(call.value === undefined ? {} : { value: call.value }),
      })
      addTransaction(sent, {
        type: TransactionType.ADD_LIQUIDITY_V2_POOL,
        baseCurrencyId: currencyId(currencyA),
        quoteCurrencyId: currencyId(currencyB),
        expectedAmountBaseRaw: amountA.quotient.toString(),
        expectedAmountQuoteRaw: amountB.quotient.toString(),
      })
      monitor(sent, noLiquidity ? 'CREATE_POOL' : 'ADD_LIQUIDITY', account)
      setHash(sent)
    } catch (sendError) {
      if (!isUserRejection(sendError)) console.error('Add liquidity failed', sendError)
    } finally {
      setAttempting(false)
    }
  }
  const dismiss = () => {
    setConfirmOpen(false)
    if (hash) setState(EMPTY)
    setHash(undefined)
  }

  const pricesAndShare = (
    <dl className="pool-v2-rows" data-testid="v2-prices">
      <div>
        <dt>
          <Trans>
            {symbolB} per {symbolA}
          </Trans>
        </dt>
        <dd data-testid="v2-price-b-per-a">
          {price ? formatDecimal(price.toSignificant(6), i18n.locale) : '-'}
        </dd>
      </div>
      <div>
        <dt>
          <Trans>
            {symbolA} per {symbolB}
          </Trans>
        </dt>
        <dd>
          {price && !price.equalTo(0) ? formatDecimal(price.invert().toSignificant(6), i18n.locale) : '-'}
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Share of Pool</Trans>
        </dt>
        <dd data-testid="v2-share-of-pool">{formatPoolShare(poolShare, i18n.locale)}</dd>
      </div>
    </dl>
  )

  return (
    <div className="pool-v2">
      <PageHeader
        back={'/pool/v2'}
        title={noLiquidity ? <Trans>Create a pair</Trans> : <Trans>Add Liquidity</Trans>}
      >
        <SettingsTab chainId={chainId} placeholderSlippage="0.50" />
      </PageHeader>
      {l2 ? (
        <V2Unavailable />
      ) : (
        <>
          {noLiquidity && currencyA && currencyB ? (
            <div className="pool-v2-notice" data-testid="v2-first-provider">
              <p>
                <strong>
                  <Trans>You are the first liquidity provider.</Trans>
                </strong>
              </p>
              <p>
                <Trans>The ratio of tokens you add will set the price of this pool.</Trans>
              </p>
              <p>
                <Trans>Once you are happy with the rate click supply to review.</Trans>
              </p>
            </div>
          ) : (
            <p className="pool-v2-notice">
              <Trans>
                Tip: When you add liquidity, you will receive pool tokens representing your position. These
                tokens automatically earn fees proportional to your share of the pool, and can be redeemed at
                any time.
              </Trans>
            </p>
          )}
          <AmountPanel
            id="add-liquidity-input-tokena"
            label={<Trans>Input</Trans>}
            value={derived.formattedA}
            onUserInput={type(MintField.CURRENCY_A)}
            currency={currencyA}
            otherCurrency={currencyB}
            onCurrencySelect={selectA}
            chainId={chainId}
            footer={
              account && currencyA ? (
                <>
                  <Trans>Balance: {formatBalance(balanceA, i18n.locale)}</Trans>
                  {balanceA?.greaterThan(0) ? (
                    <button
                      type="button"
                      className="currency-panel__max"
                      onClick={() => type(MintField.CURRENCY_A)(maxAmountSpend(balanceA)?.toExact() ?? '')}
                    >
                      <Trans>(Max)</Trans>
                    </button>
                  ) : null}
                </>
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
            currency={currencyB}
            otherCurrency={currencyA}
            onCurrencySelect={selectB}
            chainId={chainId}
            footer={
              account && currencyB ? (
                <>
                  <Trans>Balance: {formatBalance(balanceB, i18n.locale)}</Trans>
                  {balanceB?.greaterThan(0) ? (
                    <button
                      type="button"
                      className="currency-panel__max"
                      onClick={() => type(MintField.CURRENCY_B)(maxAmountSpend(balanceB)?.toExact() ?? '')}
                    >
                      <Trans>(Max)</Trans>
                    </button>
                  ) : null}
                </>
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
          ) : null}
          {unsupported ? (
            <button type="button" className="primary-button" disabled>
              <Trans>Unsupported Asset</Trans>
            </button>
          ) : (
            <div className="pool-v2-actions">
              {!error && approvalA.state !== 'APPROVED' ? (
                <button
                  type="button"
                  className="primary-button"
                  disabled={approvalA.state === 'PENDING'}
                  onClick={() =>
                    void approvalA.approve().catch((e: unknown) => isUserRejection(e) || console.error(e))
                  }
                >
                  {approvalA.state === 'PENDING' ? (
                    <Trans>Approving {symbolA}</Trans>
                  ) : (
                    <Trans>Approve {symbolA}</Trans>
                  )}
                </button>
              ) : null}
              {!error && approvalB.state !== 'APPROVED' ? (
                <button
                  type="button"
                  className="primary-button"
                  disabled={approvalB.state === 'PENDING'}
                  onClick={() =>
                    void approvalB.approve().catch((e: unknown) => isUserRejection(e) || console.error(e))
                  }
                >
                  {approvalB.state === 'PENDING' ? (
                    <Trans>Approving {symbolB}</Trans>
                  ) : (
                    <Trans>Approve {symbolB}</Trans>
                  )}
                </button>
              ) : null}
              <button
                type="button"
                className="primary-button"
                data-testid="v2-supply"
                disabled={error ? error.kind !== 'CONNECT_WALLET' : !approved}
                onClick={() =>
                  error?.kind === 'CONNECT_WALLET'
                    ? dispatch(setOpenModal(ApplicationModal.WALLET))
                    : setConfirmOpen(true)
                }
              >
                {errorText ?? <Trans>Supply</Trans>}
              </button>
            </div>
          )}
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
      <Modal
        isOpen={confirmOpen}
        onDismiss={dismiss}
        label={noLiquidity ? t`You are creating a pool` : t`You will receive`}
      >
        <div className="pool-v2-modal" data-testid="v2-add-confirm">
          {hash ? (
            <SubmittedView chainId={chainId} hash={hash} onClose={dismiss}>
              <p>
                <Trans>
                  Supplying {amountText(amountA)} {symbolA} and {amountText(amountB)} {symbolB}
                </Trans>
              </p>
            </SubmittedView>
          ) : attempting ? (
            <AttemptingView>
              <p>
                <Trans>
                  Supplying {amountText(amountA)} {symbolA} and {amountText(amountB)} {symbolB}
                </Trans>
              </p>
            </AttemptingView>
          ) : (
            <>
              {noLiquidity ? (
                <h2>
                  <Trans>You are creating a pool</Trans>
                  <br />
                  <span className="pool-v2-big">
                    {symbolA}/{symbolB}
                  </span>
                </h2>
              ) : (
                <>
                  <h2>
                    <Trans>You will receive</Trans>
                  </h2>
                  <p className="pool-v2-big" data-testid="v2-liquidity-minted">
                    {liquidityMinted ? formatDecimal(liquidityMinted.toSignificant(6), i18n.locale) : ''}
                  </p>
                  <p>
                    <Trans>
                      {symbolA}/{symbolB} Pool Tokens
                    </Trans>
                  </p>
                  <p className="pool-v2-muted">
                    <Trans>
                      Output is estimated. If the price changes by more than{' '}
                      {formatDecimal(slippage.toSignificant(4), i18n.locale)}% your transaction will revert.
                    </Trans>
                  </p>
                </>
              )}
              <dl className="pool-v2-rows">
                <div>
                  <dt>
                    <Trans>{symbolA} Deposited</Trans>
                  </dt>
                  <dd>{amountText(amountA)}</dd>
                </div>
                <div>
                  <dt>
                    <Trans>{symbolB} Deposited</Trans>
                  </dt>
                  <dd>{amountText(amountB)}</dd>
                </div>
              </dl>
              {pricesAndShare}
              <button type="button" className="primary-button" onClick={() => void onAdd()}>
                {noLiquidity ? <Trans>Create Pool & Supply</Trans> : <Trans>Confirm Supply</Trans>}
              </button>
            </>
          )}
        </div>
      </Modal>
    </div>
  )
}
