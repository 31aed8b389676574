import { decodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { claimTransactionRequest } from './claimRequest'
import { merkleDistributorAbi } from './constants'

const DISTRIBUTOR = '0x090D4613473dEE047c3f2706764f49E0821D256e'
const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('claimTransactionRequest', () => {
  it("claims the account's allocation with its index and proof, on the distributor", () => {
    const proof = [`0x${'ab'.repeat(32)}`, `0x${'cd'.repeat(32)}`] as `0x${string}`[]
    const request = claimTransactionRequest(DISTRIBUTOR, ACCOUNT, {
      index: 7,
      amount: 400n * 10n ** 18n,
      proof,
      flags: { isSOCKS: false, isLP: false, isUser: true },
    })
    expect(request.to).toBe(DISTRIBUTOR)
    expect(request.value).toBeUndefined()
    const call = decodeFunctionData({ abi: merkleDistributorAbi, data: request.data ?? '0x' })
    expect(call.functionName).toBe('claim')
    expect(call.args).toEqual([7n, ACCOUNT, 400n * 10n ** 18n, proof])
  })
})
