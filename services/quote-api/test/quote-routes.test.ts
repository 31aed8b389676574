import {
  ARBITRUM_TOKENS,
  MAINNET_CONTRACTS as C,
  OPTIMISM_TOKENS,
  MAINNET_TOKENS as T,
  UNSAFE_TOKENS,
} from '@exchange/devnet'
import { parseQuoteResponse, type V2PoolInAnswer, type V3PoolInAnswer } from '@exchange/quote-format'
import { parseAbi, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { client, onQuoteApi, quote, tokenJson } from './quote-api-fixture.ts'

/**
 * The quote API's answers against the devnet replica, field by field against the chain: a v3 route, a
 * v2 route, a split, the format the app reads, and the other chains it serves.
 */

onQuoteApi()

const quoterAbi = parseAbi([
  'function quoteExactInputSingle((address tokenIn, address tokenOut, uint256 amountIn, uint24 fee, uint160 sqrtPriceLimitX96) params) returns (uint256 amountOut, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate)',
])
const poolAbi = parseAbi([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16, uint16, uint16, uint8, bool)',
  'function liquidity() view returns (uint128)',
])
const pairAbi = parseAbi(['function getReserves() view returns (uint112, uint112, uint32)'])
const v2RouterAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
])

const USDC_WETH_500 = '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640'
const WETH_USDC_V2 = '0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc'

describe('GET /v1/quote', () => {
  it('answers a v3 route field by field, every value as on chain', async () => {
    const body = await quote({})
    const blockNumber = BigInt(body.blockNumber)
    expect(blockNumber).toBe(await client.getBlockNumber())
    expect(body.route).toHaveLength(1)
    expect(body.route[0]).toHaveLength(1)
    const hop = body.route[0]![0] as V3PoolInAnswer
    const [slot0, liquidity] = await Promise.all([
      client.readContract({ address: USDC_WETH_500, abi: poolAbi, functionName: 'slot0', blockNumber }),
      client.readContract({ address: USDC_WETH_500, abi: poolAbi, functionName: 'liquidity', blockNumber }),
    ])
    const { result } = await client.simulateContract({
      address: C.QuoterV2,
      abi: quoterAbi,
      functionName: 'quoteExactInputSingle',
      args: [
        {
          tokenIn: T.WETH.address,
          tokenOut: T.USDC.address,
          amountIn: parseEther('1'),
          fee: 500,
          sqrtPriceLimitX96: 0n,
        },
      ],
      blockNumber,
    })
    expect(hop).toEqual({
      type: 'v3-pool',
      address: USDC_WETH_500,
      tokenIn: tokenJson(T.WETH),
      tokenOut: tokenJson(T.USDC),
      fee: '500',
      sqrtRatioX96: slot0[0].toString(),
      liquidity: liquidity.toString(),
      tickCurrent: String(slot0[1]),
      amountIn: parseEther('1').toString(),
      amountOut: result[0].toString(),
    })
    const gasPrice = await client.getGasPrice()
    expect(body).toMatchObject({
      amount: parseEther('1').toString(),
      amountDecimals: '1',
      quote: result[0].toString(),
      quoteDecimals: (Number(result[0]) / 1e6).toString(),
      gasUseEstimate: '130000',
      gasPriceWei: gasPrice.toString(),
      routeString: `[V3] 100.00% = WETH -- 0.05% [${USDC_WETH_500}] --> USDC`,
    })
    expect(BigInt(body.quoteGasAdjusted)).toBe(BigInt(body.quote) - BigInt(body.gasUseEstimateQuote))
    expect(Number(body.quoteGasAdjustedDecimals)).toBeCloseTo(Number(body.quoteGasAdjusted) / 1e6, 6)
    // WETH is near 3000 USD on the replica: gas in USDC and in dollars agree with that.
    const gasEth = (130_000 * Number(gasPrice)) / 1e18
    expect(Number(body.gasUseEstimateQuoteDecimals) / gasEth).toBeGreaterThan(2900)
    expect(Number(body.gasUseEstimateQuoteDecimals) / gasEth).toBeLessThan(3100)
    expect(Number(body.gasUseEstimateUSD) / gasEth).toBeGreaterThan(2900)
    expect(Number(body.gasUseEstimateUSD) / gasEth).toBeLessThan(3100)
    expect(body.quoteId).toMatch(/^[0-9a-f-]{8}$/)
  })

  it('answers a v2 route with its reserves', async () => {
    const body = await quote({ protocols: 'v2' })
    const blockNumber = BigInt(body.blockNumber)
    const hop = body.route[0]![0] as V2PoolInAnswer
    const reserves = await client.readContract({
      address: WETH_USDC_V2,
      abi: pairAbi,
      functionName: 'getReserves',
      blockNumber,
    })
    const amounts = await client.readContract({
      address: C.UniswapV2Router02,
      abi: v2RouterAbi,
      functionName: 'getAmountsOut',
      args: [parseEther('1'), [T.WETH.address, T.USDC.address]],
      blockNumber,
    })
    // USDC sorts before WETH: it is the pair's token0.
    expect(hop).toEqual({
      type: 'v2-pool',
      address: WETH_USDC_V2,
      tokenIn: tokenJson(T.WETH),
      tokenOut: tokenJson(T.USDC),
      reserve0: { token: tokenJson(T.USDC), quotient: reserves[0].toString() },
      reserve1: { token: tokenJson(T.WETH), quotient: reserves[1].toString() },
      amountIn: parseEther('1').toString(),
      amountOut: amounts[1]!.toString(),
    })
    expect(body.quote).toBe(amounts[1]!.toString())
    expect(body.gasUseEstimate).toBe('120000')
    expect(body.routeString).toBe(`[V2] 100.00% = WETH -- [${WETH_USDC_V2}] --> USDC`)
  })

  it('answers a split route whose paths add up to the amount and the quote', async () => {
    const amount = parseEther('800')
    const body = await quote({ tokenInAddress: 'ETH', amount: amount.toString() })
    expect(body.route.length).toBeGreaterThan(1)
    let totalIn = 0n
    let totalOut = 0n
    for (const path of body.route) {
      expect(path[0]!.tokenIn).toEqual(tokenJson(T.WETH))
      expect(path.at(-1)!.tokenOut).toEqual(tokenJson(T.USDC))
      for (let i = 1; i < path.length; i++) {
        expect(path[i]!.tokenIn).toEqual(path[i - 1]!.tokenOut)
        expect(path[i]!.amountIn).toBe(path[i - 1]!.amountOut)
      }
      totalIn += BigInt(path[0]!.amountIn)
      totalOut += BigInt(path.at(-1)!.amountOut)
    }
    expect(totalIn).toBe(amount)
    expect(totalOut).toBe(BigInt(body.quote))
    const pools = body.route.flat().map((hop) => hop.address)
    expect(new Set(pools).size).toBe(pools.length)
    expect(body.routeString.split(', ')).toHaveLength(body.route.length)
    // Spec §9 per route, a route mixing v2 and v3 per section of one protocol (as SwapRouter02 runs it).
    expect(Number(body.gasUseEstimate)).toBe(
      body.route.reduce(
        (sum, path) =>
          sum +
          path.reduce(
            (gas, hop, i) =>
              gas +
              30_000 +
              (i === 0 || hop.type !== path[i - 1]!.type ? (hop.type === 'v3-pool' ? 100_000 : 90_000) : 0),
            0,
          ),
        0,
      ),
    )
  })

  it('answers in the format the app reads, a taxed token with its fees, which the app drops', async () => {
    // Every answer here is parsed by quote(): the service's own schema and the app's reading.
    const exactOut = await quote({ type: 'exactOut', amount: parseUnits('3000', 6).toString() })
    expect(BigInt(exactOut.route[0]!.at(-1)!.amountOut)).toBeGreaterThan(0n)
    const taxed = await quote({
      tokenOutAddress: UNSAFE_TOKENS.transferTax.address,
      amount: parseEther('0.1').toString(),
      protocols: 'v2',
    })
    // 5% of every transfer: 500 basis points each way.
    expect(taxed.route[0]!.at(-1)!.tokenOut).toMatchObject({ buyFeeBps: '500', sellFeeBps: '500' })
    const read = parseQuoteResponse(taxed)!
    expect(read.route[0]!.at(-1)!.tokenOut).toEqual(tokenJson(UNSAFE_TOKENS.transferTax))
    expect(read).not.toHaveProperty('priceImpact')
    expect(read.quote).toBe(taxed.quote)
  })

  it('serves Arbitrum One', async () => {
    const body = await quote({
      tokenInAddress: ARBITRUM_TOKENS.USDC.address,
      tokenInChainId: '42161',
      tokenOutAddress: 'ETH',
      tokenOutChainId: '42161',
      amount: parseUnits('2500', 6).toString(),
    })
    expect(body.route[0]![0]!.tokenIn).toEqual(tokenJson(ARBITRUM_TOKENS.USDC, 42161))
    expect(body.route.flat().every((hop) => hop.type === 'v3-pool')).toBe(true)
    expect(Number(body.quoteDecimals)).toBeGreaterThan(0.7)
  })

  it('serves Optimism, through its v3 pools only', async () => {
    const body = await quote({
      tokenInAddress: 'ETH',
      tokenInChainId: '10',
      tokenOutAddress: OPTIMISM_TOKENS.OP.address,
      tokenOutChainId: '10',
      amount: parseEther('1').toString(),
    })
    expect(body.route[0]![0]!.tokenIn).toEqual(tokenJson(OPTIMISM_TOKENS.WETH, 10))
    expect(body.route.at(-1)!.at(-1)!.tokenOut).toEqual(tokenJson(OPTIMISM_TOKENS.OP, 10))
    expect(body.route.flat().every((hop) => hop.type === 'v3-pool')).toBe(true)
    // 1 ETH at $3,000 buys about 1,500 OP at $2, less fees and impact.
    expect(Number(body.quoteDecimals)).toBeGreaterThan(1_400)
    expect(Number(body.quoteDecimals)).toBeLessThan(1_500)
  })
})
