import { describe, expect, it } from 'vitest'
import { lookWithRetries } from './lookWithRetries'
import { receiptRetryOptions } from './state'
import type { Finding } from './watch'

const MINED: Finding = {
  kind: 'mined',
  receipt: {
    blockHash: '0x01',
    blockNumber: 7,
    contractAddress: null,
    from: '0x0000000000000000000000000000000000000001',
    status: 1,
    to: '0x0000000000000000000000000000000000000002',
    transactionHash: '0x02',
    transactionIndex: 0,
  },
}

/** A chain whose node answers 'not found' for the first `misses` looks, then the receipt. */
function laggingNode(misses: number) {
  let looks = 0
  return {
    look: async (): Promise<Finding> => (looks++ < misses ? { kind: 'wait' } : MINED),
    looks: () => looks,
  }
}

const FAST = { minWait: 0, maxWait: 1 }

describe('lookWithRetries', () => {
  it('on a layer 2 (Optimism, Arbitrum) looks up to ten more times for a receipt the node has not indexed yet', async () => {
    expect(receiptRetryOptions(10)).toEqual({ n: 10, minWait: 250, maxWait: 1000 })
    expect(receiptRetryOptions(42161).n).toBe(10)
    const node = laggingNode(7)
    const finding = await lookWithRetries(node.look, { ...receiptRetryOptions(10), ...FAST })
    expect(finding).toEqual(MINED)
    expect(node.looks()).toBe(8)
  })

  it('on layer 1 looks once more, then leaves it to the next block', async () => {
    expect(receiptRetryOptions(1)).toEqual({ n: 1, minWait: 0, maxWait: 0 })
    const node = laggingNode(3)
    expect(await lookWithRetries(node.look, receiptRetryOptions(1))).toEqual({ kind: 'wait' })
    expect(node.looks()).toBe(2)
  })

  it('gives up after the eleventh look on a layer 2, and passes a decision through at once', async () => {
    const lagging = laggingNode(100)
    expect(await lookWithRetries(lagging.look, { ...receiptRetryOptions(10), ...FAST })).toEqual({
      kind: 'wait',
    })
    expect(lagging.looks()).toBe(11)
    const decided = laggingNode(0)
    expect(await lookWithRetries(decided.look, receiptRetryOptions(10))).toEqual(MINED)
    expect(decided.looks()).toBe(1)
  })
})
