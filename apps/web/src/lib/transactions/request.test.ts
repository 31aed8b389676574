import { encodeFunctionData, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { isUserRejection } from './errors'
import { calculateGasMargin } from './gas'
import { contractWriteRequest } from './request'

describe('sending', () => {
  it('raises a gas estimate by 20%', () => {
    expect(calculateGasMargin(100_000n)).toBe(120_000n)
    expect(calculateGasMargin(87_654n)).toBe(105_184n)
  })

  it('recognises a rejection by the user, also when wrapped', () => {
    expect(isUserRejection({ code: 4001 })).toBe(true)
    expect(isUserRejection(new Error('x', { cause: { code: 4001 } }))).toBe(true)
    expect(isUserRejection({ code: -32603 })).toBe(false)
    expect(isUserRejection(undefined)).toBe(false)
  })
})

describe('contractWriteRequest', () => {
  const abi = parseAbi(['function stake(uint256 amount)'])
  const address = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'
  it('encodes the call to the contract, with the fixed gas limit only when one is given', () => {
    const request = contractWriteRequest({ address, abi, functionName: 'stake', args: [5n] })
    expect(request).toEqual({
      to: address,
      data: encodeFunctionData({ abi, functionName: 'stake', args: [5n] }),
    })
    expect(contractWriteRequest({ address, abi, functionName: 'stake', args: [5n], gas: 350_000n }).gas).toBe(
      350_000n,
    )
  })
})
