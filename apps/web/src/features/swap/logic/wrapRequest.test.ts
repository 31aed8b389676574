import { decodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { weth9Abi, wrapTransactionRequest } from './wrapRequest'

const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'

describe('wrapTransactionRequest', () => {
  it('wraps by depositing the amount as value', () => {
    const request = wrapTransactionRequest('WRAP', WETH, 5n)
    expect(request).toMatchObject({ to: WETH, value: 5n })
    expect(decodeFunctionData({ abi: weth9Abi, data: request.data ?? '0x' }).functionName).toBe('deposit')
  })
  it('unwraps by withdrawing the amount, with no value', () => {
    const request = wrapTransactionRequest('UNWRAP', WETH, 7n)
    expect(request).not.toHaveProperty('value')
    expect(decodeFunctionData({ abi: weth9Abi, data: request.data ?? '0x' })).toMatchObject({
      functionName: 'withdraw',
      args: [7n],
    })
  })
})
