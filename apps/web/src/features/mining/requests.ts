import type { Address, Hex } from 'viem'
import type { TransactionRequest } from '../../lib/transactions/useSendTransaction'
import { stakingRewardsAbi } from './abi'
import { EXIT_GAS_LIMIT, GET_REWARD_GAS_LIMIT, STAKE_GAS_LIMIT } from './constants'
import { contractWriteRequest } from './write'

/** A permit of the pool tokens to the staking contract, as the deposit dialog signed it. */
export interface StakePermit {
  deadline: bigint
  v: number
  r: Hex
  s: Hex
}

/**
 * The deposit: stake(amount) once the staking contract is approved, else stakeWithPermit with the
 * signed permit; undefined while neither exists (the deposit cannot run yet). 350,000 gas.
 */
export function stakeRequest(
  stakingRewards: Address,
  amount: bigint,
  authorization: { approved: true } | { approved: false; permit: StakePermit | undefined },
): TransactionRequest | undefined {
  if (authorization.approved)
    return contractWriteRequest({
      address: stakingRewards,
      abi: stakingRewardsAbi,
      functionName: 'stake',
      args: [amount],
      gas: STAKE_GAS_LIMIT,
    })
  const { permit } = authorization
  if (!permit) return undefined
  return contractWriteRequest({
    address: stakingRewards,
    abi: stakingRewardsAbi,
    functionName: 'stakeWithPermit',
    args: [amount, permit.deadline, permit.v, permit.r, permit.s],
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
