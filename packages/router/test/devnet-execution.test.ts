import { devAccount, MAINNET, MAINNET_TOKENS, USD_PRICES } from '@exchange/devnet'
import fc from 'fast-check'
import { type Address, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { loadPoolSnapshot } from '../src/loader.ts'
import { getAmountOut } from '../src/math/v2-math.ts'
import { PoolStateCache } from '../src/pool-cache.ts'
import { findBestTrade } from '../src/routing/find-trade.ts'
import { NATIVE, type Trade, type TradeRequest } from '../src/routing/trade.ts'
import type { PoolState } from '../src/types.ts'
import { client, onDevnet } from './devnet-fixture.ts'
import { swapExecutor } from './swapExecutor.ts'

/**
 * Trades the router finds, executed through SwapRouter02 on the devnet replica: each must pay and deliver
 * exactly the quoted amounts.
 */
onDevnet()

describe('trades executed through SwapRouter02', () => {
  const account = devAccount(4)
  const { execute, mint } = swapExecutor(() => client, account)

  it('pays and delivers exactly the quoted amounts: split, multi-hop, v2, native, exact in and out', async () => {
    const cache = new PoolStateCache({ client, chainId: MAINNET })
    const T = MAINNET_TOKENS
    const start = await client.snapshot()
    // ETH in, split across tiers and via stablecoins (the seeded pools make 800 ETH split-worthy).
    const split = await execute(cache, {
      tokenIn: NATIVE,
      tokenOut: T.USDC.address,
      amount: parseEther('800'),
      tradeType: 'exactIn',
    })
    expect(split.trade.routes.length).toBeGreaterThan(1)
    expect(split.paid).toBe(split.trade.amountIn)
    expect(split.received).toBe(split.trade.amountOut)

    // ETH out, exact in.
    const ethOut = await execute(cache, {
      tokenIn: T.USDC.address,
      tokenOut: NATIVE,
      amount: parseUnits('60000', 6),
      tradeType: 'exactIn',
    })
    expect(ethOut.received).toBe(ethOut.trade.amountOut)

    // Exact out through v3: exactly the output asked for, for exactly the quoted input.
    const exactOut = await execute(cache, {
      tokenIn: T.USDC.address,
      tokenOut: T.WBTC.address,
      amount: parseUnits('0.5', 8),
      tradeType: 'exactOut',
    })
    expect(exactOut.paid).toBe(exactOut.trade.amountIn)
    expect(exactOut.received).toBe(parseUnits('0.5', 8))

    // The fee-on-transfer token through v2: the quote already counts the 0.02% it keeps.
    const fot = await execute(cache, {
      tokenIn: T.PAXG.address,
      tokenOut: NATIVE,
      amount: parseEther('2'),
      tradeType: 'exactIn',
    })
    expect(fot.trade.routes.every((route) => route.protocol === 'v2')).toBe(true)
    expect(fot.received).toBe(fot.trade.amountOut)

    // The cache followed every swap above through logs: its state equals a fresh load.
    const blockNumber = await cache.sync()
    const cached = await cache.snapshot(T.USDC.address, T.WETH.address)
    const fresh = await loadPoolSnapshot(client, {
      chainId: MAINNET,
      tokens: [T.USDC.address, T.WETH.address],
      blockNumber,
    })
    const byAddress = (pools: readonly PoolState[]) =>
      Object.fromEntries(
        [...pools].map((pool) => [pool.address, pool]).sort(([a], [b]) => String(a).localeCompare(String(b))),
      )
    expect(byAddress(cached.pools)).toEqual(byAddress(fresh.pools))

    // The chain goes back (a reorganisation; here a devnet revert): the cache follows it back.
    await client.revert({ id: start })
    const back = await cache.sync()
    expect(back).toBe(await client.getBlockNumber())
    const reverted = await cache.snapshot(T.USDC.address, T.WETH.address)
    const reloaded = await loadPoolSnapshot(client, {
      chainId: MAINNET,
      tokens: [T.USDC.address, T.WETH.address],
      blockNumber: back,
    })
    expect(byAddress(reverted.pools)).toEqual(byAddress(reloaded.pools))
    expect(byAddress(reverted.pools)).not.toEqual(byAddress(cached.pools))
  })

  /** Mints `amount` of a seeded token to the account, as its owner. */
  it('delivers exactly the quote of flows whose routes share pools, executed one after another', async () => {
    const cache = new PoolStateCache({ client, chainId: MAINNET })
    const T = MAINNET_TOKENS
    const start = await client.snapshot()
    await client.setBalance({ address: account.address, value: 10n ** 24n })
    await mint(T.USDC.address, parseUnits('10000000', 6))
    await mint(T.DAI.address, parseUnits('5000000', 18))
    const requests: TradeRequest[] = [
      // Native in: every WETH/stable pool, and WETH→stable→USDC through pools other routes use too.
      { tokenIn: NATIVE, tokenOut: T.USDC.address, amount: parseEther('3000'), tradeType: 'exactIn' },
      // Native out: unwrapped at the end of the multicall.
      { tokenIn: T.USDC.address, tokenOut: NATIVE, amount: parseUnits('10000000', 6), tradeType: 'exactIn' },
      // Multi-hop: DAI through the stables and WETH into WBTC.
      {
        tokenIn: T.DAI.address,
        tokenOut: T.WBTC.address,
        amount: parseUnits('5000000', 18),
        tradeType: 'exactIn',
      },
      // Exact outputs: paths quoted backwards one after another on the states the earlier ones leave.
      { tokenIn: NATIVE, tokenOut: T.USDC.address, amount: parseUnits('4000000', 6), tradeType: 'exactOut' },
      { tokenIn: T.USDC.address, tokenOut: NATIVE, amount: parseEther('1500'), tradeType: 'exactOut' },
    ]
    let shared = 0
    const foundBy = new Set<string>()
    for (const request of requests) {
      await cache.sync()
      const disjoint = findBestTrade(await cache.snapshot(...pairOf(request)), request)
      const flow = await execute(cache, { ...request, sharedPools: true })
      foundBy.add(flow.trade.foundBy)
      const pools = flow.trade.routes.flatMap((route) => route.pools.map((pool) => pool.address))
      if (new Set(pools).size < pools.length) shared++
      expect(flow.paid).toBe(flow.trade.amountIn)
      expect(flow.received).toBe(deliveredBySwapRouter02(flow.trade))
      // Sharing pools is an option on top of the pool-disjoint search: it never quotes less output
      // (exact in) or more input (exact out), net of gas.
      if (request.tradeType === 'exactIn')
        expect(flow.trade.quoteGasAdjusted).toBeGreaterThanOrEqual(disjoint!.quoteGasAdjusted)
      else expect(flow.trade.quoteGasAdjusted).toBeLessThanOrEqual(disjoint!.quoteGasAdjusted)
    }
    // These trades are large enough that merging and re-splitting at a hub token pays.
    expect(shared).toBeGreaterThanOrEqual(4)
    // At least one is the dual's flow (5M DAI→WBTC: through the stables and WETH), delivered exactly
    // like the rest.
    expect(foundBy).toContain('dual flow')
    await client.revert({ id: start })
  })

  /**
   * What SwapRouter02 delivers for a quoted trade. Its v2 exact-output swap pays the pair
   * `getAmountsIn` of the output and then swaps forward from the balances the pairs received (the
   * fee-on-transfer-safe loop), so a v2 route can deliver a few wei more than asked: the forward
   * `getAmountOut` chain of what it paid. Everything else delivers the quoted output exactly.
   */
  function deliveredBySwapRouter02(trade: Trade): bigint {
    if (trade.tradeType === 'exactIn') return trade.amountOut
    let total = 0n
    for (const route of trade.routes) {
      if (route.protocol !== 'v2') {
        total += route.amountOut
        continue
      }
      let amount = route.amountIn
      route.pools.forEach((pool, hop) => {
        if (pool.protocol !== 'v2') throw new Error('a v2 route holds a v3 pool')
        const tokenIn = route.tokenPath[hop]!.address.toLowerCase()
        const zeroForOne = pool.token0.toLowerCase() === tokenIn
        const [reserveIn, reserveOut] = zeroForOne
          ? [pool.reserve0, pool.reserve1]
          : [pool.reserve1, pool.reserve0]
        amount = getAmountOut(amount, reserveIn, reserveOut)!
      })
      total += amount
    }
    return total
  }

  it('delivers exactly every quote of a random sequence of trades, each quoted on the state the last one left', async () => {
    // Each trade moves the pools the next one is quoted on: state the fixed tables above never reach.
    // Sizes run from $100 to $5M (exact outputs to $100k), so flows that share pools, tick crossings and
    // native ends all occur.
    const T = MAINNET_TOKENS
    const payable = [T.USDC, T.USDT, T.DAI, T.WBTC, T.LINK] as const
    const anyToken = [...payable, T.UNI, T.WETH] as const
    const start = await client.snapshot()
    await client.setBalance({ address: account.address, value: 10n ** 26n })
    for (const token of payable) await mint(token.address, 10n ** BigInt(token.decimals + 10))
    const side = (tokens: readonly { symbol: string }[]) =>
      fc.oneof(fc.constant('ETH'), fc.constantFrom(...tokens.map((token) => token.symbol)))
    const tradeArbitrary = fc
      .record({
        tokenIn: side(payable),
        tokenOut: side(anyToken),
        // Exponent of the dollar size: exact outputs stay within what the thinnest pools (LINK/WETH,
        // $500k) hold, so that every drawn trade has a route.
        size: fc.double({ min: 2, max: Math.log10(5_000_000), noNaN: true }),
        tradeType: fc.constantFrom('exactIn' as const, 'exactOut' as const),
        sharedPools: fc.boolean(),
      })
      .map(({ size, ...trade }) => ({
        ...trade,
        usd:
          10 ** (trade.tradeType === 'exactIn' ? size : (size - 2) * (3 / (Math.log10(5_000_000) - 2)) + 2),
      }))
      .filter(
        ({ tokenIn, tokenOut }) =>
          tokenIn !== tokenOut && !(tokenIn === 'ETH' && tokenOut === 'WETH') && !(tokenIn === 'WETH'),
      )
    type TradeDraw = typeof tradeArbitrary extends fc.Arbitrary<infer Draw> ? Draw : never
    const bySymbol = new Map(Object.values(T).map((token) => [token.symbol as string, token]))
    const toRequest = (trade: TradeDraw): TradeRequest & { sharedPools: boolean } => {
      const specified = trade.tradeType === 'exactIn' ? trade.tokenIn : trade.tokenOut
      const decimals = specified === 'ETH' ? 18 : bySymbol.get(specified)!.decimals
      const price = Number(USD_PRICES[specified === 'ETH' ? 'WETH' : specified])
      const amount = parseUnits((trade.usd / price).toFixed(Math.min(decimals, 8)), decimals)
      const address = (symbol: string) =>
        symbol === 'ETH' ? NATIVE : (bySymbol.get(symbol)!.address as Address)
      return {
        tokenIn: address(trade.tokenIn),
        tokenOut: address(trade.tokenOut),
        amount: amount > 0n ? amount : 1n,
        tradeType: trade.tradeType,
        sharedPools: trade.sharedPools,
      }
    }
    let executed = 0
    const runSequence = async (cache: PoolStateCache, trades: readonly TradeDraw[]) => {
      for (const trade of trades) {
        const request = toRequest(trade)
        const result = await execute(cache, request).catch((error: unknown) => {
          throw new Error(`${JSON.stringify({ ...trade, amount: String(request.amount) })}: ${error}`)
        })
        const label = JSON.stringify({
          ...trade,
          amount: String(request.amount),
          routes: result.trade.routes.map((route) => ({
            path: route.tokenPath.map((token) => token.symbol),
            pools: route.pools.map((pool) => `${pool.protocol}:${pool.address}`),
            amountIn: String(route.amountIn),
            amountOut: String(route.amountOut),
            routerAmountOut: String(route.routerAmountOut),
          })),
        })
        expect(result.paid, label).toBe(result.trade.amountIn)
        expect(result.received, label).toBe(deliveredBySwapRouter02(result.trade))
        expect(result.received, label).toBeGreaterThanOrEqual(result.trade.amountOut)
        executed++
      }
    }
    await fc.assert(
      fc.asyncProperty(fc.array(tradeArbitrary, { minLength: 3, maxLength: 6 }), async (trades) => {
        // Each sequence starts from the seeded pools: sequences run one after another would drain the thin
        // ones (LINK) below what a drawn trade asks, and a run would depend on the runs before it. A new
        // cache too: after the revert the chain's block numbers come again, with other state.
        const sequenceStart = await client.snapshot()
        const cache = new PoolStateCache({ client, chainId: MAINNET })
        try {
          await runSequence(cache, trades)
        } finally {
          await client.revert({ id: sequenceStart })
        }
      }),
      {
        numRuns: 5,
        endOnFailure: true,
        ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED), path: process.env.FC_PATH } : {}),
      },
    )
    expect(executed).toBeGreaterThanOrEqual(15)
    await client.revert({ id: start })
  }, 240_000)
})

const pairOf = (request: TradeRequest): [Address, Address] => {
  const wrapped = MAINNET_TOKENS.WETH.address
  return [
    request.tokenIn === NATIVE ? wrapped : request.tokenIn,
    request.tokenOut === NATIVE ? wrapped : request.tokenOut,
  ]
}
