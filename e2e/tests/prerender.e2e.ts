import { describe, expect, it } from 'vitest'
import { connect } from '../src/actions.ts'
import { openPage, useStack } from '../src/context.ts'
import { hydrated, reactAttached, watchHydration } from '../src/hydration.ts'

/**
 * The pre-rendered first visits (apps/web/build-plugins/prerender.ts, served by apps/web/server/serve.ts):
 * the server's HTML already holds each page's content, and the browser adopts it (hydration) without a
 * mismatch, whatever the visitor's stored settings, language or theme. Pages rendered with their chain
 * data or the indexer's answers are in prerender-data.e2e.ts.
 */
const PAGES: { path: string; text: string; kept: string }[] = [
  { path: '/swap', text: 'To (at least)', kept: '.swap-card' },
  { path: '/pool', text: 'Your V3 liquidity positions will appear here.', kept: '.pools-cards' },
  { path: '/vote', text: 'UNI tokens represent voting shares in Uniswap governance.', kept: 'main' },
]

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
