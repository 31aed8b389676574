import { describe, expect, it } from 'vitest'
import { findBestTrade } from '../src/routing/find-trade.ts'
import { routeGasUnits } from '../src/routing/gas.ts'
import { quoteRoute } from '../src/routing/quote-route.ts'
import { enumerateRoutes } from '../src/routing/routes.ts'
import { NATIVE, type TradeRequest } from '../src/routing/trade.ts'
import { ABC, snapshotOf, TEST_CONFIG, tickForPrice, USD, v3Pool, WETH } from './fixtures.ts'
import { e6, e18, market, net } from './routingMarket.ts'

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
