import { Trans } from '@lingui/react/macro'
import { useAccount } from 'wagmi'
import { PageHeader } from '../../components/PageHeader'
import { useActiveChainId } from '../../core/useActiveChainId'
import { Countdown } from './Countdown'
import { REWARDS_DURATION_DAYS, STAKING_GENESIS, STAKING_REWARDS_INFO } from './constants'
import { useStakingInfos, useWethToUsd } from './hooks'
import { PoolCard } from './PoolCard'
import './mining.css'

/**
 * /uni: the liquidity-mining pools. A pool is listed while its rewards run, and afterwards as long as the
 * account still has a stake in it (to withdraw and claim).
 */
export default function MiningListPage() {
  const chainId = useActiveChainId()
  const { address } = useAccount()
  const infos = useStakingInfos(chainId, address)
  const wethToUsd = useWethToUsd(chainId)
  const pools = STAKING_REWARDS_INFO[chainId] ?? []
  const shown = infos?.filter((info) => info.active || info.stakedAmount > 0n)
  const first = infos?.[0]
  const end = first?.periodFinish ?? STAKING_GENESIS + REWARDS_DURATION_DAYS * 86_400
  const begin = end - (first?.rewardsDuration ?? REWARDS_DURATION_DAYS * 86_400)
  return (
    <div className="mining">
      <PageHeader title={<Trans>UNI liquidity mining</Trans>} />
      <section className="mining-banner">
        <h2>
          <Trans>Uniswap liquidity mining</Trans>
        </h2>
        <p>
          <Trans>
            Deposit your Liquidity Provider tokens to receive UNI, the Uniswap protocol governance token.
          </Trans>
        </p>
        <a href="https://uniswap.org/blog/uni" target="_blank" rel="noopener noreferrer">
          <Trans>Read more about UNI</Trans>
        </a>
      </section>
      <div className="mining__heading">
        <h2>
          <Trans>Participating pools</Trans>
        </h2>
        {pools.length > 0 ? <Countdown begin={begin} end={end} /> : null}
      </div>
      {pools.length === 0 || shown?.length === 0 ? (
        <p className="mining-empty">
          <Trans>No active pools</Trans>
        </p>
      ) : shown === undefined ? (
        <div className="mining-loading" aria-busy="true">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">
            <Trans>Loading</Trans>
          </span>
        </div>
      ) : (
        <div className="mining__pools">
          {shown.map((info) => (
            <PoolCard key={info.stakingRewardAddress} info={info} chainId={chainId} wethToUsd={wethToUsd} />
          ))}
        </div>
      )}
    </div>
  )
}
