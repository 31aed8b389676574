import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import type { RouterClient } from '../src/multicall.ts'
import { PoolStateCache } from '../src/pool-cache.ts'

const TOKEN_A = '0x1111111111111111111111111111111111111111' as Address
const TOKEN_B = '0x2222222222222222222222222222222222222222' as Address

/**
 * A chain at a block that does not move, whose multicall answers every call as failed, each answer held
 * back while `hold` is pending: enough for the cache to sync and to look for a pair's pools.
 */
function stillChain() {
  let release: () => void = () => {}
  let hold: Promise<void> | undefined
  const blockNumberAsks: number[] = []
  const client = {
    getBlockNumber: async () => {
      blockNumberAsks.push(Date.now())
      return 5n
    },
    getBlock: async () => ({ hash: '0x05' }),
    getGasPrice: async () => 1n,
    getLogs: async () => [],
    getCode: async () => undefined,
    call: async () => ({ data: undefined }),
    readContract: async ({ args }: { args: readonly [readonly unknown[]] }) => {
      if (hold) await hold
      return args[0].map(() => ({ success: false, returnData: '0x' }))
    },
  } as unknown as RouterClient
  return {
    client,
    blockNumberAsks,
    holdReads() {
      hold = new Promise((done) => {
        release = done
      })
    },
    releaseReads: () => release(),
  }
}

describe('PoolStateCache.sync', () => {
  // The quote API polls every 250 ms on a layer 2: a poll that took its turn before asking for the block
  // number held every quote of that chain behind one RPC round trip (15-47 ms under load).
  it('answers a poll that finds no new block without waiting for the reads queued before it', async () => {
    const chain = stillChain()
    const cache = new PoolStateCache({ client: chain.client, chainId: 1 })
    expect(await cache.sync()).toBe(5n)
    chain.holdReads()
    // A new pair's pools are being read: that takes the cache's turn until the reads answer.
    const snapshot = cache.snapshot(TOKEN_A, TOKEN_B).catch(() => undefined)
    const polled = await Promise.race([
      cache.sync().then((block) => ({ block })),
      new Promise<'waited'>((done) => setTimeout(() => done('waited'), 200)),
    ])
    expect(polled).toEqual({ block: 5n })
    chain.releaseReads()
    await snapshot
  })

  it('asks for the block again in its turn when another sync ran while it waited', async () => {
    const chain = stillChain()
    const cache = new PoolStateCache({ client: chain.client, chainId: 1 })
    // Two first syncs at once: the second finds the first done when its turn comes and asks again.
    const [first, second] = await Promise.all([cache.sync(), cache.sync()])
    expect([first, second]).toEqual([5n, 5n])
    expect(chain.blockNumberAsks.length).toBe(3)
  })
})
