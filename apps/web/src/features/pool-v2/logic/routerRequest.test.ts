import { decodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { v2RouterAbi } from '../abi'
import { routerRequest } from './routerRequest'

const ROUTER = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'
const TOKEN_A = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const TOKEN_B = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('routerRequest', () => {
  it('encodes the call for the router, to the router, without value', () => {
    const args = [TOKEN_A, TOKEN_B, 1000n, 10n, 20n, RECIPIENT, 1_700_000_000n] as const
    const request = routerRequest({ functionName: 'removeLiquidity', args }, ROUTER)
    expect(request.to).toBe(ROUTER)
    expect('value' in request).toBe(false)
    expect(decodeFunctionData({ abi: v2RouterAbi, data: request.data ?? '0x' })).toEqual({
      functionName: 'removeLiquidity',
      args,
    })
  })
})
