import { Trans } from '@lingui/react/macro'
import { useCallback, useMemo, useReducer, useState } from 'react'
import type { Address } from 'viem'
import { v3PoolAddressOn } from '../../../core/poolAddresses'
import { unwrappedToken } from '../../pool-v2'
import type { FeeTier, RangeValue, V3AddKit } from '../../pool-v3'
import { useSlippage } from '../../settings'
import { TransactionPreview } from '../../simulation'
import { nativeOnChain, useToken } from '../../tokens'
import { deriveMigration, migrateActions } from './logic/migrateState'
import { MIGRATION_SLIPPAGE, newPoolAtV2Price } from './logic/migration'
import { MigrateButtons } from './MigrateButtons'
import { MigratePricesCard } from './MigratePricesCard'
import { MigrateRangeCard } from './MigrateRangeCard'
import { MigrationAmountsCard } from './MigrationAmountsCard'
import { useMigration } from './useMigration'
import { useMigratorAllowance } from './useMigratorAllowance'
import { usePairInfo } from './usePairInfo'
import { V2LiquidityCard } from './V2LiquidityCard'

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
  const slippage = useSlippage(MIGRATION_SLIPPAGE)
  const {
    deriveMintInfo,
    FeeSelector,
    initialMintState,
    mintReducer,
    rangeBounds,
    steppedBound,
    useFeeTierDistribution,
    usePool,
  } = kit
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
  const distribution = useFeeTierDistribution(chainId, tokenA, tokenB)
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
  const { invertPrice, tickLower, tickUpper } = mint

  const { burned, amounts, difference, largeDifference, v2PriceOfA, v3PriceOfA } = deriveMigration({
    info,
    token0,
    token1,
    pool,
    poolForMigration,
    aIs0,
    tickLower,
    tickUpper,
    invalidRange: mint.invalidRange,
    slippage,
  })

  const bounds = rangeBounds(mint)
  const { lowerBoundTick, upperBoundTick, lowerAtLimit, upperAtLimit, priceLower, priceUpper, currentPrice } =
    bounds
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
    const tick = side === 'left' ? lowerBoundTick : upperBoundTick
    const next = steppedBound({ tick, tokenA, tokenB, feeAmount: fee, currentPrice, invertPrice, direction })
    if (next !== undefined) setBound(side, next)
  }
  const onFlip = () => {
    // The same ticks, re-typed as prices of the other token.
    setBound('left', upperAtLimit ? true : (priceUpper?.invert().toSignificant(8) ?? ''))
    setBound('right', lowerAtLimit ? true : (priceLower?.invert().toSignificant(8) ?? ''))
    setBaseIs0(!aIs0)
  }
  const onFee = useCallback((next: FeeTier) => setFee(next), [])

  // Approval of the pool tokens for the migrator: a permit signature, or an on-chain approve.
  const allowance = useMigratorAllowance({ chainId, pairAddress, account, info })
  const { lpAmount, approval, signed, onAllow } = allowance
  const { preview, awaitingApproval, sent, error, confirmed, failed, pending, onMigrate } = useMigration({
    chainId,
    pairAddress,
    account,
    info,
    token0,
    token1,
    native,
    fee,
    tickLower,
    tickUpper,
    invalidRange: mint.invalidRange,
    noLiquidity,
    amounts,
    allowance,
  })

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
  const poolAddress = noLiquidity ? undefined : v3PoolAddressOn(chainId, token0.address, token1.address, fee)
  const disabledForm = !!sent && !failed
  const actions = migrateActions({
    approval: approval.state,
    signed,
    balance: info.balance,
    disabledForm,
    sized: !!amounts,
    invalidRange: mint.invalidRange,
    pending,
    confirmed,
    simulatedRevert: preview.blocks,
  })

  return (
    <>
      <V2LiquidityCard
        info={info}
        symbol0={symbol0}
        symbol1={symbol1}
        burned={burned}
        native={native}
        lpAmount={lpAmount}
      />

      <FeeSelector
        chainId={chainId}
        tokenA={tokenA}
        tokenB={tokenB}
        distribution={distribution}
        feeAmount={fee}
        routeFeeAmount={fee}
        disabled={disabledForm}
        onSelect={onFee}
      />

      <MigratePricesCard
        info={info}
        symbolA={symbolA}
        symbolB={symbolB}
        v2PriceOfA={v2PriceOfA}
        v3PriceOfA={v3PriceOfA}
        difference={difference}
        noLiquidity={noLiquidity}
        largeDifference={largeDifference}
      />

      <MigrateRangeCard
        kit={kit}
        chainId={chainId}
        tokenA={tokenA}
        tokenB={tokenB}
        fee={fee}
        poolAddress={poolAddress}
        bounds={bounds}
        noLiquidity={noLiquidity}
        setBound={setBound}
        stepBound={stepBound}
        onFlip={onFlip}
        disabledForm={disabledForm}
        symbolB={symbolB}
        rangeUnit={rangeUnit}
        outOfRange={mint.outOfRange}
        invalidRange={mint.invalidRange}
        onFullRange={() => dispatchMint({ type: 'setFullRange' })}
      />

      <MigrationAmountsCard
        symbol0={symbol0}
        symbol1={symbol1}
        amounts={amounts}
        native={native}
        sent={sent}
        confirmed={confirmed}
      />

      <TransactionPreview preview={preview} chainId={chainId} awaitingApproval={awaitingApproval} />
      <MigrateButtons error={error} actions={actions} onAllow={onAllow} onMigrate={onMigrate} />
    </>
  )
}
