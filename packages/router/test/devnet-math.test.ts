import { MAINNET_CONTRACTS } from '@exchange/devnet'
import { parseAbi, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { getAmountIn, getAmountOut } from '../src/math/v2-math.ts'
import { initialSwapState, simulateV3Swap } from '../src/math/v3-swap.ts'
import type { V2PairState, V3PoolState } from '../src/types.ts'
import { client, onDevnet, pools } from './devnet-fixture.ts'

/**
 * The router's v2 and v3 swap math against the contracts on the devnet replica: QuoterV2 (which runs the
 * real pool's swap and reverts with the result) and UniswapV2Router02, for a table of pools, directions
 * and sizes from dust to swaps that cross many initialized ticks.
 */
onDevnet()

const quoterAbi = parseAbi([
  'function quoteExactInputSingle((address tokenIn, address tokenOut, uint256 amountIn, uint24 fee, uint160 sqrtPriceLimitX96) params) returns (uint256 amountOut, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate)',
  'function quoteExactOutputSingle((address tokenIn, address tokenOut, uint256 amount, uint24 fee, uint160 sqrtPriceLimitX96) params) returns (uint256 amountIn, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate)',
])
const v2RouterAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function getAmountsIn(uint256 amountOut, address[] path) view returns (uint256[] amounts)',
])

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
