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
import { NATIVE, type Trade, type TradeRequest } from '../src/routing/trade.ts'
import type { PoolState } from '../src/types.ts'
import {
  ABC,
  BTC,
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

const e18 = 10n ** 18n
const e6 = 10n ** 6n

/** WETH at 3000 USD in pools of several depths and tiers, stables at par, and ABC only via WETH. */
function market(): PoolState[] {
  const wethUsd = tickForPrice(WETH, USD, 3000)
  const wethDai = tickForPrice(WETH, DAI, 3000)
  return [
    v3Pool(WETH, USD, 500, wethUsd, 3n * 10n ** 16n),
    v3Pool(WETH, USD, 3000, wethUsd, 2n * 10n ** 16n),
    v3Pool(WETH, USD, 10000, wethUsd, 10n ** 15n),
    v3Pool(WETH, DAI, 500, wethDai, 2n * 10n ** 22n),
    v3Pool(DAI, USD, 100, tickForPrice(DAI, USD, 1), 10n ** 20n),
    v3Pool(WETH, BTC, 3000, tickForPrice(WETH, BTC, 0.05), 10n ** 14n),
    v3Pool(BTC, USD, 3000, tickForPrice(BTC, USD, 60000), 10n ** 12n),
    v3Pool(ABC, WETH, 3000, tickForPrice(ABC, WETH, 0.001), 10n ** 21n),
    v2Pair(WETH, USD, 1000n * e18, 3_000_000n * e6),
    v2Pair(ABC, WETH, 1_000_000n * e18, 1000n * e18),
    v2Pair(DAI, USD, 5_000_000n * e18, 5_000_000n * e6),
  ]
}

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

/** Net value of a trade as the router ranks it: output less gas, or minus (input plus gas). */
const net = (trade: Trade) =>
  trade.tradeType === 'exactIn'
    ? trade.quote - trade.gasUseEstimateQuote
    : -(trade.quote + trade.gasUseEstimateQuote)

describe('split allocation', () => {
  const snapshot = snapshotOf(market())
  const amounts = {
    exactIn: [1n * e18, 50n * e18, 300n * e18, 900n * e18, 2500n * e18],
    exactOut: [1000n * e6, 200_000n * e6, 1_500_000n * e6, 2_500_000n * e6],
  }

  for (const tradeType of ['exactIn', 'exactOut'] as const) {
    it(`is never worse than the best single route (${tradeType}), and the parts add up exactly`, () => {
      let splits = 0
      for (const amount of amounts[tradeType]) {
        const trade = findBestTrade(snapshot, {
          tokenIn: WETH.address,
          tokenOut: USD.address,
          amount,
          tradeType,
          config: TEST_CONFIG,
        })
        const single = findBestTrade(snapshot, {
          tokenIn: WETH.address,
          tokenOut: USD.address,
          amount,
          tradeType,
          config: TEST_CONFIG,
          maxSplits: 1,
        })
        expect(trade).toBeTruthy()
        if (!trade) continue
        // (No single route may be able to fill the largest amounts at all.)
        if (single) expect(net(trade)).toBeGreaterThanOrEqual(net(single))
        // Every single route quoted alone is no better than the chosen trade either.
        const routes = enumerateRoutes(snapshot.pools, WETH.address, USD.address, {
          maxHops: 3,
          protocols: ['v2', 'v3'],
        })
        for (const route of routes) {
          const quote = quoteRoute(route, amount, tradeType, new Map())
          if (!quote) continue
          const gas =
            (routeGasUnits(route) * snapshot.gasPriceWei * trade.gasUseEstimateQuote) /
            (trade.gasUseEstimate * snapshot.gasPriceWei)
          const value = tradeType === 'exactIn' ? quote.amountOut - gas : -(quote.amountIn + gas)
          expect(net(trade) >= value - 3n).toBe(true)
        }
        const specified = trade.routes.reduce(
          (sum, r) => sum + (tradeType === 'exactIn' ? r.amountIn : r.amountOut),
          0n,
        )
        expect(specified).toBe(amount)
        // Each part is exactly its route's own quote.
        for (const route of trade.routes) {
          const again = quoteRoute(
            enumerateRoutes(route.pools, WETH.address, USD.address, {
              maxHops: 3,
              protocols: ['v2', 'v3'],
              mixed: true,
            }).find((r) => r.key === route.pools.map((p) => p.address).join(','))!,
            tradeType === 'exactIn' ? route.amountIn : route.amountOut,
            tradeType,
            new Map(),
          )!
          expect(again.amountIn).toBe(route.amountIn)
          expect(again.amountOut).toBe(route.amountOut)
        }
        // Split routes never share a pool.
        const used = trade.routes.flatMap((route) => route.pools.map((pool) => pool.address))
        expect(new Set(used).size).toBe(used.length)
        if (trade.routes.length > 1) splits++
      }
      // Large trades in these pools are worth splitting.
      expect(splits).toBeGreaterThan(0)
    })
  }

  it('splits a large trade and gains over the best single route by more than the extra gas', () => {
    const request: TradeRequest = {
      tokenIn: NATIVE,
      tokenOut: USD.address,
      amount: 900n * e18,
      tradeType: 'exactIn' as const,
      config: TEST_CONFIG,
    }
    const trade = findBestTrade(snapshot, request)!
    const single = findBestTrade(snapshot, { ...request, maxSplits: 1 })!
    expect(trade.routes.length).toBeGreaterThan(1)
    expect(trade.quoteGasAdjusted).toBeGreaterThan(single.quoteGasAdjusted)
    expect(trade.inputIsNative).toBe(true)
    expect(trade.routes.reduce((sum, r) => sum + r.percent, 0)).toBeCloseTo(100, 1)
  })

  it('comes within 0.01% of an exhaustive 0.5% grid over the routes it uses', () => {
    const amount = 900n * e18
    const trade = findBestTrade(snapshot, {
      tokenIn: WETH.address,
      tokenOut: USD.address,
      amount,
      tradeType: 'exactIn',
      config: TEST_CONFIG,
    })!
    const routes = trade.routes.map(
      (r) =>
        enumerateRoutes(r.pools, WETH.address, USD.address, {
          maxHops: 3,
          protocols: ['v2', 'v3'],
          mixed: true,
        }).find((route) => route.key === r.pools.map((p) => p.address).join(','))!,
    )
    // Best over the 0.5% grid by dynamic programming on exact quotes.
    const steps = 200
    const curves = routes.map((route) =>
      Array.from({ length: steps + 1 }, (_, k) =>
        k === 0
          ? 0n
          : (quoteRoute(route, (amount * BigInt(k)) / BigInt(steps), 'exactIn', new Map())?.amountOut ??
            -(10n ** 40n)),
      ),
    )
    let best = Array.from({ length: steps + 1 }, (_, k) => (k === 0 ? 0n : -(10n ** 40n)))
    for (const curve of curves) {
      const next = best.map(() => -(10n ** 40n))
      for (let total = 0; total <= steps; total++) {
        for (let k = 0; k <= total; k++) {
          const value = best[total - k]! + curve[k]!
          if (value > next[total]!) next[total] = value
        }
      }
      best = next
    }
    const bound = best[steps]!
    expect(Number(trade.quote) / Number(bound)).toBeGreaterThan(0.9999)
  })
})

describe('gas adjustment', () => {
  it('estimates v2 at 90,000 + 30,000 per hop and v3 at 100,000 + 30,000 per pool', () => {
    const pools = market()
    const v2Two = enumerateRoutes(pools, ABC.address, USD.address, { maxHops: 2, protocols: ['v2'] })[0]!
    const v3One = enumerateRoutes(pools, WETH.address, USD.address, { maxHops: 1, protocols: ['v3'] })[0]!
    expect(routeGasUnits(v2Two)).toBe(90_000n + 2n * 30_000n)
    expect(routeGasUnits(v3One)).toBe(100_000n + 30_000n)
  })

  it('values gas in the quote token and in dollars, and adjusts the quote by it', () => {
    // 10 gwei; WETH at 3000 USD: a one-pool v3 route costs 130,000 gas = 0.0013 ETH = 3.9 USD.
    const snapshot = snapshotOf(market(), 10n * 10n ** 9n)
    const exactIn = findBestTrade(snapshot, {
      tokenIn: WETH.address,
      tokenOut: USD.address,
      amount: e18 / 10n,
      tradeType: 'exactIn',
      config: TEST_CONFIG,
    })!
    expect(exactIn.routes).toHaveLength(1)
    expect(exactIn.gasUseEstimate).toBe(130_000n)
    expect(Number(exactIn.gasUseEstimateQuote) / 1e6).toBeCloseTo(3.9, 2)
    expect(Number(exactIn.gasUseEstimateUSD)).toBeCloseTo(3.9, 2)
    expect(exactIn.quoteGasAdjusted).toBe(exactIn.quote - exactIn.gasUseEstimateQuote)

    // Exact out: the quote is the input (WETH), and gas is added to it in WETH.
    const exactOut = findBestTrade(snapshot, {
      tokenIn: WETH.address,
      tokenOut: USD.address,
      amount: 300n * e6,
      tradeType: 'exactOut',
      config: TEST_CONFIG,
    })!
    expect(exactOut.gasUseEstimateQuote).toBe(130_000n * 10n * 10n ** 9n)
    expect(exactOut.quoteGasAdjusted).toBe(exactOut.quote + exactOut.gasUseEstimateQuote)
  })

  it('prefers a cheaper route when gas outweighs the better price', () => {
    // Direct ABC-USD at 1% vs ABC-WETH-USD at 0.05% + 0.05%: the two-hop route pays more gas.
    const pools = [
      v3Pool(ABC, USD, 10000, tickForPrice(ABC, USD, 3), 10n ** 24n),
      v3Pool(ABC, WETH, 500, tickForPrice(ABC, WETH, 0.001), 10n ** 24n),
      v3Pool(WETH, USD, 500, tickForPrice(WETH, USD, 3000), 10n ** 20n),
    ]
    const request = {
      tokenIn: ABC.address,
      tokenOut: USD.address,
      amount: 10n * e18,
      tradeType: 'exactIn' as const,
      config: TEST_CONFIG,
    }
    // Free gas: the cheaper fees win.
    expect(findBestTrade(snapshotOf(pools, 0n), request)!.routes[0]!.pools).toHaveLength(2)
    // 100 gwei: the extra 30,000 gas (9 USD) outweighs 0.9% of 30 USD.
    expect(findBestTrade(snapshotOf(pools, 100n * 10n ** 9n), request)!.routes[0]!.pools).toHaveLength(1)
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
