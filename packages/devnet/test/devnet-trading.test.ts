import { erc20Abi, formatUnits, maxUint256, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { loadArtifact } from '../src/artifacts.ts'
import {
  ARBITRUM_CONTRACTS,
  ARBITRUM_TOKENS,
  MAINNET_CONTRACTS as C,
  MAINNET_TOKENS as T,
} from '../src/canonical.ts'
import { FEE_RECIPIENT } from '../src/seed/tokens.ts'
import { account1, account2, account5, balanceOf, book, l1, l2, mined, onDevnet } from './devnet-fixture.ts'

// The seeded liquidity, and swaps against it on both replicas.
onDevnet()

describe('pools', () => {
  const quoter = () => ({ address: C.QuoterV2, abi: loadArtifact('QuoterV2').abi }) as const
  async function quoteWethToUsdc(fee: number, amountIn: bigint) {
    const { result } = await l1.simulateContract({
      ...quoter(),
      functionName: 'quoteExactInputSingle',
      args: [{ tokenIn: T.WETH.address, tokenOut: T.USDC.address, amountIn, fee, sqrtPriceLimitX96: 0n }],
    })
    return (result as readonly [bigint])[0]
  }

  it('have at least 20 concentrated positions on each main pool', async () => {
    const manager = {
      address: C.NonfungiblePositionManager,
      abi: loadArtifact('NonfungiblePositionManager').abi,
    } as const
    const total = (await l1.readContract({ ...manager, functionName: 'totalSupply' })) as bigint
    const positions = await Promise.all(
      Array.from({ length: Number(total) }, (_, i) =>
        l1.readContract({ ...manager, functionName: 'positions', args: [BigInt(i + 1)] }),
      ),
    )
    const perPool = new Map<string, number>()
    for (const position of positions as (readonly unknown[])[]) {
      const [token0, token1, fee, tickLower, tickUpper, liquidity] = position.slice(2, 8) as [
        string,
        string,
        number,
        number,
        number,
        bigint,
      ]
      const fullRange = tickLower <= -887_000 && tickUpper >= 887_000
      if (liquidity > 0n && !fullRange)
        perPool.set(`${token0}/${token1}/${fee}`, (perPool.get(`${token0}/${token1}/${fee}`) ?? 0) + 1)
    }
    const main = [
      ['USDC', 'WETH', 500],
      ['USDC', 'WETH', 3000],
      ['USDT', 'WETH', 500],
      ['DAI', 'WETH', 500],
      ['WBTC', 'WETH', 500],
      ['USDC', 'USDT', 100],
      ['DAI', 'USDC', 100],
    ] as const
    for (const [a, b, fee] of main) {
      const pool = book.v3Pools.find(
        (entry) => [entry.symbol0, entry.symbol1].sort().join() === [a, b].sort().join() && entry.fee === fee,
      )!
      expect(perPool.get(`${pool.token0}/${pool.token1}/${fee}`), `${a}/${b} ${fee}`).toBeGreaterThanOrEqual(
        20,
      )
    }
  })

  it('cross 1%, 3%, 5%, 10% and 15% price impact at sizes a development account can trade', async () => {
    const spot = Number(formatUnits(await quoteWethToUsdc(500, parseEther('0.01')), 6)) / 0.01
    expect(spot).toBeGreaterThan(2900)
    expect(spot).toBeLessThan(3100)
    const impactAt = async (eth: number) =>
      1 - Number(formatUnits(await quoteWethToUsdc(500, parseEther(String(eth))), 6)) / (eth * spot)
    expect(await impactAt(10)).toBeLessThan(0.01)
    const sizes = [10, 50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1500, 2000, 4000]
    const impacts = await Promise.all(sizes.map(impactAt))
    for (const threshold of [0.01, 0.03, 0.05, 0.1, 0.15]) {
      const first = impacts.findIndex((impact) => impact > threshold)
      expect(first, `a trade crossing ${threshold * 100}%`).toBeGreaterThan(0)
      expect(sizes[first]).toBeLessThanOrEqual(4000)
    }
    // Distinct thresholds are reached at distinct sizes: impact grows with size.
    for (let i = 1; i < impacts.length; i++) expect(impacts[i]).toBeGreaterThan(impacts[i - 1]!)
  })

  it('make a split across fee tiers beat the best single pool on a large trade', async () => {
    const size = parseEther('800')
    const single = [await quoteWethToUsdc(500, size), await quoteWethToUsdc(3000, size)]
    // bigints: Math.max does not apply.
    const [best] = [...single].sort((a, b) => (a === b ? 0 : a > b ? -1 : 1))
    const split =
      (await quoteWethToUsdc(500, (size * 6n) / 10n)) + (await quoteWethToUsdc(3000, (size * 4n) / 10n))
    expect(split).toBeGreaterThan(best!)
  })
})

describe('swaps', () => {
  it('a v3 swap through SwapRouter02 moves balances by exactly what QuoterV2 predicted', async () => {
    const amountIn = parseUnits('2500', 6)
    const { result } = await l1.simulateContract({
      address: C.QuoterV2,
      abi: loadArtifact('QuoterV2').abi,
      functionName: 'quoteExactInputSingle',
      args: [
        { tokenIn: T.USDC.address, tokenOut: T.WETH.address, amountIn, fee: 3000, sqrtPriceLimitX96: 0n },
      ],
    })
    const quoted = (result as readonly [bigint])[0]
    const trader = account2
    await mined(
      l1,
      await l1.writeContract({
        account: trader,
        chain: l1.chain,
        address: T.USDC.address,
        abi: erc20Abi,
        functionName: 'approve',
        args: [C.SwapRouter02, amountIn],
      }),
    )
    const [usdcBefore, wethBefore] = [
      await balanceOf(l1, T.USDC.address, trader.address),
      await balanceOf(l1, T.WETH.address, trader.address),
    ]
    await mined(
      l1,
      await l1.writeContract({
        account: trader,
        chain: l1.chain,
        address: C.SwapRouter02,
        abi: loadArtifact('SwapRouter02').abi,
        functionName: 'exactInputSingle',
        args: [
          {
            tokenIn: T.USDC.address,
            tokenOut: T.WETH.address,
            fee: 3000,
            recipient: trader.address,
            amountIn,
            amountOutMinimum: quoted,
            sqrtPriceLimitX96: 0n,
          },
        ],
      }),
    )
    expect(usdcBefore - (await balanceOf(l1, T.USDC.address, trader.address))).toBe(amountIn)
    expect((await balanceOf(l1, T.WETH.address, trader.address)) - wethBefore).toBe(quoted)
  })

  it('a v2 swap through Router02 moves balances by exactly what getAmountsOut predicted', async () => {
    const router = { address: C.UniswapV2Router02, abi: loadArtifact('UniswapV2Router02').abi } as const
    const amountIn = parseEther('1.5')
    const path = [T.WETH.address, T.DAI.address]
    const amounts = (await l1.readContract({
      ...router,
      functionName: 'getAmountsOut',
      args: [amountIn, path],
    })) as bigint[]
    const trader = account2
    const daiBefore = await balanceOf(l1, T.DAI.address, trader.address)
    const ethBefore = await l1.getBalance({ address: trader.address })
    const receipt = await mined(
      l1,
      await l1.writeContract({
        account: trader,
        chain: l1.chain,
        ...router,
        functionName: 'swapExactETHForTokens',
        args: [amounts[1]!, path, trader.address, maxUint256],
        value: amountIn,
      }),
    )
    expect((await balanceOf(l1, T.DAI.address, trader.address)) - daiBefore).toBe(amounts[1])
    const gasPaid = receipt.gasUsed * receipt.effectiveGasPrice
    expect(ethBefore - (await l1.getBalance({ address: trader.address }))).toBe(amountIn + gasPaid)
  })

  it('the fee-on-transfer token takes its 0.02% fee', async () => {
    const amount = parseEther('1')
    const [toBefore, feeBefore] = [
      await balanceOf(l1, T.PAXG.address, account5.address),
      await balanceOf(l1, T.PAXG.address, FEE_RECIPIENT),
    ]
    await mined(
      l1,
      await l1.writeContract({
        account: account1,
        chain: l1.chain,
        address: T.PAXG.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [account5.address, amount],
      }),
    )
    const fee = (amount * 200n) / 1_000_000n
    expect((await balanceOf(l1, T.PAXG.address, account5.address)) - toBefore).toBe(amount - fee)
    expect((await balanceOf(l1, T.PAXG.address, FEE_RECIPIENT)) - feeBefore).toBe(fee)
  })

  it('works on the Arbitrum replica too', async () => {
    const trader = account2
    const amountIn = parseEther('0.5')
    const wethBefore = await balanceOf(l2, ARBITRUM_TOKENS.USDC.address, trader.address)
    await mined(
      l2,
      await l2.writeContract({
        account: trader,
        chain: l2.chain,
        address: ARBITRUM_CONTRACTS.SwapRouter02,
        abi: loadArtifact('SwapRouter02').abi,
        functionName: 'exactInputSingle',
        args: [
          {
            tokenIn: ARBITRUM_TOKENS.WETH.address,
            tokenOut: ARBITRUM_TOKENS.USDC.address,
            fee: 500,
            recipient: trader.address,
            amountIn,
            amountOutMinimum: 1n,
            sqrtPriceLimitX96: 0n,
          },
        ],
        value: amountIn,
      }),
    )
    const received = (await balanceOf(l2, ARBITRUM_TOKENS.USDC.address, trader.address)) - wethBefore
    expect(Number(formatUnits(received, 6))).toBeGreaterThan(1400)
  })
})
