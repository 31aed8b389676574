import { parseAbi, parseAbiItem } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ARBITRUM_TOKENS, MAINNET_TOKENS, type TokenSpec } from '../src/canonical.ts'
import { devnetClient } from '../src/client.ts'
import { type Devnet, startDevnet } from '../src/devnet.ts'
import { HISTORY_DAYS, planHistory, targetSqrtPriceX96 } from '../src/seed/history.ts'
import { startingPrice } from '../src/seed/v3.ts'

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

const swapEvent = parseAbiItem(
  'event Swap(address indexed sender, address indexed recipient, int256 amount0, int256 amount1, uint160 sqrtPriceX96, uint128 liquidity, int24 tick)',
)
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
})
