import { decodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { stakingRewardsAbi } from './abi'
import { EXIT_GAS_LIMIT, GET_REWARD_GAS_LIMIT, STAKE_GAS_LIMIT } from './constants'
import { exitRequest, getRewardRequest, stakeRequest } from './requests'

const STAKING = '0xa1484C3aa22a66C62b77E0AE78E15258bd0cB711'
const decode = (data: `0x${string}` | undefined) =>
  decodeFunctionData({ abi: stakingRewardsAbi, data: data ?? '0x' })
const permit = {
  deadline: 1_700_000_000n,
  v: 27,
  r: `0x${'11'.repeat(32)}`,
  s: `0x${'22'.repeat(32)}`,
} as const

describe('stakeRequest', () => {
  it('stakes the amount once the contract is approved', () => {
    const request = stakeRequest(STAKING, 5n, true, undefined)
    expect(request?.to).toBe(STAKING)
    expect(request?.gas).toBe(STAKE_GAS_LIMIT)
    expect(decode(request?.data)).toMatchObject({ functionName: 'stake', args: [5n] })
  })
  it('stakes with the signed permit otherwise', () => {
    const request = stakeRequest(STAKING, 5n, false, permit)
    expect(decode(request?.data)).toMatchObject({
      functionName: 'stakeWithPermit',
      args: [5n, permit.deadline, permit.v, permit.r, permit.s],
    })
  })
  it('is undefined without an approval or a permit: nothing can be simulated yet', () => {
    expect(stakeRequest(STAKING, 5n, false, undefined)).toBeUndefined()
  })
})

describe('exit and getReward', () => {
  it('call the staking contract with their fixed gas limits', () => {
    expect(exitRequest(STAKING)).toMatchObject({ to: STAKING, gas: EXIT_GAS_LIMIT })
    expect(decode(exitRequest(STAKING).data).functionName).toBe('exit')
    expect(getRewardRequest(STAKING)).toMatchObject({ to: STAKING, gas: GET_REWARD_GAS_LIMIT })
    expect(decode(getRewardRequest(STAKING).data).functionName).toBe('getReward')
  })
})
