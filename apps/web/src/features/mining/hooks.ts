import { sortTokens } from '@exchange/router'
import { useMemo } from 'react'
import { type Address, erc20Abi } from 'viem'
import { contractAddress } from '../../core/addresses'
import { v2PairAddressOn } from '../../core/poolAddresses'
import { useAppSelector } from '../../core/store'
import {
  BALANCE_READ_GAS_REQUIRED,
  useAccountCall,
  useMultipleContractSingleData,
  useSingleCallResult,
} from '../../lib/multicall'
import { stakingRewardsAbi, v2PairAbi } from './abi'
import {
  REWARDS_DURATION_DAYS,
  STAKING_REWARDS_INFO,
  type StakingRewardsInfo,
  type StakingTokenInfo,
  USD_STABLECOIN,
} from './constants'
import { poolReadState, STAKING_INFO_FAILED } from './poolReads'
import { quoteAtMidPrice, reserveOf } from './pricing'
import { individualRewardRate, isRewardActive } from './rates'

const WETH: Readonly<Partial<Record<number, Address>>> = { 1: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2' }

/** What the interface knows of one liquidity-mining pool (raw amounts; rates per second). */
export interface StakingInfo {
  stakingRewardAddress: Address
  tokens: readonly [StakingTokenInfo, StakingTokenInfo]
  /** The v2 pair whose liquidity token is staked. */
  pairAddress: Address
  /** The account's stake; 0 without an account. */
  stakedAmount: bigint
  /** UNI the account has earned and not claimed. */
  earnedAmount: bigint
  totalStakedAmount: bigint
  /** The account's share of the pool's rate, UNI per second. */
  rewardRate: bigint
  /** The pool's rate, UNI per second. */
  totalRewardRate: bigint
  /** End of the reward period in seconds; undefined when there is none. */
  periodFinish: number | undefined
  /** Length of the reward period in seconds. */
  rewardsDuration: number
  active: boolean
  /** The pair's reserves in token0/token1 order and its liquidity token supply. */
  reserves: readonly [bigint, bigint] | undefined
  lpTotalSupply: bigint | undefined
  /** The account's liquidity tokens of the pair that are not staked. */
  unstakedBalance: bigint | undefined
}

/** The pool of a pair of tokens (in either order), by address. */
export function findStakingPool(chainId: number, a: Address, b: Address): StakingRewardsInfo | undefined {
  const wanted = sortTokens(a, b)
    .map((address) => address.toLowerCase())
    .join()
  return STAKING_REWARDS_INFO[chainId]?.find(
    (info) =>
      sortTokens(info.tokens[0].address, info.tokens[1].address)
        .map((address) => address.toLowerCase())
        .join() === wanted,
  )
}

/** The liquidity-mining pools of the chain with the account's position, or undefined while loading. */
export function useStakingInfos(
  chainId: number,
  account: Address | undefined,
  only?: StakingRewardsInfo,
): StakingInfo[] | undefined {
  const pools = useMemo(() => (only ? [only] : (STAKING_REWARDS_INFO[chainId] ?? [])), [chainId, only])
  const addresses = useMemo(() => pools.map((pool) => pool.stakingRewardAddress), [pools])
  const pairs = useMemo(
    () => pools.map((pool) => v2PairAddressOn(chainId, pool.tokens[0].address, pool.tokens[1].address)),
    [pools, chainId],
  )
  const accountArgs = account ? ([account] as const) : undefined
  const balances = useMultipleContractSingleData(
    chainId,
    addresses,
    stakingRewardsAbi,
    'balanceOf',
    accountArgs,
  )
  const earned = useMultipleContractSingleData(chainId, addresses, stakingRewardsAbi, 'earned', accountArgs)
  const totalSupplies = useMultipleContractSingleData(chainId, addresses, stakingRewardsAbi, 'totalSupply')
  const rewardRates = useMultipleContractSingleData(chainId, addresses, stakingRewardsAbi, 'rewardRate')
  const periodFinishes = useMultipleContractSingleData(chainId, addresses, stakingRewardsAbi, 'periodFinish')
  const durations = useMultipleContractSingleData(chainId, addresses, stakingRewardsAbi, 'rewardsDuration')
  const reserves = useMultipleContractSingleData(chainId, pairs, v2PairAbi, 'getReserves')
  const lpSupplies = useMultipleContractSingleData(chainId, pairs, v2PairAbi, 'totalSupply')
  const lpBalances = useMultipleContractSingleData(
    chainId,
    pairs,
    erc20Abi,
    'balanceOf',
    accountArgs,
    BALANCE_READ_GAS_REQUIRED,
  )
  const chainTime = useAppSelector((state) => state.application.blockTimestamp[chainId])

  return useMemo(() => {
    const infos: StakingInfo[] = []
    for (const [index, pool] of pools.entries()) {
      const totalSupply = totalSupplies[index]
      const rate = rewardRates[index]
      const finish = periodFinishes[index]
      const pairAddress = pairs[index]
      // The pool's own reads must have answered; the account's default to nothing staked.
      if (!pairAddress || !totalSupply || !rate || !finish) return undefined
      const reads = poolReadState([totalSupply, rate, finish])
      if (reads === 'loading') return undefined
      if (reads === 'failed') {
        console.error(STAKING_INFO_FAILED)
        continue
      }
      if (account && (balances[index]?.loading || earned[index]?.loading)) return undefined
      const stakedAmount = account ? (balances[index]?.result ?? 0n) : 0n
      const totalStakedAmount = totalSupply.result ?? 0n
      const totalRewardRate = rate.result ?? 0n
      const periodFinish = Number(finish.result ?? 0n) || undefined
      const reserve = reserves[index]?.result
      infos.push({
        stakingRewardAddress: pool.stakingRewardAddress,
        tokens: pool.tokens,
        pairAddress,
        stakedAmount,
        earnedAmount: account ? (earned[index]?.result ?? 0n) : 0n,
        totalStakedAmount,
        totalRewardRate,
        rewardRate: individualRewardRate(totalRewardRate, stakedAmount, totalStakedAmount),
        periodFinish,
        rewardsDuration: Number(durations[index]?.result ?? BigInt(REWARDS_DURATION_DAYS * 86_400)),
        active: isRewardActive(periodFinish, chainTime),
        reserves: reserve ? [reserve[0], reserve[1]] : undefined,
        lpTotalSupply: lpSupplies[index]?.result,
        unstakedBalance: account ? lpBalances[index]?.result : undefined,
      })
    }
    return infos
  }, [
    pools,
    pairs,
    account,
    balances,
    earned,
    totalSupplies,
    rewardRates,
    periodFinishes,
    durations,
    reserves,
    lpSupplies,
    lpBalances,
    chainTime,
  ])
}

/** UNI the account has earned in every pool and not claimed; undefined while unknown. */
export function useTotalUniEarned(chainId: number, account: Address | undefined): bigint | undefined {
  const addresses = useMemo(
    () => (STAKING_REWARDS_INFO[chainId] ?? []).map((pool) => pool.stakingRewardAddress),
    [chainId],
  )
  const earned = useMultipleContractSingleData(
    chainId,
    account ? addresses : [],
    stakingRewardsAbi,
    'earned',
    account ? [account] : undefined,
  )
  return useMemo(() => {
    if (!account) return undefined
    let total = 0n
    for (const state of earned) {
      if (state.loading) return undefined
      total += state.result ?? 0n
    }
    return total
  }, [account, earned])
}

/** A v2 pair's reserves of `base` and `quote` (mid price), or undefined while unknown or empty. */
function usePairReserves(chainId: number, base: Address | undefined, quote: Address | undefined) {
  const pair = base && quote ? v2PairAddressOn(chainId, base, quote) : undefined
  const { result } = useSingleCallResult(chainId, {
    address: pair,
    abi: v2PairAbi,
    functionName: 'getReserves',
  })
  return useMemo(() => {
    if (!result || !base || !quote) return undefined
    const reserves = [result[0], result[1]] as const
    return { base: reserveOf(base, quote, reserves), quote: reserveOf(quote, base, reserves) }
  }, [result, base, quote])
}

/**
 * Converts raw wrapped-ether amounts to the chain's USD stablecoin at the WETH/USD v2 pair's mid price;
 * undefined when the chain has no such pair or it is empty (then amounts are shown in ETH).
 */
export function useWethToUsd(chainId: number): ((weth: bigint) => bigint | undefined) | undefined {
  const reserves = usePairReserves(chainId, WETH[chainId], USD_STABLECOIN[chainId]?.address)
  return useMemo(() => {
    if (!reserves || reserves.base === 0n || reserves.quote === 0n) return undefined
    return (weth: bigint) => quoteAtMidPrice(weth, reserves.base, reserves.quote)
  }, [reserves])
}

/** The price of one UNI in the USD stablecoin's raw units, at the UNI/WETH and WETH/USD pairs' mid prices. */
export function useUniPriceInUsd(chainId: number): bigint | undefined {
  const reserves = usePairReserves(chainId, contractAddress(chainId, 'UNI'), WETH[chainId])
  const toUsd = useWethToUsd(chainId)
  return useMemo(() => {
    if (!reserves || !toUsd) return undefined
    const weth = quoteAtMidPrice(10n ** 18n, reserves.base, reserves.quote)
    return weth === undefined ? undefined : toUsd(weth)
  }, [reserves, toUsd])
}

/** The account's UNI in its wallet (raw), read each block; undefined while unknown or where UNI is unknown. */
export function useUniBalance(chainId: number, account: Address | undefined): bigint | undefined {
  const { result } = useAccountCall(
    chainId,
    {
      address: contractAddress(chainId, 'UNI'),
      abi: erc20Abi,
      functionName: 'balanceOf',
      gasRequired: BALANCE_READ_GAS_REQUIRED,
    },
    account,
  )
  return result
}

export { WETH as WETH_ADDRESS }
