import { Trans, useLingui } from '@lingui/react/macro'
import { type Currency, type CurrencyAmount, Percent, type Token } from '@uniswap/sdk-core'
import { computePoolAddress } from '@uniswap/v3-sdk'
import { useCallback, useMemo, useReducer, useState } from 'react'
import { useNavigate } from 'react-router'
import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import { PageHeader } from '../../../components/PageHeader'
import { ApplicationModal, setOpenModal } from '../../../core/application'
import { useAppDispatch, useAppSelector } from '../../../core/store'
import { useActiveChainId } from '../../../core/useActiveChainId'
import { isL2 } from '../../../lib/chains'
import { formatDecimal, formatFiat } from '../../../lib/format'
import { isUserRejection } from '../../../lib/transactions/errors'
import { useSendTransaction } from '../../../lib/transactions/useSendTransaction'
import { useApproval } from '../../approvals'
import { useUsdValue } from '../../routing'
import { maxAmountSpend, transactionDeadline, tryParseCurrencyAmount } from '../../swap'
import {
  currencyId,
  useCurrency,
  useIsUnsupportedCurrency,
  useNativeBalance,
  useTokenBalances,
} from '../../tokens'
import { TransactionType, useTransactionAdder } from '../../transactions'
import type { FeeTier } from '../graph/subgraph'
import { usePool } from '../hooks/usePools'
import type { PositionDetails } from '../hooks/usePositions'
import { AddConfirmModal, type AddTxState, CLOSED_TX } from './AddConfirmModal'
import { buildAddCalldata } from './addCalldata'
import { DepositInput } from './DepositInput'
import { FeeSelector } from './FeeSelector'
import { type AddError, deriveMintInfo } from './logic/derived'
import { feeFromRoute } from './logic/feeTier'
import { type Field, initialMintState, mintReducer, type RangeValue } from './logic/mintState'
import { stepTick, tickLimits, tickToBasePrice, tryParseTick } from './logic/ticks'
import { formatBound, RangeChart, RangeSection } from './RangeSection'
import './add.css'
import { contractAddress } from '../../../core/addresses'

/** The depth chart (d3) loads with the first pool that has a price. */

/** Default add slippage in range 0.50%, out of range 0% (reference-values.md). */
const IN_RANGE_SLIPPAGE = new Percent(50, 10_000)
const OUT_OF_RANGE_SLIPPAGE = new Percent(0, 10_000)

function ErrorText({ error }: { error: AddError }) {
  switch (error.kind) {
    case 'CONNECT_WALLET':
      return <Trans>Connect Wallet</Trans>
    case 'INVALID_PAIR':
      return <Trans>Invalid pair</Trans>
    case 'INVALID_PRICE':
      return <Trans>Invalid price input</Trans>
    case 'ENTER_AMOUNT':
      return <Trans>Enter an amount</Trans>
    case 'INSUFFICIENT_BALANCE':
      return <Trans>Insufficient {error.symbol} balance</Trans>
  }
}

/**
 * Add v3 liquidity, for a new position (/add) or an existing one (/increase with its position): the pair,
 * fee tier, starting price of a new pool, the price range with its chart, the deposit amounts, approvals and
 * the confirm dialog. The route's ids drive the pair and the tier.
 */
export function AddLiquidityForm({
  routeIds,
  existing,
}: {
  routeIds: { currencyIdA?: string; currencyIdB?: string; feeAmount?: string }
  existing?: PositionDetails
}) {
  const { t, i18n } = useLingui()
  const chainId = useActiveChainId()
  const navigate = useNavigate()
  const dispatch = useAppDispatch()
  const { address: account } = useAccount()
  const prefix = existing ? '/increase' : '/add'

  const currencyA = useCurrency(routeIds.currencyIdA, chainId) ?? undefined
  const currencyB = useCurrency(routeIds.currencyIdB, chainId) ?? undefined
  const feeAmount = existing ? feeFromRoute(String(existing.fee)) : feeFromRoute(routeIds.feeAmount)
  const [poolState, pool] = usePool(chainId, currencyA, currencyB, feeAmount)
  const [state, dispatchMint] = useReducer(mintReducer, initialMintState)

  const tokens = useMemo(
    () => [currencyA, currencyB].filter((c): c is Token => !!c && !c.isNative),
    [currencyA, currencyB],
  )
  const tokenBalances = useTokenBalances(account, tokens, chainId)
  const nativeBalance = useNativeBalance(
    currencyA?.isNative || currencyB?.isNative ? account : undefined,
    chainId,
  )
  const balanceOf = (currency: Currency | undefined) =>
    currency?.isNative ? nativeBalance : currency ? tokenBalances[currency.address] : undefined
  const balanceA = balanceOf(currencyA)
  const balanceB = balanceOf(currencyB)

  const info = deriveMintInfo({
    state,
    currencyA,
    currencyB,
    feeAmount,
    poolState,
    pool,
    existingTicks: existing ? { tickLower: existing.tickLower, tickUpper: existing.tickUpper } : undefined,
    account,
    balanceA,
    balanceB,
    parseAmount: tryParseCurrencyAmount,
  })
  const { tokenA, tokenB, parsedAmounts, invertPrice, ticksAtLimit, tickLower, tickUpper } = info

  const spender = contractAddress(chainId, 'NonfungiblePositionManager')
  const approvalA = useApproval(parsedAmounts.CURRENCY_A, spender, chainId)
  const approvalB = useApproval(parsedAmounts.CURRENCY_B, spender, chainId)
  const unsupportedA = useIsUnsupportedCurrency(currencyA)
  const unsupportedB = useIsUnsupportedCurrency(currencyB)
  const usdA = useUsdValue(parsedAmounts.CURRENCY_A)
  const usdB = useUsdValue(parsedAmounts.CURRENCY_B)

  const dependentField: Field = state.independentField === 'CURRENCY_A' ? 'CURRENCY_B' : 'CURRENCY_A'
  const formatted = {
    [state.independentField]: state.typedValue,
    [dependentField]: parsedAmounts[dependentField]?.toSignificant(6) ?? '',
  } as Record<Field, string>

  // Prices of A in B at the range's ticks: when A is the pool's token1 the min price is at the upper tick.
  const lowerBoundTick = invertPrice ? tickUpper : tickLower
  const upperBoundTick = invertPrice ? tickLower : tickUpper
  const lowerAtLimit = invertPrice ? ticksAtLimit.UPPER : ticksAtLimit.LOWER
  const upperAtLimit = invertPrice ? ticksAtLimit.LOWER : ticksAtLimit.UPPER
  const priceAt = (tick: number | undefined) =>
    tick !== undefined && tokenA && tokenB ? tickToBasePrice(tokenA, tokenB, tick) : undefined
  const priceLower = priceAt(lowerBoundTick)
  const priceUpper = priceAt(upperBoundTick)
  const currentPrice = info.price && tokenA ? (invertPrice ? info.price.invert() : info.price) : undefined

  // Navigation: currencies and the fee tier live in the route.
  const go = useCallback(
    (a: string | undefined, b: string | undefined, fee?: number) =>
      navigate([prefix, a, b, fee].filter((part) => part !== undefined && part !== '').join('/')),
    [navigate, prefix],
  )
  const onSelectA = (currency: Currency) => {
    const id = currencyId(currency)
    if (id === routeIds.currencyIdB) go(id, routeIds.currencyIdA, feeAmount)
    else go(id, routeIds.currencyIdB, feeAmount)
  }
  const onSelectB = (currency: Currency) => {
    const id = currencyId(currency)
    if (id === routeIds.currencyIdA) {
      if (routeIds.currencyIdB) go(routeIds.currencyIdB, id, feeAmount)
      else go(id, undefined)
    } else go(routeIds.currencyIdA ?? 'ETH', id, feeAmount)
  }
  const onFeeSelect = useCallback(
    (fee: FeeTier) => go(routeIds.currencyIdA, routeIds.currencyIdB, fee),
    [go, routeIds.currencyIdA, routeIds.currencyIdB],
  )
  const onFlip = () => {
    if (!routeIds.currencyIdA || !routeIds.currencyIdB) return
    // The range stays the same range of ticks: its bounds are re-typed as prices of the other token.
    if (!existing) {
      dispatchMint({
        type: 'typeLeftRange',
        typedValue: upperAtLimit ? true : (priceUpper?.invert().toSignificant(6) ?? ''),
      })
      dispatchMint({
        type: 'typeRightRange',
        typedValue: lowerAtLimit ? true : (priceLower?.invert().toSignificant(6) ?? ''),
      })
      dispatchMint({ type: 'typeInput', field: 'CURRENCY_A', typedValue: formatted.CURRENCY_B })
    }
    go(routeIds.currencyIdB, routeIds.currencyIdA, feeAmount)
  }

  const setBound = (side: 'left' | 'right', value: RangeValue) =>
    dispatchMint({ type: side === 'left' ? 'typeLeftRange' : 'typeRightRange', typedValue: value })
  // − and + move the price bound one tick spacing; the price of A falls as the pool tick rises when inverted.
  const stepBound = (side: 'left' | 'right', direction: -1 | 1) => {
    if (!feeAmount || !tokenA || !tokenB) return
    const tick = side === 'left' ? lowerBoundTick : upperBoundTick
    const start = tick ?? tryParseTick(tokenA, tokenB, feeAmount, currentPrice?.toSignificant(8))
    if (start === undefined) return
    const next = stepTick(start, feeAmount, invertPrice ? (-direction as -1 | 1) : direction)
    const { min, max } = tickLimits(feeAmount)
    if (next === min || next === max) {
      setBound(side, true)
      return
    }
    setBound(side, tickToBasePrice(tokenA, tokenB, next).toSignificant(8))
  }

  // Sending.
  const [tx, setTx] = useState<AddTxState>(CLOSED_TX)
  const userSlippage = useAppSelector((s) => s.user.userSlippageTolerance)
  const userDeadline = useAppSelector((s) => s.user.userDeadline)
  const blockTimestamp = useAppSelector((s) => s.application.blockTimestamp[chainId])
  const slippage =
    typeof userSlippage === 'number'
      ? new Percent(userSlippage, 10_000)
      : info.outOfRange
        ? OUT_OF_RANGE_SLIPPAGE
        : IN_RANGE_SLIPPAGE
  const deadline = transactionDeadline(blockTimestamp, userDeadline, isL2(chainId))
  const send = useSendTransaction()
  const addTransaction = useTransactionAdder()

  const onAdd = async () => {
    const position = info.position
    if (!position || !account || !spender || deadline === undefined || !currencyA || !currencyB) return
    setTx({ ...CLOSED_TX, open: true, attempting: true })
    try {
      const { calldata, value } = await buildAddCalldata({
        position,
        currencyA,
        currencyB,
        recipient: account,
        slippage,
        deadline,
        createPool: info.noLiquidity,
        tokenId: existing?.tokenId,
      })
      const hash = await send({ to: spender, data: calldata, value })
      addTransaction(hash, {
        type: TransactionType.ADD_LIQUIDITY_V3_POOL,
        createPool: info.noLiquidity,
        baseCurrencyId: currencyId(currencyA),
        quoteCurrencyId: currencyId(currencyB),
        feeAmount: position.pool.fee,
        expectedAmountBaseRaw: parsedAmounts.CURRENCY_A?.quotient.toString() ?? '0',
        expectedAmountQuoteRaw: parsedAmounts.CURRENCY_B?.quotient.toString() ?? '0',
      })
      setTx({ open: true, attempting: false, hash, error: undefined })
    } catch (error) {
      if (isUserRejection(error)) {
        setTx(CLOSED_TX)
        return
      }
      console.error('Failed to send the add liquidity transaction', error)
      setTx({ open: true, attempting: false, hash: undefined, error: errorMessage(error) })
    }
  }
  const onDismiss = () => {
    const sent = !!tx.hash
    setTx(CLOSED_TX)
    if (sent) {
      dispatchMint({ type: 'reset' })
      navigate('/pool')
    }
  }

  const unsupported = unsupportedA || unsupportedB
  const needsApproval = (approval: { state: string }, amount: CurrencyAmount<Currency> | undefined) =>
    !!amount && (approval.state === 'NOT_APPROVED' || approval.state === 'PENDING')
  const showApproveA = !info.error && needsApproval(approvalA, parsedAmounts.CURRENCY_A)
  const showApproveB = !info.error && needsApproval(approvalB, parsedAmounts.CURRENCY_B)
  const approvedBoth =
    (!parsedAmounts.CURRENCY_A || approvalA.state === 'APPROVED') &&
    (!parsedAmounts.CURRENCY_B || approvalB.state === 'APPROVED')
  const canPreview = !info.error && !info.invalidRange && !!info.position && approvedBoth

  const pairSelected = !!currencyA && !!currencyB
  const rangeUnit =
    tokenA && tokenB ? (
      <Trans>
        {currencyB?.symbol} per {currencyA?.symbol}
      </Trans>
    ) : null

  return (
    <div className="add-v3">
      <PageHeader
        back={existing ? `/pool/${existing.tokenId}` : '/pool'}
        title={existing ? <Trans>Add Liquidity</Trans> : <Trans>Add Liquidity</Trans>}
      />
      {!existing && (
        <button
          type="button"
          className="link-button add-v3__clear"
          onClick={() => {
            dispatchMint({ type: 'reset' })
            navigate('/add')
          }}
        >
          <Trans>Clear All</Trans>
        </button>
      )}
      <div className="add-v3__grid">
        <div className="add-v3__column">
          {!existing && (
            <section aria-label={t`Select Pair`}>
              <h3>
                <Trans>Select Pair</Trans>
              </h3>
              <div className="add-v3__pair">
                <DepositInput
                  id="add-currency-a"
                  chainId={chainId}
                  value=""
                  currency={currencyA}
                  otherCurrency={currencyB}
                  balance={undefined}
                  locked={false}
                  onUserInput={() => {}}
                  onCurrencySelect={onSelectA}
                  pickerOnly
                />
                <DepositInput
                  id="add-currency-b"
                  chainId={chainId}
                  value=""
                  currency={currencyB}
                  otherCurrency={currencyA}
                  balance={undefined}
                  locked={false}
                  onUserInput={() => {}}
                  onCurrencySelect={onSelectB}
                  pickerOnly
                />
              </div>
              <FeeSelector
                chainId={chainId}
                tokenA={tokenA}
                tokenB={tokenB}
                feeAmount={feeAmount}
                disabled={!pairSelected}
                onSelect={onFeeSelect}
              />
            </section>
          )}
          {existing && (
            <section className="add-v3__existing" aria-label={t`Selected Range`}>
              <h3>
                <Trans>Selected Range</Trans>
              </h3>
              <p data-testid="selected-range">
                {formatDecimal(formatBound(priceLower, lowerAtLimit, true), i18n.locale)} –{' '}
                {formatDecimal(formatBound(priceUpper, upperAtLimit, false), i18n.locale)} {rangeUnit}
              </p>
            </section>
          )}
          <section
            className={`add-v3__deposits${!feeAmount || info.invalidRange || (info.noLiquidity && !info.price) ? ' add-v3__disabled' : ''}`}
            aria-label={existing ? t`Add more liquidity` : t`Deposit Amounts`}
          >
            <h3>{existing ? <Trans>Add more liquidity</Trans> : <Trans>Deposit Amounts</Trans>}</h3>
            <DepositInput
              id="add-liquidity-input-tokena"
              chainId={chainId}
              value={formatted.CURRENCY_A}
              currency={currencyA}
              otherCurrency={currencyB}
              balance={balanceA}
              fiatValue={usdA ? formatFiat(usdA.toFixed(2), i18n.locale) : undefined}
              locked={info.depositADisabled}
              onUserInput={(value) =>
                dispatchMint({ type: 'typeInput', field: 'CURRENCY_A', typedValue: value })
              }
              onMax={() =>
                dispatchMint({
                  type: 'typeInput',
                  field: 'CURRENCY_A',
                  typedValue: maxAmountSpend(balanceA)?.toExact() ?? '',
                })
              }
            />
            <DepositInput
              id="add-liquidity-input-tokenb"
              chainId={chainId}
              value={formatted.CURRENCY_B}
              currency={currencyB}
              otherCurrency={currencyA}
              balance={balanceB}
              fiatValue={usdB ? formatFiat(usdB.toFixed(2), i18n.locale) : undefined}
              locked={info.depositBDisabled}
              onUserInput={(value) =>
                dispatchMint({ type: 'typeInput', field: 'CURRENCY_B', typedValue: value })
              }
              onMax={() =>
                dispatchMint({
                  type: 'typeInput',
                  field: 'CURRENCY_B',
                  typedValue: maxAmountSpend(balanceB)?.toExact() ?? '',
                })
              }
            />
          </section>
        </div>
        {!existing && (
          <div className={`add-v3__column${!feeAmount || !pairSelected ? ' add-v3__disabled' : ''}`}>
            {info.noLiquidity && (
              <section aria-label={t`Set Starting Price`}>
                <h3>
                  <Trans>Set Starting Price</Trans>
                </h3>
                <p className="add-v3__note">
                  <Trans>
                    This pool must be initialized before you can add liquidity. To initialize, select a
                    starting price for the pool. Then, enter your liquidity price range and deposit amount.
                    Gas fees will be higher than usual due to the initialization transaction.
                  </Trans>
                </p>
                <input
                  id="add-starting-price"
                  className="add-v3__price-input"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="0.0"
                  aria-label={t`Starting price`}
                  value={state.startPriceTypedValue}
                  onChange={(event) => {
                    const value = event.target.value.replace(/,/g, '.')
                    if (/^\d*\.?\d*$/.test(value)) dispatchMint({ type: 'typeStartPrice', typedValue: value })
                  }}
                />
                <p>
                  <Trans>Current {currencyA?.symbol} Price:</Trans>{' '}
                  <span data-testid="current-price">
                    {currentPrice
                      ? `${formatDecimal(currentPrice.toSignificant(5), i18n.locale)} ${currencyB?.symbol ?? ''}`
                      : '-'}
                  </span>
                </p>
              </section>
            )}
            <section aria-label={t`Set Price Range`}>
              <div className="add-v3__range-header">
                <h3>
                  <Trans>Set Price Range</Trans>
                </h3>
                {pairSelected && (
                  <fieldset className="add-v3__toggle" aria-label={t`Rate`}>
                    <button type="button" aria-pressed="true" className="add-v3__toggle-active">
                      {currencyA?.symbol}
                    </button>
                    <button type="button" aria-pressed="false" onClick={onFlip}>
                      {currencyB?.symbol}
                    </button>
                  </fieldset>
                )}
              </div>
              {!info.noLiquidity && currentPrice && (
                <p>
                  <Trans>Current Price:</Trans>{' '}
                  <span data-testid="current-price">
                    {formatDecimal(currentPrice.toSignificant(5), i18n.locale)}
                  </span>{' '}
                  {rangeUnit}
                </p>
              )}
              {feeAmount && pairSelected && (
                <RangeChart
                  chainId={chainId}
                  currencyA={currencyA}
                  currencyB={currencyB}
                  feeAmount={feeAmount}
                  poolAddress={info.poolForPosition && !info.noLiquidity ? poolAddressOf(info) : undefined}
                  price={currentPrice}
                  priceLower={priceLower}
                  priceUpper={priceUpper}
                  lowerAtLimit={lowerAtLimit}
                  upperAtLimit={upperAtLimit}
                  noLiquidity={info.noLiquidity}
                  onCommit={setBound}
                />
              )}
              <RangeSection
                idPrefix="add"
                priceLower={priceLower}
                priceUpper={priceUpper}
                lowerAtLimit={lowerAtLimit}
                upperAtLimit={upperAtLimit}
                unit={rangeUnit}
                locked={!feeAmount || !pairSelected || (info.noLiquidity && !info.price)}
                fullRangeDisabled={!feeAmount}
                outOfRange={info.outOfRange}
                invalidRange={info.invalidRange}
                classNames={{ range: 'add-v3__range', warning: 'add-v3__warning' }}
                onCommit={setBound}
                onStep={stepBound}
                onFullRange={() => dispatchMint({ type: 'setFullRange' })}
              />
            </section>
          </div>
        )}
      </div>
      {unsupported && (
        <p className="add-v3__note" role="note">
          <Trans>
            Some assets are not available through this interface because they may not work well with the smart
            contracts or we are unable to allow trading for legal reasons.
          </Trans>
        </p>
      )}
      <div className="add-v3__buttons">
        {unsupported ? (
          <button type="button" className="primary-button" disabled>
            <Trans>Unsupported Asset</Trans>
          </button>
        ) : info.error?.kind === 'CONNECT_WALLET' ? (
          <button
            type="button"
            className="primary-button"
            onClick={() => dispatch(setOpenModal(ApplicationModal.WALLET))}
          >
            <Trans>Connect Wallet</Trans>
          </button>
        ) : (
          <>
            {showApproveA && (
              <button
                type="button"
                className="primary-button"
                disabled={approvalA.state === 'PENDING'}
                onClick={() => approvalA.approve().catch((error) => console.debug('Approve failed', error))}
              >
                {approvalA.state === 'PENDING' ? (
                  <Trans>Approving {currencyA?.symbol}</Trans>
                ) : (
                  <Trans>Approve {currencyA?.symbol}</Trans>
                )}
              </button>
            )}
            {showApproveB && (
              <button
                type="button"
                className="primary-button"
                disabled={approvalB.state === 'PENDING'}
                onClick={() => approvalB.approve().catch((error) => console.debug('Approve failed', error))}
              >
                {approvalB.state === 'PENDING' ? (
                  <Trans>Approving {currencyB?.symbol}</Trans>
                ) : (
                  <Trans>Approve {currencyB?.symbol}</Trans>
                )}
              </button>
            )}
            <button
              type="button"
              className="primary-button"
              data-testid="add-preview"
              disabled={!canPreview}
              onClick={() => setTx({ ...CLOSED_TX, open: true })}
            >
              {info.error ? <ErrorText error={info.error} /> : <Trans>Preview</Trans>}
            </button>
          </>
        )}
      </div>
      <AddConfirmModal
        state={tx}
        chainId={chainId}
        currencyA={currencyA}
        currencyB={currencyB}
        amountA={parsedAmounts.CURRENCY_A}
        amountB={parsedAmounts.CURRENCY_B}
        feeAmount={feeAmount}
        priceLower={formatDecimal(formatBound(priceLower, lowerAtLimit, true), i18n.locale)}
        priceUpper={formatDecimal(formatBound(priceUpper, upperAtLimit, false), i18n.locale)}
        currentPrice={currentPrice ? formatDecimal(currentPrice.toSignificant(5), i18n.locale) : undefined}
        outOfRange={info.outOfRange}
        onConfirm={onAdd}
        onDismiss={onDismiss}
      />
    </div>
  )
}

function poolAddressOf(info: ReturnType<typeof deriveMintInfo>): Address | undefined {
  const pool = info.poolForPosition
  const factoryAddress = pool && contractAddress(pool.chainId, 'UniswapV3Factory')
  if (!pool || !factoryAddress) return undefined
  return computePoolAddress({
    factoryAddress,
    tokenA: pool.token0,
    tokenB: pool.token1,
    fee: pool.fee,
  }) as Address
}

function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'shortMessage' in error && typeof error.shortMessage === 'string')
    return error.shortMessage
  return error instanceof Error ? error.message : String(error)
}
