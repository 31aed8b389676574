import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { connect } from '../src/actions.ts'
import { openPage, useBrowser, useStack } from '../src/context.ts'

/**
 * The pre-rendered first visits (apps/web/build-plugins/prerender.ts, served by apps/web/server/serve.ts):
 * the server's HTML already holds each page's content, and the browser adopts it (hydration) without a
 * mismatch, whatever the visitor's stored settings, language or theme.
 */
const PAGES: { path: string; text: string; kept: string }[] = [
  { path: '/swap', text: 'To (at least)', kept: '.swap-card' },
  { path: '/pool', text: 'Your V3 liquidity positions will appear here.', kept: '.pools-cards' },
  { path: '/vote', text: 'UNI tokens represent voting shares in Uniswap governance.', kept: 'main' },
]

/**
 * Watches a page for what a failed hydration leaves: React's recoverable errors (reported as page errors or
 * console errors, "Hydration failed…", minified #418/#423/#425) and the server's elements removed from the
 * document (React throws the markup away when it cannot adopt it).
 */
async function watchHydration(page: Page, kept: string) {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|react error|#41[89]|#42[1-5]/i.test(message.text()))
      problems.push(`console: ${message.text()}`)
  })
  await page.addInitScript((selector: string) => {
    const state = { removed: 0 }
    ;(window as unknown as { __prerenderState: typeof state }).__prerenderState = state
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && (node.matches(selector) || node.querySelector(selector)))
            state.removed++
    }).observe(document, { childList: true, subtree: true })
  }, kept)
  return {
    problems,
    removed: () =>
      page.evaluate(
        () => (window as unknown as { __prerenderState: { removed: number } }).__prerenderState.removed,
      ),
  }
}

/** Whether React has taken the page: its root fiber is attached to the container (runs in the page). */
const reactAttached = () => {
  const root = document.getElementById('root')
  return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'))
}
/** Waits until React has hydrated the page. */
const hydrated = (page: Page) => page.waitForFunction(reactAttached)

describe('pre-rendered pages', () => {
  it("the server's HTML of /swap, /pool and /vote holds the page's content; a query or another path gets none", async () => {
    const { webUrl } = useStack()
    for (const { path, text } of PAGES) {
      const html = await (await fetch(`${webUrl}${path}`)).text()
      expect(html, path).toContain(text)
      expect(html, path).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/[\w.-]+\.js">/)
      // Still one inline script, the configuration the CSP hashes.
      expect(html.match(/<script>/g), path).toHaveLength(1)
    }
    const withQuery = await (await fetch(`${webUrl}/swap?inputCurrency=ETH`)).text()
    expect(withQuery).toContain('<div id="root"></div>')
    expect(withQuery).not.toContain('To (at least)')
  })

  it('each page hydrates without a mismatch, keeps the server elements, and works', async () => {
    for (const { path, text, kept } of PAGES) {
      const { page, stack } = await openPage()
      const watch = await watchHydration(page, kept)
      await page.goto(`${stack.webUrl}${path}`)
      await hydrated(page)
      await page.getByText(text).first().waitFor()
      await page.waitForTimeout(1_500)
      expect(watch.problems, path).toEqual([])
      expect(await watch.removed(), path).toBe(0)
      await page.context().close()
    }
    // Hydrated, not only shown: the swap form answers.
    const { page, stack } = await openPage()
    await page.goto(`${stack.webUrl}/swap`)
    await hydrated(page)
    await page.locator('#swap-currency-output .currency-panel__select').click()
    await page.getByRole('dialog', { name: 'Select a token' }).waitFor()
  })

  it('a saved language, a saved dark theme and a second visit hydrate without a mismatch too', async () => {
    const { page, stack } = await openPage({ colorScheme: 'light', locale: 'fr-FR' })
    const watch = await watchHydration(page, '.swap-card')
    // Saves German and the dark theme (a page rendered in the browser: it has a query).
    await page.goto(`${stack.webUrl}/swap?lng=de-DE&theme=dark`)
    await page.waitForFunction(() => document.documentElement.lang === 'de-DE')
    await page.waitForTimeout(1_200)
    for (const path of ['/swap', '/pool', '/swap']) {
      await page.goto(`${stack.webUrl}${path}`)
      await hydrated(page)
      // The saved choices apply once hydrated.
      await page.waitForFunction(() => document.documentElement.lang === 'de-DE')
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark')
      // The browser's own language (French) is suggested after hydration.
      await page.getByTestId('locale-note').waitFor()
      await page.waitForTimeout(1_000)
    }
    expect(watch.problems).toEqual([])
    expect(await watch.removed()).toBe(0)
  })

  it('a remembered wallet reconnects after hydration, without a mismatch', async () => {
    const { page, stack } = await openPage()
    const watch = await watchHydration(page, '.swap-card')
    await page.goto(`${stack.webUrl}/swap`)
    await hydrated(page)
    await connect(page)
    await page.waitForTimeout(1_200)
    for (const path of ['/swap', '/pool']) {
      await page.goto(`${stack.webUrl}${path}`)
      await hydrated(page)
      // Connected again without asking, on the adopted page: the account shown by its address or its name.
      await page
        .getByTestId('web3-status')
        .getByText(/^0x|^alice\.eth$/)
        .waitFor()
      await page.waitForTimeout(1_000)
    }
    expect(watch.problems).toEqual([])
    expect(await watch.removed()).toBe(0)
  })

  it("a click on the server's markup before the scripts have run opens what it opens once they have, once", async () => {
    const { page, stack } = await openPage()
    const watch = await watchHydration(page, '.swap-card')
    // A slow device: the scripts arrive 2 s after the page is shown.
    await page.route(/\/assets\/[\w.-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000))
      await route.continue()
    })
    await page.goto(`${stack.webUrl}/swap`, { waitUntil: 'commit' })
    await page.locator('#swap-currency-output .currency-panel__select').click()
    // The click landed on markup React had not adopted yet.
    expect(await page.evaluate(reactAttached)).toBe(false)
    const picker = page.getByRole('dialog', { name: 'Select a token' })
    await picker.waitFor()
    await page.waitForTimeout(1_000)
    // Opened once, not opened and closed again.
    expect(await picker.count()).toBe(1)
    expect(watch.problems).toEqual([])
  })

  it("an amount typed into the server's markup before the scripts have run is kept and quoted once they have", async () => {
    const { page, stack } = await openPage()
    const watch = await watchHydration(page, '.swap-card')
    await page.route(/\/assets\/[\w.-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000))
      await route.continue()
    })
    await page.goto(`${stack.webUrl}/swap`, { waitUntil: 'commit' })
    const amount = page.locator('#swap-currency-input-amount')
    await amount.pressSequentially('1.5')
    expect(await page.evaluate(reactAttached)).toBe(false)
    // Once React has adopted the field itself (the route hydrates after the shell), the text is still there;
    // React's state holds it only if the app typed it again (a render of the field would erase it).
    await page.waitForFunction(() => {
      const field = document.getElementById('swap-currency-input-amount')
      return !!field && Object.keys(field).some((key) => key.startsWith('__reactFiber'))
    })
    expect(await amount.inputValue()).toBe('1.5')
    // The app holds the amount, not only the field: picking the other token quotes 1.5 ETH.
    await page.locator('#swap-currency-output .currency-panel__select').click()
    const picker = page.getByRole('dialog', { name: 'Select a token' })
    await picker.getByRole('combobox', { name: 'Search name or paste address' }).fill('USDC')
    await picker.getByTestId('token-option-0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48').click()
    // About 4,500 USDC for 1.5 ETH on the replica.
    const quoted = async () =>
      Number((await page.locator('#swap-currency-output-amount').inputValue()).replace(/,/g, ''))
    await expect.poll(quoted, { timeout: 30_000 }).toBeGreaterThan(4_000)
    expect(await quoted()).toBeLessThan(4_600)
    expect(await amount.inputValue()).toBe('1.5')
    expect(watch.problems).toEqual([])
  })

  it('a click after React has taken the page but before it has adopted the route opens what it opens, once', async () => {
    const { page, stack } = await openPage()
    const watch = await watchHydration(page, '.swap-card')
    // In the page from its first parse: as soon as React has attached to #root, while the route's markup is
    // not yet adopted (its elements carry no React fiber), click "Select a token" there.
    await page.addInitScript(() => {
      const state: { clicked?: 'before adoption' | 'too late' } = {}
      ;(window as unknown as { __gapClick: typeof state }).__gapClick = state
      const owns = (element: Element, prefix: string) =>
        Object.keys(element).some((key) => key.startsWith(prefix))
      const poll = () => {
        const root = document.getElementById('root')
        const select = document.querySelector<HTMLElement>('#swap-currency-output .currency-panel__select')
        if (!root || !select || !owns(root, '__reactContainer')) return void setTimeout(poll, 0)
        state.clicked = owns(select, '__reactFiber') ? 'too late' : 'before adoption'
        select.click()
      }
      poll()
    })
    const cdp = await page.context().newCDPSession(page)
    // A slower device widens that moment, so that the click lands in it.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(`${stack.webUrl}/swap`)
    const clicked = await page.waitForFunction(
      () => (window as unknown as { __gapClick: { clicked?: string } }).__gapClick.clicked,
    )
    expect(await clicked.jsonValue()).toBe('before adoption')
    const picker = page.getByRole('dialog', { name: 'Select a token' })
    await picker.waitFor()
    await page.waitForTimeout(1_000)
    expect(await picker.count()).toBe(1)
    expect(watch.problems).toEqual([])
  })
})

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
