import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { formatAmount, formatSignificant } from '../../lib/format'
import { USD_STABLECOIN } from './constants'
import { DepositValue } from './DepositValue'
import { pairLabel, poolPath, stakedValue } from './display'
import type { StakingInfo } from './hooks'
import { PairLogos } from './PairLogos'
import { ratePerWeek } from './rates'

/** A pool of the list: total deposited, the pool's rate, the account's rate, and Manage or Deposit. */
export function PoolCard({
  info,
  chainId,
  wethToUsd,
}: {
  info: StakingInfo
  chainId: number
  wethToUsd: ((weth: bigint) => bigint | undefined) | undefined
}) {
  const { t, i18n } = useLingui()
  const label = pairLabel(info, chainId)
  const staked = info.stakedAmount > 0n
  const value = stakedValue(info, info.totalStakedAmount, chainId, wethToUsd)
  const usdDecimals = USD_STABLECOIN[chainId]?.decimals ?? 6
  return (
    <article
      className={`pool-card${staked ? ' pool-card--staked' : ''}`}
      aria-label={label}
      data-testid="pool-card"
    >
      <header className="pool-card__header">
        <PairLogos info={info} chainId={chainId} />
        <h3>{label}</h3>
        <Link className="secondary-button pool-card__action" to={poolPath(info, chainId)}>
          {staked ? <Trans>Manage</Trans> : <Trans>Deposit</Trans>}
        </Link>
      </header>
      <dl className="value-rows">
        <div>
          <dt>
            <Trans>Total deposited</Trans>
          </dt>
          <dd data-testid="pool-total-deposited">
            <DepositValue value={value} usdDecimals={usdDecimals} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Pool rate</Trans>
          </dt>
          <dd data-testid="pool-rate">
            {info.active ? (
              <Trans>{formatAmount(ratePerWeek(info.totalRewardRate), 18, 0, i18n.locale)} UNI / week</Trans>
            ) : (
              <Trans>0 UNI / week</Trans>
            )}
          </dd>
        </div>
        {staked ? (
          <div className="pool-card__yours">
            <dt>
              <Trans>Your rate</Trans>
            </dt>
            <dd data-testid="pool-your-rate">
              <span role="img" aria-label={t`lightning`}>
                ⚡
              </span>{' '}
              {info.active ? (
                <Trans>
                  {formatSignificant(ratePerWeek(info.rewardRate), 18, 4, i18n.locale)} UNI / week
                </Trans>
              ) : (
                <Trans>0 UNI / week</Trans>
              )}
            </dd>
          </div>
        ) : null}
      </dl>
    </article>
  )
}
