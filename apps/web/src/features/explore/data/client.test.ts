import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ExploreDataError, explorableChainIds, exploreRequest, exploreV2Request, hasV2 } from './client'

const schema = z.object({ bundle: z.object({ ethPriceUSD: z.string() }) })
const INDEXER = 'http://indexer.test'

function answer(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  )
}

async function codeOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  )
  expect(error).toBeInstanceOf(ExploreDataError)
  return (error as ExploreDataError).code
}

describe('exploreRequest', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('returns the parsed answer from the chain subgraph', async () => {
    answer({ data: { bundle: { ethPriceUSD: '2000' } } })
    await expect(exploreRequest(1, '{ bundle }', {}, schema, undefined, INDEXER)).resolves.toEqual({
      bundle: { ethPriceUSD: '2000' },
    })
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe(`${INDEXER}/subgraphs/name/uniswap/uniswap-v3`)
  })

  it('tells a chain without a subgraph, an indexer that fails and a malformed answer apart', async () => {
    answer({ data: {} })
    expect(await codeOf(exploreRequest(5, '{}', {}, schema, undefined, INDEXER))).toBe('UNSUPPORTED_CHAIN')
    answer({ error: 'down' }, 502)
    expect(await codeOf(exploreRequest(1, '{}', {}, schema, undefined, INDEXER))).toBe('UNREACHABLE')
    answer({ errors: [{ message: 'bad query' }] })
    expect(await codeOf(exploreRequest(1, '{}', {}, schema, undefined, INDEXER))).toBe('UNREACHABLE')
    expect(await codeOf(exploreRequest(1, '{}', {}, schema, undefined, undefined))).toBe('UNREACHABLE')
    answer({ data: { bundle: { ethPriceUSD: 7 } } })
    expect(await codeOf(exploreRequest(1, '{}', {}, schema, undefined, INDEXER))).toBe('INVALID_ANSWER')
  })

  it('sends v2 queries to the public v2 subgraph path, on the chains that have v2', async () => {
    answer({ data: { bundle: { ethPriceUSD: '2000' } } })
    await exploreV2Request(1, '{ bundle }', {}, schema, undefined, INDEXER)
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe(`${INDEXER}/subgraphs/name/uniswap/uniswap-v2`)
    expect(hasV2(1)).toBe(true)
    expect(hasV2(42161)).toBe(false)
    expect(await codeOf(exploreV2Request(42161, '{}', {}, schema, undefined, INDEXER))).toBe(
      'UNSUPPORTED_CHAIN',
    )
  })

  it('offers the chains with both an RPC URL and a subgraph', () => {
    expect(explorableChainIds({ 1: 'http://a', 42161: 'http://b', 5: 'http://c' }).sort()).toEqual([1, 42161])
  })
})
