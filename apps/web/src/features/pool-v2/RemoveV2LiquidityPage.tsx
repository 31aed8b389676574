import { Trans, useLingui } from '@lingui/react/macro'
import type { Currency, CurrencyAmount } from '@uniswap/sdk-core'
import { useState } from 'react'
import { useParams } from 'react-router'
import type { Address, Hex } from 'viem'
import { estimateGas } from 'viem/actions'
import { useAccount, useClient } from 'wagmi'
import { PageHeader } from '../../components/PageHeader'
import { contractAddress } from '../../core/addresses'
import { ApplicationModal, setOpenModal } from '../../core/application'
import { useAppDispatch, useAppSelector } from '../../core/store'
import { SendError } from '../../core/transactions/sendError'
import { useActiveChainId } from '../../core/useActiveChainId'
import { isL2 } from '../../lib/chains'
import { useAccountCall } from '../../lib/multicall'
import { splitSignature } from '../../lib/signature'
import { isUserRejection } from '../../lib/transactions/errors'
import { useWalletClientGetter } from '../../lib/transactions/walletClient'
import {
  isSignatureValid,
  permitDeadline,
  useApproval,
  type V2PairPermitSignature,
  v2PermitTypedData,
} from '../approvals'
import { SettingsTab } from '../settings'
import { useRequestSimulation } from '../simulation'
import { currencyId, nativeOnChain, useCurrency } from '../tokens'
import { isAttempting, TransactionType, useTransactionFlow } from '../transactions'
import { v2PairAbi } from './abi'
import { PositionCard } from './components/PositionCard'
import { RemoveV2ConfirmModal } from './components/RemoveV2ConfirmModal'
import {
  ReceiveLink,
  RemoveAmountCard,
  RemoveAmountsOut,
  RemoveDetailedPanels,
  RemovePriceRows,
  RemoveV2Buttons,
  RemoveV2Tip,
} from './components/RemoveV2Sections'
import { V2Unavailable } from './components/V2Unavailable'
import { useMonitorTransaction } from './hooks/useMonitor'
import { useLiquidityBalance, usePair, useTotalSupply } from './hooks/usePairs'
import { useRemoveRequest } from './hooks/useRemoveRequest'
import { useTxSettings } from './hooks/useTxSettings'
import { BurnField, type BurnState, deriveBurn } from './logic/burn'
import { symbolOf } from './logic/display'
import { removeCalls } from './logic/removeCalls'
import { pickRemoveRequest, removeTransactionRequests } from './logic/removeRequest'
import { pairPrice, removeV2Actions, removeV2Error, swappedId } from './logic/removeState'
import { DEFAULT_REMOVE_V2_SLIPPAGE_BIPS, minimumAmount } from './logic/slippage'
import './pool-v2.css'

const START: BurnState = { independentField: BurnField.LIQUIDITY_PERCENT, typedValue: '0' }
const raw = (amount: CurrencyAmount<Currency>) => BigInt(amount.quotient.toString())

/** /remove/v2/{a}/{b}: burn some of the account's pool tokens for both tokens through Router02. */
export default function RemoveV2LiquidityPage() {
  const { t } = useLingui()
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
  const nonce = useAccountCall(
    chainId,
    { address: pairAddress, abi: v2PairAbi, functionName: 'nonces' },
    account,
  ).result
  const chainTime = useAppSelector((s) => s.application.blockTimestamp[chainId])
  const [signature, setSignature] = useState<V2PairPermitSignature | undefined>()
  const getWalletClient = useWalletClientGetter(chainId)
  const publicClient = useClient({ chainId })
  const flow = useTransactionFlow()
  const monitor = useMonitorTransaction(chainId)
  const dispatch = useAppDispatch()
  const [confirmOpen, setConfirmOpen] = useState(false)
  const attempting = isAttempting(flow.state)
  const hash = flow.state.status === 'submitted' ? flow.state.hash : undefined
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
  const type = (field: BurnField) => (typedValue: string) => {
    setSignature(undefined)
    setState({ independentField: field, typedValue })
  }
  const setPercent = (percent: number) => type(BurnField.LIQUIDITY_PERCENT)(String(percent))

  const error = removeV2Error({ account, liquidity, amountA, amountB })
  const actions = removeV2Actions({ error, approval: approval.state, signed })

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
      // The wallet cannot sign the permit: an approval instead, through the transaction flow.
      await approval.approve()
    }
  }

  // The candidate removals for the amounts and the approval or permit at hand, while the dialog is open.
  const candidates =
    confirmOpen &&
    !hash &&
    account &&
    liquidity &&
    amountA &&
    amountB &&
    currencyA &&
    currencyB &&
    v2Router &&
    deadline !== undefined &&
    (approved || (signed && signature))
      ? removeTransactionRequests(
          removeCalls({
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
              : {
                  permit: { deadline: signature.deadline, v: signature.v, r: signature.r, s: signature.s },
                }),
          }),
          v2Router,
        )
      : undefined
  const removal = useRemoveRequest(attempting ? undefined : candidates, account, chainId)
  const preview = useRequestSimulation(attempting ? undefined : removal.previewed, account, chainId)

  async function onRemove() {
    if (!account || !liquidity || !amountA || !amountB || !currencyA || !currencyB || !publicClient) return
    setTxError(undefined)
    if (!approved && !(signed && signature)) {
      setTxError(t`Attempting to confirm without approval or a signature. Please contact support.`)
      return
    }
    if (!candidates) return
    const outcome = await flow.send(async () => {
      // The removal the dialog simulated; chosen now if the choice had not finished.
      const chosen =
        removal.request ??
        (await pickRemoveRequest(candidates, (request) =>
          estimateGas(publicClient, { account, to: request.to, data: request.data }),
        ))
      if (!chosen) throw new SendError('refused', t`This transaction would fail. Please contact support.`)
      return {
        request: chosen,
        // The specification's transaction types name one removal type; v2 removals are recorded under it.
        info: {
          type: TransactionType.REMOVE_LIQUIDITY_V3,
          baseCurrencyId: currencyId(currencyA),
          quoteCurrencyId: currencyId(currencyB),
          expectedAmountBaseRaw: amountA.quotient.toString(),
          expectedAmountQuoteRaw: amountB.quotient.toString(),
        },
      }
    })
    if (outcome.status === 'submitted') monitor(outcome.hash, 'REMOVE_LIQUIDITY', account)
  }

  const dismiss = () => {
    setConfirmOpen(false)
    setTxError(undefined)
    if (hash) {
      setSignature(undefined)
      setState(START)
    }
    flow.reset()
  }

  const price = pairPrice(pair, currencyA, currencyB)
  const priceRows = price ? <RemovePriceRows price={price} symbolA={symbolA} symbolB={symbolB} /> : null
  const native = nativeOnChain(chainId)
  const swapA = swappedId(currencyA, native)
  const swapB = swappedId(currencyB, native)
  const receiveLink =
    swapA && currencyIdB ? (
      <ReceiveLink to={`/remove/v2/${swapA}/${currencyIdB}`} receiveWeth={!!currencyA?.isNative} />
    ) : swapB && currencyIdA ? (
      <ReceiveLink to={`/remove/v2/${currencyIdA}/${swapB}`} receiveWeth={!!currencyB?.isNative} />
    ) : null

  return (
    <div className="page-column">
      <PageHeader back={'/pool/v2'} title={<Trans>Remove Liquidity</Trans>}>
        <SettingsTab chainId={chainId} placeholderSlippage="5.00" />
      </PageHeader>
      {l2 ? (
        <V2Unavailable />
      ) : (
        <>
          <RemoveV2Tip />
          <RemoveAmountCard
            detailed={detailed}
            onToggleDetailed={() => setDetailed(!detailed)}
            percentTyped={burn.formatted[BurnField.LIQUIDITY_PERCENT]}
            percent={Number(burn.percent.toFixed(0))}
            setPercent={setPercent}
          />
          {!detailed ? (
            <RemoveAmountsOut amountA={amountA} amountB={amountB} symbolA={symbolA} symbolB={symbolB}>
              {receiveLink}
            </RemoveAmountsOut>
          ) : (
            <RemoveDetailedPanels
              formatted={burn.formatted}
              onType={type}
              liquidityToken={pair?.liquidityToken}
              currencyA={currencyA}
              currencyB={currencyB}
              chainId={chainId}
              showMax={!!userLiquidity}
              onMax={() => setPercent(100)}
            >
              {receiveLink}
            </RemoveDetailedPanels>
          )}
          {priceRows}
          <RemoveV2Buttons
            error={error}
            actions={actions}
            onApprove={() => void onAttemptToApprove()}
            onRemove={() => setConfirmOpen(true)}
            onConnect={() => dispatch(setOpenModal(ApplicationModal.WALLET))}
          />
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
      <RemoveV2ConfirmModal
        control={{
          isOpen: confirmOpen,
          onDismiss: dismiss,
          onConfirm: () => void onRemove(),
          chainId,
          flow,
          preview,
        }}
        amountA={amountA}
        amountB={amountB}
        liquidity={liquidity}
        symbolA={symbolA}
        symbolB={symbolB}
        slippage={slippage}
        priceRows={priceRows}
        txError={txError}
        confirmDisabled={(!approved && !signed) || preview.blocks}
      />
    </div>
  )
}
