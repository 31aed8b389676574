import { Trans, useLingui } from '@lingui/react/macro'
import type { Currency, CurrencyAmount } from '@uniswap/sdk-core'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { type Address, encodeFunctionData, type Hex } from 'viem'
import { estimateGas } from 'viem/actions'
import { useAccount, useClient } from 'wagmi'
import { Modal } from '../../components/Modal'
import { PageHeader } from '../../components/PageHeader'
import { contractAddress } from '../../core/addresses'
import { ApplicationModal, setOpenModal } from '../../core/application'
import { useAppDispatch, useAppSelector } from '../../core/store'
import { useActiveChainId } from '../../core/useActiveChainId'
import { isL2 } from '../../lib/chains'
import { formatDecimal, formatPercent } from '../../lib/format'
import { useSingleCallResult } from '../../lib/multicall'
import { splitSignature } from '../../lib/signature'
import { isUserRejection } from '../../lib/transactions/errors'
import { calculateGasMargin } from '../../lib/transactions/gas'
import { useSendTransaction } from '../../lib/transactions/useSendTransaction'
import { useWalletClientGetter } from '../../lib/transactions/walletClient'
import {
  isSignatureValid,
  permitDeadline,
  useApproval,
  type V2PairPermitSignature,
  v2PermitTypedData,
} from '../approvals'
import { AttemptingView, SubmittedView } from '../mining'
import { SettingsTab } from '../settings'
import { currencyId, nativeOnChain, useCurrency } from '../tokens'
import { TransactionType, useTransactionAdder } from '../transactions'
import { v2PairAbi, v2RouterAbi } from './abi'
import { AmountPanel } from './components/AmountPanel'
import { PositionCard } from './components/PositionCard'
import { V2Unavailable } from './components/V2Unavailable'
import { useMonitorTransaction } from './hooks/useMonitor'
import { useLiquidityBalance, usePair, useTotalSupply } from './hooks/usePairs'
import { useTxSettings } from './hooks/useTxSettings'
import { BurnField, type BurnState, deriveBurn } from './logic/burn'
import { symbolOf } from './logic/display'
import { removeCalls } from './logic/removeCalls'
import { DEFAULT_REMOVE_V2_SLIPPAGE_BIPS, minimumAmount } from './logic/slippage'
import './pool-v2.css'

const START: BurnState = { independentField: BurnField.LIQUIDITY_PERCENT, typedValue: '0' }
const raw = (amount: CurrencyAmount<Currency>) => BigInt(amount.quotient.toString())

/** The route id that pays this side out the other way: WETH for ETH and ETH for WETH; else undefined. */
function swappedId(currency: Currency | null | undefined, native: Currency): string | undefined {
  if (!currency) return undefined
  if (currency.isNative) return currency.wrapped.address
  return native.wrapped.equals(currency) ? 'ETH' : undefined
}

/** /remove/v2/{a}/{b}: burn some of the account's pool tokens for both tokens through Router02. */
export default function RemoveV2LiquidityPage() {
  const { t, i18n } = useLingui()
  const chainId = useActiveChainId()
  const v2Router = contractAddress(chainId, 'UniswapV2Router02')
  const { currencyIdA, currencyIdB } = useParams()
  const { address: account } = useAccount()
  const l2 = isL2(chainId)
  const currencyA = useCurrency(currencyIdA, chainId)
  const currencyB = useCurrency(currencyIdB, chainId)
  const [, pair] = usePair(l2 ? 0 : chainId, currencyA, currencyB)
  const totalSupply = useTotalSupply(chainId, pair?.liquidityToken)
  const userLiquidity = useLiquidityBalance(chainId, pair?.liquidityToken, account)
  const [state, setState] = useState<BurnState>(START)
  const [detailed, setDetailed] = useState(false)
  const burn = deriveBurn({ pair, currencyA, currencyB, totalSupply, userLiquidity, state })
  const { liquidity, amountA, amountB } = burn
  const { slippage, deadline } = useTxSettings(chainId, DEFAULT_REMOVE_V2_SLIPPAGE_BIPS)
  const approval = useApproval(liquidity, v2Router, chainId)
  const pairAddress = pair?.liquidityToken.address as Address | undefined
  const nonce = useSingleCallResult(chainId, {
    address: account ? pairAddress : undefined,
    abi: v2PairAbi,
    functionName: 'nonces',
    args: account ? [account] : undefined,
  }).result
  const chainTime = useAppSelector((s) => s.application.blockTimestamp[chainId])
  const [signature, setSignature] = useState<V2PairPermitSignature | undefined>()
  const getWalletClient = useWalletClientGetter(chainId)
  const publicClient = useClient({ chainId })
  const send = useSendTransaction()
  const addTransaction = useTransactionAdder()
  const monitor = useMonitorTransaction(chainId)
  const dispatch = useAppDispatch()
  const [confirmOpen, setConfirmOpen] = useState(false)
  const [attempting, setAttempting] = useState(false)
  const [hash, setHash] = useState<string | undefined>()
  const [txError, setTxError] = useState<string | undefined>()

  const signed =
    !!pairAddress &&
    !!v2Router &&
    isSignatureValid(signature, {
      owner: account,
      spender: v2Router,
      tokenAddress: pairAddress,
      chainId,
      amount: liquidity ? raw(liquidity) : undefined,
      nonce,
      nowSeconds: Math.max(chainTime ?? 0, Date.now() / 1000),
    })
  const approved = approval.state === 'APPROVED'
  const symbolA = symbolOf(currencyA)
  const symbolB = symbolOf(currencyB)
  /** A token amount as the page shows it: 6 significant digits, in the locale. */
  const amountText = (amount: CurrencyAmount<Currency> | undefined) =>
    amount ? formatDecimal(amount.toSignificant(6), i18n.locale) : ''
  /** The share to remove ('25', '<1') as a percent in the locale. */
  const percentText = (text: string) =>
    text.startsWith('<') ? `<${formatPercent(text.slice(1), i18n.locale)}` : formatPercent(text, i18n.locale)
  const type = (field: BurnField) => (typedValue: string) => {
    setSignature(undefined)
    setState({ independentField: field, typedValue })
  }
  const setPercent = (percent: number) => type(BurnField.LIQUIDITY_PERCENT)(String(percent))

  const inputError = !account ? (
    <Trans>Connect Wallet</Trans>
  ) : !liquidity || !amountA || !amountB || liquidity.equalTo(0) ? (
    <Trans>Enter an amount</Trans>
  ) : undefined

  /** A permit signature on the pair (EIP-2612); a wallet that cannot sign gets an approval transaction. */
  async function onAttemptToApprove() {
    if (!account || !liquidity || nonce === undefined || !pairAddress || !v2Router) return
    const permitUntil = permitDeadline(chainTime, Date.now() / 1000)
    const value = raw(liquidity)
    try {
      const walletClient = await getWalletClient()
      const signatureHex = await walletClient.signTypedData({
        account,
        ...v2PermitTypedData({
          chainId,
          pair: pairAddress,
          owner: account,
          spender: v2Router,
          value,
          nonce,
          deadline: permitUntil,
        }),
      })
      const { v, r, s } = splitSignature(signatureHex)
      setSignature({
        owner: account,
        spender: v2Router,
        tokenAddress: pairAddress,
        chainId,
        amount: value,
        nonce,
        deadline: permitUntil,
        v,
        r: r as Hex,
        s: s as Hex,
      })
    } catch (signError) {
      if (isUserRejection(signError)) return
      try {
        await approval.approve()
      } catch (approveError) {
        if (!isUserRejection(approveError)) console.error('Approval failed', approveError)
      }
    }
  }

  async function onRemove() {
    if (
      !account ||
      !liquidity ||
      !amountA ||
      !amountB ||
      !currencyA ||
      !currencyB ||
      !publicClient ||
      !v2Router
    )
      return
    if (deadline === undefined) return
    setTxError(undefined)
    if (!approved && !(signed && signature)) {
      setTxError(t`Attempting to confirm without approval or a signature. Please contact support.`)
      return
    }
    const calls = removeCalls({
      tokenA: currencyA.wrapped.address as Address,
      tokenB: currencyB.wrapped.address as Address,
      nativeSide: currencyA.isNative ? 'A' : currencyB.isNative ? 'B' : undefined,
      liquidity: raw(liquidity),
      amountAMin: minimumAmount(raw(amountA), slippage),
      amountBMin: minimumAmount(raw(amountB), slippage),
      recipient: account,
      deadline,
      ...(approved || !signature
        ? {}
        : { permit: { deadline: signature.deadline, v: signature.v, r: signature.r, s: signature.s } }),
    })
    setAttempting(true)
    try {
      // Each variant is estimated; the first that would succeed is sent with its estimate plus 20%.
      let chosen: { data: Hex; gas: bigint } | undefined
      for (const call of calls) {
        // The calls are built for this ABI by removeCalls; the generic encoder cannot follow the union.
        const data = encodeFunctionData({
          abi: v2RouterAbi,
          functionName: call.functionName,
          args: call.args,
        } as Parameters<typeof encodeFunctionData<typeof v2RouterAbi>>[0])
        try {
          const gas = await estimateGas(publicClient, { account, to: v2Router, data })
          chosen = { data, gas }
          break
        } catch (estimateError) {
          console.debug('estimateGas failed', call.functionName, estimateError)
        }
      }
      if (!chosen) {
        setTxError(t`This transaction would fail. Please contact support.`)
        return
      }
      const sent = await send({
        to: v2Router,
        data: chosen.data,
        gas: calculateGasMargin(chosen.gas),
      })
      // The specification's transaction types name one removal type; v2 removals are recorded under it.
      addTransaction(sent, {
        type: TransactionType.REMOVE_LIQUIDITY_V3,
        baseCurrencyId: currencyId(currencyA),
        quoteCurrencyId: currencyId(currencyB),
        expectedAmountBaseRaw: amountA.quotient.toString(),
        expectedAmountQuoteRaw: amountB.quotient.toString(),
      })
      monitor(sent, 'REMOVE_LIQUIDITY', account)
      setHash(sent)
    } catch (sendError) {
      if (!isUserRejection(sendError)) console.error('Remove liquidity failed', sendError)
    } finally {
      setAttempting(false)
    }
  }

  const dismiss = () => {
    setConfirmOpen(false)
    setTxError(undefined)
    if (hash) {
      setSignature(undefined)
      setState(START)
    }
    setHash(undefined)
  }

  const price =
    pair &&
    currencyA &&
    currencyB &&
    pair.involvesToken(currencyA.wrapped) &&
    pair.involvesToken(currencyB.wrapped)
      ? pair.priceOf(currencyA.wrapped)
      : undefined
  const priceRows = price ? (
    <dl className="pool-v2-rows" data-testid="v2-remove-price">
      <div>
        <dt>
          <Trans>Price:</Trans>
        </dt>
        <dd>
          1 {symbolA} = {formatDecimal(price.toSignificant(6), i18n.locale)} {symbolB}
        </dd>
      </div>
      <div>
        <dt />
        <dd>
          1 {symbolB} = {formatDecimal(price.invert().toSignificant(6), i18n.locale)} {symbolA}
        </dd>
      </div>
    </dl>
  ) : null
  const native = nativeOnChain(chainId)
  const swapA = swappedId(currencyA, native)
  const swapB = swappedId(currencyB, native)
  const receiveLink =
    swapA && currencyIdB ? (
      <Link to={`/remove/v2/${swapA}/${currencyIdB}`}>
        {currencyA?.isNative ? <Trans>Receive WETH</Trans> : <Trans>Receive ETH</Trans>}
      </Link>
    ) : swapB && currencyIdA ? (
      <Link to={`/remove/v2/${currencyIdA}/${swapB}`}>
        {currencyB?.isNative ? <Trans>Receive WETH</Trans> : <Trans>Receive ETH</Trans>}
      </Link>
    ) : null

  return (
    <div className="pool-v2">
      <PageHeader back={'/pool/v2'} title={<Trans>Remove Liquidity</Trans>}>
        <SettingsTab chainId={chainId} placeholderSlippage="5.00" />
      </PageHeader>
      {l2 ? (
        <V2Unavailable />
      ) : (
        <>
          <p className="pool-v2-notice">
            <Trans>
              Tip: Removing pool tokens converts your position back into underlying tokens at the current
              rate, proportional to your share of the pool. Accrued fees are included in the amounts you
              receive.
            </Trans>
          </p>
          <section className="pool-v2-card">
            <div className="pool-v2-position__head">
              <Trans>Remove Amount</Trans>
              <button type="button" className="link-button" onClick={() => setDetailed(!detailed)}>
                {detailed ? <Trans>Simple</Trans> : <Trans>Detailed</Trans>}
              </button>
            </div>
            <p className="pool-v2-percent" data-testid="v2-remove-percent">
              {percentText(burn.formatted[BurnField.LIQUIDITY_PERCENT])}
            </p>
            {!detailed ? (
              <>
                <input
                  className="pool-v2-slider"
                  type="range"
                  min={0}
                  max={100}
                  step={1}
                  aria-label={t`Amount to remove`}
                  value={Number(burn.percent.toFixed(0))}
                  onChange={(event) => setPercent(Number(event.target.value))}
                />
                <div className="pool-v2-actions">
                  {[25, 50, 75].map((percent) => (
                    <button
                      key={percent}
                      type="button"
                      className="secondary-button"
                      onClick={() => setPercent(percent)}
                    >
                      {percentText(String(percent))}
                    </button>
                  ))}
                  <button type="button" className="secondary-button" onClick={() => setPercent(100)}>
                    <Trans>Max</Trans>
                  </button>
                </div>
              </>
            ) : null}
          </section>
          {!detailed ? (
            <section className="pool-v2-card">
              <dl className="pool-v2-rows">
                <div>
                  <dt data-testid="v2-remove-amount-a">{amountA ? amountText(amountA) : '-'}</dt>
                  <dd>{symbolA}</dd>
                </div>
                <div>
                  <dt data-testid="v2-remove-amount-b">{amountB ? amountText(amountB) : '-'}</dt>
                  <dd>{symbolB}</dd>
                </div>
              </dl>
              {receiveLink}
            </section>
          ) : (
            <>
              <AmountPanel
                id="liquidity-amount"
                label={<Trans>Input</Trans>}
                value={burn.formatted[BurnField.LIQUIDITY]}
                onUserInput={type(BurnField.LIQUIDITY)}
                currency={pair?.liquidityToken}
                chainId={chainId}
                footer={
                  userLiquidity ? (
                    <button type="button" className="link-button" onClick={() => setPercent(100)}>
                      <Trans>Max</Trans>
                    </button>
                  ) : null
                }
              />
              <AmountPanel
                id="remove-liquidity-tokena"
                label={<Trans>Output</Trans>}
                value={burn.formatted[BurnField.CURRENCY_A]}
                onUserInput={type(BurnField.CURRENCY_A)}
                currency={currencyA}
                chainId={chainId}
              />
              <AmountPanel
                id="remove-liquidity-tokenb"
                label={<Trans>Output</Trans>}
                value={burn.formatted[BurnField.CURRENCY_B]}
                onUserInput={type(BurnField.CURRENCY_B)}
                currency={currencyB}
                chainId={chainId}
              />
              {receiveLink}
            </>
          )}
          {priceRows}
          <div className="pool-v2-actions">
            <button
              type="button"
              className="primary-button"
              disabled={!!inputError || approved || signed || approval.state === 'PENDING'}
              onClick={() => void onAttemptToApprove()}
            >
              {approval.state === 'PENDING' ? (
                <Trans>Approving</Trans>
              ) : approved || signed ? (
                <Trans>Approved</Trans>
              ) : (
                <Trans>Approve</Trans>
              )}
            </button>
            <button
              type="button"
              className="primary-button"
              data-testid="v2-remove"
              disabled={account ? !!inputError || (!approved && !signed) : false}
              onClick={() =>
                account ? setConfirmOpen(true) : dispatch(setOpenModal(ApplicationModal.WALLET))
              }
            >
              {inputError ?? <Trans>Remove</Trans>}
            </button>
          </div>
          {pair && userLiquidity ? (
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
      <Modal isOpen={confirmOpen} onDismiss={dismiss} label={t`You will receive`}>
        <div className="pool-v2-modal" data-testid="v2-remove-confirm">
          {hash ? (
            <SubmittedView chainId={chainId} hash={hash} onClose={dismiss}>
              <p>
                <Trans>
                  Removing {amountText(amountA)} {symbolA} and {amountText(amountB)} {symbolB}
                </Trans>
              </p>
            </SubmittedView>
          ) : attempting ? (
            <AttemptingView>
              <p>
                <Trans>
                  Removing {amountText(amountA)} {symbolA} and {amountText(amountB)} {symbolB}
                </Trans>
              </p>
            </AttemptingView>
          ) : (
            <>
              <h2>
                <Trans>You will receive</Trans>
              </h2>
              <dl className="pool-v2-rows">
                <div>
                  <dt className="pool-v2-big" data-testid="v2-confirm-amount-a">
                    {amountText(amountA)}
                  </dt>
                  <dd>{symbolA}</dd>
                </div>
                <div>
                  <dt className="pool-v2-big" data-testid="v2-confirm-amount-b">
                    {amountText(amountB)}
                  </dt>
                  <dd>{symbolB}</dd>
                </div>
              </dl>
              <p className="pool-v2-muted">
                <Trans>
                  Output is estimated. If the price changes by more than{' '}
                  {formatDecimal(slippage.toSignificant(4), i18n.locale)}% your transaction will revert.
                </Trans>
              </p>
              <dl className="pool-v2-rows">
                <div>
                  <dt>
                    <Trans>
                      UNI {symbolA}/{symbolB} Burned
                    </Trans>
                  </dt>
                  <dd data-testid="v2-burned">{amountText(liquidity)}</dd>
                </div>
              </dl>
              {priceRows}
              {txError ? (
                <p className="error-text" role="alert">
                  {txError}
                </p>
              ) : null}
              <button
                type="button"
                className="primary-button"
                disabled={!approved && !signed}
                onClick={() => void onRemove()}
              >
                <Trans>Confirm</Trans>
              </button>
            </>
          )}
        </div>
      </Modal>
    </div>
  )
}
