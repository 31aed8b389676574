// @vitest-environment node
import { createPublicClient, type PublicClient, parseEther } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type AnvilInstance, startAnvil } from '../../../../../packages/devnet/src/anvil.ts'
import { batchedHttp, createBatchedRequest, JsonRpcError } from './batchedHttp'

/** anvil's first default account, funded with 10000 ETH. */
const FUNDED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SECOND = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('batchedHttp against anvil', () => {
  let anvil: AnvilInstance
  let client: PublicClient
  /** The JSON-RPC batches that went over HTTP, in order. */
  let posts: { method: string }[][] = []
  const realFetch = globalThis.fetch
  const countingFetch: typeof fetch = (input, init) => {
    posts.push(JSON.parse(String(init?.body)) as { method: string }[])
    return realFetch(input, init)
  }

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 1 })
    client = createPublicClient({ transport: batchedHttp(anvil.url, { chainId: 1, fetch: countingFetch }) })
  }, 60_000)

  afterAll(async () => {
    await anvil?.stop()
  }, 30_000)

  beforeEach(() => {
    posts = []
  })

  it('reads the block number', async () => {
    const blockNumber = await client.getBlockNumber({ cacheTime: 0 })

    expect(typeof blockNumber).toBe('bigint')
    expect(blockNumber).toBeGreaterThanOrEqual(0n)
    expect(posts).toEqual([[expect.objectContaining({ method: 'eth_blockNumber' })]])
  })

  it('reads the balance of the funded account', async () => {
    await expect(client.getBalance({ address: FUNDED })).resolves.toBe(parseEther('10000'))
  })

  it('answers eth_chainId without a request', async () => {
    await expect(client.getChainId()).resolves.toBe(1)
    expect(posts).toHaveLength(0)
  })

  it('sends five concurrent reads as exactly one HTTP request', async () => {
    const [balance, secondBalance, nonce, code, block] = await Promise.all([
      client.getBalance({ address: FUNDED }),
      client.getBalance({ address: SECOND }),
      client.getTransactionCount({ address: FUNDED }),
      client.getCode({ address: FUNDED }),
      client.getBlock({ blockTag: 'latest' }),
    ])

    expect(posts).toHaveLength(1)
    expect(posts[0]).toHaveLength(5)
    expect(balance).toBe(parseEther('10000'))
    expect(secondBalance).toBe(parseEther('10000'))
    expect(nonce).toBe(0)
    expect(code).toBeUndefined()
    expect(block.number).toBeGreaterThanOrEqual(0n)
  })

  it("routes the node's error for one request and the results of the others in the same batch", async () => {
    const request = createBatchedRequest(anvil.url, { chainId: 1, fetch: countingFetch })

    const [good, bad] = await Promise.allSettled([
      request({ method: 'eth_getBalance', params: [FUNDED, 'latest'] }),
      request({ method: 'eth_notAMethod', params: [] }),
    ])

    expect(posts).toHaveLength(1)
    expect(good).toEqual({ status: 'fulfilled', value: '0x21e19e0c9bab2400000' })
    expect(bad.status).toBe('rejected')
    const reason = (bad as PromiseRejectedResult).reason
    expect(reason).toBeInstanceOf(JsonRpcError)
    expect(reason).toMatchObject({ code: -32601 })
  })
})
