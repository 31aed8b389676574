import { describe, expect, it } from 'vitest'
import { connect } from '../src/actions.ts'
import { openPage, useBrowser, useStack } from '../src/context.ts'
import { hydrated, watchHydration } from '../src/hydration.ts'

/**
 * The add page rendered by the server at request time with its pool's data (apps/web/server/firstRender.ts,
 * app/prerender.tsx's renderWithChainData): the HTML shows the pool's price, carries the reads in a JSON
 * data block, and the browser hydrates with exactly those reads.
 */
describe('pages rendered with their chain data', () => {
  const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
  const firstData = (html: string) => {
    const block = html.match(/<script type="application\/json" id="first-chain-data">([^<]*)<\/script>/)
    return block?.[1]
      ? (JSON.parse(block[1]) as { chainId: number; results: Record<string, string | null> })
      : undefined
  }

  it("the server's HTML of /add/ETH/USDC holds the pool's price and the reads it shows; a route naming no pair gets neither", async () => {
    const { webUrl } = useStack()
    for (const path of [`/add/ETH/${USDC}`, `/add/ETH/${USDC}/3000`]) {
      const html = await (await fetch(`${webUrl}${path}`)).text()
      expect(html, path).toMatch(/data-testid="current-price">[\d,.]+<\/span> (<!-- -->)?USDC per ETH/)
      const data = firstData(html)
      expect(data?.chainId, path).toBe(1)
      // slot0 and liquidity per named pool, name, symbol and decimals of USDC: every one answered.
      expect(
        Object.values(data?.results ?? {}).filter((value) => value !== null).length,
        path,
      ).toBeGreaterThanOrEqual(5)
      expect(html.match(/<script>/g), path).toHaveLength(1)
    }
    for (const path of ['/add/ETH', '/add/ETH/ETH', '/add/ETH/%3Cscript%3E', `/add/v2/ETH/${USDC}`]) {
      const html = await (await fetch(`${webUrl}${path}`)).text()
      expect(html, path).toContain('<div id="root"></div>')
      expect(firstData(html), path).toBeUndefined()
    }
  })

  it('hydrates with the server reads, keeps the server elements and works, also for a token that is not one', async () => {
    const notAToken = '0x00000000000000000000000000000000000badc0'
    for (const path of [`/add/ETH/${USDC}/3000`, `/add/ETH/${notAToken}/3000`]) {
      const { page, stack } = await openPage()
      const watch = await watchHydration(page, '.add-v3')
      const html = await (await fetch(`${stack.webUrl}${path}`)).text()
      expect(firstData(html), path).toBeDefined()
      await page.goto(`${stack.webUrl}${path}`)
      await hydrated(page)
      await page.waitForTimeout(1_500)
      expect(watch.problems, path).toEqual([])
      expect(await watch.removed(), path).toBe(0)
      await page.context().close()
    }
    // Hydrated with a live pool: a deposit amount fills the other side.
    const { page, stack } = await openPage()
    const watch = await watchHydration(page, '.add-v3')
    await page.goto(`${stack.webUrl}/add/ETH/${USDC}/3000`)
    await hydrated(page)
    await page.getByText(/Current Price: [\d,.]+ USDC per ETH/).waitFor()
    const price = Number(
      (
        await page
          .getByText(/Current Price: [\d,.]+ USDC per ETH/)
          .first()
          .textContent()
      )
        ?.match(/([\d,.]+) USDC/)?.[1]
        ?.replaceAll(',', ''),
    )
    expect(price).toBeGreaterThan(100)
    for (const [input, value] of [
      ['#add-min-price', price * 0.8],
      ['#add-max-price', price * 1.25],
    ] as const) {
      await page.locator(input).fill(value.toFixed(2))
      await page.locator(input).press('Enter')
    }
    await page.locator('#add-liquidity-input-tokena-amount').fill('0.5')
    await expect
      .poll(async () => Number(await page.locator('#add-liquidity-input-tokenb-amount').inputValue()))
      .toBeGreaterThan(0)
    expect(watch.problems).toEqual([])
  })

  it("the server's markup of /add keeps the chart's place at the chart's height before any script runs", async () => {
    const { webUrl } = useStack()
    // Scripts off: the first paint as the server sent it, before the chart's chunk (and its styles) load.
    const context = await (await useBrowser()).newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    })
    try {
      const page = await context.newPage()
      await page.goto(`${webUrl}/add/ETH/${USDC}/3000`)
      const state = page.getByTestId('chart-state')
      expect(await state.getAttribute('aria-label')).toBe('Loading')
      // CHART.height: the range below does not move when the chart replaces its loading state (CLS).
      expect((await state.boundingBox())?.height).toBe(200)
    } finally {
      await context.close()
    }
  })

  it('a remembered wallet and a saved language hydrate the add page without a mismatch', async () => {
    const { page, stack } = await openPage()
    const watch = await watchHydration(page, '.add-v3')
    await page.goto(`${stack.webUrl}/swap?lng=de-DE`)
    await page.waitForFunction(() => document.documentElement.lang === 'de-DE')
    await connect(page)
    await page.waitForTimeout(1_200)
    for (const path of [`/add/ETH/${USDC}/3000`, `/add/ETH/${USDC}`]) {
      await page.goto(`${stack.webUrl}${path}`)
      await hydrated(page)
      await page
        .getByTestId('web3-status')
        .getByText(/^0x|^alice\.eth$/)
        .waitFor()
      await page.waitForFunction(() => document.documentElement.lang === 'de-DE')
      await page.waitForTimeout(1_000)
    }
    expect(watch.problems).toEqual([])
    expect(await watch.removed()).toBe(0)
  })
})

/** The Explore pages, rendered by the server with the indexer's answers (app/prerender.tsx). */
describe('Explore pages rendered with their data', () => {
  const WETH = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2'
  const PAGES = [
    { path: '/explore/tokens', kept: '.explore-page', text: 'Wrapped Ether' },
    { path: `/explore/tokens/ethereum/${WETH}`, kept: '.explore-page', text: 'Wrapped Ether' },
    // Mainnet's USDC/WETH 0.05% pool, with its depth chart.
    {
      path: '/explore/pools/ethereum/0x88e6a0c2ddd26feeb64f039a2c41296fcb3f5640',
      kept: '.explore-page',
      text: 'USDC',
    },
  ]

  it("the server's HTML holds the indexer's answers and the page's styles; the browser asks them again only when they are old", async () => {
    for (const { path, text, kept } of PAGES) {
      // A visitor far from the server's time zone and language: dates and numbers must still match.
      const { page, stack } = await openPage({ locale: 'ja-JP', context: { timezoneId: 'Pacific/Auckland' } })
      const html = await (await fetch(`${stack.webUrl}${path}`)).text()
      expect(html, path).toContain(text)
      expect(html, path).toMatch(/<script type="application\/json" id="first-chain-data">/)
      expect(html, path).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[\w.-]+\.css">/)
      expect(html.match(/<script>/g), path).toHaveLength(1)
      const watch = await watchHydration(page, kept)
      const asked: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/subgraphs/')) asked.push(request.url())
      })
      await page.goto(`${stack.webUrl}${path}`)
      await hydrated(page)
      await page.waitForTimeout(1_500)
      expect(watch.problems, path).toEqual([])
      expect(await watch.removed(), path).toBe(0)
      // Fresh answers came with the page: none is asked again as it opens.
      expect(asked, path).toEqual([])
      await page.context().close()
    }
  })

  it('a hydrated token page works: its chart draws and a range asks for its data', async () => {
    const { page, stack } = await openPage()
    await page.goto(`${stack.webUrl}/explore/tokens/ethereum/${WETH}`)
    await hydrated(page)
    await page.getByTestId('explore-chart').locator('canvas').first().waitFor({ timeout: 10_000 })
    const first = await page.getByTestId('explore-chart').getAttribute('data-first-time')
    await page.getByTestId('range-1M').click()
    await expect.poll(() => page.getByTestId('explore-chart').getAttribute('data-first-time')).not.toBe(first)
  })
})
