import { Token } from '@uniswap/sdk-core'
import { computePairAddress } from '@uniswap/v2-sdk'
import { computePoolAddress, type FeeAmount } from '@uniswap/v3-sdk'
import { describe, expect, it } from 'vitest'
import { routingConfig } from '../src/chains.ts'
import { candidatePools, tickWordsEachSide } from '../src/loader.ts'
import { findBestTrade } from '../src/routing/find-trade.ts'
import { floatQuote } from '../src/routing/float-sim.ts'
import { routeGasUnits } from '../src/routing/gas.ts'
import { quoteRoute } from '../src/routing/quote-route.ts'
import { enumerateRoutes } from '../src/routing/routes.ts'
import {
  ABC,
  DAI,
  snapshotOf,
  TEST_CONFIG,
  tickForPrice,
  USD,
  v2Pair,
  v3Pool,
  WETH,
  XYZ,
} from './fixtures.ts'
import { e6, e18, market } from './routingMarket.ts'

describe('route enumeration', () => {
  const pools = market()

  it('respects the hop limit and never visits a token twice', () => {
    for (const maxHops of [1, 2, 3]) {
      const routes = enumerateRoutes(pools, ABC.address, USD.address, { maxHops, protocols: ['v2', 'v3'] })
      for (const route of routes) {
        expect(route.pools.length).toBeLessThanOrEqual(maxHops)
        expect(new Set(route.path).size).toBe(route.path.length)
        expect(route.path[0]).toBe(ABC.address)
        expect(route.path.at(-1)).toBe(USD.address)
        // Consecutive hops connect through their shared token.
        route.pools.forEach((pool, i) => {
          expect([pool.token0, pool.token1]).toContain(route.path[i])
          expect([pool.token0, pool.token1]).toContain(route.path[i + 1])
        })
      }
      if (maxHops === 1) expect(routes).toHaveLength(0)
    }
    const two = enumerateRoutes(pools, ABC.address, USD.address, { maxHops: 2, protocols: ['v2', 'v3'] })
    const three = enumerateRoutes(pools, ABC.address, USD.address, { maxHops: 3, protocols: ['v2', 'v3'] })
    // v3: ABC-WETH-USD over 3 fee tiers; v2: ABC-WETH-USD.
    expect(two).toHaveLength(4)
    expect(three.length).toBeGreaterThan(two.length)
    expect(three.some((route) => route.pools.length === 3)).toBe(true)
  })

  it('keeps each route to one protocol and only the protocols asked for', () => {
    const v3Only = enumerateRoutes(pools, WETH.address, USD.address, { maxHops: 3, protocols: ['v3'] })
    expect(v3Only.length).toBeGreaterThan(0)
    expect(v3Only.every((route) => route.pools.every((pool) => pool.protocol === 'v3'))).toBe(true)
    const both = enumerateRoutes(pools, WETH.address, USD.address, { maxHops: 3, protocols: ['v2', 'v3'] })
    for (const route of both) expect(route.pools.every((pool) => pool.protocol === route.protocol)).toBe(true)
    expect(both.some((route) => route.protocol === 'v2')).toBe(true)
  })

  it('passes only through the allowed intermediate tokens', () => {
    const routes = enumerateRoutes(pools, WETH.address, USD.address, {
      maxHops: 3,
      protocols: ['v2', 'v3'],
      intermediates: new Set([DAI.address.toLowerCase()]),
    })
    for (const route of routes) {
      for (const token of route.path.slice(1, -1)) expect(token).toBe(DAI.address)
    }
    expect(routes.some((route) => route.pools.length === 2)).toBe(true)
  })

  it('looks for pools in the fee tiers given, v2 only where the chain has it, at the SDK addresses', () => {
    const mainnet = routingConfig(1)!
    const [weth, usdc] = [mainnet.baseTokens[0]!, mainnet.baseTokens[1]!]
    const candidates = candidatePools(mainnet, [weth.address, usdc.address], [500, 3000])
    expect(candidates.filter((c) => c.protocol === 'v3').map((c) => c.fee)).toEqual([500, 3000])
    const sdkWeth = new Token(1, weth.address, 18)
    const sdkUsdc = new Token(1, usdc.address, 6)
    for (const candidate of candidates) {
      const expected =
        candidate.protocol === 'v2'
          ? computePairAddress({ factoryAddress: mainnet.v2Factory!, tokenA: sdkWeth, tokenB: sdkUsdc })
          : computePoolAddress({
              factoryAddress: mainnet.v3Factory,
              tokenA: sdkWeth,
              tokenB: sdkUsdc,
              fee: candidate.fee as FeeAmount,
            })
      expect(candidate.address).toBe(expected)
    }
    const arbitrum = routingConfig(42161)!
    const l2 = candidatePools(
      arbitrum,
      [arbitrum.baseTokens[0]!.address, arbitrum.baseTokens[1]!.address],
      [100, 500],
    )
    expect(l2.every((c) => c.protocol === 'v3')).toBe(true)
    expect(l2.map((c) => c.fee)).toEqual([100, 500])
    // Five bases and two tokens: every pair of them, v2 plus four tiers.
    expect(
      candidatePools(
        mainnet,
        [ABC.address, XYZ.address, ...mainnet.baseTokens.map((t) => t.address)],
        [100, 500, 3000, 10000],
      ),
    ).toHaveLength(21 * 5)
  })

  it('reads at least ±20,480 ticks for every tick spacing, and at least two words', () => {
    expect(tickWordsEachSide(1)).toBe(80)
    expect(tickWordsEachSide(10)).toBe(8)
    expect(tickWordsEachSide(60)).toBe(2)
    expect(tickWordsEachSide(200)).toBe(2)
  })
})

describe('mixed v2/v3 routes', () => {
  // ABC trades only on v2; from WETH on, the deep v3 pool is far better than the thin v2 pair.
  const pools = [
    v2Pair(ABC, WETH, 1_000_000n * e18, 1000n * e18),
    v3Pool(WETH, USD, 500, tickForPrice(WETH, USD, 3000), 10n ** 18n),
    v2Pair(WETH, USD, 10n * e18, 30_000n * e6),
  ]

  it('are enumerated only when asked for, and exact output never uses them', () => {
    const plain = enumerateRoutes(pools, ABC.address, USD.address, { maxHops: 3, protocols: ['v2', 'v3'] })
    const mixed = enumerateRoutes(pools, ABC.address, USD.address, {
      maxHops: 3,
      protocols: ['v2', 'v3'],
      mixed: true,
    })
    expect(plain.map((route) => route.protocol)).toEqual(['v2'])
    expect(mixed.map((route) => route.protocol).sort()).toEqual(['mixed', 'v2'])
    const route = mixed.find((r) => r.protocol === 'mixed')!
    // A v2 section then a v3 section, each priced as a route of its own.
    expect(routeGasUnits(route)).toBe(90_000n + 30_000n + 100_000n + 30_000n)
    expect(quoteRoute(route, 1000n * e6, 'exactOut', new Map())).toBeUndefined()
  })

  it('win when they give more, for exact input', () => {
    const snapshot = snapshotOf(pools)
    const request = { tokenIn: ABC.address, tokenOut: USD.address, amount: 5000n * e18, config: TEST_CONFIG }
    const exactIn = findBestTrade(snapshot, { ...request, tradeType: 'exactIn' })!
    expect(exactIn.routes[0]!.protocol).toBe('mixed')
    expect(
      findBestTrade(snapshot, { ...request, tradeType: 'exactIn', mixedRoutes: false })!.routes[0]!.protocol,
    ).toBe('v2')
    const exactOut = findBestTrade(snapshot, { ...request, amount: 1000n * e6, tradeType: 'exactOut' })!
    expect(exactOut.routes.every((route) => route.protocol === 'v2')).toBe(true)
  })
})

describe('the float estimate the search ranks with', () => {
  it('agrees with the exact quotes to a millionth (but for rounding), exact in and out, across the market', () => {
    const pools = market()
    const routes = enumerateRoutes(pools, WETH.address, USD.address, {
      maxHops: 3,
      protocols: ['v2', 'v3'],
      mixed: true,
    })
    let compared = 0
    for (const route of routes) {
      for (const amount of [e18 / 100n, 10n * e18, 400n * e18]) {
        const exact = quoteRoute(route, amount, 'exactIn', new Map())
        const estimate = floatQuote(route, Number(amount), 'exactIn', new Map())
        if (!exact || estimate === undefined) continue
        // Integer rounding at each hop shows on small amounts through an 8-decimal token.
        expect(Math.abs(estimate / Number(exact.amountOut) - 1)).toBeLessThan(amount < e18 ? 1e-4 : 1e-6)
        compared++
      }
      for (const amount of [1000n * e6, 300_000n * e6]) {
        const exact = quoteRoute(route, amount, 'exactOut', new Map())
        const estimate = floatQuote(route, Number(amount), 'exactOut', new Map())
        if (!exact || estimate === undefined) continue
        expect(Math.abs(estimate / Number(exact.amountIn) - 1)).toBeLessThan(1e-6)
        compared++
      }
    }
    expect(compared).toBeGreaterThan(20)
  })
})
