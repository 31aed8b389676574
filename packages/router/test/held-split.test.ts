import { decodeFunctionData, getAddress, parseAbi, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { legsCalldata, minimumOutput } from '../src/legs-calldata.ts'
import { initialSwapState, simulateV3Swap } from '../src/math/v3-swap.ts'
import { replayFlow } from '../src/routing/flow-replay.ts'
import { heldSplitLegs, legsAsPaths, replayLegs } from '../src/routing/held-split.ts'
import type { RouteQuote } from '../src/routing/quote-route.ts'
import { enumerateRoutes, type Route } from '../src/routing/routes.ts'
import type { Trade, TradeLeg } from '../src/routing/trade.ts'
import { ABC, tickForPrice, USD, v2Pair, v3Pool, WETH } from './fixtures.ts'

/** ABC → WETH through one v2 pair, WETH → USD through two v3 pools: the shape of 200k UNI→USDC. */
function market() {
  const pair = v2Pair(ABC, WETH, parseEther('1000000'), parseEther('1000'))
  const tick = tickForPrice(WETH, USD, 3000)
  const low = v3Pool(WETH, USD, 500, tick, 3n * 10n ** 16n)
  const high = v3Pool(WETH, USD, 3000, tick, 2n * 10n ** 16n)
  const routes = enumerateRoutes([pair, low, high], ABC.address, USD.address, {
    maxHops: 2,
    protocols: ['v2', 'v3'],
    mixed: true,
  })
  const via = (pool: { address: string }) => routes.find((route) => route.pools[1]!.address === pool.address)!
  return { pair, low, high, viaLow: via(low), viaHigh: via(high) }
}

const ANY_FEES = new Map()

describe('a v3 swap with a price limit (SwapRouter02 exactInputSingle with sqrtPriceLimitX96)', () => {
  const { low } = market()
  const zeroForOne = low.token0 === WETH.address
  const amount = parseEther('50')
  const free = simulateV3Swap(low, initialSwapState(low), zeroForOne, amount)
  if (typeof free !== 'object') throw new Error('no swap')

  it('stops at the limit, takes only what reaching it costs, and pays what that amount pays', () => {
    const half = simulateV3Swap(low, initialSwapState(low), zeroForOne, amount / 2n)
    if (typeof half !== 'object') throw new Error('no swap')
    const limited = simulateV3Swap(low, initialSwapState(low), zeroForOne, amount, half.state.sqrtPriceX96)
    if (typeof limited !== 'object') throw new Error('no limited swap')
    expect(limited.state.sqrtPriceX96).toBe(half.state.sqrtPriceX96)
    // Reaching a price costs at most a unit more than the amount that ends there (rounded up).
    expect(limited.amountIn - amount / 2n).toBeGreaterThanOrEqual(0n)
    expect(limited.amountIn - amount / 2n).toBeLessThanOrEqual(1n)
    expect(limited.amountOut).toBe(half.amountOut)
  })

  it('takes everything when the limit is beyond where the amount ends', () => {
    const further = simulateV3Swap(low, initialSwapState(low), zeroForOne, amount * 2n)
    if (typeof further !== 'object') throw new Error('no swap')
    const limited = simulateV3Swap(low, initialSwapState(low), zeroForOne, amount, further.state.sqrtPriceX96)
    expect(limited).toEqual(free)
  })

  it("reverts, as the pool's 'SPL' check, on a limit the price has already reached or passed", () => {
    const start = initialSwapState(low)
    expect(simulateV3Swap(low, start, zeroForOne, amount, start.sqrtPriceX96)).toBe('reverts')
    expect(simulateV3Swap(low, free.state, zeroForOne, amount, start.sqrtPriceX96)).toBe('reverts')
  })
})

/** The two paths as a flow runs them: the v2 pair in two pieces, one per path. */
function pieces(viaLow: Route, viaHigh: Route, total: bigint, lowShare: bigint): RouteQuote[] {
  const quotes = replayFlow(
    [
      { route: viaLow, amountIn: (total * lowShare) / 100n },
      { route: viaHigh, amountIn: total - (total * lowShare) / 100n },
    ],
    ANY_FEES,
  )
  if (!quotes) throw new Error('no flow')
  return quotes
}

describe('held splits', () => {
  const { viaLow, viaHigh } = market()
  const total = parseEther('40000')
  const quotes = pieces(viaLow, viaHigh, total, 60n)
  const piecesOut = quotes.reduce((sum, quote) => sum + quote.amountOut, 0n)

  it('swap the shared v2 pair once and divide its output: a limited leg, then the remainder', () => {
    const legs = heldSplitLegs(quotes)!
    expect(legs.map((leg) => [leg.paidBy, leg.holdsOutput, leg.route.pools.length])).toEqual([
      ['trader', true, 1],
      ['router', false, 1],
      ['router', false, 1],
    ])
    expect(legs[0]!.amountIn).toBe(total)
    // The limited leg plans the part of the WETH that its path carried in pieces.
    const [first, second] = quotes.map((quote) => Number(quote.hops[1]!.amountIn))
    expect(legs[1]!.plannedShare).toBeCloseTo(first! / (first! + second!), 12)
    const replayed = replayLegs(legs)!
    expect(replayed[1]!.leg.sqrtPriceLimitX96).toBeDefined()
    expect(replayed[2]!.leg.sqrtPriceLimitX96).toBeUndefined()
    // Everything the trunk paid out went on: the limited leg's part and the rest.
    expect(replayed[1]!.amountIn + replayed[2]!.amountIn).toBe(replayed[0]!.amountOut)
    const heldOut = replayed[1]!.amountOut + replayed[2]!.amountOut
    // One swap of the pair pays more than two pieces of it (the pieces' fee stays in the reserves).
    expect(heldOut).toBeGreaterThan(piecesOut)
    // Quoting the planned legs again (their limits now set) gives the same amounts.
    expect(replayLegs(replayed.map((quote) => quote.leg))).toEqual(replayed)
  })

  it('show as the paths they serve, whose inputs sum to what the trader pays', () => {
    const replayed = replayLegs(heldSplitLegs(quotes)!)!
    const paths = legsAsPaths(replayed)
    expect(paths.map((path) => path.route.key)).toEqual([viaLow.key, viaHigh.key])
    expect(paths.reduce((sum, path) => sum + path.amountIn, 0n)).toBe(total)
    expect(paths.map((path) => path.amountOut)).toEqual([replayed[1]!.amountOut, replayed[2]!.amountOut])
    for (const path of paths) expect(path.hops.at(-1)!.amountOut).toBe(path.amountOut)
  })

  it('refuse legs that start from nothing or leave a balance behind', () => {
    const legs = heldSplitLegs(quotes)!
    // Without its trunk, the first branch has nothing to swap.
    expect(replayLegs(legs.slice(1))).toBeUndefined()
    // Without the remainder leg, the limited one leaves WETH with the router.
    expect(replayLegs(legs.slice(0, 2))).toBeUndefined()
  })

  it('apply only where paths share a beginning through a v2 pair', () => {
    // One path alone, and two paths that share only v3 pools, have nothing to hold.
    expect(heldSplitLegs(quotes.slice(0, 1))).toBeUndefined()
    const { low, high } = market()
    const direct = enumerateRoutes([low, high], WETH.address, USD.address, { maxHops: 1, protocols: ['v3'] })
    const v3Only = replayFlow(
      direct.map((route) => ({ route, amountIn: parseEther('10') })),
      ANY_FEES,
    )!
    expect(heldSplitLegs(v3Only)).toBeUndefined()
  })
})

describe('calldata of legs', () => {
  const ROUTER = parseAbi([
    'function multicall(uint256 deadline, bytes[] data)',
    'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params)',
    'function exactInput((bytes path, address recipient, uint256 amountIn, uint256 amountOutMinimum) params)',
    'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to)',
    'function sweepToken(address token, uint256 amountMinimum, address recipient)',
    'function unwrapWETH9(uint256 amountMinimum, address recipient)',
  ])
  const { viaLow, viaHigh } = market()
  const replayed = replayLegs(heldSplitLegs(pieces(viaLow, viaHigh, parseEther('40000'), 60n))!)!
  const tradeLegs: TradeLeg[] = replayed.map(({ leg, amountIn, amountOut, pools }) => ({
    tokenPath: leg.route.path.map((address) => [ABC, WETH, USD].find((token) => token.address === address)!),
    pools,
    paidBy: leg.paidBy,
    amountIn,
    amountOut,
    holdsOutput: leg.holdsOutput,
    ...(leg.sqrtPriceLimitX96 ? { sqrtPriceLimitX96: leg.sqrtPriceLimitX96 } : {}),
  }))
  const amountOut = replayed[1]!.amountOut + replayed[2]!.amountOut
  const trade = (outputIsNative: boolean) =>
    ({
      tradeType: 'exactIn',
      legs: tradeLegs,
      amountOut,
      tokenOut: USD,
      outputIsNative,
      inputIsNative: false,
    }) as Trade
  const recipient = getAddress('0x00000000000000000000000000000000000000aa')
  /** The one struct argument of an exactInputSingle call. */
  const params = (call: { args: unknown }) => (call.args as unknown as [Record<string, unknown>])[0]
  const decode = (outputIsNative: boolean) => {
    const { calldata, value } = legsCalldata(trade(outputIsNative), {
      slippageBips: 50,
      recipient,
      deadline: 1234,
    })
    const multicall = decodeFunctionData({ abi: ROUTER, data: calldata })
    const [deadline, calls] = multicall.args as [bigint, `0x${string}`[]]
    return { value, deadline, calls: calls.map((data) => decodeFunctionData({ abi: ROUTER, data })) }
  }

  it('are one multicall: the trader-paid trunk, the limited leg on the router balance, the remainder, the payout', () => {
    const { value, deadline, calls } = decode(false)
    expect(value).toBe('0x00')
    expect(deadline).toBe(1234n)
    expect(calls.map((call) => call.functionName)).toEqual([
      'swapExactTokensForTokens',
      'exactInputSingle',
      'exactInputSingle',
      'sweepToken',
    ])
    const ADDRESS_THIS = '0x0000000000000000000000000000000000000002'
    expect(calls[0]!.args).toEqual([parseEther('40000'), 0n, [ABC.address, WETH.address], ADDRESS_THIS])
    const limited = params(calls[1]!)
    expect(limited.amountIn).toBe(0n)
    expect(limited.sqrtPriceLimitX96).toBe(tradeLegs[1]!.sqrtPriceLimitX96)
    expect(limited.recipient).toBe(ADDRESS_THIS)
    const rest = params(calls[2]!)
    expect([rest.amountIn, rest.sqrtPriceLimitX96]).toEqual([0n, 0n])
    // The whole trade's minimum is checked once, as the output is paid to the trader.
    expect(calls[3]!.args).toEqual([USD.address, minimumOutput(amountOut, 50), recipient])
    expect(minimumOutput(parseUnits('200', 6), 50)).toBe(parseUnits('199', 6))
  })

  it('unwrap the output when the trader gets the native coin', () => {
    const { calls } = decode(true)
    expect(calls.at(-1)!.functionName).toBe('unwrapWETH9')
    expect(calls.at(-1)!.args).toEqual([minimumOutput(amountOut, 50), recipient])
  })

  it('refuse a price limit on anything but one v3 pool', () => {
    const bad: TradeLeg = { ...tradeLegs[0]!, sqrtPriceLimitX96: 1n << 96n }
    expect(() =>
      legsCalldata(
        { ...trade(false), legs: [bad, ...tradeLegs.slice(1)] },
        { slippageBips: 50, recipient, deadline: 1 },
      ),
    ).toThrow('A price limit needs one v3 pool')
  })
})
