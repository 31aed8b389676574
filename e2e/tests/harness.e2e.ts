import { existsSync } from 'node:fs'
import { rm, stat } from 'node:fs/promises'
import { devAccount } from '@exchange/devnet'
import { describe, expect, it } from 'vitest'
import { screenshotOnFailure } from '../src/browser.ts'
import { openPage, useBrowser, useStack } from '../src/context.ts'
import { TEST_WALLET_NAME, TEST_WALLET_RDNS } from '../src/wallet.ts'

/** The harness itself: the served app, the wallet in the page, screenshots, the browser, the stack's URLs. */
describe('the e2e harness', () => {
  it('serves the built app with the devnet configuration injected', async () => {
    const { page, stack } = await openPage()
    const response = await page.goto(`${stack.webUrl}/swap`)
    expect(response?.status()).toBe(200)
    const config = await page.evaluate(
      () => (window as { __EXCHANGE_CONFIG__?: Record<string, unknown> }).__EXCHANGE_CONFIG__,
    )
    expect(config?.devnet).toBe(true)
    expect(config?.rpcUrls).toEqual({ 1: stack.chains[1], 10: stack.chains[10], 42161: stack.chains[42161] })
    expect(config?.extraBlockedAddresses).toEqual([devAccount(9).address])
    // The app's own script loaded (a module script with the hashed name) rather than a 404 page.
    await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0)
  })

  it('injects window.ethereum and announces it through EIP-6963', async () => {
    const { page, stack } = await openPage()
    await page.goto(stack.webUrl)
    expect(await page.evaluate(() => window.ethereum?.request({ method: 'eth_chainId' }))).toBe('0x1')
    expect(await page.evaluate(() => window.ethereum?.isMetaMask)).toBe(false)
    const announced = await page.evaluate(
      () =>
        new Promise<{ info: { uuid: string; name: string; rdns: string; icon: string }; same: boolean }[]>(
          (resolve) => {
            const seen: {
              info: { uuid: string; name: string; rdns: string; icon: string }
              same: boolean
            }[] = []
            window.addEventListener('eip6963:announceProvider', (event) => {
              const detail = (event as CustomEvent).detail as {
                info: { uuid: string; name: string; rdns: string; icon: string }
                provider: unknown
              }
              seen.push({ info: { ...detail.info }, same: detail.provider === window.ethereum })
            })
            window.dispatchEvent(new Event('eip6963:requestProvider'))
            setTimeout(() => resolve(seen), 50)
          },
        ),
    )
    expect(announced).toHaveLength(1)
    expect(announced[0]?.same).toBe(true)
    expect(announced[0]?.info).toMatchObject({ name: TEST_WALLET_NAME, rdns: TEST_WALLET_RDNS })
    expect(announced[0]?.info.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(announced[0]?.info.uuid).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('connects with the account the wallet has selected', async () => {
    const { page, wallet, stack } = await openPage()
    await page.goto(stack.webUrl)
    expect(await page.evaluate(() => window.ethereum?.request({ method: 'eth_accounts' }))).toEqual([])
    await wallet.setAccount(2)
    const accounts = await page.evaluate(() => window.ethereum?.request({ method: 'eth_requestAccounts' }))
    expect(accounts).toEqual([devAccount(2).address])
    expect(await page.evaluate(() => window.ethereum?.request({ method: 'eth_accounts' }))).toEqual([
      devAccount(2).address,
    ])

    // Once connected, an account switch in the wallet reaches the page as accountsChanged.
    await page.evaluate(() => {
      const seen: unknown[] = []
      ;(window as { seenAccounts?: unknown[] }).seenAccounts = seen
      window.ethereum?.on('accountsChanged', (accounts) => seen.push(accounts))
    })
    await wallet.setAccount(4)
    expect(await page.evaluate(() => (window as { seenAccounts?: unknown[] }).seenAccounts)).toEqual([
      [devAccount(4).address],
    ])
    expect(wallet.methods).toContain('eth_requestAccounts')
  })

  it('saves a screenshot of a failing page under e2e/artifacts', async () => {
    const { page, stack } = await openPage()
    await page.goto(`${stack.webUrl}/swap`)
    const path = await screenshotOnFailure(page, 'harness: screenshot helper / self-test')
    expect(path).toBeDefined()
    expect(path).toMatch(/e2e\/artifacts\/harness-screenshot-helper-self-test\.png$/)
    expect(existsSync(path as string)).toBe(true)
    expect((await stat(path as string)).size).toBeGreaterThan(1000)
    await rm(path as string)
  })

  it('runs Chromium without its own UI pages, which would take the CPU from the page under test', async () => {
    const browser = await useBrowser()
    // Browser-wide: Chromium's UI pages load in renderers of their own, beside the test's page.
    await browser.startTracing(undefined, { categories: ['devtools.timeline'] })
    const pageUnderTest = 'data:text/html,<p>page under test</p>'
    for (let context = 0; context < 2; context++) {
      const page = await browser.newPage()
      await page.goto(pageUnderTest)
      await page.waitForTimeout(1_500)
      await page.context().close()
    }
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: { name: string; args?: { data?: { url?: string } } }[]
    }
    const requested = trace.traceEvents
      .filter((event) => event.name === 'ResourceSendRequest')
      .map((event) => event.args?.data?.url ?? '')
    // The trace saw the test's own pages, so it would have seen the omnibox popup's ~400 files too.
    expect(requested).toContain(pageUnderTest)
    expect(requested.filter((url) => url.startsWith('chrome://'))).toEqual([])
  })

  it('provides the stack URLs to every file', () => {
    const stack = useStack()
    expect(stack.webUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(stack.chains[1]).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(stack.chains[42161]).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })
})
