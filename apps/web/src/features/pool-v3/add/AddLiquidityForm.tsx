import { Trans, useLingui } from '@lingui/react/macro'
import type { Currency, Token } from '@uniswap/sdk-core'
import { useCallback, useMemo, useReducer } from 'react'
import { useNavigate } from 'react-router'
import { useAccount } from 'wagmi'
import { PageHeader } from '../../../components/PageHeader'
import { ApplicationModal, setOpenModal } from '../../../core/application'
import { useAppDispatch } from '../../../core/store'
import { useActiveChainId } from '../../../core/useActiveChainId'
import { formatDecimal } from '../../../lib/format'
import { useApproval } from '../../approvals'
import { useUsdValue } from '../../routing'
import { SettingsTab, useSlippageSetting } from '../../settings'
import { tryParseCurrencyAmount } from '../../swap'
import {
  currencyId,
  UnsupportedTokenNotice,
  useCurrency,
  useIsUnsupportedCurrency,
  useNativeBalance,
  useTokenBalances,
} from '../../tokens'
import { useFeeTierDistribution } from '../graph/hooks'
import type { FeeTier } from '../graph/subgraph'
import { usePool, usePoolReadsAtIds } from '../hooks/usePools'
import type { PositionDetails } from '../hooks/usePositions'
import { AddButtons } from './AddButtons'
import { AddConfirmModal } from './AddConfirmModal'
import { DepositSection } from './DepositSection'
import { ExistingRangeSection } from './ExistingRangeSection'
import { addActions, deriveAddState, steppedBound } from './logic/addState'
import { feeFromRoute, feeTierShown } from './logic/feeTier'
import { initialMintState, mintReducer, type RangeValue } from './logic/mintState'
import { PairSection } from './PairSection'
import { PriceRangeColumn } from './PriceRangeColumn'
import { formatBound } from './RangeSection'
import { useAddFlow } from './useAddFlow'
import './add.css'
import { contractAddress } from '../../../core/addresses'

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
  const { i18n } = useLingui()
  const chainId = useActiveChainId()
  const navigate = useNavigate()
  const dispatch = useAppDispatch()
  const { address: account } = useAccount()
  const prefix = existing ? '/increase' : '/add'

  usePoolReadsAtIds(
    chainId,
    routeIds.currencyIdA,
    routeIds.currencyIdB,
    existing ? existing.fee : routeIds.feeAmount,
  )
  const currencyA = useCurrency(routeIds.currencyIdA, chainId) ?? undefined
  const currencyB = useCurrency(routeIds.currencyIdB, chainId) ?? undefined
  const routeFee = existing ? feeFromRoute(String(existing.fee)) : feeFromRoute(routeIds.feeAmount)
  // The pair's tiers by TVL: the fee selector's list, and the tier it will pick when the route names none.
  const distribution = useFeeTierDistribution(
    chainId,
    existing ? undefined : currencyA?.wrapped,
    existing ? undefined : currencyB?.wrapped,
  )
  const feeAmount = feeTierShown({
    feeAmount: routeFee,
    isLoading: distribution.isLoading || !currencyA || !currencyB,
    isError: distribution.isError,
    largestUsageFeeTier: distribution.largestUsageFeeTier,
  })
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

  const userSlippage = useSlippageSetting()
  const { info, formatted, bounds, slippage } = deriveAddState({
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
    userSlippage,
  })
  const { tokenA, tokenB, parsedAmounts, invertPrice } = info
  const { lowerBoundTick, upperBoundTick, lowerAtLimit, upperAtLimit, priceLower, priceUpper, currentPrice } =
    bounds

  const spender = contractAddress(chainId, 'NonfungiblePositionManager')
  const approvalA = useApproval(parsedAmounts.CURRENCY_A, spender, chainId)
  const approvalB = useApproval(parsedAmounts.CURRENCY_B, spender, chainId)
  const unsupportedA = useIsUnsupportedCurrency(currencyA)
  const unsupportedB = useIsUnsupportedCurrency(currencyB)
  const usdA = useUsdValue(parsedAmounts.CURRENCY_A)
  const usdB = useUsdValue(parsedAmounts.CURRENCY_B)

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
    const tick = side === 'left' ? lowerBoundTick : upperBoundTick
    const next = steppedBound({ tick, tokenA, tokenB, feeAmount, currentPrice, invertPrice, direction })
    if (next !== undefined) setBound(side, next)
  }

  const { tx, onOpen, preview, onAdd, onDismiss } = useAddFlow({
    chainId,
    account,
    manager: spender,
    currencyA,
    currencyB,
    position: info.position,
    createPool: info.noLiquidity,
    parsedAmounts,
    slippage,
    existingTokenId: existing?.tokenId,
    onSent: () => {
      dispatchMint({ type: 'reset' })
      navigate('/pool')
    },
  })

  const unsupported = unsupportedA || unsupportedB
  const {
    approveA: showApproveA,
    approveB: showApproveB,
    canPreview,
  } = addActions({
    info,
    approvalA: approvalA.state,
    approvalB: approvalB.state,
  })

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
      >
        <SettingsTab chainId={chainId} placeholderSlippage={info.outOfRange ? '1.00' : '0.50'} />
      </PageHeader>
      <UnsupportedTokenNotice addresses={[routeIds.currencyIdA, routeIds.currencyIdB]} chainId={chainId} />
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
            <PairSection
              chainId={chainId}
              currencyA={currencyA}
              currencyB={currencyB}
              onSelectA={onSelectA}
              onSelectB={onSelectB}
              tokenA={tokenA}
              tokenB={tokenB}
              distribution={distribution}
              feeAmount={feeAmount}
              routeFeeAmount={routeFee}
              pairSelected={pairSelected}
              onFeeSelect={onFeeSelect}
            />
          )}
          {existing && (
            <ExistingRangeSection
              priceLower={priceLower}
              priceUpper={priceUpper}
              lowerAtLimit={lowerAtLimit}
              upperAtLimit={upperAtLimit}
              rangeUnit={rangeUnit}
            />
          )}
          <DepositSection
            existing={!!existing}
            feeAmount={feeAmount}
            info={info}
            chainId={chainId}
            formatted={formatted}
            currencyA={currencyA}
            currencyB={currencyB}
            balanceA={balanceA}
            balanceB={balanceB}
            usdA={usdA}
            usdB={usdB}
            dispatchMint={dispatchMint}
          />
        </div>
        {!existing && (
          <PriceRangeColumn
            feeAmount={feeAmount}
            pairSelected={pairSelected}
            info={info}
            state={state}
            dispatchMint={dispatchMint}
            currencyA={currencyA}
            currencyB={currencyB}
            currentPrice={currentPrice}
            rangeUnit={rangeUnit}
            onFlip={onFlip}
            chainId={chainId}
            priceLower={priceLower}
            priceUpper={priceUpper}
            lowerAtLimit={lowerAtLimit}
            upperAtLimit={upperAtLimit}
            setBound={setBound}
            stepBound={stepBound}
          />
        )}
      </div>
      <AddButtons
        unsupported={unsupported}
        info={info}
        onConnect={() => dispatch(setOpenModal(ApplicationModal.WALLET))}
        showApproveA={showApproveA}
        showApproveB={showApproveB}
        approvalA={approvalA}
        approvalB={approvalB}
        currencyA={currencyA}
        currencyB={currencyB}
        canPreview={canPreview}
        onPreview={onOpen}
      />
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
        preview={preview}
        onConfirm={onAdd}
        onDismiss={onDismiss}
      />
    </div>
  )
}
