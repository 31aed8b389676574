import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { useAccount } from 'wagmi'
import { PageHeader } from '../../components/PageHeader'
import { ApplicationModal, setOpenModal } from '../../core/application'
import { useAppDispatch } from '../../core/store'
import { useActiveChainId } from '../../core/useActiveChainId'
import { formatAmount, formatSignificant } from '../../lib/format'
import { ClaimRewardModal } from './ClaimRewardModal'
import { CountUp } from './CountUp'
import { USD_STABLECOIN } from './constants'
import { DepositValue } from './DepositValue'
import { addressOfCurrencyId, currencyIdOf, displaySymbol, pairLabel, stakedValue } from './display'
import { findStakingPool, useStakingInfos, useWethToUsd } from './hooks'
import { PairLogos } from './PairLogos'
import { ratePerWeek } from './rates'
import { StakingModal } from './StakingModal'
import { UnstakingModal } from './UnstakingModal'
import './mining.css'

type OpenDialog = 'deposit' | 'withdraw' | 'claim' | undefined

/**
 * /uni/{currencyIdA}/{currencyIdB}: one pool. Total deposits and the pool's rate; the account's deposit
 * and unclaimed UNI; Deposit, Withdraw and Claim; a first step to get liquidity tokens when it has none.
 */
export default function MiningDetailPage() {
  const { t, i18n } = useLingui()
  const { currencyIdA, currencyIdB } = useParams()
  const chainId = useActiveChainId()
  const dispatch = useAppDispatch()
  const { address } = useAccount()
  const a = addressOfCurrencyId(currencyIdA, chainId)
  const b = addressOfCurrencyId(currencyIdB, chainId)
  const pool = a && b ? findStakingPool(chainId, a, b) : undefined
  const info = useStakingInfos(chainId, address, pool)?.[0]
  const wethToUsd = useWethToUsd(chainId)
  const [open, setOpen] = useState<OpenDialog>()

  if (!pool) {
    return (
      <div className="mining">
        <PageHeader back="/uni" title={<Trans>UNI liquidity mining</Trans>} />
        <p className="mining-empty">
          <Trans>There is no liquidity mining pool for this pair.</Trans>
        </p>
      </div>
    )
  }
  const label = pairLabel(pool, chainId)
  const [tokenA, tokenB] = pool.tokens
  const symbolA = displaySymbol(tokenA, chainId)
  const symbolB = displaySymbol(tokenB, chainId)
  const value = info ? stakedValue(info, info.totalStakedAmount, chainId, wethToUsd) : undefined
  const usdDecimals = USD_STABLECOIN[chainId]?.decimals ?? 6
  const staked = !!info && info.stakedAmount > 0n
  const hasLiquidity = !!info && info.unstakedBalance !== undefined && info.unstakedBalance > 0n
  // Known to hold neither a stake nor liquidity tokens (not merely not loaded yet).
  const showFirstStep = !!info && !staked && info.unstakedBalance === 0n
  const deposit = () => (address ? setOpen('deposit') : dispatch(setOpenModal(ApplicationModal.WALLET)))

  return (
    <div className="mining">
      <PageHeader back="/uni" title={<Trans>{label} Liquidity Mining</Trans>}>
        <PairLogos info={pool} chainId={chainId} />
      </PageHeader>
      <div className="mining-stats">
        <section className="mining-stat">
          <h2>
            <Trans>Total deposits</Trans>
          </h2>
          <p data-testid="total-deposits">
            <DepositValue value={value} usdDecimals={usdDecimals} />
          </p>
        </section>
        <section className="mining-stat">
          <h2>
            <Trans>Pool Rate</Trans>
          </h2>
          <p data-testid="pool-rate">
            {info === undefined ? (
              '-'
            ) : info.active ? (
              <Trans>{formatAmount(ratePerWeek(info.totalRewardRate), 18, 0, i18n.locale)} UNI / week</Trans>
            ) : (
              <Trans>0 UNI / week</Trans>
            )}
          </p>
        </section>
      </div>

      {info === undefined ? (
        <div className="mining-loading" aria-busy="true">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">
            <Trans>Loading</Trans>
          </span>
        </div>
      ) : null}

      {showFirstStep ? (
        <section className="mining-step" data-testid="step-1">
          <h2>
            <Trans>Step 1. Get UNI-V2 Liquidity tokens</Trans>
          </h2>
          <p>
            <Trans>
              UNI-V2 LP tokens are required. Once you've added liquidity to the {label} pool you can stake
              your liquidity tokens on this page.
            </Trans>
          </p>
          {/* Liquidity tokens of v2 pairs come from adding v2 liquidity. */}
          <Link
            className="primary-button mining-step__link"
            to={`/add/v2/${currencyIdOf(tokenA, chainId)}/${currencyIdOf(tokenB, chainId)}`}
          >
            <Trans>Add {label} liquidity</Trans>
          </Link>
        </section>
      ) : null}

      {info && staked ? (
        <div className="mining-position">
          <section className="mining-position__card">
            <h2>
              <Trans>Your liquidity deposits</Trans>
            </h2>
            <p className="mining-position__value" data-testid="your-deposits">
              <Trans>
                {formatSignificant(info.stakedAmount, 18, 6, i18n.locale)} UNI-V2 {symbolA}-{symbolB}
              </Trans>
            </p>
          </section>
          <section className="mining-position__card">
            <div className="mining-position__row">
              <h2>
                <Trans>Your unclaimed UNI</Trans>
              </h2>
              {info.earnedAmount > 0n ? (
                <button type="button" className="secondary-button" onClick={() => setOpen('claim')}>
                  <Trans>Claim</Trans>
                </button>
              ) : null}
            </div>
            <p className="mining-position__value" data-testid="unclaimed-uni">
              <CountUp value={info.earnedAmount} decimals={18} places={4} />
            </p>
            <p className="mining-position__rate" data-testid="your-rate">
              <span role="img" aria-label={t`lightning`}>
                ⚡
              </span>{' '}
              {info.active ? (
                <Trans>{formatAmount(ratePerWeek(info.rewardRate), 18, 0, i18n.locale)} UNI / week</Trans>
              ) : (
                <Trans>0 UNI / week</Trans>
              )}
            </p>
          </section>
          <p className="mining-hint">
            <span role="img" aria-label={t`tip`}>
              💡
            </span>{' '}
            <Trans>When you withdraw, the contract will automagically claim UNI on your behalf!</Trans>
          </p>
        </div>
      ) : null}

      {info && !showFirstStep ? (
        <div className="mining-actions">
          <button type="button" className="primary-button" onClick={deposit}>
            {staked ? <Trans>Deposit</Trans> : <Trans>Deposit UNI-V2 LP Tokens</Trans>}
          </button>
          {staked ? (
            <button type="button" className="primary-button" onClick={() => setOpen('withdraw')}>
              <Trans>Withdraw</Trans>
            </button>
          ) : null}
        </div>
      ) : null}
      {info && hasLiquidity && info.unstakedBalance !== undefined ? (
        <p className="mining-hint" data-testid="lp-available">
          <Trans>
            {formatSignificant(info.unstakedBalance, 18, 6, i18n.locale)} UNI-V2 LP tokens available
          </Trans>
        </p>
      ) : null}

      {info ? (
        <>
          <StakingModal
            isOpen={open === 'deposit'}
            onDismiss={() => setOpen(undefined)}
            info={info}
            chainId={chainId}
          />
          <UnstakingModal
            isOpen={open === 'withdraw'}
            onDismiss={() => setOpen(undefined)}
            info={info}
            chainId={chainId}
          />
          <ClaimRewardModal
            isOpen={open === 'claim'}
            onDismiss={() => setOpen(undefined)}
            info={info}
            chainId={chainId}
          />
        </>
      ) : null}
    </div>
  )
}
