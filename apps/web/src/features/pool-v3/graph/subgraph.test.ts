import { FeeAmount } from '@uniswap/v3-sdk'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isStale, subgraphUrl, UnsupportedChainIdError } from '../../../lib/indexer'
import { feeTierDistribution, fetchAllTicks, largestUsageFeeTier } from './subgraph'

describe('subgraphUrl', () => {
  it('serves mainnet, rinkeby, Arbitrum One and Optimism', () => {
    expect(subgraphUrl('http://127.0.0.1:42069/', 1)).toBe(
      'http://127.0.0.1:42069/subgraphs/name/uniswap/uniswap-v3',
    )
    expect(subgraphUrl('http://x', 42161)).toBe('http://x/subgraphs/name/ianlapham/uniswap-arbitrum-one')
    expect(() => subgraphUrl('http://x', 4)).not.toThrow()
    expect(subgraphUrl('http://x', 10)).toBe('http://x/subgraphs/name/ianlapham/optimism-post-regenesis')
  })
  it('refuses any other chain with the spec message', () => {
    expect(() => subgraphUrl('http://x', 5)).toThrow(UnsupportedChainIdError)
    expect(() => subgraphUrl('http://x', 137)).toThrow(
      'Subgraph queries against ChainId 137 are not supported.',
    )
  })
})

describe('isStale', () => {
  it('accepts data up to 20 blocks behind', () => {
    expect(isStale(100, 100)).toBe(false)
    expect(isStale(100, 120)).toBe(false)
  })
  it('treats data more than 20 blocks behind as stale', () => {
    expect(isStale(100, 121)).toBe(true)
  })
  it('treats a missing indexed block as stale, an unknown chain head as fresh', () => {
    expect(isStale(undefined, 100)).toBe(true)
    expect(isStale(100, undefined)).toBe(false)
  })
})

describe('feeTierDistribution', () => {
  it('weighs each tier by its share of both tokens, with reversed pools swapped', () => {
    const distribution = feeTierDistribution({
      _meta: { block: { number: 1 } },
      asToken0: [
        { feeTier: '500', totalValueLockedToken0: '300', totalValueLockedToken1: '600' },
        { feeTier: '3000', totalValueLockedToken0: '100', totalValueLockedToken1: '200' },
      ],
      asToken1: [],
    })
    expect(distribution[FeeAmount.LOW]).toBeCloseTo(0.75)
    expect(distribution[FeeAmount.MEDIUM]).toBeCloseTo(0.25)
    expect(distribution[FeeAmount.LOWEST]).toBeUndefined()
    expect(distribution[FeeAmount.HIGH]).toBeUndefined()
    expect(largestUsageFeeTier(distribution)).toBe(FeeAmount.LOW)
  })
  it('reads pools listed the other way round in the same units', () => {
    const distribution = feeTierDistribution({
      _meta: { block: { number: 1 } },
      asToken0: [{ feeTier: '3000', totalValueLockedToken0: '100', totalValueLockedToken1: '1' }],
      // this pool's token0 is our token1: 1 of ours (token0) and 300 of token1's... swapped
      asToken1: [{ feeTier: '10000', totalValueLockedToken0: '3', totalValueLockedToken1: '300' }],
    })
    expect(distribution[FeeAmount.MEDIUM]).toBeCloseTo((100 / 400 + 1 / 4) / 2)
    expect(distribution[FeeAmount.HIGH]).toBeCloseTo((300 / 400 + 3 / 4) / 2)
    expect(largestUsageFeeTier(distribution)).toBe(FeeAmount.HIGH)
  })
  it('has no largest tier without TVL', () => {
    const empty = feeTierDistribution({ _meta: null, asToken0: [], asToken1: [] })
    expect(largestUsageFeeTier(empty)).toBeUndefined()
  })
})

describe('fetchAllTicks', () => {
  afterEach(() => vi.unstubAllGlobals())
  it('pages by 1000 with the pool address lowercased until a short page', async () => {
    const bodies: { variables: { poolAddress: string; skip: number } }[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body))
        bodies.push(body)
        const count = body.variables.skip === 0 ? 1000 : 5
        const ticks = Array.from({ length: count }, (_, i) => ({
          tick: String(i),
          liquidityNet: '1',
          price0: '1',
          price1: '1',
        }))
        return new Response(JSON.stringify({ data: { ticks } }))
      }),
    )
    const ticks = await fetchAllTicks('http://x', '0xABCDEF')
    expect(ticks).toHaveLength(1005)
    expect(bodies.map((body) => body.variables)).toEqual([
      { poolAddress: '0xabcdef', skip: 0 },
      { poolAddress: '0xabcdef', skip: 1000 },
    ])
  })
  it('rejects GraphQL errors returned with status 200', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ errors: [{ message: 'bad' }] }))),
    )
    await expect(fetchAllTicks('http://x', '0x1')).rejects.toThrow('bad')
  })
})
