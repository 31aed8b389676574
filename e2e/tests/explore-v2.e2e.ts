import { devAccount, MAINNET_CONTRACTS, MAINNET_TOKENS } from '@exchange/devnet'
import { type Hex, maxUint256, parseAbi, parseEther, parseEventLogs } from 'viem'
import { describe, expect, it } from 'vitest'
import { openPage } from '../src/context.ts'
import { stackChecks } from '../src/devnetReads.ts'
import { numberOf, reloadUntilListed } from '../src/explorePages.ts'
import { setEthBalance } from '../src/funding.ts'
import { book, ethUsdcPair } from '../src/routes.ts'

/**
 * Explore's v2 pairs on the real devnet and indexer: the pools tab lists them beside the v3 pools, and
 * a v2 swap made here (through Router02 on the chain) shows on its pair's page and moves its 24h
 * volume. Account 22 trades here (no other file uses it).
 */

const TRADER = 22
const ROUTER_ABI = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
])
const PAIR_SWAP = parseAbi([
  'event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)',
])

describe('Explore v2', () => {
  it('the pools tab lists the v2 pairs, marked v2, with TVL, after a v2 swap with volume', async () => {
    const chain = stackChecks()
    const trader = devAccount(TRADER)
    const pair = ethUsdcPair
    if (!pair) throw new Error('no WETH/USDC v2 pair in the address book')
    await setEthBalance(trader.address, parseEther('20'))
    const receipt = await chain.successfulReceipt(
      await chain.client.writeContract({
        account: trader,
        chain: null,
        address: MAINNET_CONTRACTS.UniswapV2Router02,
        abi: ROUTER_ABI,
        functionName: 'swapExactETHForTokens',
        value: parseEther('1'),
        args: [0n, [MAINNET_TOKENS.WETH.address, MAINNET_TOKENS.USDC.address], trader.address, maxUint256],
      }),
    )
    const { page, stack } = await openPage()
    const address = pair.address.toLowerCase()
    const rowOf = () => page.locator(`[data-testid="explore-pool-row"][data-address="${address}"]`)
    // The indexer follows the chain with a delay: reload until the pair's row counts the swap.
    await expect
      .poll(
        async () => {
          await page.goto(`${stack.webUrl}/explore/pools/ethereum`)
          await rowOf().waitFor({ timeout: 30_000 })
          return numberOf(
            page,
            `[data-testid="explore-pool-row"][data-address="${address}"] [data-testid="volume24h"]`,
          )
        },
        { timeout: 90_000, interval: 2_000 },
      )
      .toBeGreaterThan(0)
    const rows = await page.getByTestId('explore-pool-row').evaluateAll((elements) =>
      elements.map((row) => ({
        address: row.getAttribute('data-address') ?? '',
        protocol: row.getAttribute('data-protocol'),
        fee: row.querySelector('[data-testid="fee-tier"]')?.textContent,
        tvl: Number(row.querySelector('[data-testid="tvl"]')?.getAttribute('data-value')),
        volume: Number(row.querySelector('[data-testid="volume"]')?.getAttribute('data-value')),
      })),
    )
    // Every seeded v2 pair is listed as v2 with TVL, beside the v3 pools, all sorted by TVL together.
    for (const seeded of book.v2Pairs) {
      const row = rows.find((each) => each.address === seeded.address.toLowerCase())
      expect(row, `${seeded.symbolA}/${seeded.symbolB}`).toMatchObject({ protocol: 'v2', fee: 'v2' })
      expect(row?.tvl, `${seeded.symbolA}/${seeded.symbolB} TVL`).toBeGreaterThan(0)
    }
    expect(rows.some((row) => row.protocol === 'v3')).toBe(true)
    const tvls = rows.map((row) => row.tvl)
    expect(tvls).toEqual([...tvls].sort((a, b) => b - a))
    // The pairs the seeded history traded (packages/devnet/src/build.ts) have volume of their own.
    for (const [a, b] of [
      ['USDC', 'WETH'],
      ['USDT', 'WETH'],
      ['DAI', 'WETH'],
      ['WBTC', 'WETH'],
      ['UNI', 'WETH'],
    ]) {
      const seeded = book.v2Pairs.find((each) => [each.symbolA, each.symbolB].sort().join() === `${a},${b}`)
      const row = rows.find((each) => each.address === seeded?.address.toLowerCase())
      expect(row?.volume, `v2 ${a}/${b} volume`).toBeGreaterThan(0)
    }
    // The swapped pair has volume (the swap's, ~1 ETH).
    expect(rows.find((row) => row.address === address)?.volume).toBeGreaterThan(1000)
    // Searching by symbols finds the pair too.
    await page.getByTestId('explore-search').fill('USDC/WETH')
    await expect.poll(() => rowOf().count()).toBe(1)
    expect(receipt.status).toBe('success')
  })

  it("a v2 swap made here shows in its pair's page, moving its 24h volume by the swapped amount", async () => {
    const chain = stackChecks()
    const trader = devAccount(TRADER)
    const pair = ethUsdcPair
    if (!pair) throw new Error('no WETH/USDC v2 pair in the address book')
    const { page, stack } = await openPage()
    await setEthBalance(trader.address, parseEther('20'))
    const address = pair.address.toLowerCase()
    const pairPage = `${stack.webUrl}/explore/pools/ethereum/${address}`
    await page.goto(pairPage)
    await page.getByTestId('pool-protocol').waitFor({ timeout: 30_000 })
    await page.getByTestId('stat-volume24h').waitFor({ timeout: 30_000 })
    const volumeBefore = await numberOf(page, '[data-testid="stat-volume24h"]')

    const receipt = await chain.successfulReceipt(
      await chain.client.writeContract({
        account: trader,
        chain: null,
        address: MAINNET_CONTRACTS.UniswapV2Router02,
        abi: ROUTER_ABI,
        functionName: 'swapExactETHForTokens',
        value: parseEther('2'),
        args: [0n, [MAINNET_TOKENS.WETH.address, MAINNET_TOKENS.USDC.address], trader.address, maxUint256],
      }),
    )
    const hash: Hex = receipt.transactionHash
    const swaps = parseEventLogs({ abi: PAIR_SWAP, logs: receipt.logs, eventName: 'Swap' }).filter(
      (log) => log.address.toLowerCase() === address,
    )
    expect(swaps).toHaveLength(1)
    // USDC is token0 of the USDC/WETH pair: the pair paid amount0Out.
    const usdcPaid = Number(swaps[0]?.args.amount0Out ?? 0n) / 1e6
    expect(usdcPaid).toBeGreaterThan(1000)

    const row = await reloadUntilListed(page, pairPage, hash)
    expect(await row.getAttribute('data-kind')).toBe('swap')
    const moved = (await numberOf(page, '[data-testid="stat-volume24h"]')) - volumeBefore
    // Both sides whitelisted: the average of their dollar values, within a percent of the USDC paid.
    expect(Math.abs(moved - usdcPaid) / usdcPaid).toBeLessThan(0.01)
    // The pair's reserves are its locked amounts, and its charts have points: weeks of them, from the
    // seeded history.
    await page.getByTestId('range-1M').click()
    await expect
      .poll(() => page.getByTestId('explore-chart').getAttribute('data-points').then(Number), {
        timeout: 20_000,
      })
      .toBeGreaterThanOrEqual(20)
    expect(await numberOf(page, '[data-testid="stat-locked0"]')).toBeGreaterThan(0)
    expect(Number(await page.getByTestId('explore-chart').getAttribute('data-points'))).toBeGreaterThan(0)
    // No distribution chart: a short text says why. Add liquidity opens the v2 form for the pair.
    await page.getByTestId('chart-kind-liquidity').click()
    await page.getByTestId('pool-v2-liquidity').waitFor()
    expect(await page.getByTestId('liquidity-depth').count()).toBe(0)
    expect(await page.getByTestId('pool-add').getAttribute('href')).toBe(
      `/add/v2/${MAINNET_TOKENS.USDC.address.toLowerCase()}/${MAINNET_TOKENS.WETH.address.toLowerCase()}`,
    )
  })

  it("a token page lists the token's v2 pairs among its pools", async () => {
    const { page, stack } = await openPage()
    await page.goto(`${stack.webUrl}/explore/tokens/ethereum/${MAINNET_TOKENS.UNI.address.toLowerCase()}`)
    const pools = page.getByTestId('token-pools')
    await pools.waitFor({ timeout: 30_000 })
    const uniPair = book.v2Pairs.find((pair) => [pair.symbolA, pair.symbolB].sort().join() === 'UNI,WETH')
    const v2Rows = pools.locator('tr[data-protocol="v2"]')
    expect(await v2Rows.count()).toBeGreaterThanOrEqual(1)
    expect(await pools.locator('tr[data-protocol="v3"]').count()).toBeGreaterThanOrEqual(1)
    expect(await v2Rows.first().locator('a').getAttribute('href')).toBe(
      `/explore/pools/ethereum/${uniPair?.address.toLowerCase()}`,
    )
  })
})
