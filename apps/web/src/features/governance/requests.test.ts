import { decodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { governorAbi, uniVotesAbi } from './abi'
import { delegateRequest, proposeRequest, voteRequest } from './requests'

const GOVERNOR = '0x408ED6354d4973f66138C91495F2f2FCbd8724C3'
const UNI = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984'
const DELEGATEE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('voteRequest', () => {
  it('votes with the trimmed reason when there is one, plainly otherwise', () => {
    const withReason = voteRequest(GOVERNOR, 3n, 1, '  because  ')
    expect(withReason.to).toBe(GOVERNOR)
    expect(decodeFunctionData({ abi: governorAbi, data: withReason.data ?? '0x' })).toMatchObject({
      functionName: 'castVoteWithReason',
      args: [3n, 1, 'because'],
    })
    expect(
      decodeFunctionData({ abi: governorAbi, data: voteRequest(GOVERNOR, 3n, 0, ' ').data ?? '0x' }),
    ).toMatchObject({ functionName: 'castVote', args: [3n, 0] })
  })
})

describe('delegateRequest and proposeRequest', () => {
  it('delegate on the UNI token', () => {
    const request = delegateRequest(UNI, DELEGATEE)
    expect(request.to).toBe(UNI)
    expect(decodeFunctionData({ abi: uniVotesAbi, data: request.data ?? '0x' })).toMatchObject({
      functionName: 'delegate',
      args: [DELEGATEE],
    })
  })
  it('propose the actions column by column with the description', () => {
    const request = proposeRequest(
      GOVERNOR,
      [{ target: UNI, value: 0n, signature: 'transfer(address,uint256)', calldata: '0x12' }],
      '# Title',
    )
    expect(decodeFunctionData({ abi: governorAbi, data: request.data ?? '0x' })).toMatchObject({
      functionName: 'propose',
      args: [[UNI], [0n], ['transfer(address,uint256)'], ['0x12'], '# Title'],
    })
  })
})
