import { decodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { v2RouterAbi } from '../abi'
import { removeCalls } from './removeCalls'
import { pickRemoveRequest, removeTransactionRequests } from './removeRequest'

const ROUTER = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'
const calls = removeCalls({
  tokenA: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  tokenB: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  nativeSide: 'A',
  liquidity: 1000n,
  amountAMin: 10n,
  amountBMin: 20n,
  recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  deadline: 1_700_000_000n,
})

describe('removeTransactionRequests', () => {
  it('encodes each candidate for the router, in order', () => {
    const requests = removeTransactionRequests(calls, ROUTER)
    expect(requests.map((request) => request.to)).toEqual([ROUTER, ROUTER])
    expect(
      requests.map(
        (request) => decodeFunctionData({ abi: v2RouterAbi, data: request.data ?? '0x' }).functionName,
      ),
    ).toEqual(['removeLiquidityETH', 'removeLiquidityETHSupportingFeeOnTransferTokens'])
  })
})

describe('pickRemoveRequest', () => {
  const candidates = removeTransactionRequests(calls, ROUTER)
  it('takes the first candidate that estimates, with the estimate plus 20% as its limit', async () => {
    const picked = await pickRemoveRequest(candidates, async () => 100_000n)
    expect(picked).toEqual({ ...candidates[0], gas: 120_000n })
  })
  it('falls through to the next candidate when one would fail', async () => {
    const picked = await pickRemoveRequest(candidates, async (request) => {
      if (request === candidates[0]) throw new Error('execution reverted')
      return 50_000n
    })
    expect(picked).toEqual({ ...candidates[1], gas: 60_000n })
  })
  it('is undefined when every candidate would fail', async () => {
    const picked = await pickRemoveRequest(candidates, async () => {
      throw new Error('execution reverted')
    })
    expect(picked).toBeUndefined()
  })
})
