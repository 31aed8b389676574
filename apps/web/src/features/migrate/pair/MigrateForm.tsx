import { Trans, useLingui } from '@lingui/react/macro'
import { CHAIN_TO_ADDRESSES_MAP, type Currency, CurrencyAmount, Token } from '@uniswap/sdk-core'
import { computePoolAddress } from '@uniswap/v3-sdk'
import { useCallback, useMemo, useReducer, useState } from 'react'
import type { Address, Hex } from 'viem'
import { contractAddress } from '../../../core/addresses'
import { useAppSelector } from '../../../core/store'
import { isL2 } from '../../../lib/chains'
import { formatDecimal, formatPercent } from '../../../lib/format'
import { splitSignature } from '../../../lib/signature'
import { isUserRejection } from '../../../lib/transactions/errors'
import { useSendTransaction } from '../../../lib/transactions/useSendTransaction'
import { useWalletClientGetter } from '../../../lib/transactions/walletClient'
import {
  isSignatureValid,
  permitDeadline,
  useApproval,
  type V2PairPermitSignature,
  v2PermitTypedData,
} from '../../approvals'
import { unwrappedToken } from '../../pool-v2'
import type { FeeTier, RangeValue, V3AddKit } from '../../pool-v3'
import { userSlippageToleranceOr } from '../../settings'
import { transactionDeadline } from '../../swap'
import { currencyId, nativeOnChain, useToken } from '../../tokens'
import {
  isFailed,
  isSuccess,
  TransactionType,
  useAllTransactions,
  useTransactionAdder,
} from '../../transactions'
import {
  isLargePriceDifference,
  MIGRATION_SLIPPAGE,
  type MigratorPermit,
  migrationAmounts,
  migrationParams,
  migratorMulticall,
  newPoolAtV2Price,
  priceDifference,
  v2LiquidityValue,
  v2SpotPrice,
  v2SqrtPriceX96,
} from './logic/migration'
import { usePairInfo } from './usePairInfo'

/** The V3Migrator (sdk-core's canonical address, where the devnet replica places it too). */
const MIGRATOR = CHAIN_TO_ADDRESSES_MAP[1].v3MigratorAddress as Address

/** An amount with its symbol (ETH for wrapped ether), 6 significant digits in the locale. */
const show = (amount: CurrencyAmount<Token> | undefined, native: Currency, locale: string) =>
  amount
    ? `${formatDecimal(amount.toSignificant(6), locale)} ${unwrappedToken(amount.currency, native).symbol ?? ''}`
    : '-'

/** What a sent migration will refund, kept so it can be shown after the pool tokens are gone. */
interface SentMigration {
  hash: Hex
  refund0: CurrencyAmount<Token>
  refund1: CurrencyAmount<Token>
}

export function MigrateForm({
  chainId,
  pairAddress,
  account,
  kit,
}: {
  chainId: number
  pairAddress: Address
  account: Address
  /** The v3 add screen's components and logic, loaded with this page. */
  kit: V3AddKit
}) {
  // The user's own slippage, or on 'Auto' the migration default of 0.75%.
  const slippage = userSlippageToleranceOr(
    useAppSelector((s) => s.user.userSlippageTolerance),
    MIGRATION_SLIPPAGE,
  )
  const {
    deriveMintInfo,
    FeeSelector,
    initialMintState,
    mintReducer,
    RangeChart,
    RangeSection,
    stepTick,
    tickLimits,
    tickToBasePrice,
    tryParseTick,
    usePool,
  } = kit
  const { t, i18n } = useLingui()
  const pair = usePairInfo(chainId, pairAddress, account)
  const token0 = useToken(pair.info?.token0, chainId) ?? undefined
  const token1 = useToken(pair.info?.token1, chainId) ?? undefined
  const native = nativeOnChain(chainId)
  const weth = native.wrapped

  // The range is typed as prices of A in B: ETH (when a side is WETH) reads best as the base.
  const [baseIs0, setBaseIs0] = useState<boolean | undefined>()
  const defaultBaseIs0 = !token1?.equals(weth)
  const aIs0 = baseIs0 ?? defaultBaseIs0
  const tokenA = aIs0 ? token0 : token1
  const tokenB = aIs0 ? token1 : token0

  const [fee, setFee] = useState<FeeTier>(3000)
  const [state, dispatchMint] = useReducer(mintReducer, initialMintState)
  const [poolState, pool] = usePool(chainId, token0, token1, fee)
  const info = pair.info

  // A pool to be created is modelled at the v2 price: the price the migration initializes it at.
  const poolForMigration = useMemo(() => {
    if (pool) return pool
    if (poolState !== 'NOT_EXISTS' || !info || !token0 || !token1 || info.reserve0 === 0n) return undefined
    return newPoolAtV2Price(token0, token1, fee, info.reserve0, info.reserve1)
  }, [pool, poolState, info, token0, token1, fee])
  const noLiquidity = poolState === 'NOT_EXISTS'

  const mint = deriveMintInfo({
    state,
    currencyA: tokenA,
    currencyB: tokenB,
    feeAmount: fee,
    poolState: poolForMigration ? 'EXISTS' : poolState,
    pool: poolForMigration ?? null,
    account,
    balanceA: undefined,
    balanceB: undefined,
    parseAmount: () => undefined,
  })
  const { invertPrice, ticksAtLimit, tickLower, tickUpper } = mint

  const v2Price =
    info && token0 && token1 ? v2SpotPrice(token0, token1, info.reserve0, info.reserve1) : undefined
  const v3Price = pool && token0 ? pool.priceOf(token0) : undefined
  const difference = v2Price && v3Price ? priceDifference(v2Price, v3Price) : undefined
  const largeDifference = !!difference && isLargePriceDifference(difference)

  const burned =
    info && token0 && token1
      ? v2LiquidityValue({
          token0,
          token1,
          reserve0: info.reserve0,
          reserve1: info.reserve1,
          totalSupply: info.totalSupply,
          liquidity: info.balance,
        })
      : undefined
  let amounts: ReturnType<typeof migrationAmounts> | undefined
  if (
    burned &&
    poolForMigration &&
    tickLower !== undefined &&
    tickUpper !== undefined &&
    !mint.invalidRange &&
    info &&
    info.balance > 0n
  ) {
    try {
      amounts = migrationAmounts({
        pool: poolForMigration,
        tickLower,
        tickUpper,
        amount0: burned.amount0,
        amount1: burned.amount1,
        slippage,
      })
    } catch (error) {
      console.error('Could not size the v3 position', error)
    }
  }

  // Prices of A in B at the range's ticks: when A is the pool's token1 the min price is at the upper tick.
  const lowerBoundTick = invertPrice ? tickUpper : tickLower
  const upperBoundTick = invertPrice ? tickLower : tickUpper
  const lowerAtLimit = invertPrice ? ticksAtLimit.UPPER : ticksAtLimit.LOWER
  const upperAtLimit = invertPrice ? ticksAtLimit.LOWER : ticksAtLimit.UPPER
  const priceAt = (tick: number | undefined) =>
    tick !== undefined && tokenA && tokenB ? tickToBasePrice(tokenA, tokenB, tick) : undefined
  const priceLower = priceAt(lowerBoundTick)
  const priceUpper = priceAt(upperBoundTick)
  const currentPrice = mint.price ? (invertPrice ? mint.price.invert() : mint.price) : undefined
  const v2PriceOfA = v2Price ? (aIs0 ? v2Price : v2Price.invert()) : undefined
  const v3PriceOfA = v3Price ? (aIs0 ? v3Price : v3Price.invert()) : undefined
  const symbolA = tokenA ? unwrappedToken(tokenA, native).symbol : ''
  const symbolB = tokenB ? unwrappedToken(tokenB, native).symbol : ''
  const rangeUnit = (
    <Trans>
      {symbolB} per {symbolA}
    </Trans>
  )

  const setBound = (side: 'left' | 'right', value: RangeValue) =>
    dispatchMint({ type: side === 'left' ? 'typeLeftRange' : 'typeRightRange', typedValue: value })
  const stepBound = (side: 'left' | 'right', direction: -1 | 1) => {
    if (!tokenA || !tokenB) return
    const tick = side === 'left' ? lowerBoundTick : upperBoundTick
    const start = tick ?? tryParseTick(tokenA, tokenB, fee, currentPrice?.toSignificant(8))
    if (start === undefined) return
    const next = stepTick(start, fee, invertPrice ? (-direction as -1 | 1) : direction)
    const { min, max } = tickLimits(fee)
    if (next === min || next === max) setBound(side, true)
    else setBound(side, tickToBasePrice(tokenA, tokenB, next).toSignificant(8))
  }
  const onFlip = () => {
    // The same ticks, re-typed as prices of the other token.
    setBound('left', upperAtLimit ? true : (priceUpper?.invert().toSignificant(8) ?? ''))
    setBound('right', lowerAtLimit ? true : (priceLower?.invert().toSignificant(8) ?? ''))
    setBaseIs0(!aIs0)
  }
  const onFee = useCallback((next: FeeTier) => setFee(next), [])

  // Approval of the pool tokens for the migrator: a permit signature, or an on-chain approve.
  const lpToken = new Token(chainId, pairAddress, 18, info?.isFork ? 'SLP' : 'UNI-V2')
  const lpAmount = info ? CurrencyAmount.fromRawAmount(lpToken, info.balance.toString()) : undefined
  const approval = useApproval(lpAmount, MIGRATOR, chainId)
  const [signature, setSignature] = useState<V2PairPermitSignature | undefined>()
  const chainTime = useAppSelector((s) => s.application.blockTimestamp[chainId])
  const userDeadline = useAppSelector((s) => s.user.userDeadline)
  const getWalletClient = useWalletClientGetter(chainId)
  const signed = isSignatureValid(signature, {
    owner: account,
    spender: MIGRATOR,
    tokenAddress: pairAddress,
    chainId,
    amount: info?.balance,
    nonce: info?.nonce,
    nowSeconds: Math.max(chainTime ?? 0, Date.now() / 1000),
  })
  const allowed = approval.state === 'APPROVED' || signed

  async function onAllow() {
    if (!info || info.balance === 0n) return
    const deadline = permitDeadline(chainTime, Date.now() / 1000)
    try {
      const walletClient = await getWalletClient()
      const typed = v2PermitTypedData({
        chainId,
        pair: pairAddress,
        owner: account,
        spender: MIGRATOR,
        value: info.balance,
        nonce: info.nonce,
        deadline,
      })
      // The domain carries the pair token's own name: Sushi's pairs sign as theirs, not 'Uniswap V2'.
      const hex = await walletClient.signTypedData({
        account,
        ...typed,
        domain: { ...typed.domain, name: info.name },
      })
      const { v, r, s } = splitSignature(hex)
      setSignature({
        owner: account,
        spender: MIGRATOR,
        tokenAddress: pairAddress,
        chainId,
        amount: info.balance,
        nonce: info.nonce,
        deadline,
        v,
        r,
        s,
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

  // Sending the migration.
  const send = useSendTransaction()
  const addTransaction = useTransactionAdder()
  const transactions = useAllTransactions()
  const [attempting, setAttempting] = useState(false)
  const [sent, setSent] = useState<SentMigration | undefined>()
  const [error, setError] = useState<string | undefined>()
  const sentTx = sent ? transactions.find((tx) => tx.hash === sent.hash) : undefined
  const confirmed = !!sentTx && isSuccess(sentTx)
  const failed = !!sentTx && isFailed(sentTx)
  const pending = (!!sent && !confirmed && !failed) || attempting
  const deadline = transactionDeadline(chainTime, userDeadline, isL2(chainId))

  async function onMigrate() {
    if (!info || !token0 || !token1 || !amounts || tickLower === undefined || tickUpper === undefined) return
    if (deadline === undefined || !allowed) return
    setError(undefined)
    setAttempting(true)
    try {
      const params = migrationParams({
        pair: pairAddress,
        liquidity: info.balance,
        token0,
        token1,
        fee,
        tickLower,
        tickUpper,
        amount0Min: amounts.amount0Min,
        amount1Min: amounts.amount1Min,
        recipient: account,
        deadline,
        wrappedNative: weth,
      })
      const permit: MigratorPermit | undefined =
        approval.state !== 'APPROVED' && signed && signature
          ? {
              value: signature.amount,
              deadline: signature.deadline,
              v: signature.v,
              r: signature.r,
              s: signature.s,
            }
          : undefined
      const data = migratorMulticall({
        params,
        permit,
        createPoolSqrtPriceX96: noLiquidity ? v2SqrtPriceX96(info.reserve0, info.reserve1) : undefined,
      })
      // Estimated, then sent with the estimate plus 20%.
      const hash = await send({ to: MIGRATOR, data })
      addTransaction(hash, {
        type: TransactionType.MIGRATE_LIQUIDITY_V3,
        baseCurrencyId: currencyId(unwrappedToken(token0, native)),
        quoteCurrencyId: currencyId(unwrappedToken(token1, native)),
        isFork: info.isFork,
      })
      setSent({ hash, refund0: amounts.refund0, refund1: amounts.refund1 })
    } catch (sendError) {
      if (!isUserRejection(sendError)) {
        console.error('Migration failed', sendError)
        setError(sendError instanceof Error ? sendError.message.split('\n')[0] : String(sendError))
      }
    } finally {
      setAttempting(false)
    }
  }

  if (pair.invalid)
    return (
      <p className="migrate-pair__message" role="status">
        <Trans>Invalid pair.</Trans>
      </p>
    )
  if (!info || !token0 || !token1 || !tokenA || !tokenB)
    return (
      <p className="migrate-pair__message" role="status">
        <Trans>Loading</Trans>
      </p>
    )

  const symbol0 = unwrappedToken(token0, native).symbol
  const symbol1 = unwrappedToken(token1, native).symbol
  const poolAddress =
    !noLiquidity && contractAddress(chainId, 'UniswapV3Factory')
      ? computePoolAddress({
          factoryAddress: contractAddress(chainId, 'UniswapV3Factory') as string,
          tokenA: token0,
          tokenB: token1,
          fee,
        })
      : undefined
  const disabledForm = !!sent && !failed

  return (
    <>
      <section className="migrate-pair__card" aria-label={t`V2 liquidity`}>
        <h3>
          {info.isFork ? (
            <Trans>
              {symbol0}/{symbol1} SushiSwap LP Tokens
            </Trans>
          ) : (
            <Trans>
              {symbol0}/{symbol1} LP Tokens
            </Trans>
          )}
        </h3>
        <p>
          <Trans>
            This tool will safely migrate your {info.isFork ? 'SushiSwap' : 'V2'} liquidity to V3. The process
            is completely trustless thanks to the V3 migration contract.
          </Trans>
        </p>
        <dl className="migrate-pair__rows">
          <dt>
            <Trans>Pooled {symbol0}:</Trans>
          </dt>
          <dd data-testid="migrate-v2-amount0">{show(burned?.amount0, native, i18n.locale)}</dd>
          <dt>
            <Trans>Pooled {symbol1}:</Trans>
          </dt>
          <dd data-testid="migrate-v2-amount1">{show(burned?.amount1, native, i18n.locale)}</dd>
          <dt>
            <Trans>LP tokens:</Trans>
          </dt>
          <dd data-testid="migrate-lp-balance">
            {lpAmount ? formatDecimal(lpAmount.toSignificant(6), i18n.locale) : ''}
          </dd>
        </dl>
      </section>

      <FeeSelector
        chainId={chainId}
        tokenA={tokenA}
        tokenB={tokenB}
        feeAmount={fee}
        disabled={disabledForm}
        onSelect={onFee}
      />

      <section className="migrate-pair__card" aria-label={t`Prices`}>
        <dl className="migrate-pair__rows">
          <dt>
            {info.isFork ? <Trans>SushiSwap {symbolA} price:</Trans> : <Trans>V2 {symbolA} price:</Trans>}
          </dt>
          <dd data-testid="migrate-v2-price">
            {v2PriceOfA ? `${formatDecimal(v2PriceOfA.toSignificant(6), i18n.locale)} ${symbolB}` : '-'}
          </dd>
          {v3PriceOfA && (
            <>
              <dt>
                <Trans>V3 {symbolA} price:</Trans>
              </dt>
              <dd data-testid="migrate-v3-price">{`${formatDecimal(v3PriceOfA.toSignificant(6), i18n.locale)} ${symbolB}`}</dd>
            </>
          )}
          {difference && (
            <>
              <dt>
                <Trans>Price Difference:</Trans>
              </dt>
              <dd data-testid="migrate-price-difference">{formatPercent(difference, i18n.locale)}</dd>
            </>
          )}
        </dl>
        {noLiquidity && (
          <p className="migrate-pair__warning" role="note" data-testid="migrate-new-pool">
            <Trans>
              You are the first liquidity provider for this Uniswap V3 pool. Your liquidity will migrate at
              the current {info.isFork ? 'SushiSwap' : 'V2'} price.
            </Trans>
          </p>
        )}
        {largeDifference && difference && (
          <p className="migrate-pair__warning" role="alert" data-testid="migrate-price-warning">
            <Trans>
              You should only deposit liquidity into Uniswap V3 at a price you believe is correct. If the
              price seems incorrect, you can either make a swap to move the price or wait for someone else to
              do so. The V3 price differs from the V2 price by{' '}
              {formatDecimal(difference.toSignificant(4), i18n.locale)}%.
            </Trans>
          </p>
        )}
      </section>

      <section className="migrate-pair__card" aria-label={t`Set Price Range`}>
        <div className="add-v3__range-header">
          <h3>
            <Trans>Set Price Range</Trans>
          </h3>
          <button type="button" className="link-button" onClick={onFlip} disabled={disabledForm}>
            <Trans>View prices in {symbolB}</Trans>
          </button>
        </div>
        {currentPrice && (
          <p>
            <Trans>Current Price:</Trans>{' '}
            <span data-testid="current-price">
              {formatDecimal(currentPrice.toSignificant(5), i18n.locale)}
            </span>{' '}
            {rangeUnit}
          </p>
        )}
        <RangeChart
          chainId={chainId}
          currencyA={tokenA}
          currencyB={tokenB}
          feeAmount={fee}
          poolAddress={poolAddress}
          price={currentPrice}
          priceLower={priceLower}
          priceUpper={priceUpper}
          lowerAtLimit={lowerAtLimit}
          upperAtLimit={upperAtLimit}
          noLiquidity={noLiquidity}
          onCommit={setBound}
        />
        <RangeSection
          idPrefix="migrate"
          priceLower={priceLower}
          priceUpper={priceUpper}
          lowerAtLimit={lowerAtLimit}
          upperAtLimit={upperAtLimit}
          unit={rangeUnit}
          locked={disabledForm}
          fullRangeDisabled={disabledForm}
          outOfRange={mint.outOfRange}
          invalidRange={mint.invalidRange}
          classNames={{ range: 'migrate-pair__range', warning: 'migrate-pair__warning' }}
          onCommit={setBound}
          onStep={stepBound}
          onFullRange={() => dispatchMint({ type: 'setFullRange' })}
        />
      </section>

      <section className="migrate-pair__card" aria-label={t`Migration amounts`}>
        <dl className="migrate-pair__rows">
          <dt>
            <Trans>{symbol0} into V3:</Trans>
          </dt>
          <dd data-testid="migrate-v3-amount0">{show(amounts?.v3Amount0, native, i18n.locale)}</dd>
          <dt>
            <Trans>{symbol1} into V3:</Trans>
          </dt>
          <dd data-testid="migrate-v3-amount1">{show(amounts?.v3Amount1, native, i18n.locale)}</dd>
          <dt>
            <Trans>{symbol0} refund:</Trans>
          </dt>
          <dd data-testid="migrate-refund0">
            {show(sent?.refund0 ?? amounts?.refund0, native, i18n.locale)}
          </dd>
          <dt>
            <Trans>{symbol1} refund:</Trans>
          </dt>
          <dd data-testid="migrate-refund1">
            {show(sent?.refund1 ?? amounts?.refund1, native, i18n.locale)}
          </dd>
        </dl>
        {confirmed && sent && (
          <p role="status" data-testid="migrate-refunded">
            <Trans>
              {show(sent.refund0, native, i18n.locale)} and {show(sent.refund1, native, i18n.locale)} were
              refunded to your wallet due to the selected price range.
            </Trans>
          </p>
        )}
      </section>

      {error && (
        <p className="migrate-pair__warning" role="alert">
          {error}
        </p>
      )}
      <div className="migrate-pair__actions">
        <button
          type="button"
          className="primary-button"
          data-testid="migrate-allow"
          disabled={allowed || approval.state === 'PENDING' || info.balance === 0n || disabledForm}
          onClick={onAllow}
        >
          {approval.state === 'PENDING' ? (
            <Trans>Approving</Trans>
          ) : allowed ? (
            <Trans>Allowed</Trans>
          ) : (
            <Trans>Allow LP token migration</Trans>
          )}
        </button>
        <button
          type="button"
          className="primary-button"
          data-testid="migrate-submit"
          disabled={!allowed || !amounts || pending || confirmed || mint.invalidRange}
          onClick={onMigrate}
        >
          {confirmed ? <Trans>Success!</Trans> : pending ? <Trans>Migrating</Trans> : <Trans>Migrate</Trans>}
        </button>
      </div>
    </>
  )
}
