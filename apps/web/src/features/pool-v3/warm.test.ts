import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { config } from '../../core/config'
import { getMulticallStore, toCallKey } from '../../lib/multicall'
import { fakeMulticallClient } from '../../lib/multicall/fakeClient'
import { pairAtIds, readsAtIds } from './hooks/poolAtIds'
import { readAddLiquidityFirstData, warmAddLiquidityReads } from './warm'

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
/**
 * vi.waitFor's default 1 s is shorter than the first load of the distribution's query module (loaded on
 * demand) while the browser tests run beside the unit tests.
 */
const WAIT = { timeout: 15_000 }
const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })

describe('warmAddLiquidityReads', () => {
  it("reads the route's pools and token into the chain's store, and asks for the tiers' distribution", async () => {
    const { client, requests } = fakeMulticallClient(undefined, (block) => block, 7n)
    const queryClient = newClient()
    warmAddLiquidityReads(`/add/ETH/${USDC}`, 1, client, queryClient)
    const reads = readsAtIds(1, 'ETH', USDC, undefined)
    await vi.waitFor(
      () => expect(getMulticallStore(1).getState().callResults[toCallKey(reads[0]!)]).toBeDefined(),
      WAIT,
    )
    expect(requests).toHaveLength(1)
    expect(requests[0]!.blockNumber).toBeUndefined()
    expect(requests[0]!.calls.map((c) => c.callData)).toEqual(reads.map((c) => c.callData))
    for (const read of reads)
      expect(getMulticallStore(1).getState().callResults[toCallKey(read)]?.blockNumber).toBe(7n)
    const [token0, token1] = pairAtIds(1, 'ETH', USDC)!
    await vi.waitFor(
      () =>
        expect(
          queryClient
            .getQueryCache()
            .find({ queryKey: ['subgraph', 'feeTierDistribution', 1, token0, token1] }),
        ).toBeDefined(),
      WAIT,
    )
  })

  it('asks for no distribution when the route names its fee, and for nothing on other pages', async () => {
    const { client, requests } = fakeMulticallClient()
    const queryClient = newClient()
    warmAddLiquidityReads(`/add/ETH/${USDC}/500`, 1, client, queryClient)
    await vi.waitFor(() => expect(requests).toHaveLength(1), WAIT)
    expect(requests[0]!.calls).toHaveLength(2 + 3)
    for (const path of [`/add/v2/ETH/${USDC}`, '/swap', `/increase/ETH/${USDC}/500/1`, '/add'])
      warmAddLiquidityReads(path, 1, client, queryClient)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(requests).toHaveLength(1)
    expect(queryClient.getQueryCache().getAll()).toEqual([])
  })
})

describe('readAddLiquidityFirstData (the server render of the add page)', () => {
  const INDEXER = 'http://indexer.test'
  // The configuration's indexer, as the server's render worker sets it (app/prerender.tsx).
  const configured = config.indexerUrl
  beforeEach(() => {
    config.indexerUrl = INDEXER
  })
  afterEach(() => {
    config.indexerUrl = configured
    vi.unstubAllGlobals()
  })
  /** An indexer that answers the distribution query, or fails with `status`. */
  const stubIndexer = (status = 200) => {
    const urls: string[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url)
      return new Response(
        JSON.stringify({ data: { _meta: { block: { number: 7 } }, asToken0: [], asToken1: [] } }),
        {
          status,
        },
      )
    })
    return urls
  }

  it('resolves to every read at the reported block; without a fee, the distribution is in the query client', async () => {
    const urls = stubIndexer()
    const { client } = fakeMulticallClient(undefined, (block) => block, 9n)
    const queryClient = newClient()
    const data = await readAddLiquidityFirstData(`/add/ETH/${USDC}`, 1, client, queryClient)
    const reads = readsAtIds(1, 'ETH', USDC, undefined)
    expect(data?.blockNumber).toBe(9n)
    expect(Object.keys(data?.results ?? {}).sort()).toEqual(reads.map(toCallKey).sort())
    const [token0, token1] = pairAtIds(1, 'ETH', USDC)!
    expect(urls).toEqual([`${INDEXER}/subgraphs/name/uniswap/uniswap-v3`])
    expect(queryClient.getQueryData(['subgraph', 'feeTierDistribution', 1, token0, token1])).toBeDefined()
  })

  it('asks the indexer nothing when the route names its fee', async () => {
    const urls = stubIndexer()
    const { client } = fakeMulticallClient()
    const data = await readAddLiquidityFirstData(`/add/ETH/${USDC}/500`, 1, client, newClient())
    expect(Object.keys(data?.results ?? {})).toHaveLength(2 + 3)
    expect(urls).toEqual([])
  })

  it('resolves to nothing when the node or the indexer fails, or the route names no pair', async () => {
    stubIndexer(500)
    const { client } = fakeMulticallClient()
    expect(await readAddLiquidityFirstData(`/add/ETH/${USDC}`, 1, client, newClient())).toBeUndefined()
    stubIndexer()
    const failing = fakeMulticallClient(() => {
      throw new Error('fetch failed')
    })
    expect(
      await readAddLiquidityFirstData(`/add/ETH/${USDC}/500`, 1, failing.client, newClient()),
    ).toBeUndefined()
    const { client: unused, requests } = fakeMulticallClient()
    for (const path of ['/add/ETH', '/add/ETH/ETH', `/add/v2/ETH/${USDC}`, '/swap'])
      expect(await readAddLiquidityFirstData(path, 1, unused, newClient()), path).toBeUndefined()
    expect(requests).toEqual([])
  })
})
