import type { Address } from 'viem'
import type { TransactionRequest } from '../../lib/transactions/request'
import { contractWriteRequest } from '../../lib/transactions/request'
import { stakingRewardsAbi } from './abi'
import { EXIT_GAS_LIMIT, GET_REWARD_GAS_LIMIT, STAKE_GAS_LIMIT } from './constants'
import { type StakePermit, stakeCall } from './stakeCall'

/**
 * The deposit (see stakeCall): stake(amount) once the staking contract is approved, else stakeWithPermit
 * with the signed permit; undefined while neither exists (the deposit cannot run yet). 350,000 gas.
 */
export function stakeRequest(
  stakingRewards: Address,
  amount: bigint,
  approved: boolean,
  permit: StakePermit | undefined,
): TransactionRequest | undefined {
  const call = stakeCall(amount, approved, permit)
  if (!call) return undefined
  return contractWriteRequest({
    address: stakingRewards,
    abi: stakingRewardsAbi,
    ...call,
    gas: STAKE_GAS_LIMIT,
  })
}

/** Withdraw everything staked and claim the rewards at once: exit() with 300,000 gas. */
export function exitRequest(stakingRewards: Address): TransactionRequest {
  return contractWriteRequest({
    address: stakingRewards,
    abi: stakingRewardsAbi,
    functionName: 'exit',
    args: [],
    gas: EXIT_GAS_LIMIT,
  })
}

/** Claim the rewards earned: getReward() with 350,000 gas. */
export function getRewardRequest(stakingRewards: Address): TransactionRequest {
  return contractWriteRequest({
    address: stakingRewards,
    abi: stakingRewardsAbi,
    functionName: 'getReward',
    args: [],
    gas: GET_REWARD_GAS_LIMIT,
  })
}
