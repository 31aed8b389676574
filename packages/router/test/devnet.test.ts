import {
  ARBITRUM_ONE,
  ARBITRUM_TOKENS,
  type Devnet,
  devAccount,
  devnetClient,
  MAINNET,
  MAINNET_CONTRACTS,
  MAINNET_TOKENS,
  startDevnet,
  USD_PRICES,
} from '@exchange/devnet'
import fc from 'fast-check'
import { type Address, parseAbi, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routingConfig } from '../src/chains.ts'
import { candidatePools, loadPoolSnapshot, readFeeTiers, readPoolStates } from '../src/loader.ts'
import { getAmountIn, getAmountOut } from '../src/math/v2-math.ts'
import { initialSwapState, simulateV3Swap } from '../src/math/v3-swap.ts'
import { PoolStateCache } from '../src/pool-cache.ts'
import { findBestTrade } from '../src/routing/find-trade.ts'
import { NATIVE, type Trade, type TradeRequest } from '../src/routing/trade.ts'
import type { PoolState, V2PairState, V3PoolState } from '../src/types.ts'
import { swapExecutor } from './swapExecutor.ts'

/**
 * The router against the contracts on the devnet replica: its v2 and v3 swap math against QuoterV2
 * (which runs the real pool's swap and reverts with the result) and UniswapV2Router02 for a table of
 * pools, directions and sizes from dust to swaps that cross many initialized ticks; the loader and
 * the per-block cache; and trades executed through SwapRouter02, which must pay and deliver exactly
 * the quoted amounts.
 */

const quoterAbi = parseAbi([
  'function quoteExactInputSingle((address tokenIn, address tokenOut, uint256 amountIn, uint24 fee, uint160 sqrtPriceLimitX96) params) returns (uint256 amountOut, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate)',
  'function quoteExactOutputSingle((address tokenIn, address tokenOut, uint256 amount, uint24 fee, uint160 sqrtPriceLimitX96) params) returns (uint256 amountIn, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate)',
])
const v2RouterAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function getAmountsIn(uint256 amountOut, address[] path) view returns (uint256[] amounts)',
])

let devnet: Devnet
let client: ReturnType<typeof devnetClient>
let pools: PoolState[]
const config = routingConfig(MAINNET)!

beforeAll(async () => {
  devnet = await startDevnet({ l1Port: 0, l2Port: 0 })
  client = devnetClient(MAINNET, devnet.chains[MAINNET]!.url)
  const blockNumber = await client.getBlockNumber()
  const tiers = await readFeeTiers(client, config, blockNumber)
  const book = devnet.chains[MAINNET]!.addressBook
  const tokens = Object.values(book.tokens).map((token) => token.address as Address)
  pools = await readPoolStates(
    client,
    config,
    candidatePools(config, tokens, [...tiers.keys()]),
    blockNumber,
    tiers,
  )
})

afterAll(async () => {
  await devnet?.stop()
})

const v3 = (address: string) => {
  const pool = pools.find((p) => p.address.toLowerCase() === address.toLowerCase())
  if (pool?.protocol !== 'v3') throw new Error(`no v3 pool ${address}`)
  return pool
}

interface Case {
  pool: string
  zeroForOne: boolean
  /** Human amount of the specified side (input for exact in, output for exact out). */
  amount: string
}

// WETH/USDC 0.05% (token0 USDC, token1 WETH), 0.3% and 1%; WBTC/WETH; stable pairs at 0.01%; UNI/WETH.
const USDC_WETH_500 = '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640'
const USDC_WETH_3000 = '0x8ad599c3A0ff1De082011EFDDc58f1908eb6e6D8'
const USDC_WETH_10000 = '0x7BeA39867e4169DBe237d55C8242a8f2fcDcc387'
const WBTC_WETH_500 = '0x4585FE77225b41b697C938B018E2Ac67Ac5a20c0'
const USDC_USDT_100 = '0x3416cF6C708Da44DB2624D63ea0AAef7113527C6'
const DAI_USDC_100 = '0x5777d92f208679DB4b9778590Fa3CAB3aC9e2168'
const UNI_WETH_10000 = '0x360b9726186C0F62cc719450685ce70280774Dc8'

const decimalsOf = (pool: V3PoolState, zeroForOne: boolean, side: 'in' | 'out') => {
  const address = (zeroForOne ? side === 'in' : side === 'out') ? pool.token0 : pool.token1
  const known: Record<string, number> = {
    [MAINNET_CONTRACTS.WETH9.toLowerCase()]: 18,
    '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48': 6,
    '0xdac17f958d2ee523a2206206994597c13d831ec7': 6,
    '0x2260fac5e5542a773aa44fbcfedf7c193bc2c599': 8,
  }
  return known[address.toLowerCase()] ?? 18
}

const exactInCases: Case[] = [
  { pool: USDC_WETH_500, zeroForOne: false, amount: '0.000000000001' },
  { pool: USDC_WETH_500, zeroForOne: false, amount: '1' },
  { pool: USDC_WETH_500, zeroForOne: false, amount: '250' },
  { pool: USDC_WETH_500, zeroForOne: false, amount: '900' },
  { pool: USDC_WETH_500, zeroForOne: true, amount: '3000' },
  { pool: USDC_WETH_500, zeroForOne: true, amount: '2500000' },
  { pool: USDC_WETH_3000, zeroForOne: false, amount: '400' },
  { pool: USDC_WETH_3000, zeroForOne: true, amount: '1200000' },
  { pool: USDC_WETH_10000, zeroForOne: false, amount: '50' },
  { pool: USDC_WETH_10000, zeroForOne: true, amount: '100000' },
  { pool: WBTC_WETH_500, zeroForOne: true, amount: '3' },
  { pool: WBTC_WETH_500, zeroForOne: false, amount: '200' },
  { pool: USDC_USDT_100, zeroForOne: true, amount: '2000000' },
  { pool: USDC_USDT_100, zeroForOne: false, amount: '123.456789' },
  { pool: DAI_USDC_100, zeroForOne: true, amount: '500000' },
  { pool: UNI_WETH_10000, zeroForOne: true, amount: '40000' },
]

const exactOutCases: Case[] = [
  { pool: USDC_WETH_500, zeroForOne: false, amount: '0.000001' },
  { pool: USDC_WETH_500, zeroForOne: false, amount: '2500' },
  { pool: USDC_WETH_500, zeroForOne: false, amount: '1500000' },
  { pool: USDC_WETH_500, zeroForOne: true, amount: '0.5' },
  { pool: USDC_WETH_500, zeroForOne: true, amount: '700' },
  { pool: USDC_WETH_3000, zeroForOne: true, amount: '300' },
  { pool: USDC_WETH_3000, zeroForOne: false, amount: '800000' },
  { pool: USDC_WETH_10000, zeroForOne: false, amount: '40000' },
  { pool: WBTC_WETH_500, zeroForOne: false, amount: '4' },
  { pool: USDC_USDT_100, zeroForOne: false, amount: '1500000' },
  { pool: DAI_USDC_100, zeroForOne: false, amount: '399999.5' },
  { pool: UNI_WETH_10000, zeroForOne: false, amount: '20' },
]

describe('v3 swap math against QuoterV2', () => {
  it('matches quoteExactInputSingle to the wei, across tick crossings', async () => {
    let maxCrossed = 0
    for (const c of exactInCases) {
      const pool = v3(c.pool)
      const amountIn = parseUnits(c.amount, decimalsOf(pool, c.zeroForOne, 'in'))
      const [tokenIn, tokenOut] = c.zeroForOne ? [pool.token0, pool.token1] : [pool.token1, pool.token0]
      const { result } = await client.simulateContract({
        address: MAINNET_CONTRACTS.QuoterV2,
        abi: quoterAbi,
        functionName: 'quoteExactInputSingle',
        args: [{ tokenIn, tokenOut, amountIn, fee: pool.fee, sqrtPriceLimitX96: 0n }],
      })
      const ours = simulateV3Swap(pool, initialSwapState(pool), c.zeroForOne, amountIn)
      expect(typeof ours, `${c.pool} ${c.amount}`).toBe('object')
      if (typeof ours !== 'object') continue
      expect(ours.amountOut, `${c.pool} in ${c.amount}`).toBe(result[0])
      expect(ours.state.sqrtPriceX96).toBe(result[1])
      maxCrossed = Math.max(maxCrossed, result[2])
    }
    // The table must exercise tick crossings, or it proves little.
    expect(maxCrossed).toBeGreaterThan(5)
  })

  it('matches quoteExactOutputSingle to the wei, across tick crossings', async () => {
    let maxCrossed = 0
    for (const c of exactOutCases) {
      const pool = v3(c.pool)
      const amountOut = parseUnits(c.amount, decimalsOf(pool, c.zeroForOne, 'out'))
      const [tokenIn, tokenOut] = c.zeroForOne ? [pool.token0, pool.token1] : [pool.token1, pool.token0]
      const { result } = await client.simulateContract({
        address: MAINNET_CONTRACTS.QuoterV2,
        abi: quoterAbi,
        functionName: 'quoteExactOutputSingle',
        args: [{ tokenIn, tokenOut, amount: amountOut, fee: pool.fee, sqrtPriceLimitX96: 0n }],
      })
      const ours = simulateV3Swap(pool, initialSwapState(pool), c.zeroForOne, -amountOut)
      expect(typeof ours, `${c.pool} ${c.amount}`).toBe('object')
      if (typeof ours !== 'object') continue
      expect(ours.amountIn, `${c.pool} out ${c.amount}`).toBe(result[0])
      expect(ours.state.sqrtPriceX96).toBe(result[1])
      maxCrossed = Math.max(maxCrossed, result[2])
    }
    expect(maxCrossed).toBeGreaterThan(5)
  })

  it('refuses an exact output larger than the pool can pay, as the router would revert', () => {
    const pool = v3(USDC_WETH_10000)
    expect(simulateV3Swap(pool, initialSwapState(pool), true, -(10n ** 30n))).not.toBeTypeOf('object')
  })
})

describe('v2 swap math against UniswapV2Router02', () => {
  it('matches getAmountsOut and getAmountsIn for every seeded pair, both ways, several sizes', async () => {
    const pairs = pools.filter((pool): pool is V2PairState => pool.protocol === 'v2')
    expect(pairs.length).toBeGreaterThanOrEqual(8)
    for (const pair of pairs) {
      for (const [reserveIn, reserveOut, path] of [
        [pair.reserve0, pair.reserve1, [pair.token0, pair.token1]],
        [pair.reserve1, pair.reserve0, [pair.token1, pair.token0]],
      ] as const) {
        for (const divisor of [1_000_000n, 1000n, 7n, 2n]) {
          const amountIn = reserveIn / divisor + 1n
          const out = await client.readContract({
            address: MAINNET_CONTRACTS.UniswapV2Router02,
            abi: v2RouterAbi,
            functionName: 'getAmountsOut',
            args: [amountIn, [...path]],
          })
          expect(getAmountOut(amountIn, reserveIn, reserveOut)).toBe(out[1])
          const amountOut = reserveOut / divisor + 3n
          const needed = await client.readContract({
            address: MAINNET_CONTRACTS.UniswapV2Router02,
            abi: v2RouterAbi,
            functionName: 'getAmountsIn',
            args: [amountOut, [...path]],
          })
          expect(getAmountIn(amountOut, reserveIn, reserveOut)).toBe(needed[0])
        }
      }
    }
  })
})

describe('the loader', () => {
  it('reads the fee tiers the factory enabled, the candidate pools, token metadata and transfer fees', async () => {
    const snapshot = await loadPoolSnapshot(client, {
      chainId: MAINNET,
      tokens: [MAINNET_TOKENS.PAXG.address, MAINNET_TOKENS.USDC.address],
    })
    const v3Fees = new Set(snapshot.pools.flatMap((pool) => (pool.protocol === 'v3' ? [pool.fee] : [])))
    // The replica's mainnet factory has 0.01% enabled and pools in it.
    expect([...v3Fees].sort((a, b) => a - b)).toEqual([100, 500, 3000, 10000])
    expect(snapshot.pools.some((pool) => pool.address === '0x9C4Fe5FFD9A9fC5678cFBd93Aa2D4FD684b67C4C')).toBe(
      true,
    )
    expect(snapshot.tokens.get(MAINNET_TOKENS.PAXG.address)).toMatchObject({ symbol: 'PAXG', decimals: 18 })
    // PAXG keeps 0.02% of every transfer; USDC keeps nothing.
    expect(snapshot.transferFees.get(MAINNET_TOKENS.PAXG.address)).toEqual({ buyPpm: 200, sellPpm: 200 })
    expect(snapshot.transferFees.has(MAINNET_TOKENS.USDC.address)).toBe(false)
    for (const pool of snapshot.pools) {
      if (pool.protocol !== 'v3') continue
      expect(pool.ticks.length).toBeGreaterThan(0)
      const word = Math.floor(pool.tick / pool.tickSpacing) >> 8
      expect(pool.wordRange[0]).toBeLessThan(word)
      expect(pool.wordRange[1]).toBeGreaterThan(word)
    }
  })

  it('serves Arbitrum One: v3 only, with its 0.01% tier', async () => {
    const arbitrum = devnetClient(ARBITRUM_ONE, devnet.chains[ARBITRUM_ONE]!.url)
    const snapshot = await loadPoolSnapshot(arbitrum, {
      chainId: ARBITRUM_ONE,
      tokens: [ARBITRUM_TOKENS.USDT.address, ARBITRUM_TOKENS.LINK.address],
    })
    expect(snapshot.pools.every((pool) => pool.protocol === 'v3')).toBe(true)
    expect(snapshot.pools.some((pool) => pool.protocol === 'v3' && pool.fee === 100)).toBe(true)
    const trade = findBestTrade(snapshot, {
      tokenIn: ARBITRUM_TOKENS.USDT.address,
      tokenOut: ARBITRUM_TOKENS.LINK.address,
      amount: parseUnits('5000', 6),
      tradeType: 'exactIn',
    })
    // LINK has only a WETH pool: USDT reaches WETH directly or through native USDC's deeper pools.
    const path = trade?.routes[0]?.tokenPath.map((token) => token.symbol) ?? []
    expect(path[0]).toBe('USDT')
    expect(path.slice(-2)).toEqual(['WETH', 'LINK'])
    expect(Number(trade?.gasUseEstimateUSD)).toBeGreaterThan(0)
  })
})

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
