import { createClient, custom, encodeErrorResult, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { isMethodUnsupported, simulateTransaction } from './simulate'

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ROUTER = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'

/** A node that lacks eth_simulateV1 and answers eth_call as `answer` says. */
function nodeWithoutSimulate(answer: (params: unknown) => unknown) {
  return createClient({
    transport: custom(
      {
        async request({ method, params }: { method: string; params?: unknown }) {
          if (method === 'eth_simulateV1')
            throw Object.assign(new Error('Method not found'), { code: -32601 })
          if (method === 'eth_call') return answer(params)
          throw new Error(`unexpected ${method}`)
        },
      },
      // No retries: each answer is the node's one answer.
      { retryCount: 0 },
    ),
  })
}

describe('simulateTransaction on a node without eth_simulateV1', () => {
  it('checks success with eth_call and says the preview is partial', async () => {
    const client = nodeWithoutSimulate(() => '0x')
    const outcome = await simulateTransaction(client, { account: ACCOUNT, to: ROUTER, data: '0x1234' })
    expect(outcome).toEqual({
      status: 'success',
      changes: { tokens: [], nfts: [] },
      gasUsed: 0n,
      feeOnTransfer: [],
      partial: true,
    })
  })

  it('reports a revert with its reason', async () => {
    const data = encodeErrorResult({
      abi: parseAbi(['error Error(string)']),
      errorName: 'Error',
      args: ['Transaction too old'],
    })
    const client = nodeWithoutSimulate(() => {
      throw Object.assign(new Error('execution reverted: Transaction too old'), { code: 3, data })
    })
    const outcome = await simulateTransaction(client, { account: ACCOUNT, to: ROUTER, data: '0x1234' })
    expect(outcome).toMatchObject({ status: 'revert', revert: { kind: 'deadline' }, partial: true })
  })

  it('throws, rather than deciding, when the node fails to answer', async () => {
    const client = nodeWithoutSimulate(() => {
      throw Object.assign(new Error('upstream timed out'), { code: -32000 })
    })
    await expect(
      simulateTransaction(client, { account: ACCOUNT, to: ROUTER, data: '0x1234' }),
    ).rejects.toThrow()
  })
})

describe('isMethodUnsupported', () => {
  it('knows the JSON-RPC code and the usual texts, however deeply wrapped', () => {
    expect(isMethodUnsupported({ code: -32601 })).toBe(true)
    expect(
      isMethodUnsupported(new Error('x', { cause: { message: 'the method eth_simulateV1 does not exist' } })),
    ).toBe(true)
    expect(isMethodUnsupported(new Error('execution reverted'))).toBe(false)
    expect(isMethodUnsupported(new Error('fetch failed'))).toBe(false)
  })
})
