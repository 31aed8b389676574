import { devAccount, MAINNET_CONTRACTS, MAINNET_TOKENS } from '@exchange/devnet'
import type { Page, Response } from 'playwright-core'
import { type Hex, parseAbi, parseEther, parseEventLogs } from 'viem'
import { describe, expect, it, onTestFinished } from 'vitest'
import { openPage } from '../src/context.ts'
import { stackChecks } from '../src/devnetReads.ts'
import { numberOf, reloadUntilListed } from '../src/explorePages.ts'
import { setEthBalance } from '../src/funding.ts'
import { book } from '../src/routes.ts'
import { serveAppWith } from '../src/servedWith.ts'

/**
 * Explore on the real devnet and indexer: the lists, a token page's charts, its Swap button, and a
 * swap made here showing on its pool's page. Account 15 trades here (no other file uses it).
 */

const WETH = MAINNET_TOKENS.WETH.address.toLowerCase()
const USDC = MAINNET_TOKENS.USDC.address.toLowerCase()
const UNI = MAINNET_TOKENS.UNI.address.toLowerCase()
const TRADER = 15
const SWAP_EVENT = parseAbi([
  'event Swap(address indexed sender, address indexed recipient, int256 amount0, int256 amount1, uint160 sqrtPriceX96, uint128 liquidity, int24 tick)',
])

const HISTORY_POOLS = [
  ['WETH', 'USDC', 500],
  ['WETH', 'USDC', 3000],
  ['WETH', 'USDT', 500],
  ['WETH', 'DAI', 500],
  ['WBTC', 'WETH', 3000],
  ['UNI', 'WETH', 3000],
] as const

/** Each row's address with its TVL and total volume (raw numbers from data-value). */
async function listed(page: Page, rowTestId: string) {
  await page.getByTestId(rowTestId).first().waitFor({ timeout: 30_000 })
  return page.getByTestId(rowTestId).evaluateAll((rows) =>
    rows.map((row) => ({
      address: row.getAttribute('data-address') ?? '',
      tvl: Number(row.querySelector('[data-testid="tvl"]')?.getAttribute('data-value')),
      volume: Number(row.querySelector('[data-testid="volume"]')?.getAttribute('data-value')),
    })),
  )
}

const chart = (page: Page) => page.getByTestId('explore-chart')
const pointCount = async (page: Page) => Number(await chart(page).getAttribute('data-points'))

describe('Explore', () => {
  it('the tokens tab lists the devnet tokens with TVL and volume, sorts and searches them', async () => {
    const { page, stack } = await openPage()
    await page.goto(`${stack.webUrl}/swap`)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore' }).click()
    await page.waitForURL(/\/explore$/)
    const rows = await listed(page, 'explore-token-row')
    for (const symbol of ['WETH', 'USDC', 'USDT', 'DAI', 'WBTC', 'UNI', 'LINK'] as const) {
      const row = rows.find((each) => each.address === MAINNET_TOKENS[symbol].address.toLowerCase())
      expect(row, symbol).toBeDefined()
      expect(row?.tvl, `${symbol} TVL`).toBeGreaterThan(0)
      // The seeded history traded every token but LINK (packages/devnet/src/build.ts).
      if (symbol !== 'LINK') expect(row?.volume, `${symbol} volume`).toBeGreaterThan(0)
    }
    // By TVL, largest first, then the other way.
    const tvls = rows.map((row) => row.tvl)
    expect(tvls).toEqual([...tvls].sort((a, b) => b - a))
    await page.getByTestId('sort-tvl').click()
    const ascending = (await listed(page, 'explore-token-row')).map((row) => row.tvl)
    expect(ascending).toEqual([...tvls].sort((a, b) => a - b))
    await page.getByTestId('explore-search').fill('uni')
    await expect
      .poll(async () => (await listed(page, 'explore-token-row')).map((row) => row.address))
      .toEqual([UNI])
  })

  it('the pools tab lists the seeded v3 pools with TVL and volume', async () => {
    const { page, stack } = await openPage()
    await page.goto(`${stack.webUrl}/explore/pools/ethereum`)
    const rows = await listed(page, 'explore-pool-row')
    for (const pool of book.v3Pools) {
      const row = rows.find((each) => each.address === pool.address.toLowerCase())
      expect(row, `${pool.symbol0}/${pool.symbol1} ${pool.fee}`).toBeDefined()
      expect(row?.tvl, `${pool.symbol0}/${pool.symbol1} ${pool.fee} TVL`).toBeGreaterThan(0)
    }
    // The pools the seeded history traded (packages/devnet/src/build.ts) have volume.
    for (const [a, b, fee] of HISTORY_POOLS) {
      const pool = book.v3Pools.find(
        (each) =>
          [each.symbol0, each.symbol1].sort().join('/') === [a, b].sort().join('/') && each.fee === fee,
      )
      const row = rows.find((each) => each.address === pool?.address.toLowerCase())
      expect(row?.volume, `${a}/${b} ${fee} volume`).toBeGreaterThan(0)
    }
  })

  it('a token page charts a week with at least 20 points, and another range with other data', async () => {
    const { page, stack } = await openPage()
    await page.goto(`${stack.webUrl}/explore/tokens/ethereum/${WETH}`)
    await page
      .getByTestId('token-price')
      .and(page.locator('[data-value]:not([data-value=""])'))
      .waitFor({ timeout: 30_000 })
    await page.getByTestId('range-1W').click()
    await expect.poll(() => pointCount(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(20)
    // The text alternative says the same.
    expect(Number(await page.getByTestId('chart-summary').getAttribute('data-points'))).toBe(
      await pointCount(page),
    )
    const week = { points: await pointCount(page), first: await chart(page).getAttribute('data-first-time') }
    await page.getByTestId('range-1M').click()
    await expect.poll(() => chart(page).getAttribute('data-first-time')).not.toBe(week.first)
    expect(await pointCount(page)).not.toBe(week.points)
    // The chart takes the keyboard: arrows move the crosshair, and its value and time are read out.
    await chart(page).focus()
    const readout = page.getByTestId('chart-readout')
    const atEnd = await readout.textContent()
    await page.keyboard.press('Home')
    await expect.poll(() => readout.textContent()).not.toBe(atEnd)
    // Volume bars are there too.
    await page.getByTestId('chart-kind-volume').click()
    await expect.poll(() => chart(page).getAttribute('data-kind')).toBe('histogram')
  })

  it('opened cold, a token page asks the indexer for each of its queries once, and draws its chart', async () => {
    const { page, stack } = await openPage()
    // The browser's own queries: a page the server sent without its render (prerender-data.e2e.ts has those).
    const app = await serveAppWith(stack, {}, { serverBundle: false })
    onTestFinished(() => app.close())
    const asked: string[] = []
    page.on('request', (request) => {
      const operation = /^\s*query (\w+)/.exec(request.postDataJSON()?.query ?? '')?.[1]
      if (request.url().includes('/subgraphs/') && operation) asked.push(operation)
    })
    await page.goto(`${app.url}/explore/tokens/ethereum/${WETH}`)
    await page
      .getByTestId('token-price')
      .and(page.locator('[data-value]:not([data-value=""])'))
      .waitFor({ timeout: 30_000 })
    // The chart is drawn after the figures paint: its canvas comes a moment later.
    await chart(page).locator('canvas').first().waitFor({ timeout: 10_000 })
    await page.waitForLoadState('networkidle')
    // Asked as the page opened (beside its chunk), and not again by the page when it mounted.
    const counts = Object.fromEntries(
      [...new Set(asked)].map((name) => [name, asked.filter((a) => a === name).length]),
    )
    expect(counts).toEqual({ TokenPage: 1, TokenActivity: 1, V2Token: 1, V2PairsActivity: 1 })
  })

  it("a token page's Swap button opens /swap with the token selected", async () => {
    const { page, stack } = await openPage()
    await page.goto(`${stack.webUrl}/explore/tokens/ethereum/${UNI}`)
    await page.getByTestId('token-swap').click()
    await page.waitForURL(/\/swap\?/)
    expect(new URL(page.url()).searchParams.get('outputCurrency')).toBe(UNI)
    await expect
      .poll(() => page.locator('#swap-currency-output').textContent(), { timeout: 20_000 })
      .toContain('UNI')
  })

  it("the token picker leads to a token's page, by the keyboard and by the pointer", async () => {
    const { page, stack } = await openPage()
    const openPicker = async () => {
      await page.locator('#swap-currency-output .currency-panel__select').click()
      await page.getByRole('dialog', { name: 'Select a token' }).waitFor()
    }
    const search = page.getByRole('combobox', { name: 'Search name or paste address' })
    await page.goto(`${stack.webUrl}/swap`)
    await openPicker()
    await search.fill('uni')
    await expect
      .poll(() => page.getByRole('option').first().getAttribute('data-testid'))
      .toBe(`token-option-${MAINNET_TOKENS.UNI.address}`)
    // The highlighted option's page is a link under the list, reached by Tab like any link.
    await search.press('ArrowDown')
    const link = page.getByRole('link', { name: 'View UNI on Explore' })
    await link.focus()
    await page.keyboard.press('Enter')
    await page.waitForURL(new RegExp(`/explore/tokens/ethereum/${UNI}$`))
    await page.getByTestId('token-price').waitFor()
    expect(await page.getByRole('dialog', { name: 'Select a token' }).count()).toBe(0)
    // The row's arrow does the same with the pointer, without choosing the token.
    await page.goto(`${stack.webUrl}/swap`)
    await openPicker()
    await search.fill('usdc')
    await page
      .getByTestId(`token-option-${MAINNET_TOKENS.USDC.address}`)
      .getByTestId('token-option-explore')
      .click()
    await page.waitForURL(new RegExp(`/explore/tokens/ethereum/${USDC}$`))
  })

  it("a swap made here shows in its pool's recent transactions and 24h volume", async () => {
    const chain = stackChecks()
    // The test's own swap, through one chosen pool: a swap through the app may be routed through the v2
    // pair or other pools, depending on what earlier tests did to the prices (the app's swap path is
    // proven by the swap tests).
    const pool = book.v3Pools.find(
      (entry) => entry.symbol0 === 'USDC' && entry.symbol1 === 'WETH' && entry.fee === 3000,
    )
    if (!pool) throw new Error('no USDC/WETH 0.3% pool in the address book')
    const trader = devAccount(TRADER)
    const { page, stack } = await openPage()
    await setEthBalance(trader.address, parseEther('20'))
    const poolPage = (address: string) => `${stack.webUrl}/explore/pools/ethereum/${address.toLowerCase()}`
    await page.goto(poolPage(pool.address))
    await page.getByTestId('stat-volume24h').waitFor({ timeout: 30_000 })
    const volumeBefore = await numberOf(page, '[data-testid="stat-volume24h"]')

    const receipt = await chain.traderSwaps(MAINNET_CONTRACTS.SwapRouter02, trader, {
      tokenIn: MAINNET_TOKENS.WETH.address,
      tokenOut: MAINNET_TOKENS.USDC.address,
      fee: pool.fee,
      amountIn: parseEther('2'),
      payWithEth: true,
    })
    const hash: Hex = receipt.transactionHash
    const swaps = parseEventLogs({ abi: SWAP_EVENT, logs: receipt.logs, eventName: 'Swap' }).filter(
      (log) => log.address.toLowerCase() === pool.address.toLowerCase(),
    )
    expect(swaps).toHaveLength(1)
    // USDC is token0 of the USDC/WETH pools: the pool paid -amount0.
    const usdcPaid = Number(-(swaps[0]?.args.amount0 ?? 0n)) / 1e6
    expect(usdcPaid).toBeGreaterThan(100)

    // The indexer follows the chain with a delay; the page is reloaded until it shows the swap.
    const address = pool.address.toLowerCase()
    const row = await reloadUntilListed(page, poolPage(address), hash)
    expect(await row.getAttribute('data-kind')).toBe('swap')
    const after = await numberOf(page, '[data-testid="stat-volume24h"]')
    const moved = after - volumeBefore
    // The indexer values the swap in dollars from both sides; the USDC paid is within a percent of it.
    expect(Math.abs(moved - usdcPaid) / usdcPaid).toBeLessThan(0.01)
    // The pool's other charts: a price line with points, and its liquidity by price from its ticks.
    expect(await pointCount(page)).toBeGreaterThan(0)
    await page.getByTestId('chart-kind-liquidity').click()
    await expect
      .poll(async () => Number(await page.getByTestId('liquidity-depth').getAttribute('data-steps')), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0)
  })

  it('loads the chart library on the token page and never on /swap', async () => {
    const { page, stack } = await openPage()
    // Kept as they arrive and read once the page is idle: a handler awaiting each body could still be
    // reading when the check runs.
    const responses: Response[] = []
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) responses.push(response)
    })
    await page.goto(`${stack.webUrl}/explore/tokens/ethereum/${WETH}`)
    await chart(page).waitFor({ timeout: 30_000 })
    await page.waitForLoadState('networkidle')
    const scripts = await Promise.all(
      responses.map(async (response) => [response.url(), await response.text().catch(() => '')] as const),
    )
    // lightweight-charts' own option names survive minification.
    const chartChunks = scripts.filter(([, body]) => body.includes('attributionLogo')).map(([url]) => url)
    expect(chartChunks.length).toBeGreaterThan(0)

    const swapPage = (await openPage()).page
    const swapScripts: string[] = []
    swapPage.on('request', (request) => {
      if (request.url().endsWith('.js')) swapScripts.push(request.url())
    })
    await swapPage.goto(`${stack.webUrl}/swap`)
    await swapPage.getByRole('heading', { name: 'Swap' }).first().waitFor({ timeout: 20_000 })
    await swapPage.waitForLoadState('networkidle')
    expect(swapScripts.length).toBeGreaterThan(0)
    expect(swapScripts.filter((url) => chartChunks.includes(url))).toEqual([])
  })
})
