import { parseAbi, parseAbiItem } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ARBITRUM_TOKENS, MAINNET_TOKENS, type TokenSpec } from '../src/canonical.ts'
import { devnetClient } from '../src/client.ts'
import { type Devnet, startDevnet } from '../src/devnet.ts'
import { HISTORY_DAYS, planHistory, targetSqrtPriceX96 } from '../src/seed/historyPlan.ts'
import { planV2History, v2SwapToward, v2TargetPrice } from '../src/seed/v2History.ts'
import { mulberry32, startingPrice } from '../src/seed/v3.ts'

const T = MAINNET_TOKENS
const plans = [
  { a: T.WETH, b: T.USDC, activity: 0.9, swapUsd: [5_000, 150_000] as const },
  { a: T.UNI, b: T.WETH, activity: 0.8, swapUsd: [2_000, 40_000] as const },
]

describe('the trading history plan', () => {
  it('is the same for the same seed and differs for another', () => {
    expect(planHistory(plans, 7)).toEqual(planHistory(plans, 7))
    expect(planHistory(plans, 7)).not.toEqual(planHistory(plans, 8))
  })

  it('spans the history with moving prices, swaps on every pool, and positions opened and closed', () => {
    const { steps } = planHistory(plans, 20_261_126)
    expect(steps.at(-1)!.at).toBeGreaterThan((HISTORY_DAYS - 1) * 86_400)
    const swaps = steps.flatMap((step) => step.actions.filter((action) => action.kind === 'swap'))
    for (const index of plans.keys())
      expect(swaps.filter((swap) => swap.pool === index).length).toBeGreaterThan(50)
    const ethPrices = swaps.map((swap) => swap.kind === 'swap' && swap.prices.WETH!)
    expect(Math.max(...(ethPrices as number[])) / Math.min(...(ethPrices as number[]))).toBeGreaterThan(1.03)
    const actions = steps.flatMap((step) => step.actions)
    expect(actions.filter((action) => action.kind === 'mint').length).toBeGreaterThan(10)
    expect(actions.filter((action) => action.kind === 'burn').length).toBeGreaterThan(5)
  })

  it('targets the seeded price when the dollar prices are the seeded ones', () => {
    for (const [token0, token1] of [
      [T.USDC, T.WETH],
      [T.WBTC, T.WETH],
      [T.UNI, T.WETH],
    ] as [TokenSpec, TokenSpec][]) {
      const seeded = startingPrice(token0, token1).sqrtPriceX96
      const usd = { USDC: 1, WETH: 3000, WBTC: 60000, UNI: 8 } as Record<string, number>
      const target = targetSqrtPriceX96(
        usd[token0.symbol]!,
        usd[token1.symbol]!,
        token0.decimals,
        token1.decimals,
      )
      expect(Number(target) / Number(seeded)).toBeCloseTo(1, 9)
    }
  })
})

describe('the v2 pairs’ history plan', () => {
  const pairs = [
    { activity: 0.6, swapUsd: [2_000, 60_000] as const },
    { activity: 0.4, swapUsd: [1_000, 20_000] as const },
  ]
  const times = planHistory(plans, 20_261_126).steps.map((step) => step.at)

  it('is deterministic, swaps every pair, and adds liquidity that it removes later or at the end', () => {
    const plan = planV2History(pairs, times, 9)
    expect(plan).toEqual(planV2History(pairs, times, 9))
    expect(plan.steps).toHaveLength(times.length)
    const actions = plan.steps.flat()
    for (const index of pairs.keys())
      expect(
        actions.filter((action) => action.kind === 'swap' && action.pair === index).length,
      ).toBeGreaterThan(30)
    const added = actions.filter((action) => action.kind === 'add')
    expect(added.length).toBeGreaterThan(5)
    const removed = actions.filter((action) => action.kind === 'remove').map((action) => action.position)
    const open = plan.stillOpen.map((position) => position.position)
    expect(added.map((action) => action.position).sort((a, b) => a - b)).toEqual(
      [...removed, ...open].sort((a, b) => a - b),
    )
  })
})

describe('v2SwapToward', () => {
  it('pays in the token whose price must fall, and lands on the target within the fee’s rounding', () => {
    // A thousand seeded cases (this package has no property-testing library): reserves of any size,
    // targets from half to twice the current price.
    const random = mulberry32(5)
    for (let run = 0; run < 1000; run++) {
      const reserve0 = BigInt(Math.floor(10 ** (6 + random() * 18)))
      const reserve1 = BigInt(Math.floor(10 ** (6 + random() * 18)))
      const move = 0.5 + random() * 1.5
      const target = (Number(reserve1) / Number(reserve0)) * move
      const swap = v2SwapToward(reserve0, reserve1, target, { amount0: 10n ** 40n, amount1: 10n ** 40n })
      if (Math.abs(move - 1) < 1e-6) continue
      expect(swap).not.toBeNull()
      expect(swap!.zeroForOne).toBe(move < 1)
      // Constant product with the 0.3% fee, as the pair computes the amount out.
      const paid = Number(swap!.amountIn)
      const [x, y] = swap!.zeroForOne
        ? [Number(reserve0), Number(reserve1)]
        : [Number(reserve1), Number(reserve0)]
      const out = (paid * 0.997 * y) / (x + paid * 0.997)
      const after = swap!.zeroForOne
        ? (Number(reserve1) - out) / (Number(reserve0) + paid)
        : (Number(reserve1) + paid) / (Number(reserve0) - out)
      expect(Math.abs(after / target - 1)).toBeLessThan(0.004)
    }
  })

  it('stops at the cap, and does nothing at the target', () => {
    const capped = v2SwapToward(10n ** 24n, 3n * 10n ** 12n, 1e-13, { amount0: 5n, amount1: 5n })
    expect(capped).toEqual({ zeroForOne: true, amountIn: 5n })
    expect(v2SwapToward(10n ** 24n, 3n * 10n ** 12n, 3e-12, { amount0: 5n, amount1: 5n })).toBeNull()
    // The seeded USDC/WETH price: 1 USDC = 1/3000 WETH, raw.
    expect(v2TargetPrice(1, 3000, 6, 18)).toBeCloseTo(1e12 / 3000, 3)
  })
})

const swapEvent = parseAbiItem(
  'event Swap(address indexed sender, address indexed recipient, int256 amount0, int256 amount1, uint160 sqrtPriceX96, uint128 liquidity, int24 tick)',
)
const v2SwapEvent = parseAbiItem(
  'event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)',
)
const v2MintEvent = parseAbiItem('event Mint(address indexed sender, uint256 amount0, uint256 amount1)')
const v2BurnEvent = parseAbiItem(
  'event Burn(address indexed sender, uint256 amount0, uint256 amount1, address indexed to)',
)
const v2PairAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
])
const slot0Abi = parseAbi([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16, uint16, uint16, uint8, bool)',
])

describe('the snapshot’s history', () => {
  let devnet: Devnet
  beforeAll(async () => {
    devnet = await startDevnet({ l1Port: 0, l2Port: 0, chainIds: [1, 42161] })
  })
  afterAll(async () => {
    await devnet?.stop()
  })

  it.each([
    [1, 'WETH', 'USDC', 500, MAINNET_TOKENS],
    [1, 'UNI', 'WETH', 3000, MAINNET_TOKENS],
    [1, 'WBTC', 'WETH', 3000, MAINNET_TOKENS],
    [42161, 'WETH', 'USDC', 500, ARBITRUM_TOKENS],
  ] as const)(
    'chain %i %s/%s %i: weeks of swaps both ways, ending at the seeded price',
    async (chainId, a, b, fee, tokens) => {
      const chain = devnet.chains[chainId]!
      const client = devnetClient(chainId, chain.url)
      const pool = chain.addressBook.v3Pools.find(
        (entry) => entry.fee === fee && [entry.symbol0, entry.symbol1].sort().join() === [a, b].sort().join(),
      )!
      const logs = await client.getLogs({
        address: pool.address,
        event: swapEvent,
        fromBlock: 0n,
        toBlock: 'latest',
      })
      expect(logs.length).toBeGreaterThan(chainId === 1 ? 60 : 40)
      const blocks = await Promise.all(
        [logs[0]!, logs.at(-1)!].map((log) => client.getBlock({ blockNumber: log.blockNumber })),
      )
      const days = Number(blocks[1]!.timestamp - blocks[0]!.timestamp) / 86_400
      expect(days).toBeGreaterThan(HISTORY_DAYS - 2)
      expect(logs.some((log) => log.args.amount0! > 0n)).toBe(true)
      expect(logs.some((log) => log.args.amount0! < 0n)).toBe(true)
      const ticks = logs.map((log) => log.args.tick!)
      // Prices moved: more than 1.5% between the lowest and highest tick (150 ticks).
      expect(Math.max(...ticks) - Math.min(...ticks)).toBeGreaterThan(150)
      const [sqrtPriceX96] = await client.readContract({
        address: pool.address,
        abi: slot0Abi,
        functionName: 'slot0',
      })
      const token = (symbol: string) => (tokens as Record<string, TokenSpec>)[symbol]!
      const [token0, token1] = [token(a), token(b)].sort((x, y) =>
        x.address.toLowerCase() < y.address.toLowerCase() ? -1 : 1,
      ) as [TokenSpec, TokenSpec]
      // The seeding's own trades after the history (account 0's fees) leave WETH/USDC 500 a little off.
      const seeded = startingPrice(token0, token1).sqrtPriceX96
      expect(Number(sqrtPriceX96) / Number(seeded)).toBeCloseTo(1, 2)
    },
  )

  it.each([
    ['WETH', 'USDC'],
    ['UNI', 'WETH'],
  ] as const)(
    'chain 1 v2 %s/%s: weeks of swaps both ways and liquidity added and removed, ending at the seeded price',
    async (a, b) => {
      const chain = devnet.chains[1]!
      const client = devnetClient(1, chain.url)
      const pair = chain.addressBook.v2Pairs.find(
        (entry) => [entry.symbolA, entry.symbolB].sort().join() === [a, b].sort().join(),
      )!
      const logs = await client.getLogs({
        address: pair.address,
        event: v2SwapEvent,
        fromBlock: 0n,
        toBlock: 'latest',
      })
      expect(logs.length).toBeGreaterThan(20)
      const blocks = await Promise.all(
        [logs[0]!, logs.at(-1)!].map((log) => client.getBlock({ blockNumber: log.blockNumber })),
      )
      expect(Number(blocks[1]!.timestamp - blocks[0]!.timestamp) / 86_400).toBeGreaterThan(HISTORY_DAYS - 3)
      expect(logs.some((log) => log.args.amount0In! > 0n)).toBe(true)
      expect(logs.some((log) => log.args.amount1In! > 0n)).toBe(true)
      const [reserve0, reserve1] = await client.readContract({
        address: pair.address,
        abi: v2PairAbi,
        functionName: 'getReserves',
      })
      const [token0, token1] = [MAINNET_TOKENS[a], MAINNET_TOKENS[b]].sort((x, y) =>
        x.address.toLowerCase() < y.address.toLowerCase() ? -1 : 1,
      ) as [TokenSpec, TokenSpec]
      const usd = { USDC: 1, WETH: 3000, UNI: 8 } as Record<string, number>
      const seeded = v2TargetPrice(usd[token0.symbol]!, usd[token1.symbol]!, token0.decimals, token1.decimals)
      // Account 0 adds to WETH/USDC after the history, at the seeded price: within a percent of it.
      expect(Number(reserve1) / Number(reserve0) / seeded).toBeCloseTo(1, 2)
    },
  )

  it('chain 1 v2: liquidity was added to and removed from the pairs during the history', async () => {
    const chain = devnet.chains[1]!
    const client = devnetClient(1, chain.url)
    const addresses = chain.addressBook.v2Pairs.map((pair) => pair.address)
    const [mints, burns] = await Promise.all(
      [v2MintEvent, v2BurnEvent].map((event) =>
        client.getLogs({ address: addresses, event, fromBlock: 0n, toBlock: 'latest' }),
      ),
    )
    // Besides the seeding's own adds, the history's: several of each.
    expect(mints?.length).toBeGreaterThan(addresses.length + 5)
    expect(burns?.length).toBeGreaterThan(5)
  })
})
