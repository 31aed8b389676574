import { dehydrate, QueryClient } from '@tanstack/react-query'
import fc from 'fast-check'
import type { Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { createMulticallStore } from '../lib/multicall'
import { firstChainData, parseFirstChainData, seedFirstChainData } from './firstData'

const POOL_SLOT0 = '0x88e6a0c2ddd26feeb64f039a2c41296fcb3f5640-0x3850c7bd'
const REVERTED = '0x00000000000000000000000000000000000badc0-0x95d89b41'

/** What the server sends (app/prerender.tsx), through JSON as the page carries it. */
async function served(results: Record<string, Hex | undefined>, blockNumber = 765n, chainId = 1) {
  const server = new QueryClient()
  await server.fetchQuery({
    queryKey: ['subgraph', 'feeTierDistribution', 1],
    queryFn: () => ({ tiers: [500] }),
  })
  // A query still loading on the server is not sent: the browser asks for it itself.
  void server.prefetchQuery({ queryKey: ['pending'], queryFn: () => new Promise(() => {}) })
  return JSON.stringify(firstChainData(chainId, blockNumber, results, dehydrate(server)))
}

describe('first chain data', () => {
  it("seeds the server's reads (a reverted call too) at the server's block, and its finished queries", async () => {
    const text = await served({ [POOL_SLOT0]: '0x01', [REVERTED]: undefined })
    const data = parseFirstChainData(text)
    expect(data).toBeDefined()
    if (!data) return
    const store = createMulticallStore(1)
    const queryClient = new QueryClient()
    seedFirstChainData(data, store, queryClient)
    expect(store.getState().callResults).toEqual({
      [POOL_SLOT0]: { data: '0x01', blockNumber: 765n, error: false },
      // Reverted, not missing: the page shows what it shows for a reverted call, as on the server.
      [REVERTED]: { data: undefined, blockNumber: 765n, error: false },
    })
    expect(queryClient.getQueryData(['subgraph', 'feeTierDistribution', 1])).toEqual({ tiers: [500] })
    expect(queryClient.getQueryState(['pending'])).toBeUndefined()
  })

  it("leaves another chain's store alone", async () => {
    const data = parseFirstChainData(await served({ [POOL_SLOT0]: '0x01' }, 765n, 10))
    // Chain 10's data is read (a parse that refused it would leave the store alone for another reason).
    expect(data).toMatchObject({ chainId: 10, results: { [POOL_SLOT0]: '0x01' } })
    const store = createMulticallStore(1)
    seedFirstChainData(data!, store, new QueryClient())
    expect(store.getState().callResults).toEqual({})
    // The same data on its own chain's store does seed it.
    const own = createMulticallStore(10)
    seedFirstChainData(data!, own, new QueryClient())
    expect(Object.keys(own.getState().callResults)).toEqual([POOL_SLOT0])
  })

  it('refuses anything but that shape, whole', async () => {
    const good = JSON.parse(await served({ [POOL_SLOT0]: '0x01' })) as Record<string, unknown>
    const variants: unknown[] = [
      { ...good, chainId: '1' },
      { ...good, chainId: 0 },
      { ...good, blockNumber: '-1' },
      { ...good, blockNumber: '1e9' },
      { ...good, blockNumber: 765 },
      { ...good, results: { [POOL_SLOT0]: 'not hex' } },
      { ...good, results: { [POOL_SLOT0]: 1 } },
      { ...good, results: [] },
      { ...good, queries: { queries: [{ queryKey: 'a', queryHash: 'a', state: {} }], mutations: [] } },
      { ...good, queries: undefined },
      null,
      [],
    ]
    for (const variant of variants)
      expect(parseFirstChainData(JSON.stringify(variant)), JSON.stringify(variant)).toBeUndefined()
    for (const text of [undefined, null, '', '{', 'null', '"x"'])
      expect(parseFirstChainData(text)).toBeUndefined()
  })

  it('carries any reads and block through the page exactly (property)', () => {
    const key = fc
      .tuple(fc.uint8Array({ minLength: 20, maxLength: 20 }), fc.uint8Array({ minLength: 4, maxLength: 4 }))
      .map(
        ([address, selector]) =>
          `0x${Buffer.from(address).toString('hex')}-0x${Buffer.from(selector).toString('hex')}`,
      )
    const value = fc.option(
      fc.uint8Array({ maxLength: 96 }).map((bytes): Hex => `0x${Buffer.from(bytes).toString('hex')}`),
      { nil: undefined },
    )
    fc.assert(
      fc.property(fc.dictionary(key, value), fc.bigInt({ min: 0n, max: 2n ** 64n }), (results, block) => {
        const data = parseFirstChainData(
          JSON.stringify(firstChainData(1, block, results, { queries: [], mutations: [] })),
        )
        expect(data).toBeDefined()
        if (!data) return
        const store = createMulticallStore(1)
        seedFirstChainData(data, store, new QueryClient())
        const seeded = store.getState().callResults
        expect(Object.keys(seeded).sort()).toEqual(Object.keys(results).sort())
        for (const [callKey, data_] of Object.entries(results))
          expect(seeded[callKey]).toEqual({ data: data_, blockNumber: block, error: false })
      }),
    )
  })

  it('never throws on text a stranger wrote (fuzz)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((value) => JSON.stringify({ chainId: 1, ...Object(value) })),
        ),
        (text) => {
          const data = parseFirstChainData(text)
          if (data) seedFirstChainData(data, createMulticallStore(data.chainId), new QueryClient())
        },
      ),
    )
  })
})
