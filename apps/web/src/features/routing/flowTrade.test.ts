import { SwapRouter, Trade } from '@uniswap/router-sdk'
import { CurrencyAmount, Percent, Token, TradeType } from '@uniswap/sdk-core'
import { Pair } from '@uniswap/v2-sdk'
import { decodeFunctionData, type Hex, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { FlowTrade } from './flowTrade'
import { HeldSplitError } from './heldSplit'
import type { LegInRoute, PoolInRoute, QuoteResponse, RouteToken } from './quoteSchema'
import { heldSplitLegsOf } from './routedTradeTypes'
import { routeResponseToTrade } from './sdkTrade'

/**
 * A flow as the quote API sends it with sharedPools=true: two routes that both start in the WETH/DAI
 * pair, the second listed with the reserves the first leaves. The amounts are worked out here with
 * v2-sdk's pair math, hop by hop, as SwapRouter02 would run them.
 */
const token = (address: string, symbol: string, decimals: number) => new Token(1, address, decimals, symbol)
const WETH = token('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 'WETH', 18)
const DAI = token('0x6B175474E89094C44Da98b954EedeAC495271d0F', 'DAI', 18)
const USDC = token('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 'USDC', 6)
const USDT = token('0xdAC17F958D2ee523a2206206994597C13D831ec7', 'USDT', 6)
const routeToken = (t: Token): RouteToken => ({
  address: t.address,
  chainId: 1,
  symbol: t.symbol!,
  decimals: String(t.decimals),
})
const pair = (a: Token, amountA: bigint, b: Token, amountB: bigint) =>
  new Pair(
    CurrencyAmount.fromRawAmount(a, amountA.toString()),
    CurrencyAmount.fromRawAmount(b, amountB.toString()),
  )

const e18 = 10n ** 18n
const e6 = 10n ** 6n
const wethDai = pair(WETH, 1_000n * e18, DAI, 3_000_000n * e18)
const daiUsdc = pair(DAI, 5_000_000n * e18, USDC, 5_000_000n * e6)
const daiUsdt = pair(DAI, 4_000_000n * e18, USDT, 4_000_000n * e6)
const usdtUsdc = pair(USDT, 6_000_000n * e6, USDC, 6_000_000n * e6)

const raw = (amount: CurrencyAmount<Token>) => BigInt(amount.quotient.toString())

/** Runs `amountIn` of the path's first token through the pairs; the hops and the pairs as they end. */
function run(pairs: Pair[], path: Token[], amountIn: bigint) {
  let amount = CurrencyAmount.fromRawAmount(path[0]!, amountIn.toString())
  const hops: PoolInRoute[] = []
  const after: Pair[] = []
  pairs.forEach((p, i) => {
    const [out, next] = p.getOutputAmount(amount)
    hops.push({
      type: 'v2-pool',
      address: Pair.getAddress(p.token0, p.token1),
      tokenIn: routeToken(path[i]!),
      tokenOut: routeToken(path[i + 1]!),
      reserve0: { token: routeToken(p.token0), quotient: p.reserve0.quotient.toString() },
      reserve1: { token: routeToken(p.token1), quotient: p.reserve1.quotient.toString() },
      amountIn: amount.quotient.toString(),
      amountOut: out.quotient.toString(),
    })
    after.push(next)
    amount = out
  })
  return { hops, after, out: raw(amount) }
}

const firstIn = 300n * e18
const secondIn = 200n * e18
const first = run([wethDai, daiUsdc], [WETH, DAI, USDC], firstIn)
// The second route meets the WETH/DAI pair as the first left it.
const second = run([first.after[0]!, daiUsdt, usdtUsdc], [WETH, DAI, USDT, USDC], secondIn)

const response = (route: PoolInRoute[][]): QuoteResponse => ({
  quoteId: 'q',
  blockNumber: '100',
  amount: String(firstIn + secondIn),
  quote: String(first.out + second.out),
  quoteGasAdjusted: '0',
  gasUseEstimate: '0',
  gasUseEstimateUSD: '0',
  gasPriceWei: '0',
  route,
  routeString: '',
})

/** Spot output of a path at the reserves before the trade: the input times each pair's reserve ratio. */
function spot(pairs: Pair[], path: Token[], amountIn: bigint) {
  let numerator = amountIn
  let denominator = 1n
  pairs.forEach((p, i) => {
    numerator *= raw(p.reserveOf(path[i + 1]!))
    denominator *= raw(p.reserveOf(path[i]!))
  })
  return numerator / denominator
}

describe('a flow whose routes share pools', () => {
  const flow = routeResponseToTrade(response([first.hops, second.hops]), WETH, USDC, TradeType.EXACT_INPUT)

  it('is a FlowTrade holding every route in the order they execute, with the summed amounts', () => {
    expect(flow).toBeInstanceOf(FlowTrade)
    expect(flow).toBeInstanceOf(Trade)
    expect(flow.swaps.map((swap) => swap.route.path.map((t) => t.symbol))).toEqual([
      ['WETH', 'DAI', 'USDC'],
      ['WETH', 'DAI', 'USDT', 'USDC'],
    ])
    expect(flow.swaps.map((swap) => raw(swap.inputAmount as CurrencyAmount<Token>))).toEqual([
      firstIn,
      secondIn,
    ])
    expect(flow.swaps.map((swap) => raw(swap.outputAmount as CurrencyAmount<Token>))).toEqual([
      first.out,
      second.out,
    ])
    expect(flow.routes).toHaveLength(2)
    expect(raw(flow.inputAmount as CurrencyAmount<Token>)).toBe(firstIn + secondIn)
    expect(raw(flow.outputAmount as CurrencyAmount<Token>)).toBe(first.out + second.out)
    const slippage = new Percent(50, 10_000)
    expect(raw(flow.minimumAmountOut(slippage) as CurrencyAmount<Token>)).toBe(
      ((first.out + second.out) * 9_950n) / 10_000n,
    )
  })

  it('takes its price impact against every pool before the trade, not as a later route meets it', () => {
    const spotOut =
      spot([wethDai, daiUsdc], [WETH, DAI, USDC], firstIn) +
      spot([wethDai, daiUsdt, usdtUsdc], [WETH, DAI, USDT, USDC], secondIn)
    const out = first.out + second.out
    expect(flow.priceImpact.equalTo(new Percent((spotOut - out).toString(), spotOut.toString()))).toBe(true)
    // Against the moved pair the second route would look cheaper, and the impact smaller.
    const movedSpot =
      spot([wethDai, daiUsdc], [WETH, DAI, USDC], firstIn) +
      spot([first.after[0]!, daiUsdt, usdtUsdc], [WETH, DAI, USDT, USDC], secondIn)
    expect(
      flow.priceImpact.greaterThan(new Percent((movedSpot - out).toString(), movedSpot.toString())),
    ).toBe(true)
  })

  it("encodes one SwapRouter02 call per route, in order, each with its route's input and minimum", () => {
    const slippage = new Percent(50, 10_000)
    const recipient = '0x00000000000000000000000000000000000000A1'
    const { calldata, value } = SwapRouter.swapCallParameters(flow, {
      slippageTolerance: slippage,
      recipient,
      deadlineOrPreviousBlockhash: 1_900_000_000,
    })
    expect(value).toBe('0x00')
    const outer = decodeFunctionData({
      abi: parseAbi(['function multicall(uint256 deadline, bytes[] data) payable returns (bytes[])']),
      data: calldata as Hex,
    })
    const calls = (outer.args[1] as Hex[]).map((data) =>
      decodeFunctionData({
        abi: parseAbi([
          'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to) payable returns (uint256)',
        ]),
        data,
      }),
    )
    // The v2 swaps are recomputed by router-sdk from the pairs each route holds: the minimum follows
    // from the quoted output only if the second route holds the reserves the first leaves.
    expect(calls.map((call) => call.args)).toEqual([
      [firstIn, (first.out * 9_950n) / 10_000n, [WETH.address, DAI.address, USDC.address], recipient],
      [
        secondIn,
        (second.out * 9_950n) / 10_000n,
        [WETH.address, DAI.address, USDT.address, USDC.address],
        recipient,
      ],
    ])
  })

  it("carries a held split's legs, the calls it runs as, and refuses legs that do not make the trade", () => {
    const amount = String(firstIn + secondIn)
    const legs: LegInRoute[] = [
      {
        paidBy: 'trader',
        holdsOutput: true,
        amountIn: amount,
        amountOut: '1',
        tokenPath: [WETH.address, DAI.address],
        pools: [{ type: 'v2-pool', address: Pair.getAddress(WETH, DAI) }],
      },
      {
        paidBy: 'router',
        holdsOutput: false,
        amountIn: '1',
        amountOut: '1',
        sqrtPriceLimitX96: String(2n ** 96n),
        tokenPath: [DAI.address, USDC.address],
        pools: [{ type: 'v3-pool', address: Pair.getAddress(DAI, USDC), fee: '100' }],
      },
      {
        paidBy: 'router',
        holdsOutput: false,
        amountIn: '1',
        amountOut: '1',
        tokenPath: [DAI.address, USDT.address, USDC.address],
        pools: [
          { type: 'v2-pool', address: Pair.getAddress(DAI, USDT) },
          { type: 'v2-pool', address: Pair.getAddress(USDT, USDC) },
        ],
      },
    ]
    const paths = response([first.hops, second.hops])
    const held = routeResponseToTrade({ ...paths, legs }, WETH, USDC, TradeType.EXACT_INPUT)
    expect(held).toBeInstanceOf(FlowTrade)
    expect(heldSplitLegsOf(held)?.map((leg) => leg.paidBy)).toEqual(['trader', 'router', 'router'])
    // The paths it serves are the routes shown, with the trade's amounts.
    expect(raw(held.outputAmount as CurrencyAmount<Token>)).toBe(first.out + second.out)
    expect(heldSplitLegsOf(flow)).toBeUndefined()
    const short = [{ ...legs[0]!, amountIn: String(firstIn) }, ...legs.slice(1)]
    expect(() => routeResponseToTrade({ ...paths, legs: short }, WETH, USDC, TradeType.EXACT_INPUT)).toThrow(
      HeldSplitError,
    )
  })

  it('stays a plain Trade when no pool serves two routes', () => {
    const alone = run([daiUsdt, usdtUsdc], [DAI, USDT, USDC], 1_000n * e18)
    const other = run([daiUsdc], [DAI, USDC], 2_000n * e18)
    const trade = routeResponseToTrade(response([alone.hops, other.hops]), DAI, USDC, TradeType.EXACT_INPUT)
    expect(trade).not.toBeInstanceOf(FlowTrade)
    expect(trade.swaps).toHaveLength(2)
  })
})
